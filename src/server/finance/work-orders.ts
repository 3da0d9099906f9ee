import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { finAccounts, finBudgetItems, finBudgets, finJournals, finWorkOrders } from '../db/schema/finance.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { financeAllows, rupiah } from '../../shared/finance/permissions.ts';
import type { WORK_ORDER_STATUSES, workOrderDecisionInput, workOrderInput, workOrderPayInput } from '../../shared/finance/schemas.ts';
import { ensureChart } from './accounts.ts';
import { requireFinance } from './guard.ts';
import { nextNumber, postJournal } from './post-journal.ts';

/** GET /api/finance/work-orders: every order, waiting ones first, and what the forms choose from. */
export async function listWorkOrders({ ctx }: { ctx: SessionContext }) {
  if (!financeAllows('ledger.read', ctx.session.userTypeId)) requireFinance(ctx, 'workorder.approve');
  const schoolId = ctx.session.schoolId;
  await ensureChart(ctx.db, schoolId);
  const rows = await ctx.db
    .select({
      order: finWorkOrders,
      accountCode: finAccounts.code,
      accountName: finAccounts.name,
      requestedByName: users.fullName,
      journalNumber: finJournals.number,
      itemName: finBudgetItems.name,
    })
    .from(finWorkOrders)
    .innerJoin(finAccounts, eq(finAccounts.id, finWorkOrders.accountId))
    .leftJoin(users, eq(users.id, finWorkOrders.requestedBy))
    .leftJoin(finJournals, eq(finJournals.id, finWorkOrders.journalId))
    .leftJoin(finBudgetItems, eq(finBudgetItems.id, finWorkOrders.budgetItemId))
    .where(eq(finWorkOrders.schoolId, schoolId))
    .orderBy(desc(finWorkOrders.date), desc(finWorkOrders.id))
    .limit(300);
  const accounts = await ctx.db
    .select({ id: finAccounts.id, code: finAccounts.code, name: finAccounts.name, type: finAccounts.type, isCash: finAccounts.isCash })
    .from(finAccounts)
    .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.isActive, true)))
    .orderBy(asc(finAccounts.code));
  const items = await ctx.db
    .select({ id: finBudgetItems.id, name: finBudgetItems.name, budgetName: finBudgets.name })
    .from(finBudgetItems)
    .innerJoin(finBudgets, eq(finBudgets.id, finBudgetItems.budgetId))
    .where(and(eq(finBudgetItems.schoolId, schoolId), eq(finBudgets.status, 'approved')))
    .orderBy(asc(finBudgets.name), asc(finBudgetItems.id));
  return {
    data: rows.map(({ order: o, ...r }) => ({
      id: o.id,
      number: o.number,
      date: o.date,
      vendor: o.vendor,
      description: o.description,
      accountId: o.accountId,
      budgetItemId: o.budgetItemId,
      amount: o.amount,
      status: o.status as (typeof WORK_ORDER_STATUSES)[number],
      decisionNote: o.decisionNote,
      journalId: o.journalId,
      createdAt: o.createdAt,
      ...r,
    })),
    expenseAccounts: accounts.filter((a) => a.type === 'expense').map(({ type: _, isCash: __, ...a }) => a),
    cashAccounts: accounts.filter((a) => a.isCash).map(({ type: _, isCash: __, ...a }) => a),
    budgetItems: items,
    canCreate: financeAllows('ledger.write', ctx.session.userTypeId),
    canDecide: financeAllows('workorder.approve', ctx.session.userTypeId),
    canPay: financeAllows('ledger.write', ctx.session.userTypeId),
  };
}

