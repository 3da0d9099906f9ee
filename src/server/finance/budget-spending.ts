import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { finAccounts, finBudgetItems, finBudgets, finJournalLines, finJournals } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { financeAllows, rupiah } from '../../shared/finance/permissions.ts';
import type { disburseInput } from '../../shared/finance/schemas.ts';
import { budgetView, itemsOf } from './budgets.ts';
import { requireFinance } from './guard.ts';
import { postJournal } from './post-journal.ts';

/** GET /api/finance/budgets/disbursable: the approved budgets' activities with what is left, and the latest disbursements. */
export async function listDisbursable({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'ledger.read');
  const schoolId = ctx.session.schoolId;
  const budgets = await ctx.db
    .select()
    .from(finBudgets)
    .where(and(eq(finBudgets.schoolId, schoolId), eq(finBudgets.status, 'approved')))
    .orderBy(desc(finBudgets.fiscalYear), asc(finBudgets.name));
  const items = await itemsOf(
    ctx.db,
    budgets.map((b) => b.id),
  );
  const recent = await ctx.db
    .select({
      journalId: finJournals.id,
      number: finJournals.number,
      date: finJournals.date,
      description: finJournals.description,
      amount: finJournalLines.debit,
      itemId: finJournalLines.budgetItemId,
      itemName: finBudgetItems.name,
    })
    .from(finJournalLines)
    .innerJoin(finJournals, eq(finJournals.id, finJournalLines.journalId))
    .innerJoin(finBudgetItems, eq(finBudgetItems.id, finJournalLines.budgetItemId))
    .where(and(eq(finJournalLines.schoolId, schoolId), isNotNull(finJournalLines.budgetItemId), eq(finJournals.kind, 'cash_out')))
    .orderBy(desc(finJournals.date), desc(finJournals.id))
    .limit(30);
  const cash = await ctx.db
    .select({ id: finAccounts.id, code: finAccounts.code, name: finAccounts.name })
    .from(finAccounts)
    .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.isCash, true), eq(finAccounts.isActive, true)))
    .orderBy(asc(finAccounts.code));
  return {
    budgets: budgets.map((b) => ({
      ...budgetView(b, items),
      activities: items.filter((i) => i.budgetId === b.id).map(({ budgetId: _, ...i }) => ({ ...i, remaining: i.amount - i.realized })),
    })),
    recent,
    cashAccounts: cash,
    canEdit: financeAllows('ledger.write', ctx.session.userTypeId),
  };
}

/**
 * POST /api/finance/budgets/items/:id/disburse (pencairan dana): pays an approved activity from a cash or bank
 * account as a cash-out journal whose expense line names the activity; more than is left of it is refused.
 */
export async function disburseBudgetItem({ ctx, itemId, input }: { ctx: SessionContext; itemId: number; input: z.infer<typeof disburseInput> }) {
  requireFinance(ctx, 'ledger.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(finBudgetItems)
      .where(and(eq(finBudgetItems.schoolId, schoolId), eq(finBudgetItems.id, itemId)))
      .for('update');
    if (!item) throw notFound('Kegiatan anggaran tidak ditemukan.');
    const [spent] = await itemsOf(tx, [item.budgetId]).then((rows) => rows.filter((r) => r.id === itemId));
    const left = item.amount - spent.realized;
    if (input.amount > left) throw validationError({ amount: [`Melebihi sisa anggaran kegiatan (${rupiah(left)}).`] });
    const [cash] = await tx
      .select()
      .from(finAccounts)
      .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.id, input.cashAccountId)));
    if (!cash?.isCash) throw validationError({ cashAccountId: ['Pilih akun kas atau bank.'] });
    const posted = await postJournal(tx, schoolId, ctx.session.userId, {
      date: input.date,
      kind: 'cash_out',
      description: input.description,
      lines: [
        { accountId: item.accountId, debit: input.amount, credit: 0, memo: item.name, budgetItemId: item.id },
        { accountId: cash.id, debit: 0, credit: input.amount },
      ],
    });
    await recordAudit(tx, ctx, { resource: 'fin_budget_item', recordId: itemId, action: 'disburse', after: { journal: posted.number, amount: input.amount } });
    return { journalId: posted.id, number: posted.number, message: `Pencairan ${posted.number} sebesar ${rupiah(input.amount)} tercatat.` };
  });
}
