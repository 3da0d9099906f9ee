import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { myPracticeInput } from '../../../shared/exams/inputs.ts';
import { examAttemptHistory } from '../../db/schema/exam-records.ts';
import { examAttempts, examScheduleQuestions, examSchedules } from '../../db/schema/exams.ts';
import { courses } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { rememberAttempt } from '../attempts/attempt-facts.ts';
import { requireStudent, yearOf } from '../guard.ts';
import { enrolLateStudent } from '../participants.ts';
import { ownPractice, studentSeesResult } from './own-attempt.ts';

export { myPracticeInput } from '../../../shared/exams/inputs.ts';

/**
 * The student's class exercises (practice schedules) of the year, with status, attempts and best grade
 * (exercises_class_view; /exercises/:courseId narrows to one course). Archived attempts count: a retry keeps
 * the earlier ones in sd_exam_attempt_history.
 */
export async function listMyPractice({ ctx, input }: { ctx: SessionContext; input: z.output<typeof myPracticeInput> }) {
  requireStudent(ctx);
  const year = yearOf(ctx);
  const { schoolId, userId } = ctx.session;
  let course: { id: number; name: string } | null = null;
  if (input.courseId) {
    [course = null] = await ctx.db
      .select({ id: courses.id, name: courses.name })
      .from(courses)
      .where(and(eq(courses.id, input.courseId), eq(courses.schoolId, schoolId)));
    if (!course) throw notFound('Mata pelajaran tidak ditemukan.');
  }
  await enrolLateStudent(ctx.db, schoolId, year, userId);
  const where = [
    eq(examAttempts.userId, userId),
    eq(examAttempts.schoolId, schoolId),
    eq(examSchedules.kind, 'practice'),
    eq(examSchedules.academicYearId, year),
    isNull(examSchedules.deletedAt),
  ];
  if (course) where.push(eq(examSchedules.courseId, course.id));
  const rows = await ctx.db
    .select({
      attemptId: examAttempts.id,
      status: examAttempts.status,
      blocked: examAttempts.blocked,
      grade: examAttempts.grade,
      scheduleId: examSchedules.id,
      title: examSchedules.title,
      courseId: examSchedules.courseId,
      courseName: courses.name,
      startsAt: examSchedules.startsAt,
      endsAt: examSchedules.endsAt,
      durationMinutes: examSchedules.durationMinutes,
      tokenRequired: sql<boolean>`${examSchedules.token} is not null`,
      questionCount: sql<number>`(select count(*)::int from ${examScheduleQuestions} q where q.sd_exam_schedule_id = ${examSchedules.id})`,
      archivedFinished: sql<number>`(select count(*)::int from ${examAttemptHistory} h where h.sd_exam_attempt_id = ${examAttempts.id} and h.status = 'finished')`,
      archivedBest: sql<
        number | null
      >`(select max(h.grade) from ${examAttemptHistory} h where h.sd_exam_attempt_id = ${examAttempts.id} and h.status = 'finished')`,
    })
    .from(examAttempts)
    .innerJoin(examSchedules, eq(examSchedules.id, examAttempts.scheduleId))
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .where(and(...where))
    .orderBy(asc(courses.name), desc(examSchedules.startsAt), asc(examSchedules.id));
  const now = new Date();
  const data = [];
  for (const { archivedFinished, archivedBest, grade, ...r } of rows) {
    rememberAttempt(r.attemptId, { scheduleId: r.scheduleId, userId, schoolId });
    const shown = await studentSeesResult(ctx, r.scheduleId, 'finished', now);
    const current = r.status === 'finished' && shown ? grade : null;
    const grades = [current, shown ? archivedBest : null].filter((g): g is number => g !== null);
    data.push({ ...r, grade: current, attempts: archivedFinished + (r.status === 'finished' ? 1 : 0), bestGrade: grades.length ? Math.max(...grades) : null });
  }
  return { serverTime: now, course, data };
}

/**
 * One practice for the student (exercises_class_view_detail, resultexercises): what it is, and every attempt —
 * the current one and the archived ones — with times and scores. A practice always shows its scores.
 */
export async function myPracticeDetail({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  const { attempt, schedule, courseName, questionCount } = await ownPractice(ctx, input.id);
  const history = await ctx.db
    .select({
      id: examAttemptHistory.id,
      attemptNo: examAttemptHistory.attemptNo,
      reason: examAttemptHistory.reason,
      status: examAttemptHistory.status,
      startedAt: examAttemptHistory.startedAt,
      finishedAt: examAttemptHistory.finishedAt,
      score: examAttemptHistory.score,
      maxScore: examAttemptHistory.maxScore,
      grade: examAttemptHistory.grade,
    })
    .from(examAttemptHistory)
    .where(and(eq(examAttemptHistory.attemptId, attempt.id), eq(examAttemptHistory.userId, ctx.session.userId)))
    .orderBy(desc(examAttemptHistory.attemptNo));
  const now = new Date();
  // The school may switch every result off for students: then no score shows here either.
  const shown = await studentSeesResult(ctx, schedule.id, 'finished', now);
  const finished = attempt.status === 'finished' && shown;
  return {
    serverTime: now,
    schedule: {
      id: schedule.id,
      title: schedule.title,
      courseId: schedule.courseId,
      courseName,
      startsAt: schedule.startsAt,
      endsAt: schedule.endsAt,
      durationMinutes: schedule.durationMinutes,
      questionCount,
      tokenRequired: schedule.token !== null,
      sebRequired: schedule.sebRequired,
    },
    attempt: {
      id: attempt.id,
      attemptNo: history.length + 1,
      status: attempt.status,
      blocked: attempt.blocked,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
      score: finished ? attempt.score : null,
      maxScore: finished ? attempt.maxScore : null,
      grade: finished ? attempt.grade : null,
      pendingEssays: finished ? attempt.pendingEssays : 0,
    },
    resultsShown: shown,
    history: shown ? history : history.map((h) => ({ ...h, score: null, maxScore: null, grade: null })),
  };
}
