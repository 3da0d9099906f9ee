import type { SessionContext } from '../../http/context.ts';
import { ownAttempt, studentSeesResult } from './own-attempt.ts';

/**
 * The exam's page before "Mulai" (student_exam, student_exam_akm and the iOS variants): what the exam is, when
 * it opens, its rules, the student's state, and the result once the schedule shows it. The server's time
 * comes along so the countdown to the opening does not trust the phone's clock.
 */
export async function examOverview({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  const { attempt, schedule, courseName, questionCount } = await ownAttempt(ctx, input.id);
  const now = new Date();
  const visible = await studentSeesResult(ctx, schedule.id, attempt.status, now);
  return {
    serverTime: now,
    schedule: {
      id: schedule.id,
      title: schedule.title,
      kind: schedule.kind,
      courseName,
      startsAt: schedule.startsAt,
      endsAt: schedule.endsAt,
      durationMinutes: schedule.durationMinutes,
      questionCount,
      tokenRequired: schedule.token !== null,
      sebRequired: schedule.sebRequired,
      recordLeave: schedule.recordLeave,
      session: schedule.session,
      room: schedule.room,
    },
    attempt: {
      id: attempt.id,
      status: attempt.status,
      blocked: attempt.blocked,
      blockReason: attempt.blockReason,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
    },
    result: visible ? { score: attempt.score, maxScore: attempt.maxScore, grade: attempt.grade, pendingEssays: attempt.pendingEssays } : null,
  };
}
