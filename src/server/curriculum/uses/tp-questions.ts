import { and, eq, inArray, sql } from 'drizzle-orm';
import { curriculumTpQuestions } from '../../db/schema/curriculum.ts';
import type { CurriculumUseProvider } from '../usage-registry.ts';

/** TPs linked to question-bank items (the link is the curriculum's table; the question stays the exams module's). */
export const tpQuestionUses: CurriculumUseProvider = {
  kind: 'tp',
  async uses(db, schoolId, ids) {
    const [row] = await db
      .select({ n: sql<number>`count(distinct ${curriculumTpQuestions.questionId})::int` })
      .from(curriculumTpQuestions)
      .where(and(eq(curriculumTpQuestions.schoolId, schoolId), inArray(curriculumTpQuestions.tpId, [...ids])));
    return { where: 'soal di bank soal', count: Number(row?.n ?? 0) };
  },
};
