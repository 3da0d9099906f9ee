import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { finAccounts, finBudgetItems, finBudgets } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { financeAllows } from '../../shared/finance/permissions.ts';
import type { budgetInput, budgetItemInput } from '../../shared/finance/schemas.ts';
import { ensureChart } from './accounts.ts';
import { requireFinance } from './guard.ts';

const realized = sql<number>`coalesce((select sum(l.debit - l.credit) from fin_journal_lines l where l.fin_budget_item_id = ${finBudgetItems.id}), 0)`.mapWith(
  Number,
);

/** The activities of some budgets with what has been spent on each (journal lines that name the activity). */
export async function itemsOf(db: Db | Tx, budgetIds: number[]) {
  if (!budgetIds.length) return [];
  return db
    .select({
      id: finBudgetItems.id,
      budgetId: finBudgetItems.budgetId,
      name: finBudgetItems.name,
      category: finBudgetItems.category,
      accountId: finBudgetItems.accountId,
      accountCode: finAccounts.code,
      accountName: finAccounts.name,
      month: finBudgetItems.month,
      volume: finBudgetItems.volume,
      unit: finBudgetItems.unit,
      unitCost: finBudgetItems.unitCost,
      amount: finBudgetItems.amount,
      realized,
    })
    .from(finBudgetItems)
    .innerJoin(finAccounts, eq(finAccounts.id, finBudgetItems.accountId))
    .where(inArray(finBudgetItems.budgetId, budgetIds))
    .orderBy(asc(finBudgetItems.budgetId), asc(finBudgetItems.category), asc(finBudgetItems.id));
}

export const budgetView = (b: typeof finBudgets.$inferSelect, items: Awaited<ReturnType<typeof itemsOf>>) => {
  const mine = items.filter((i) => i.budgetId === b.id);
  return {
    id: b.id,
    name: b.name,
    fiscalYear: b.fiscalYear,
    fundSource: b.fundSource,
    status: b.status,
    submittedAt: b.submittedAt,
    decidedAt: b.decidedAt,
    decisionNote: b.decisionNote,
    planned: mine.reduce((s, i) => s + i.amount, 0),
    realized: mine.reduce((s, i) => s + i.realized, 0),
    items: mine.length,
  };
};

/** GET /api/finance/budgets: the school's budgets (RKAS), newest year first, with planned and realised totals. */
export async function listBudgets({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'ledger.read');
  const rows = await ctx.db
    .select()
    .from(finBudgets)
    .where(eq(finBudgets.schoolId, ctx.session.schoolId))
    .orderBy(desc(finBudgets.fiscalYear), desc(finBudgets.id));
  const items = await itemsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((b) => budgetView(b, items)), canEdit: financeAllows('ledger.write', ctx.session.userTypeId) };
}