/** POST /api/finance/work-orders: a request to spend, numbered PK-2026-000001, waiting for the principal. */
export async function createWorkOrder({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof workOrderInput> }) {
  requireFinance(ctx, 'ledger.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(finAccounts)
      .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.id, input.accountId)));
    if (account?.type !== 'expense') throw validationError({ accountId: ['Pilih akun beban sekolah ini.'] });
    if (input.budgetItemId) {
      const [item] = await tx
        .select({ status: finBudgets.status })
        .from(finBudgetItems)
        .innerJoin(finBudgets, eq(finBudgets.id, finBudgetItems.budgetId))
        .where(and(eq(finBudgetItems.schoolId, schoolId), eq(finBudgetItems.id, input.budgetItemId)));
      if (item?.status !== 'approved') throw validationError({ budgetItemId: ['Pilih kegiatan dari anggaran yang disetujui.'] });
    }
    const seq = await nextNumber(tx, schoolId, `PK-${input.date.slice(0, 4)}`);
    const number = `PK-${input.date.slice(0, 4)}-${String(seq).padStart(6, '0')}`;
    const [row] = await tx
      .insert(finWorkOrders)
      .values({ schoolId, number, ...input, budgetItemId: input.budgetItemId ?? null, requestedBy: ctx.session.userId })
      .returning({ id: finWorkOrders.id });
    await recordAudit(tx, ctx, { resource: 'fin_work_order', recordId: row.id, action: 'create', after: { number, ...input } });
    return { id: row.id, number, message: `Perintah kerja ${number} diajukan.` };
  });
}

async function lockOrder(tx: Parameters<Parameters<SessionContext['db']['transaction']>[0]>[0], schoolId: number, id: number) {
  const [order] = await tx
    .select()
    .from(finWorkOrders)
    .where(and(eq(finWorkOrders.schoolId, schoolId), eq(finWorkOrders.id, id)))
    .for('update');
  if (!order) throw notFound('Perintah kerja tidak ditemukan.');
  return order;
}

/** POST /api/finance/work-orders/:id/decision: the principal approves or rejects a waiting order. */
export async function decideWorkOrder({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.infer<typeof workOrderDecisionInput> }) {
  requireFinance(ctx, 'workorder.approve');
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, ctx.session.schoolId, id);
    if (order.status !== 'submitted') throw new AppError('conflict', 'Perintah kerja ini sudah diputuskan.');
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(finWorkOrders)
      .set({ status, decidedBy: ctx.session.userId, decisionNote: input.note ?? null })
      .where(eq(finWorkOrders.id, id));
    await recordAudit(tx, ctx, {
      resource: 'fin_work_order',
      recordId: id,
      action: input.decision,
      before: { status: order.status },
      after: { status, note: input.note ?? null },
    });
    return { message: status === 'approved' ? `Perintah kerja ${order.number} disetujui.` : `Perintah kerja ${order.number} ditolak.` };
  });
}

/** POST /api/finance/work-orders/:id/pay: an approved order is paid once, as a cash-out journal (realising its activity). */
export async function payWorkOrder({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.infer<typeof workOrderPayInput> }) {
  requireFinance(ctx, 'ledger.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, schoolId, id);
    if (order.status !== 'approved')
      throw new AppError('conflict', order.status === 'paid' ? 'Perintah kerja ini sudah dibayar.' : 'Perintah kerja belum disetujui kepala sekolah.');
    const [cash] = await tx
      .select()
      .from(finAccounts)
      .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.id, input.cashAccountId)));
    if (!cash?.isCash) throw validationError({ cashAccountId: ['Pilih akun kas atau bank.'] });
    const posted = await postJournal(tx, schoolId, ctx.session.userId, {
      date: input.date,
      kind: 'cash_out',
      description: `Pembayaran perintah kerja ${order.number}: ${order.vendor}`,
      source: 'work_order',
      sourceId: order.id,
      lines: [
        { accountId: order.accountId, debit: order.amount, credit: 0, memo: order.description.slice(0, 120), budgetItemId: order.budgetItemId },
        { accountId: cash.id, debit: 0, credit: order.amount },
      ],
    });
    await tx.update(finWorkOrders).set({ status: 'paid', journalId: posted.id }).where(eq(finWorkOrders.id, id));
    await recordAudit(tx, ctx, { resource: 'fin_work_order', recordId: id, action: 'pay', after: { journal: posted.number } });
    return { message: `Perintah kerja ${order.number} dibayar ${rupiah(order.amount)} (${posted.number}).` };
  });
}
