import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../audit/record-audit.ts';
import { extracurricularGrades } from '../classroom/grade-feed.ts';
import { raporEntries } from '../db/schema/grades.ts';

/**
 * At release: a rapor whose homeroom teacher listed no extracurricular takes the coaches' predikat (class room
 * module) as they are now, so the released rapor does not change when a coach edits a grade later. Returns how
 * many rapors got a list.
 */
export async function freezeExtracurriculars(tx: Tx, schoolId: number, yearId: number, semester: string, studentIds: number[]): Promise<number> {
  if (!studentIds.length) return 0;
  const clubs = await extracurricularGrades(tx, schoolId, yearId, studentIds);
  if (!clubs.size) return 0;
  const entries = await tx
    .select({ studentId: raporEntries.studentId, list: raporEntries.extracurriculars })
    .from(raporEntries)
    .where(
      and(
        eq(raporEntries.schoolId, schoolId),
        eq(raporEntries.academicYearId, yearId),
        eq(raporEntries.semester, semester),
        inArray(raporEntries.studentId, [...clubs.keys()]),
      ),
    );
  const has = new Map(entries.map((e) => [e.studentId, e.list.length > 0]));
  let n = 0;
  for (const [studentId, list] of clubs) {
    if (has.get(studentId)) continue;
    if (has.has(studentId)) {
      await tx
        .update(raporEntries)
        .set({ extracurriculars: list })
        .where(and(eq(raporEntries.academicYearId, yearId), eq(raporEntries.semester, semester), eq(raporEntries.studentId, studentId)));
    } else {
      await tx.insert(raporEntries).values({ schoolId, academicYearId: yearId, semester, studentId, extracurriculars: list });
    }
    n += 1;
  }
  return n;
}