export async function budgetOf(db: Db | Tx, schoolId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(finBudgets)
    .where(and(eq(finBudgets.schoolId, schoolId), eq(finBudgets.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Anggaran tidak ditemukan.');
  return row;
}

/** GET /api/finance/budgets/:id: one budget with its activities and the expense accounts to choose from. */
export async function getBudget({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireFinance(ctx, 'ledger.read');
  const b = await budgetOf(ctx.db, ctx.session.schoolId, id);
  const items = await itemsOf(ctx.db, [id]);
  await ensureChart(ctx.db, ctx.session.schoolId);
  const accounts = await ctx.db
    .select({ id: finAccounts.id, code: finAccounts.code, name: finAccounts.name })
    .from(finAccounts)
    .where(and(eq(finAccounts.schoolId, ctx.session.schoolId), eq(finAccounts.type, 'expense'), eq(finAccounts.isActive, true)))
    .orderBy(asc(finAccounts.code));
  const editable = financeAllows('ledger.write', ctx.session.userTypeId) && (b.status === 'draft' || b.status === 'rejected');
  return { ...budgetView(b, items), activities: items.map(({ budgetId: _, ...i }) => i), accounts, canEdit: editable };
}

/** POST /api/finance/budgets: a new draft budget. */
export async function createBudget({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof budgetInput> }) {
  requireFinance(ctx, 'ledger.write');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(finBudgets)
      .values({ schoolId: ctx.session.schoolId, ...input, createdBy: ctx.session.userId })
      .returning({ id: finBudgets.id });
    await recordAudit(tx, ctx, { resource: 'fin_budget', recordId: row.id, action: 'create', after: input });
    return { id: row.id };
  });
}

/** Activities change only while the budget is a draft or came back from the foundation. */
function requireEditable(b: typeof finBudgets.$inferSelect) {
  if (b.status === 'submitted') throw new AppError('conflict', 'Anggaran sedang menunggu persetujuan yayasan; tidak dapat diubah.');
  if (b.status === 'approved') throw new AppError('conflict', 'Anggaran sudah disetujui yayasan; tidak dapat diubah.');
}

/** POST /api/finance/budgets/:id/items (itemId null) or PUT .../items/:itemId: an activity; amount = volume × unit cost. */
export async function saveBudgetItem({
  ctx,
  budgetId,
  itemId,
  input,
}: {
  ctx: SessionContext;
  budgetId: number;
  itemId: number | null;
  input: z.infer<typeof budgetItemInput>;
}) {
  requireFinance(ctx, 'ledger.write');
  const amount = input.volume * input.unitCost;
  if (!Number.isSafeInteger(amount) || amount > 1_000_000_000_000) throw validationError({ unitCost: ['Jumlah (volume × harga satuan) terlalu besar.'] });
  return ctx.db.transaction(async (tx) => {
    const b = await budgetOf(tx, ctx.session.schoolId, budgetId, true);
    requireEditable(b);
    const [account] = await tx
      .select()
      .from(finAccounts)
      .where(and(eq(finAccounts.schoolId, ctx.session.schoolId), eq(finAccounts.id, input.accountId)));
    if (!account || account.type !== 'expense') throw validationError({ accountId: ['Pilih akun beban sekolah ini.'] });
    const values = { ...input, month: input.month ?? null, amount };
    let id = itemId;
    if (itemId === null) {
      [{ id }] = await tx
        .insert(finBudgetItems)
        .values({ schoolId: ctx.session.schoolId, budgetId, ...values })
        .returning({ id: finBudgetItems.id });
    } else {
      const updated = await tx
        .update(finBudgetItems)
        .set(values)
        .where(and(eq(finBudgetItems.budgetId, budgetId), eq(finBudgetItems.id, itemId)))
        .returning({ id: finBudgetItems.id });
      if (!updated.length) throw notFound('Kegiatan tidak ditemukan.');
    }
    await recordAudit(tx, ctx, { resource: 'fin_budget_item', recordId: id!, action: itemId === null ? 'create' : 'update', after: values });
    return { id: id! };
  });
}

/** DELETE /api/finance/budgets/:id/items/:itemId */
export async function deleteBudgetItem({ ctx, budgetId, itemId }: { ctx: SessionContext; budgetId: number; itemId: number }) {
  requireFinance(ctx, 'ledger.write');
  return ctx.db.transaction(async (tx) => {
    requireEditable(await budgetOf(tx, ctx.session.schoolId, budgetId, true));
    const removed = await tx
      .delete(finBudgetItems)
      .where(and(eq(finBudgetItems.budgetId, budgetId), eq(finBudgetItems.id, itemId)))
      .returning({ id: finBudgetItems.id });
    if (!removed.length) throw notFound('Kegiatan tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'fin_budget_item', recordId: itemId, action: 'delete' });
    return { message: 'Kegiatan dihapus.' };
  });
}

/** POST /api/finance/budgets/:id/submit: to the foundation for approval (at least one activity). */
export async function submitBudget({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireFinance(ctx, 'ledger.write');
  await ctx.db.transaction(async (tx) => {
    const b = await budgetOf(tx, ctx.session.schoolId, id, true);
    requireEditable(b);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(finBudgetItems)
      .where(eq(finBudgetItems.budgetId, id));
    if (!n) throw validationError({ items: ['Tambahkan paling sedikit satu kegiatan sebelum mengajukan.'] });
    await tx.update(finBudgets).set({ status: 'submitted', submittedAt: new Date(), decisionNote: null }).where(eq(finBudgets.id, id));
    await recordAudit(tx, ctx, { resource: 'fin_budget', recordId: id, action: 'submit', before: { status: b.status }, after: { status: 'submitted' } });
  });
  return getBudget({ ctx, id });
}
