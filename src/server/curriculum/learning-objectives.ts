import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { curriculumAtps, curriculumCps, curriculumSubjects, curriculumTps } from '../db/schema/curriculum.ts';
import type { LearningObjective, LearningObjectiveFilter, PhaseCode } from '../../shared/curriculum/types.ts';

/**
 * The seam for other modules (gradebook columns, question bank, planning documents): a school's TPs, in ATP order,
 * filtered by course, grade, semester or ids. Only the school's own TPs (its copies and its own writing): the
 * platform's reference is something to copy, not to grade against. Another school's ids are simply absent.
 */
export async function listLearningObjectives(db: Db | Tx, schoolId: number, filter: LearningObjectiveFilter = {}): Promise<LearningObjective[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const where: SQL[] = [eq(curriculumTps.schoolId, schoolId)];
  if (filter.courseId !== undefined) where.push(eq(curriculumAtps.courseId, filter.courseId));
  if (filter.grade !== undefined) where.push(eq(curriculumTps.grade, filter.grade));
  if (filter.semester !== undefined) where.push(eq(curriculumTps.semester, filter.semester));
  if (filter.ids) where.push(inArray(curriculumTps.id, [...filter.ids]));
  const rows = await db
    .select({
      id: curriculumTps.id,
      code: curriculumTps.code,
      description: curriculumTps.description,
      atpId: curriculumTps.atpId,
      atpTitle: curriculumAtps.title,
      subjectId: curriculumAtps.subjectId,
      subjectName: curriculumSubjects.name,
      courseId: curriculumAtps.courseId,
      phase: curriculumAtps.phase,
      grade: curriculumTps.grade,
      semester: curriculumTps.semester,
      cpId: curriculumTps.cpId,
      element: curriculumCps.element,
      position: curriculumTps.position,
    })
    .from(curriculumTps)
    .innerJoin(curriculumAtps, eq(curriculumAtps.id, curriculumTps.atpId))
    .innerJoin(curriculumSubjects, eq(curriculumSubjects.id, curriculumAtps.subjectId))
    .leftJoin(curriculumCps, eq(curriculumCps.id, curriculumTps.cpId))
    .where(and(...where))
    .orderBy(asc(curriculumAtps.id), asc(curriculumTps.position), asc(curriculumTps.id));
  return rows.map((r) => ({ ...r, phase: r.phase as PhaseCode, semester: (r.semester as '1' | '2' | null) ?? null }));
}

/** One TP of the school, or null (another school's, the platform's, or none). */
export async function findLearningObjective(db: Db | Tx, schoolId: number, id: number): Promise<LearningObjective | null> {
  const [row] = await listLearningObjectives(db, schoolId, { ids: [id] });
  return row ?? null;
}
