import { and, eq } from 'drizzle-orm';
import { finAccounts, finBankAccounts, finBankFees, finMessageTemplates } from '../db/schema/finance.ts';
import { BANK_ACCOUNTS, BANK_FEES, FINANCE_TEMPLATES } from '../../shared/resources/definitions/finance-lists.ts';
import { TEMPLATE_PLACEHOLDERS, unknownPlaceholders } from '../../shared/finance/lists.ts';
import { validationError } from '../http/errors.ts';
import type { Binding } from '../resources/binding.ts';
import { tableBinding } from '../resources/table-binding.ts';
import { ensureChart } from './accounts.ts';

/** Where the finance module's plain lists live (listed in src/server/resources/bindings.ts). */
export const FINANCE_BINDINGS: Binding[] = [
  tableBinding(BANK_ACCOUNTS, finBankAccounts, {
    id: finBankAccounts.id,
    school: finBankAccounts.schoolId,
    unique: { fin_bank_accounts_number_key: { field: 'account_number', message: 'Rekening ini sudah terdaftar.' } },
    hooks: {
      // The ledger code must name one of the school's cash or bank accounts.
      async beforeWrite(tx, scope, values) {
        if (!('ledger_code' in values)) return;
        await ensureChart(tx, scope.schoolId);
        const [account] = await tx
          .select({ isCash: finAccounts.isCash })
          .from(finAccounts)
          .where(and(eq(finAccounts.schoolId, scope.schoolId), eq(finAccounts.code, String(values.ledger_code))));
        if (!account?.isCash) throw validationError({ ledger_code: ['Isi kode akun kas/bank yang ada di bagan akun, mis. 1-1200.'] });
      },
    },
  }),
  tableBinding(BANK_FEES, finBankFees, {
    id: finBankFees.id,
    school: finBankFees.schoolId,
    unique: { fin_bank_fees_key: { field: 'bank', message: 'Biaya untuk saluran dan bank ini sudah ada.' } },
  }),
  tableBinding(FINANCE_TEMPLATES, finMessageTemplates, {
    id: finMessageTemplates.id,
    school: finMessageTemplates.schoolId,
    unique: { fin_message_templates_name_key: { field: 'name', message: 'Nama templat ini sudah dipakai.' } },
    hooks: {
      // A placeholder the blast does not know would reach every family unfilled ("Yth. {nmaa}").
      prepare(_scope, values) {
        const errors: Record<string, string[]> = {};
        for (const field of ['body', 'subject'] as const) {
          const unknown = typeof values[field] === 'string' ? unknownPlaceholders(values[field]) : [];
          if (unknown.length) errors[field] = [`Penanda tidak dikenal: ${unknown.join(', ')}. Gunakan ${Object.keys(TEMPLATE_PLACEHOLDERS).join(', ')}.`];
        }
        if (Object.keys(errors).length) throw validationError(errors);
      },
    },
  }),
];
