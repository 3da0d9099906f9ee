import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { courseProfiles, curriculumKds } from '../db/schema/curriculum.ts';

/** A school's Kompetensi Dasar (K13) as other modules read it. */
export interface BasicCompetence {
  id: number;
  subjectId: number;
  grade: number;
  /** 3 (pengetahuan) or 4 (keterampilan), and 1–2 for the attitude KDs of the subjects that have them. */
  kiNumber: number;
  code: string;
  description: string;
}

export interface BasicCompetenceFilter {
  /** The school's course (sd_course_id): the KDs of the platform subject its profile names. */
  courseId?: number;
  grade?: number;
  /** Exactly these KDs (another school's ids, and the platform's, are left out). */
  ids?: readonly number[];
}

/**
 * The seam for other modules (planning documents): a school's KDs in KI and code order, the school's own only
 * (its copies of the platform's reference and its own writing), as listLearningObjectives does for TPs. A course
 * whose profile names no platform subject has none.
 */
export async function listBasicCompetences(db: Db | Tx, schoolId: number, filter: BasicCompetenceFilter = {}): Promise<BasicCompetence[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const where: SQL[] = [eq(curriculumKds.schoolId, schoolId)];
  if (filter.grade !== undefined) where.push(eq(curriculumKds.grade, filter.grade));
  if (filter.ids) where.push(inArray(curriculumKds.id, [...filter.ids]));
  const select = {
    id: curriculumKds.id,
    subjectId: curriculumKds.subjectId,
    grade: curriculumKds.grade,
    kiNumber: curriculumKds.kiNumber,
    code: curriculumKds.code,
    description: curriculumKds.description,
  };
  const order = [asc(curriculumKds.kiNumber), asc(curriculumKds.position), asc(curriculumKds.code), asc(curriculumKds.id)];
  if (filter.courseId === undefined)
    return db
      .select(select)
      .from(curriculumKds)
      .where(and(...where))
      .orderBy(...order);
  return db
    .select(select)
    .from(curriculumKds)
    .innerJoin(courseProfiles, and(eq(courseProfiles.subjectId, curriculumKds.subjectId), eq(courseProfiles.schoolId, schoolId)))
    .where(and(...where, eq(courseProfiles.courseId, filter.courseId)))
    .orderBy(...order);
}
