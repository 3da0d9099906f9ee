import { and, asc, eq } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { curriculumTpQuestions } from '../db/schema/curriculum.ts';
import { getQuestion } from '../exams/bank/questions.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden } from '../http/errors.ts';
import { curriculumAllows } from '../../shared/curriculum/permissions.ts';
import { findLearningObjective } from './learning-objectives.ts';
import { requireCurriculum, yearOf } from './guard.ts';
import { myCourseIds } from './my-courses.ts';

/**
 * A TP's links to question-bank items (issue 15, item 5). The link is the curriculum's table; each question is
 * checked through the exams module's own service (another school's question is its 404), never its table.
 */
async function schoolTp(ctx: SessionContext, id: number) {
  const tp = await findLearningObjective(ctx.db, ctx.session.schoolId, id);
  if (!tp) throw new AppError('not_found', 'TP tidak ditemukan (hanya TP sekolah yang dapat ditautkan ke soal).');
  return tp;
}

async function linkedIds(db: Db | Tx, ctx: SessionContext, tpId: number): Promise<number[]> {
  const rows = await db
    .select({ id: curriculumTpQuestions.questionId })
    .from(curriculumTpQuestions)
    .where(and(eq(curriculumTpQuestions.schoolId, ctx.session.schoolId), eq(curriculumTpQuestions.tpId, tpId)))
    .orderBy(asc(curriculumTpQuestions.questionId));
  return rows.map((r) => r.id);
}

/** GET /api/curriculum/tps/:id/questions */
export async function tpQuestions({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireCurriculum(ctx, 'read');
  const tp = await schoolTp(ctx, id);
  return { tpId: id, courseId: tp.courseId, questionIds: await linkedIds(ctx.db, ctx, id) };
}

/** PUT /api/curriculum/tps/:id/questions: the admin, or a teacher of the TP's course. */
export async function linkTpQuestions({ ctx, id, input }: { ctx: SessionContext; id: number; input: { questionIds: number[] } }) {
  requireCurriculum(ctx, 'read');
  const tp = await schoolTp(ctx, id);
  if (!curriculumAllows('school.write', ctx.session.userTypeId)) {
    const mine = await myCourseIds(ctx, (await yearOf(ctx)).id);
    if (!tp.courseId || !mine.includes(tp.courseId)) throw forbidden('Hanya admin atau guru pengampu mapel ini yang dapat menautkan soal ke TP.');
  }
  const ids = [...new Set(input.questionIds)];
  for (const questionId of ids) await getQuestion({ ctx, input: { id: questionId } });
  await ctx.db.transaction(async (tx) => {
    const before = await linkedIds(tx, ctx, id);
    await tx.delete(curriculumTpQuestions).where(and(eq(curriculumTpQuestions.schoolId, ctx.session.schoolId), eq(curriculumTpQuestions.tpId, id)));
    if (ids.length) await tx.insert(curriculumTpQuestions).values(ids.map((questionId) => ({ schoolId: ctx.session.schoolId, tpId: id, questionId })));
    await recordAudit(tx, ctx, { resource: 'curriculum_tp_questions', recordId: id, action: 'update', before, after: ids });
  });
  return { tpId: id, courseId: tp.courseId, questionIds: await linkedIds(ctx.db, ctx, id) };
}
