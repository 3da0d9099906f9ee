import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { planDocuments, planEvents } from '../db/schema/planning.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, fieldError, validationError } from '../http/errors.ts';
import { textOf } from '../content/sanitize.ts';
import type { PlanEventAction, PlanStatus } from '../../shared/planning/model.ts';
import { readableDocument } from './document-view.ts';
import { getDocument } from './documents.ts';
import { requirePlanning } from './guard.ts';

type Action = 'submit' | 'review' | 'return' | 'reopen';

/** Each action: who may take it, from which states, to which state, and what the trail records. */
const STEPS: Record<Action, { from: readonly PlanStatus[]; to: PlanStatus; event: PlanEventAction; by: 'writer' | 'reviewer' }> = {
  submit: { from: ['draft', 'returned'], to: 'submitted', event: 'submitted', by: 'writer' },
  review: { from: ['submitted'], to: 'reviewed', event: 'reviewed', by: 'reviewer' },
  return: { from: ['submitted'], to: 'returned', event: 'returned', by: 'reviewer' },
  reopen: { from: ['submitted', 'reviewed'], to: 'draft', event: 'reopened', by: 'writer' },
};

const WRONG_STATE: Record<Action, string> = {
  submit: 'Dokumen ini sudah diajukan.',
  review: 'Hanya dokumen yang sedang menunggu telaah yang dapat ditelaah.',
  return: 'Hanya dokumen yang sedang menunggu telaah yang dapat dikembalikan.',
  reopen: 'Dokumen ini masih dapat diubah; tidak perlu dibuka lagi.',
};

/**
 * POST /api/planning/documents/:id/transition: draft → submitted → reviewed (with the principal's note) or
 * returned for revision (a note is required), and back to draft when the writer reopens it. One transaction:
 * the state, the trail row and the audit row.
 */
export async function transitionDocument({ ctx, id, input }: { ctx: SessionContext; id: number; input: { action: Action; note: string; revision: number } }) {
  const step = STEPS[input.action];
  requirePlanning(ctx, step.by === 'writer' ? 'documents.write' : 'documents.review');
  if (input.action === 'return' && !input.note) throw validationError({ note: ['Tuliskan catatan revisi untuk guru.'] });
  await ctx.db.transaction(async (tx) => {
    const doc = await readableDocument(tx, ctx, id);
    if (step.by === 'writer' && doc.teacherId !== ctx.session.userId) throw new AppError('forbidden', 'Hanya guru penyusun yang dapat melakukan ini.');
    if (!step.from.includes(doc.status)) throw new AppError('conflict', WRONG_STATE[input.action]);
    if (input.action === 'submit' && doc.sections.every((s) => textOf(s.body) === '')) throw fieldError('sections', 'Isi dokumen masih kosong.');
    const now = new Date();
    const review = step.by === 'reviewer' ? { reviewNote: input.note || null, reviewedBy: ctx.session.userId, reviewedAt: now } : {};
    const done = await tx
      .update(planDocuments)
      .set({
        status: step.to,
        ...review,
        ...(input.action === 'submit' ? { submittedAt: now } : {}),
        revision: sql`${planDocuments.revision} + 1`,
        updatedAt: now,
      })
      .where(and(eq(planDocuments.id, id), eq(planDocuments.revision, input.revision)))
      .returning({ id: planDocuments.id });
    if (done.length === 0) throw new AppError('conflict', 'Dokumen baru saja diubah oleh pengguna lain. Muat ulang lalu ulangi.');
    await tx
      .insert(planEvents)
      .values({ schoolId: doc.schoolId, documentId: id, action: step.event, note: input.note || null, userId: ctx.session.userId, at: now });
    await recordAudit(tx, ctx, {
      resource: 'planning_document',
      recordId: id,
      action: step.event,
      before: { status: doc.status },
      after: { status: step.to, note: input.note || null },
    });
  });
  return getDocument({ ctx, id });
}
