import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { listStimuliInput, saveStimulusInput } from '../../../shared/exams/inputs.ts';
import { examQuestions, examStimuli } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { requireBankWriter, requireReader } from '../guard.ts';
import { requireOwner } from '../ownership.ts';
import { cleanRichText } from '../rich-text.ts';
import { forgetPapers } from '../paper-cache.ts';
import { checkCourse } from './scope.ts';

/** Stimuli: a reading text, table or picture shared by several questions. */

export async function listStimuli({ ctx, input }: { ctx: SessionContext; input: z.output<typeof listStimuliInput> }) {
  requireReader(ctx);
  const where: SQL[] = [eq(examStimuli.schoolId, ctx.session.schoolId), isNull(examStimuli.deletedAt)];
  if (input.courseId) where.push(eq(examStimuli.courseId, input.courseId));
  if (input.grade) where.push(eq(examStimuli.grade, input.grade));
  const data = await ctx.db
    .select({
      id: examStimuli.id,
      title: examStimuli.title,
      courseId: examStimuli.courseId,
      grade: examStimuli.grade,
      questions: sql<number>`(select count(*)::int from ${examQuestions} q where q.sd_exam_stimulus_id = sd_exam_stimuli.sd_exam_stimulus_id and q.deleted_at is null)`,
    })
    .from(examStimuli)
    .where(and(...where))
    .orderBy(asc(examStimuli.title));
  return { data };
}

export async function getStimulus({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const [row] = await ctx.db
    .select({ id: examStimuli.id, title: examStimuli.title, html: examStimuli.html, courseId: examStimuli.courseId, grade: examStimuli.grade })
    .from(examStimuli)
    .where(and(eq(examStimuli.id, input.id), eq(examStimuli.schoolId, ctx.session.schoolId), isNull(examStimuli.deletedAt)));
  if (!row) throw notFound('Stimulus tidak ditemukan.');
  return row;
}

export async function saveStimulus({ ctx, input }: { ctx: SessionContext; input: z.output<typeof saveStimulusInput> }) {
  requireBankWriter(ctx);
  const schoolId = ctx.session.schoolId;
  await checkCourse(ctx.db, schoolId, input.courseId);
  if (input.id) await ownStimulus(ctx, input.id);
  const values = { title: input.title, html: cleanRichText(input.html), courseId: input.courseId ?? null, grade: input.grade ?? null };
  const saved = await ctx.db.transaction(async (tx) => {
    if (!input.id) {
      const [row] = await tx
        .insert(examStimuli)
        .values({ ...values, schoolId, createdBy: ctx.session.userId })
        .returning({ id: examStimuli.id });
      await auditExam(tx, ctx, 'exam_stimulus', row.id, 'create', null, { title: values.title });
      return row.id;
    }
    const rows = await tx
      .update(examStimuli)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(examStimuli.id, input.id), eq(examStimuli.schoolId, schoolId), isNull(examStimuli.deletedAt)))
      .returning({ id: examStimuli.id });
    if (!rows.length) throw notFound('Stimulus tidak ditemukan.');
    await auditExam(tx, ctx, 'exam_stimulus', input.id, 'update', null, { title: values.title });
    return input.id;
  });
  forgetPapers();
  return { id: saved, message: 'Stimulus tersimpan.' };
}

export async function deleteStimulus({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireBankWriter(ctx);
  await ownStimulus(ctx, input.id);
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(examQuestions)
    .where(and(eq(examQuestions.stimulusId, input.id), eq(examQuestions.schoolId, ctx.session.schoolId), isNull(examQuestions.deletedAt)));
  if (n > 0) throw new AppError('conflict', `Stimulus ini masih dipakai ${n} soal. Hapus atau pindahkan soalnya dahulu.`);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(examStimuli)
      .set({ deletedAt: new Date() })
      .where(and(eq(examStimuli.id, input.id), eq(examStimuli.schoolId, ctx.session.schoolId), isNull(examStimuli.deletedAt)))
      .returning({ id: examStimuli.id });
    if (!rows.length) throw notFound('Stimulus tidak ditemukan.');
    await auditExam(tx, ctx, 'exam_stimulus', input.id, 'delete', null, null);
  });
  return { message: 'Stimulus dihapus.' };
}

/** A stimulus the session may change: of its school (else 404) and its own course or writing (else 403). */
async function ownStimulus(ctx: SessionContext, id: number): Promise<void> {
  const [row] = await ctx.db
    .select({ courseId: examStimuli.courseId, createdBy: examStimuli.createdBy })
    .from(examStimuli)
    .where(and(eq(examStimuli.id, id), eq(examStimuli.schoolId, ctx.session.schoolId), isNull(examStimuli.deletedAt)));
  if (!row) throw notFound('Stimulus tidak ditemukan.');
  await requireOwner(ctx, row);
}
