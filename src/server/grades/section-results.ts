import { and, asc, eq } from 'drizzle-orm';
import { predicate, type RaporLayout } from '../../shared/grades/schemas.ts';
import type { Db } from '../db/client.ts';
import { classes, courses, courseSettings, sections, teachingAssignments } from '../db/schema/master.ts';
import { gradeBooks, resultOf } from './gradebook.ts';
import { DEFAULT_KKM } from './roster.ts';

export interface SubjectResult {
  assignmentId: number;
  courseId: number;
  courseName: string;
  courseGroup: string;
  kkm: number;
  finalGrade: number | null;
  capaian: string;
  /** K13: the knowledge grade's predikat, the skills grade, its predikat and description. */
  predicate: string | null;
  skillsGrade: number | null;
  skillsPredicate: string | null;
  skillsCapaian: string;
}

/**
 * Every subject of a rombel in one semester with each student's final grade(s) and capaian: what the rapor, the
 * leger and the homeroom page print. One query per table, whatever the number of subjects.
 */
/** The subjects (teaching assignments) of a rombel, in rapor order, with their KKM (null: not set). */
export function sectionSubjects(db: Db, schoolId: number, sectionId: number) {
  return db
    .select({ assignmentId: teachingAssignments.id, courseId: courses.id, courseName: courses.name, courseGroup: courses.courseGroup, kkm: courseSettings.kkm })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .leftJoin(
      courseSettings,
      and(
        eq(courseSettings.courseId, courses.id),
        eq(courseSettings.classId, sections.classId),
        eq(courseSettings.academicYearId, teachingAssignments.academicYearId),
      ),
    )
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.sectionId, sectionId)))
    .orderBy(asc(courses.courseGroup), asc(courses.sortOrder), asc(courses.name));
}

export async function sectionResults(
  db: Db,
  schoolId: number,
  sectionId: number,
  semester: string,
  weights: Record<string, number>,
  layout: RaporLayout = 'merdeka',
) {
  const subjects = await sectionSubjects(db, schoolId, sectionId);
  const books = await gradeBooks(
    db,
    schoolId,
    subjects.map((s) => s.assignmentId),
    semester,
  );
  const of = (studentId: number): SubjectResult[] =>
    subjects.map((s) => {
      const kkm = s.kkm ?? DEFAULT_KKM;
      const r = resultOf(books.get(s.assignmentId)!, studentId, weights, kkm, layout);
      return {
        assignmentId: s.assignmentId,
        courseId: s.courseId,
        courseName: s.courseName,
        courseGroup: s.courseGroup,
        kkm,
        finalGrade: r.finalGrade,
        capaian: r.capaian,
        predicate: r.finalGrade === null ? null : predicate(r.finalGrade, kkm),
        skillsGrade: r.skillsGrade,
        skillsPredicate: r.skillsGrade === null ? null : predicate(r.skillsGrade, kkm),
        skillsCapaian: r.skillsCapaian,
      };
    });
  return { subjects: subjects.map((s) => ({ ...s, kkm: s.kkm ?? DEFAULT_KKM })), of };
}
