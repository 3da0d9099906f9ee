import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { examAttemptHistory } from '../../db/schema/exam-records.ts';
import { examAnswers } from '../../db/schema/exams.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireReader } from '../guard.ts';
import { loadPaper } from '../paper-cache.ts';
import { staffSchedule } from '../proctor/schedule-access.ts';
import { requireScheduleKeys } from '../ownership.ts';
import { reviewQuestions } from '../results/review-questions.ts';
import { scheduleAttempt } from './schedule-attempt.ts';
import { archivedAnswers } from './archived-answers.ts';
import { rosterOf } from './roster.ts';

const byUser = alias(users, 'by_user');

/** The archived attempts (resets by a proctor, practice retries) of a schedule, or of one attempt, oldest first. */
function archivedOf(ctx: SessionContext, where: { scheduleId: number; attemptId?: number }) {
  const filters = [eq(examAttemptHistory.schoolId, ctx.session.schoolId), eq(examAttemptHistory.scheduleId, where.scheduleId)];
  if (where.attemptId) filters.push(eq(examAttemptHistory.attemptId, where.attemptId));
  return ctx.db
    .select({
      id: examAttemptHistory.id,
      attemptId: examAttemptHistory.attemptId,
      attemptNo: examAttemptHistory.attemptNo,
      reason: examAttemptHistory.reason,
      status: examAttemptHistory.status,
      startedAt: examAttemptHistory.startedAt,
      finishedAt: examAttemptHistory.finishedAt,
      finishReason: examAttemptHistory.finishReason,
      score: examAttemptHistory.score,
      maxScore: examAttemptHistory.maxScore,
      grade: examAttemptHistory.grade,
      byName: byUser.fullName,
      archivedAt: examAttemptHistory.createdAt,
      answers: examAttemptHistory.answers,
    })
    .from(examAttemptHistory)
    .leftJoin(byUser, eq(byUser.id, examAttemptHistory.byUserId))
    .where(and(...filters))
    .orderBy(asc(examAttemptHistory.attemptNo), asc(examAttemptHistory.id));
}

/** "Riwayat Hasil" of a schedule: every student with the current attempt and all archived ones. */
export async function scheduleHistory({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const schedule = await staffSchedule(ctx, input.id);
  const [roster, archived] = await Promise.all([rosterOf(ctx.db, schedule), archivedOf(ctx, { scheduleId: schedule.id })]);
  return {
    schedule: { id: schedule.id, title: schedule.title, kind: schedule.kind, startsAt: schedule.startsAt, endsAt: schedule.endsAt },
    students: roster.map((r) => ({
      attemptId: r.attemptId,
      name: r.name,
      section: r.section,
      current: {
        status: r.status,
        startedAt: r.startedAt,
        finishedAt: r.finishedAt,
        finishReason: r.finishReason,
        grade: r.grade,
        score: r.score,
        maxScore: r.maxScore,
      },
      archived: archived.filter((a) => a.attemptId === r.attemptId).map(({ answers: _answers, ...a }) => a),
    })),
  };
}

import { studentHistoryInput } from '../../../shared/exams/records/inputs.ts';

export { studentHistoryInput } from '../../../shared/exams/records/inputs.ts';

/** One student's attempts at a schedule, the current one and every archived one, each with its answers. */
export async function studentHistory({ ctx, input }: { ctx: SessionContext; input: z.output<typeof studentHistoryInput> & { id: number } }) {
  requireReader(ctx);
  const { attempt, schedule } = await scheduleAttempt(ctx, input.id, input.scheduleId);
  await requireScheduleKeys(ctx, schedule);
  const [paper, answers, archived, [student]] = await Promise.all([
    loadPaper(ctx.db, schedule.id),
    ctx.db.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id)),
    archivedOf(ctx, { scheduleId: schedule.id, attemptId: attempt.id }),
    ctx.db.select({ name: users.fullName }).from(users).where(eq(users.id, attempt.userId)),
  ]);
  return {
    schedule: { id: schedule.id, title: schedule.title },
    student: { name: student?.name ?? '' },
    current: {
      attemptNo: archived.length + 1,
      status: attempt.status,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
      finishReason: attempt.finishReason,
      score: attempt.score,
      maxScore: attempt.maxScore,
      grade: attempt.grade,
      questions: reviewQuestions(paper, answers),
    },
    archived: archived.map(({ answers: copy, ...a }) => ({ ...a, questions: reviewQuestions(paper, archivedAnswers(copy)) })),
  };
}
