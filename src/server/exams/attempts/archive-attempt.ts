import { eq, sql } from 'drizzle-orm';
import { examAttemptHistory } from '../../db/schema/exam-records.ts';
import { examAnswers, examAttempts } from '../../db/schema/exams.ts';
import type { Tx } from '../audit.ts';

export type ArchiveReason = 'reset' | 'retry';

/**
 * Keeps an attempt as it was in sd_exam_attempt_history — times, score and a copy of every answer row — and
 * puts the attempt back to "not started", inside the caller's transaction: a proctor's reset or a student's
 * retry of a practice never loses what the student did. The attempt keeps its id, so the attempt facts
 * remembered for "Mulai" (attempt-facts.ts) stay true. Locks the attempt row first, so a concurrent save or
 * finish either lands before the copy or is refused after it. Returns the history row, or null when the
 * attempt is gone.
 */
export async function archiveAttempt(tx: Tx, attemptId: number, reason: ArchiveReason, byUserId: number | null) {
  const [attempt] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
  if (!attempt) return null;
  const answers = await tx.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id));
  const [{ n }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(examAttemptHistory)
    .where(eq(examAttemptHistory.attemptId, attempt.id));
  const [history] = await tx
    .insert(examAttemptHistory)
    .values({
      schoolId: attempt.schoolId,
      scheduleId: attempt.scheduleId,
      attemptId: attempt.id,
      userId: attempt.userId,
      attemptNo: n + 1,
      reason,
      status: attempt.status,
      startedAt: attempt.startedAt,
      finishedAt: attempt.finishedAt,
      finishReason: attempt.finishReason,
      score: attempt.score,
      maxScore: attempt.maxScore,
      grade: attempt.grade,
      answers: answers.map(({ schoolId: _s, attemptId: _a, ...a }) => a),
      byUserId,
    })
    .returning({ id: examAttemptHistory.id, attemptNo: examAttemptHistory.attemptNo });
  await tx.delete(examAnswers).where(eq(examAnswers.attemptId, attempt.id));
  await tx
    .update(examAttempts)
    .set({
      status: 'not_started',
      blocked: false,
      blockReason: null,
      layout: null,
      startedAt: null,
      finishedAt: null,
      finishReason: null,
      score: null,
      maxScore: null,
      grade: null,
      pendingEssays: 0,
      leaveCount: 0,
      extraMinutes: 0,
      updatedAt: new Date(),
    })
    .where(eq(examAttempts.id, attempt.id));
  return { historyId: history.id, attemptNo: history.attemptNo, before: attempt };
}
