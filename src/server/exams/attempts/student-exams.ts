import { and, asc, eq, isNull } from 'drizzle-orm';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import { courses } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireStudent, yearOf } from '../guard.ts';
import { enrolLateStudent } from '../participants.ts';
import { rememberAttempt } from './attempt-facts.ts';
import { resultVisible } from './result-visibility.ts';

/** The student's exams of the year (list_student_school_exams and the AKM list), with their state. */
export async function listMyExams({ ctx }: { ctx: SessionContext }) {
  requireStudent(ctx);
  const year = yearOf(ctx);
  await enrolLateStudent(ctx.db, ctx.session.schoolId, year, ctx.session.userId);
  const rows = await ctx.db
    .select({
      attemptId: examAttempts.id,
      status: examAttempts.status,
      blocked: examAttempts.blocked,
      finishedAt: examAttempts.finishedAt,
      grade: examAttempts.grade,
      pendingEssays: examAttempts.pendingEssays,
      scheduleId: examSchedules.id,
      kind: examSchedules.kind,
      title: examSchedules.title,
      courseName: courses.name,
      startsAt: examSchedules.startsAt,
      endsAt: examSchedules.endsAt,
      durationMinutes: examSchedules.durationMinutes,
      token: examSchedules.token,
      sebRequired: examSchedules.sebRequired,
      resultVisibility: examSchedules.resultVisibility,
      session: examSchedules.session,
      room: examSchedules.room,
    })
    .from(examAttempts)
    .innerJoin(examSchedules, eq(examSchedules.id, examAttempts.scheduleId))
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .where(and(eq(examAttempts.userId, ctx.session.userId), eq(examSchedules.academicYearId, year), isNull(examSchedules.deletedAt)))
    .orderBy(asc(examSchedules.startsAt));
  for (const r of rows) rememberAttempt(r.attemptId, { scheduleId: r.scheduleId, userId: ctx.session.userId, schoolId: ctx.session.schoolId });
  const now = new Date();
  return {
    serverTime: now,
    data: rows.map(({ token, grade, resultVisibility, ...r }) => ({
      ...r,
      tokenRequired: token !== null,
      grade: resultVisible({ resultVisibility, endsAt: r.endsAt }, r.status, now) ? grade : null,
    })),
  };
}
