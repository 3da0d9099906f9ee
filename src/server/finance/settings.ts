import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { finAccounts, finBankAccounts, finFeeTypes, finGatewayCredentials, finMessageTemplates, finSettings } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { OPENING_EQUITY_CODE } from '../../shared/finance/chart-template.ts';
import { financeAllows } from '../../shared/finance/permissions.ts';
import { VA_PROVIDER_LABELS, type VA_PROVIDERS, type financeSettingsInput } from '../../shared/finance/schemas.ts';
import { accountByCode } from './accounts.ts';
import { requireFinance } from './guard.ts';
import { readJournal } from './journals.ts';
import { postJournal } from './post-journal.ts';

const count = (
  table: typeof finAccounts | typeof finFeeTypes | typeof finBankAccounts | typeof finMessageTemplates,
  schoolId: number,
  db: SessionContext['db'],
) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.schoolId, schoolId))
    .then(([r]) => r.n);

/** GET /api/finance/settings: the school's finance settings and how much master data it has. */
export async function getFinanceSettings({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'ledger.read');
  const schoolId = ctx.session.schoolId;
  const [row] = await ctx.db.select().from(finSettings).where(eq(finSettings.schoolId, schoolId));
  const [accounts, feeTypes, bankAccounts, templates] = await Promise.all(
    [finAccounts, finFeeTypes, finBankAccounts, finMessageTemplates].map((t) => count(t, schoolId, ctx.db)),
  );
  return {
    lockedThrough: row?.lockedThrough ?? null,
    dueDay: row?.dueDay ?? 10,
    treasurerName: row?.treasurerName ?? null,
    receiptNote: row?.receiptNote ?? null,
    acceptDeposit: row?.acceptDeposit ?? false,
    vaProvider: (row?.vaProvider ?? 'simulasi') as (typeof VA_PROVIDERS)[number],
    counts: { accounts, feeTypes, bankAccounts, templates },
    canEdit: financeAllows('ledger.write', ctx.session.userTypeId),
  };
}

/**
 * PUT /api/finance/settings. A real gateway is chosen only once its credentials are stored: chosen without them,
 * every VA the cashier makes afterwards would fail, long after the setting was saved.
 */
export async function saveFinanceSettings({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof financeSettingsInput> }) {
  requireFinance(ctx, 'ledger.write');
  const schoolId = ctx.session.schoolId;
  if (input.vaProvider !== 'simulasi') {
    const [stored] = await ctx.db
      .select({ provider: finGatewayCredentials.provider })
      .from(finGatewayCredentials)
      .where(and(eq(finGatewayCredentials.schoolId, schoolId), eq(finGatewayCredentials.provider, input.vaProvider)));
    if (!stored)
      throw validationError({
        vaProvider: [`Simpan dulu kredensial ${VA_PROVIDER_LABELS[input.vaProvider]} di bagian kredensial penyedia pembayaran.`],
      });
  }
  const values = {
    dueDay: input.dueDay,
    treasurerName: input.treasurerName || null,
    receiptNote: input.receiptNote || null,
    acceptDeposit: input.acceptDeposit,
    vaProvider: input.vaProvider,
  };
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(finSettings).where(eq(finSettings.schoolId, schoolId));
    await tx
      .insert(finSettings)
      .values({ schoolId, ...values })
      .onConflictDoUpdate({ target: finSettings.schoolId, set: values });
    await recordAudit(tx, ctx, { resource: 'fin_settings', recordId: schoolId, action: 'update', before: before ?? null, after: values });
  });
  return getFinanceSettings({ ctx });
}

/** PUT /api/finance/settings/lock: nothing may be posted on or before the date afterwards (null reopens). */
export async function lockPeriod({ ctx, input }: { ctx: SessionContext; input: { lockedThrough: string | null } }) {
  requireFinance(ctx, 'ledger.write');
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(finSettings)
      .values({ schoolId, lockedThrough: input.lockedThrough })
      .onConflictDoUpdate({ target: finSettings.schoolId, set: { lockedThrough: input.lockedThrough } });
    await recordAudit(tx, ctx, { resource: 'fin_settings', recordId: schoolId, action: 'lock', after: input });
  });
  return getFinanceSettings({ ctx });
}

/**
 * POST /api/finance/opening-balances: the balances each account starts the period with, as one opening journal;
 * the difference between debits and credits goes to Ekuitas Saldo Awal so the entry always balances.
 */
export async function postOpeningBalances({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { date: string; balances: { accountId: number; debit: number; credit: number }[] };
}) {
  requireFinance(ctx, 'ledger.write');
  const schoolId = ctx.session.schoolId;
  const lines = input.balances.filter((b) => b.debit || b.credit);
  if (!lines.length) throw validationError({ balances: ['Isi paling sedikit satu saldo lebih dari nol.'] });
  return ctx.db.transaction(async (tx) => {
    const equity = await accountByCode(tx, schoolId, OPENING_EQUITY_CODE);
    const diff = lines.reduce((s, l) => s + l.debit - l.credit, 0);
    const all = diff === 0 ? lines : [...lines, { accountId: equity.id, debit: diff < 0 ? -diff : 0, credit: diff > 0 ? diff : 0 }];
    const posted = await postJournal(tx, schoolId, ctx.session.userId, {
      date: input.date,
      kind: 'opening',
      description: `Saldo awal per ${input.date}`,
      lines: all,
    });
    await recordAudit(tx, ctx, { resource: 'fin_journal', recordId: posted.id, action: 'opening', after: { date: input.date, lines: all } });
    return readJournal(tx, ctx, posted.id);
  });
}
