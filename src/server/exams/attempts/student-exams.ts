import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { examSchoolSettings } from '../../db/schema/exam-platform.ts';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import { courses } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireStudent, yearOf } from '../guard.ts';
import { enrolLateStudent } from '../participants.ts';
import { rememberAttempt } from './attempt-facts.ts';
import { RESULTS_HIDDEN_BY_SCHOOL, resultVisible } from './result-visibility.ts';

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
      resultsShown: sql<boolean>`coalesce(${examSchoolSettings.resultsShown}, true)`,
    })
    .from(examAttempts)
    .innerJoin(examSchedules, eq(examSchedules.id, examAttempts.scheduleId))
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .leftJoin(examSchoolSettings, eq(examSchoolSettings.schoolId, examSchedules.schoolId))
    .where(and(eq(examAttempts.userId, ctx.session.userId), eq(examSchedules.academicYearId, year), isNull(examSchedules.deletedAt)))
    .orderBy(asc(examSchedules.startsAt));
  for (const r of rows) rememberAttempt(r.attemptId, { scheduleId: r.scheduleId, userId: ctx.session.userId, schoolId: ctx.session.schoolId });
  const now = new Date();
  return {
    serverTime: now,
    data: rows.map(({ token, grade, resultVisibility, resultsShown, ...r }) => ({
      ...r,
      tokenRequired: token !== null,
      grade: resultVisible({ resultVisibility, endsAt: r.endsAt, resultsShown }, r.status, now) ? grade : null,
      /** Why a finished exam shows no score, when the school switched results off. */
      resultNote: r.status === 'finished' && !resultsShown ? RESULTS_HIDDEN_BY_SCHOOL : null,
    })),
  };
}
