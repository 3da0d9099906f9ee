import { and, asc, count, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { recordId } from '../../../shared/ids.ts';
import type { listQuestionsInput, saveQuestionInput } from '../../../shared/exams/inputs.ts';
import { type ItemContent } from '../../../shared/exams/item-schema.ts';
import { examQuestions, examStimuli } from '../../db/schema/exams.ts';
import { courses } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { cleanContent, summaryHtmlOf, summaryOf } from '../clean-content.ts';
import { requireBankWriter, requireReader } from '../guard.ts';
import { requireOwner, requireQuestionKey } from '../ownership.ts';
import { forgetPapers } from '../paper-cache.ts';
import { checkCourse, checkStimulus } from './scope.ts';

/** Bank Soal: list, read, save (create or update) and delete questions of the session's school. */
const id = recordId;

export async function listQuestions({ ctx, input }: { ctx: SessionContext; input: z.output<typeof listQuestionsInput> }) {
  requireReader(ctx);
  const where: SQL[] = [eq(examQuestions.schoolId, ctx.session.schoolId), isNull(examQuestions.deletedAt)];
  if (input.courseId) where.push(eq(examQuestions.courseId, input.courseId));
  if (input.grade) where.push(eq(examQuestions.grade, input.grade));
  if (input.type) where.push(eq(examQuestions.type, input.type));
  if (input.stimulusId) where.push(eq(examQuestions.stimulusId, input.stimulusId));
  if (input.search) where.push(ilike(examQuestions.summary, `%${input.search.replace(/[%_\\]/g, '\\$&')}%`));
  const filter = and(...where);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: examQuestions.id,
        type: examQuestions.type,
        summary: examQuestions.summary,
        prompt: sql<string>`${examQuestions.content}->>'prompt'`,
        grade: examQuestions.grade,
        courseId: examQuestions.courseId,
        courseName: courses.name,
        stimulusId: examQuestions.stimulusId,
        stimulusTitle: examStimuli.title,
        weight: sql<number>`(${examQuestions.content}->>'weight')::real`,
        scoring: sql<string>`${examQuestions.content}->>'scoring'`,
        updatedAt: examQuestions.updatedAt,
      })
      .from(examQuestions)
      .leftJoin(courses, eq(courses.id, examQuestions.courseId))
      .leftJoin(examStimuli, eq(examStimuli.id, examQuestions.stimulusId))
      .where(filter)
      .orderBy(desc(examQuestions.updatedAt), asc(examQuestions.id))
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage),
    ctx.db.select({ total: count() }).from(examQuestions).where(filter),
  ]);
  // The list shows each question's formulas drawn, as the exam does; the prompt itself stays on the server.
  const data = rows.map(({ prompt, ...row }) => ({ ...row, summaryHtml: summaryHtmlOf(prompt ?? '') }));
  return { data, total, page: input.page, perPage: input.perPage };
}

export const questionIdInput = z.object({ id });

export async function getQuestion({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const [row] = await ctx.db
    .select()
    .from(examQuestions)
    .where(and(eq(examQuestions.id, input.id), eq(examQuestions.schoolId, ctx.session.schoolId), isNull(examQuestions.deletedAt)));
  if (!row) throw notFound('Soal tidak ditemukan.');
  await requireQuestionKey(ctx, row);
  return {
    id: row.id,
    courseId: row.courseId,
    grade: row.grade,
    stimulusId: row.stimulusId,
    position: row.position,
    content: row.content as ItemContent,
  };
}

export async function saveQuestion({ ctx, input }: { ctx: SessionContext; input: z.output<typeof saveQuestionInput> }) {
  requireBankWriter(ctx);
  const schoolId = ctx.session.schoolId;
  await checkCourse(ctx.db, schoolId, input.courseId);
  await checkStimulus(ctx.db, schoolId, input.stimulusId);
  const content = cleanContent(input.content);
  if (input.id) await ownQuestion(ctx, input.id);
  const values = {
    courseId: input.courseId ?? null,
    grade: input.grade ?? null,
    stimulusId: input.stimulusId ?? null,
    position: input.position,
    type: content.type,
    content,
    summary: summaryOf(content),
  };
  const saved = await ctx.db.transaction(async (tx) => {
    if (!input.id) {
      const [row] = await tx
        .insert(examQuestions)
        .values({ ...values, schoolId, createdBy: ctx.session.userId })
        .returning({ id: examQuestions.id });
      await auditExam(tx, ctx, 'exam_question', row.id, 'create', null, values);
      return row.id;
    }
    const mine = and(eq(examQuestions.id, input.id), eq(examQuestions.schoolId, schoolId), isNull(examQuestions.deletedAt));
    const [before] = await tx.select({ content: examQuestions.content }).from(examQuestions).where(mine);
    if (!before) throw notFound('Soal tidak ditemukan.');
    await tx
      .update(examQuestions)
      .set({ ...values, updatedAt: new Date() })
      .where(mine);
    await auditExam(tx, ctx, 'exam_question', input.id, 'update', before, values);
    return input.id;
  });
  forgetPapers();
  return { id: saved, message: 'Soal tersimpan.' };
}

export async function deleteQuestion({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireBankWriter(ctx);
  await ownQuestion(ctx, input.id);
  await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(examQuestions)
      .set({ deletedAt: new Date() })
      .where(and(eq(examQuestions.id, input.id), eq(examQuestions.schoolId, ctx.session.schoolId), isNull(examQuestions.deletedAt)))
      .returning({ id: examQuestions.id });
    if (!rows.length) throw notFound('Soal tidak ditemukan.');
    await auditExam(tx, ctx, 'exam_question', input.id, 'delete', null, null);
  });
  return { message: 'Soal dihapus dari bank. Jadwal yang sudah memakainya tetap utuh.' };
}

/** A question the session may change: of its school (else 404) and its own course or writing (else 403). */
async function ownQuestion(ctx: SessionContext, id: number): Promise<void> {
  const [row] = await ctx.db
    .select({ courseId: examQuestions.courseId, createdBy: examQuestions.createdBy })
    .from(examQuestions)
    .where(and(eq(examQuestions.id, id), eq(examQuestions.schoolId, ctx.session.schoolId), isNull(examQuestions.deletedAt)));
  if (!row) throw notFound('Soal tidak ditemukan.');
  await requireOwner(ctx, row);
}
