import { and, eq, isNull, sql } from 'drizzle-orm';
import { examAttempts, examScheduleQuestions, examSchedules } from '../../db/schema/exams.ts';
import { courses } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { rememberAttempt } from '../attempts/attempt-facts.ts';
import { resultVisible } from '../attempts/result-visibility.ts';
import { requireStudent } from '../guard.ts';
import { loadSchedule } from '../schedule-cache.ts';

/**
 * The signed-in student's own attempt with its schedule, course name and number of questions. Anyone else's
 * attempt — another student's, another school's, a deleted schedule's — is "not found", so ids cannot be probed.
 * Remembers the attempt's facts, so a "Mulai" pressed from the page that read it takes the quick path.
 */
export async function ownAttempt(ctx: SessionContext, attemptId: number) {
  requireStudent(ctx);
  const [row] = await ctx.db
    .select({
      attempt: examAttempts,
      schedule: examSchedules,
      courseName: courses.name,
      questionCount: sql<number>`(select count(*)::int from ${examScheduleQuestions} q where q.sd_exam_schedule_id = ${examSchedules.id})`,
    })
    .from(examAttempts)
    .innerJoin(examSchedules, eq(examSchedules.id, examAttempts.scheduleId))
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .where(
      and(
        eq(examAttempts.id, attemptId),
        eq(examAttempts.userId, ctx.session.userId),
        eq(examAttempts.schoolId, ctx.session.schoolId),
        isNull(examSchedules.deletedAt),
      ),
    );
  if (!row) throw notFound('Ujian tidak ditemukan.');
  rememberAttempt(row.attempt.id, { scheduleId: row.schedule.id, userId: row.attempt.userId, schoolId: row.attempt.schoolId });
  return row;
}

/** The student's own practice by the schedule's id (exercises_class_view_detail, resultexercises); anything else is "not found". */
export async function ownPractice(ctx: SessionContext, scheduleId: number) {
  requireStudent(ctx);
  const [mine] = await ctx.db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(and(eq(examAttempts.scheduleId, scheduleId), eq(examAttempts.userId, ctx.session.userId), eq(examAttempts.schoolId, ctx.session.schoolId)));
  const found = mine ? await ownAttempt(ctx, mine.id) : null;
  if (!found || found.schedule.kind !== 'practice') throw notFound('Latihan tidak ditemukan.');
  return found;
}

/**
 * Whether the student sees their result now, by the same rule as the exam screen (result-visibility.ts) applied
 * to the cached schedule, which carries anything school-wide that rule reads. A practice is saved with
 * "after finish", so it shows its result after every finish.
 */
export async function studentSeesResult(ctx: SessionContext, scheduleId: number, status: string, now: Date): Promise<boolean> {
  const cached = await loadSchedule(ctx.db, scheduleId);
  return cached !== undefined && resultVisible(cached, status, now);
}
