import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { finAccounts, finBankFees, finJournalLines, finJournals, finVirtualAccounts, finWebhookEvents } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { BANK_FEE_CODE, GATEWAY_CODE } from '../../shared/finance/chart-template.ts';
import { financeAllows, rupiah } from '../../shared/finance/permissions.ts';
import type { settlementInput } from '../../shared/finance/schemas.ts';
import { accountByCode } from './accounts.ts';
import { requireFinance } from './guard.ts';
import { postJournal } from './post-journal.ts';

/**
 * GET /api/finance/gateway: the money waiting at the payment gateway (VA payments not yet paid out), the VA
 * payments since the last payout with the fee the bank-fee list says they cost, and the payouts so far.
 */
export async function gatewayBalance({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'ledger.read');
  const schoolId = ctx.session.schoolId;
  const gateway = await accountByCode(ctx.db, schoolId, GATEWAY_CODE);
  const [{ balance }] = await ctx.db
    .select({ balance: sql<number>`coalesce(sum(${finJournalLines.debit} - ${finJournalLines.credit}), 0)`.mapWith(Number) })
    .from(finJournalLines)
    .where(and(eq(finJournalLines.schoolId, schoolId), eq(finJournalLines.accountId, gateway.id)));
  const settlements = await ctx.db
    .select({
      id: finJournals.id,
      number: finJournals.number,
      date: finJournals.date,
      description: finJournals.description,
      total: finJournals.total,
      createdAt: finJournals.createdAt,
    })
    .from(finJournals)
    .where(and(eq(finJournals.schoolId, schoolId), eq(finJournals.kind, 'settlement'), sql`${finJournals.reversedBy} is null`))
    .orderBy(desc(finJournals.date), desc(finJournals.id))
    .limit(50);
  const since = settlements[0]?.createdAt ?? new Date(0);
  const pending = await ctx.db
    .select({
      bank: finVirtualAccounts.bank,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${finWebhookEvents.amount}), 0)`.mapWith(Number),
    })
    .from(finWebhookEvents)
    .innerJoin(finVirtualAccounts, and(eq(finVirtualAccounts.provider, finWebhookEvents.provider), eq(finVirtualAccounts.vaNumber, finWebhookEvents.vaNumber)))
    .where(and(eq(finWebhookEvents.schoolId, schoolId), eq(finWebhookEvents.status, 'paid'), gt(finWebhookEvents.receivedAt, since)))
    .groupBy(finVirtualAccounts.bank)
    .orderBy(asc(finVirtualAccounts.bank));
  const fees = await ctx.db
    .select()
    .from(finBankFees)
    .where(
      and(eq(finBankFees.schoolId, schoolId), eq(finBankFees.channel, 'va'), inArray(finBankFees.bank, pending.length ? pending.map((p) => p.bank) : ['-'])),
    );
  const byBank = pending.map((p) => {
    const fee = fees.find((f) => f.bank === p.bank)?.fee ?? 0;
    return { ...p, feePerTransaction: fee, fee: fee * p.count };
  });
  const banks = await ctx.db
    .select({ id: finAccounts.id, code: finAccounts.code, name: finAccounts.name })
    .from(finAccounts)
    .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.isCash, true), eq(finAccounts.isActive, true)))
    .orderBy(asc(finAccounts.code));
  return {
    balance,
    pending: byBank,
    suggestedFee: byBank.reduce((s, p) => s + p.fee, 0),
    settlements: settlements.map(({ createdAt: _, ...s }) => s),
    cashAccounts: banks,
    canEdit: financeAllows('ledger.write', ctx.session.userTypeId),
  };
}

/**
 * POST /api/finance/gateway/settlements (Penarikan Dana Sekolah): the gateway pays out to the school's bank. The
 * journal takes the whole amount off the gateway balance; the bank gets it less the fee (Beban Administrasi
 * Bank). More than is waiting at the gateway, or a fee not below the amount, is refused.
 */
export async function createSettlement({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof settlementInput> }) {
  requireFinance(ctx, 'ledger.write');
  const schoolId = ctx.session.schoolId;
  if (input.fee >= input.amount) throw validationError({ fee: ['Biaya harus lebih kecil dari jumlah yang dicairkan.'] });
  return ctx.db.transaction(async (tx) => {
    const gateway = await accountByCode(tx, schoolId, GATEWAY_CODE);
    const feeAccount = await accountByCode(tx, schoolId, BANK_FEE_CODE);
    // One payout at a time: the gateway account's row is the lock.
    await tx.select({ id: finAccounts.id }).from(finAccounts).where(eq(finAccounts.id, gateway.id)).for('update');
    const [{ balance }] = await tx
      .select({ balance: sql<number>`coalesce(sum(${finJournalLines.debit} - ${finJournalLines.credit}), 0)`.mapWith(Number) })
      .from(finJournalLines)
      .where(and(eq(finJournalLines.schoolId, schoolId), eq(finJournalLines.accountId, gateway.id), lte(finJournalLines.date, '9999-12-31')));
    if (input.amount > balance) throw validationError({ amount: [`Melebihi dana di payment gateway (${rupiah(balance)}).`] });
    const [bank] = await tx
      .select()
      .from(finAccounts)
      .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.id, input.cashAccountId)));
    if (!bank?.isCash) throw validationError({ cashAccountId: ['Pilih akun bank sekolah.'] });
    const posted = await postJournal(tx, schoolId, ctx.session.userId, {
      date: input.date,
      kind: 'settlement',
      description: input.note || `Pencairan dana payment gateway ${input.date}`,
      lines: [
        { accountId: bank.id, debit: input.amount - input.fee, credit: 0 },
        ...(input.fee ? [{ accountId: feeAccount.id, debit: input.fee, credit: 0, memo: 'biaya administrasi' }] : []),
        { accountId: gateway.id, debit: 0, credit: input.amount },
      ],
    });
    await recordAudit(tx, ctx, { resource: 'fin_settlement', recordId: posted.id, action: 'post', after: input });
    return {
      journalId: posted.id,
      number: posted.number,
      message: `Pencairan ${posted.number}: ${rupiah(input.amount - input.fee)} masuk ke ${bank.name}${input.fee ? `, biaya ${rupiah(input.fee)}` : ''}.`,
    };
  });
}
