/**
 * The seam to the curriculum module's tujuan pembelajaran (TP): a grade column may link a TP of the school
 * (`objective_id`); its wording becomes the column's TP text, which the rapor's capaian sentences are made of.
 * Free-text TPs keep working. The only caller of the curriculum service in grades; and grades' answer to "where
 * is this TP used?" (tpGradeUses, listed in src/server/curriculum/usage-providers.ts).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { findLearningObjective } from '../curriculum/learning-objectives.ts';
import type { CurriculumUseProvider } from '../curriculum/usage-registry.ts';
import { gradeAssessments } from '../db/schema/grades.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';

/** The wording of a TP of the session's school; another school's or an unknown id is a field message. */
export async function objectiveText(ctx: SessionContext, objectiveId: number): Promise<string> {
  const tp = await findLearningObjective(ctx.db, ctx.session.schoolId, objectiveId);
  if (!tp) throw validationError({ objectiveId: ['TP tidak ditemukan di kurikulum sekolah ini.'] });
  return tp.description;
}

/** Grade columns that assess one of the TPs (deleting such a TP is refused by the curriculum module). */
export const tpGradeUses: CurriculumUseProvider = {
  kind: 'tp',
  async uses(db, schoolId, ids) {
    const [row] = await db
      .select({ n: count() })
      .from(gradeAssessments)
      .where(and(eq(gradeAssessments.schoolId, schoolId), inArray(gradeAssessments.objectiveId, [...ids])));
    return { where: 'penilaian di buku nilai', count: Number(row?.n ?? 0) };
  },
};
