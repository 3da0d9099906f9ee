/** The ledger: chart of accounts, journals (cash in/out, transfer, general), reversal, opening balances, lock, reports. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { ACCOUNT_TYPES, JOURNAL_KINDS } from '../../finance/permissions.ts';
import {
  VA_PROVIDERS,
  accountInput,
  dateField,
  financeSettingsInput,
  lockInput,
  manualJournalInput,
  openingInput,
  reverseInput,
} from '../../finance/schemas.ts';

const TAG = 'Keuangan';
const idParams = z.object({ id: pathIdSchema });
const optionalDate = dateField.optional();

export const accountSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  type: z.enum(ACCOUNT_TYPES),
  isCash: z.boolean(),
  isControl: z.boolean(),
  isActive: z.boolean(),
});

export const listAccountsContract = defineContract({
  name: 'finance.accounts.list',
  method: 'GET',
  path: '/api/finance/accounts',
  auth: 'session',
  output: z.object({ data: z.array(accountSchema), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Bagan akun sekolah (dibuat dari templat sekolah Indonesia saat pertama dibuka).',
});

export const createAccountContract = defineContract({
  name: 'finance.accounts.create',
  method: 'POST',
  path: '/api/finance/accounts',
  auth: 'session',
  input: accountInput,
  output: accountSchema,
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menambah akun.',
  example: { code: '5-1700', name: 'Beban Transportasi', type: 'expense' },
});

export const updateAccountContract = defineContract({
  name: 'finance.accounts.update',
  method: 'PUT',
  path: '/api/finance/accounts/:id',
  auth: 'session',
  params: idParams,
  input: accountInput,
  output: accountSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mengubah nama, jenis atau status akun.',
});

const lineView = z.object({ code: z.string(), name: z.string(), debit: z.number(), credit: z.number(), memo: z.string().nullable() });
const journalBase = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  kind: z.enum(JOURNAL_KINDS),
  description: z.string(),
  total: z.number(),
  source: z.string().nullable(),
  reversalOf: z.number().nullable(),
  reversedBy: z.number().nullable(),
});
export const journalSchema = journalBase.extend({ lines: z.array(lineView.extend({ id: z.number(), accountId: z.number() })), canReverse: z.boolean() });

export const listJournalsContract = defineContract({
  name: 'finance.journals.list',
  method: 'GET',
  path: '/api/finance/journals',
  auth: 'session',
  input: z.object({
    kinds: z
      .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.enum(JOURNAL_KINDS, 'Jenis jurnal tidak dikenal.')).max(8))
      .optional(),
    from: optionalDate,
    to: optionalDate,
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  output: z.object({
    data: z.array(journalBase.extend({ lines: z.array(lineView) })),
    total: z.number(),
    sum: z.number(),
    page: z.number(),
    pageSize: z.number(),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Jurnal transaksi (terbaru dahulu), menurut jenis dan tanggal, dengan barisnya.',
});

export const getJournalContract = defineContract({
  name: 'finance.journals.get',
  method: 'GET',
  path: '/api/finance/journals/:id',
  auth: 'session',
  params: idParams,
  output: journalSchema,
  tag: TAG,
  summary: 'Satu jurnal dengan barisnya.',
});

export const createJournalContract = defineContract({
  name: 'finance.journals.create',
  method: 'POST',
  path: '/api/finance/journals',
  auth: 'session',
  input: manualJournalInput,
  output: journalSchema,
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mencatat kas masuk, kas keluar, transfer kas atau jurnal umum; jurnal harus seimbang dan tanggalnya di luar periode terkunci (422).',
  example: {
    kind: 'cash_out',
    date: '2026-11-20',
    description: 'Bayar listrik November',
    cashAccountId: 1,
    lines: [{ accountId: 17, debit: 850000, credit: 0 }],
  },
});

export const reverseJournalContract = defineContract({
  name: 'finance.journals.reverse',
  method: 'POST',
  path: '/api/finance/journals/:id/reverse',
  auth: 'session',
  params: idParams,
  input: reverseInput,
  output: journalSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Membalik jurnal (jurnal yang sudah diposting tidak pernah diubah).',
});

export const openingContract = defineContract({
  name: 'finance.opening.post',
  method: 'POST',
  path: '/api/finance/opening-balances',
  auth: 'session',
  input: openingInput,
  output: journalSchema,
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Saldo awal periode: satu jurnal, selisihnya ke Ekuitas Saldo Awal.',
});

export const financeSettingsSchema = z.object({
  lockedThrough: z.string().nullable(),
  dueDay: z.number(),
  treasurerName: z.string().nullable(),
  receiptNote: z.string().nullable(),
  acceptDeposit: z.boolean(),
  vaProvider: z.enum(VA_PROVIDERS),
  counts: z.object({ accounts: z.number(), feeTypes: z.number(), bankAccounts: z.number(), templates: z.number() }),
  canEdit: z.boolean(),
});
export const getSettingsContract = defineContract({
  name: 'finance.settings.get',
  method: 'GET',
  path: '/api/finance/settings',
  auth: 'session',
  output: financeSettingsSchema,
  tag: TAG,
  summary: 'Kunci periode pembukuan.',
});
export const saveSettingsContract = defineContract({
  name: 'finance.settings.save',
  method: 'PUT',
  path: '/api/finance/settings',
  auth: 'session',
  input: financeSettingsInput,
  output: financeSettingsSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Pengaturan keuangan sekolah: jatuh tempo tagihan, penanda tangan kuitansi, titipan kelebihan bayar, penyedia VA.',
  example: { dueDay: 10, treasurerName: 'Maya Sari', receiptNote: 'Simpan kuitansi ini sebagai bukti sah.', acceptDeposit: false, vaProvider: 'simulasi' },
});
export const lockContract = defineContract({
  name: 'finance.settings.lock',
  method: 'PUT',
  path: '/api/finance/settings/lock',
  auth: 'session',
  input: lockInput,
  output: financeSettingsSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mengunci periode sampai tanggal tertentu (null membuka kembali).',
});

const amountRow = z.object({ accountId: z.number(), code: z.string(), name: z.string(), amount: z.number() });

export const trialBalanceContract = defineContract({
  name: 'finance.reports.trial_balance',
  method: 'GET',
  path: '/api/finance/reports/trial-balance',
  auth: 'session',
  input: z.object({ to: optionalDate }),
  output: z.object({
    to: z.string(),
    rows: z.array(z.object({ accountId: z.number(), code: z.string(), name: z.string(), type: z.enum(ACCOUNT_TYPES), debit: z.number(), credit: z.number() })),
    totalDebit: z.number(),
    totalCredit: z.number(),
  }),
  tag: TAG,
  summary: 'Neraca saldo sampai suatu tanggal: total debit sama dengan total kredit.',
});

export const profitLossContract = defineContract({
  name: 'finance.reports.profit_loss',
  method: 'GET',
  path: '/api/finance/reports/profit-loss',
  auth: 'session',
  input: z.object({ from: optionalDate, to: optionalDate }),
  output: z.object({
    from: z.string(),
    to: z.string(),
    income: z.array(amountRow),
    expense: z.array(amountRow),
    totalIncome: z.number(),
    totalExpense: z.number(),
    surplus: z.number(),
  }),
  tag: TAG,
  summary: 'Laporan laba rugi (surplus/defisit) satu rentang tanggal.',
});

export const balanceSheetContract = defineContract({
  name: 'finance.reports.balance_sheet',
  method: 'GET',
  path: '/api/finance/reports/balance-sheet',
  auth: 'session',
  input: z.object({ to: optionalDate }),
  output: z.object({
    to: z.string(),
    assets: z.array(amountRow),
    liabilities: z.array(amountRow),
    equity: z.array(amountRow),
    surplus: z.number(),
    totalAssets: z.number(),
    totalLiabilitiesEquity: z.number(),
  }),
  tag: TAG,
  summary: 'Neraca: aset, kewajiban dan ekuitas (dengan surplus berjalan) pada suatu tanggal.',
});

export const ledgerContract = defineContract({
  name: 'finance.reports.ledger',
  method: 'GET',
  path: '/api/finance/reports/ledger',
  auth: 'session',
  input: z.object({ accountId: idSchema('Pilih akun.').optional(), from: optionalDate, to: optionalDate }),
  output: z.object({
    account: z.object({ id: z.number(), code: z.string(), name: z.string(), type: z.enum(ACCOUNT_TYPES) }),
    accounts: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), isCash: z.boolean() })),
    from: z.string(),
    to: z.string(),
    openingBalance: z.number(),
    closingBalance: z.number(),
    totalDebit: z.number(),
    totalCredit: z.number(),
    rows: z.array(
      z.object({
        journalId: z.number(),
        number: z.string(),
        date: z.string(),
        description: z.string(),
        memo: z.string().nullable(),
        debit: z.number(),
        credit: z.number(),
        balance: z.number(),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Buku besar satu akun dengan saldo berjalan (bawaan: akun kas, bulan ini).',
});
