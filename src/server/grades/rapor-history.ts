import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { academicYears } from '../db/schema/schools.ts';
import { classMaps } from '../db/schema/master.ts';
import { layoutOf } from './layout.ts';
import { sectionResults } from './section-results.ts';
import { settingsOf } from './settings.ts';

/**
 * Every rapor final grade some students got, across the years and semesters they spent at the school up to a
 * year: studentId → courseId → the final grades (one per semester with a grade). What /nilaikelulusan averages.
 * One gradebook read per rombel and semester, not per student.
 */
export async function raporHistory(db: Db, schoolId: number, studentIds: number[], upToStart: string) {
  const out = new Map<number, Map<number, number[]>>();
  if (!studentIds.length) return { grades: out, semesters: 0 };
  const maps = await db
    .select({ userId: classMaps.userId, sectionId: classMaps.sectionId, yearId: classMaps.academicYearId, curriculumId: academicYears.curriculumId })
    .from(classMaps)
    .innerJoin(academicYears, eq(academicYears.id, classMaps.academicYearId))
    .where(and(eq(classMaps.schoolId, schoolId), inArray(classMaps.userId, studentIds), lte(academicYears.startDate, upToStart)));
  const sections = new Map<number, { yearId: number; layout: ReturnType<typeof layoutOf>; students: number[] }>();
  for (const m of maps) {
    const s = sections.get(m.sectionId) ?? { yearId: m.yearId, layout: layoutOf(m.curriculumId), students: [] };
    s.students.push(m.userId);
    sections.set(m.sectionId, s);
  }
  let semesters = 0;
  for (const [sectionId, s] of sections) {
    const { weights } = await settingsOf(db, schoolId, s.yearId);
    for (const semester of ['1', '2']) {
      const results = await sectionResults(db, schoolId, sectionId, semester, weights, s.layout);
      let any = false;
      for (const studentId of s.students) {
        const courses = out.get(studentId) ?? new Map<number, number[]>();
        for (const r of results.of(studentId)) {
          if (r.finalGrade === null) continue;
          any = true;
          courses.set(r.courseId, [...(courses.get(r.courseId) ?? []), r.finalGrade]);
        }
        out.set(studentId, courses);
      }
      if (any) semesters += 1;
    }
  }
  return { grades: out, semesters };
}
