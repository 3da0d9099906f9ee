import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { finBudgets } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { financeAllows } from '../../shared/finance/permissions.ts';
import type { budgetDecisionInput } from '../../shared/finance/schemas.ts';
import { budgetView, itemsOf } from './budgets.ts';
import { foundationSchools } from './foundation-scope.ts';
import { requireFinance } from './guard.ts';

/** GET /api/finance/foundation/budgets: every budget the foundation's schools submitted (waiting first), with activities. */
export async function listFoundationBudgets({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'foundation.read');
  const members = await foundationSchools(ctx);
  const ids = members.map((m) => m.id);
  const rows = await ctx.db
    .select()
    .from(finBudgets)
    .where(and(inArray(finBudgets.schoolId, ids.length ? ids : [0]), inArray(finBudgets.status, ['submitted', 'approved', 'rejected'])))
    .orderBy(desc(finBudgets.submittedAt), desc(finBudgets.id))
    .limit(200);
  const items = await itemsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const data = rows
    .map((b) => ({
      ...budgetView(b, items),
      schoolId: b.schoolId,
      schoolName: members.find((m) => m.id === b.schoolId)?.name ?? '-',
      activities: items.filter((i) => i.budgetId === b.id).map(({ budgetId: _, ...i }) => i),
    }))
    .sort((a, b) => Number(b.status === 'submitted') - Number(a.status === 'submitted'));
  return { data, canDecide: financeAllows('budget.approve', ctx.session.userTypeId) };
}

/**
 * POST /api/finance/foundation/budgets/:id/decision: the foundation approves a submitted budget, or sends it back
 * with a reason (the school edits and submits again). A budget of a school outside the foundation is 404.
 */
export async function decideBudget({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.infer<typeof budgetDecisionInput> }) {
  requireFinance(ctx, 'budget.approve');
  const ids = (await foundationSchools(ctx)).map((m) => m.id);
  if (input.decision === 'reject' && !input.note?.trim()) throw validationError({ note: ['Tuliskan alasan anggaran dikembalikan.'] });
  await ctx.db.transaction(async (tx) => {
    const [b] = await tx
      .select()
      .from(finBudgets)
      .where(and(eq(finBudgets.id, id), inArray(finBudgets.schoolId, ids.length ? ids : [0])))
      .for('update');
    if (!b) throw notFound('Anggaran tidak ditemukan.');
    if (b.status !== 'submitted') throw new AppError('conflict', 'Anggaran ini tidak sedang menunggu persetujuan.');
    const status = input.decision === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(finBudgets)
      .set({ status, decidedBy: ctx.session.userId, decidedAt: new Date(), decisionNote: input.note ?? null })
      .where(eq(finBudgets.id, id));
    await recordAudit(tx, ctx, {
      resource: 'fin_budget',
      recordId: id,
      action: input.decision,
      before: { status: b.status },
      after: { status, note: input.note ?? null, schoolId: b.schoolId },
    });
  });
  return { message: input.decision === 'approve' ? 'Anggaran disetujui.' : 'Anggaran dikembalikan ke sekolah.' };
}
