/**
 * The seam from the exams module: the processed final results (remedial already capped at the KKM by the exam's
 * "olah nilai") of the schedules grid columns point at, and the finished exams a class may take a column from.
 * The only place in grades that reads exam tables; when exams exposes these as its own service, only this file
 * changes.
 */
import { and, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { examFinalResults } from '../db/schema/exam-records.ts';
import { examSchedules, examScheduleSections } from '../db/schema/exams.ts';

/** scheduleId → studentId → final grade. */
export async function examFinalGrades(db: Db, schoolId: number, scheduleIds: number[]): Promise<Map<number, Map<number, number>>> {
  const out = new Map<number, Map<number, number>>();
  if (!scheduleIds.length) return out;
  const rows = await db
    .select({ scheduleId: examFinalResults.scheduleId, userId: examFinalResults.userId, grade: examFinalResults.finalGrade })
    .from(examFinalResults)
    .where(and(eq(examFinalResults.schoolId, schoolId), inArray(examFinalResults.scheduleId, scheduleIds)));
  for (const r of rows) {
    if (r.grade === null) continue;
    if (!out.has(r.scheduleId)) out.set(r.scheduleId, new Map());
    out.get(r.scheduleId)!.set(r.userId, r.grade);
  }
  return out;
}

/** Finished exams (not remedials) of the course given to the rombel, newest first. */
export async function finishedExamsOf(db: Db, schoolId: number, courseId: number, sectionId: number) {
  return db
    .select({ id: examSchedules.id, title: examSchedules.title })
    .from(examSchedules)
    .innerJoin(examScheduleSections, eq(examScheduleSections.scheduleId, examSchedules.id))
    .where(
      and(
        eq(examSchedules.schoolId, schoolId),
        eq(examSchedules.courseId, courseId),
        eq(examScheduleSections.sectionId, sectionId),
        eq(examSchedules.kind, 'school'),
        isNull(examSchedules.deletedAt),
        lt(examSchedules.endsAt, new Date()),
      ),
    )
    .orderBy(desc(examSchedules.startsAt));
}
