import { and, eq, sql } from 'drizzle-orm';
import type { AnswerValue } from '../../../shared/exams/answer-schema.ts';
import { scoreAnswer, totalOf, type ItemScore } from '../../../shared/exams/scoring.ts';
import { deadlineOf, GRACE_SECONDS } from '../../../shared/exams/timer.ts';
import type { Db } from '../../db/client.ts';
import { examAnswers, examAttempts, examEvents, examSchedules } from '../../db/schema/exams.ts';
import { loadPaper, type Paper } from '../paper-cache.ts';
import type { Tx } from '../audit.ts';

export type FinishReason = 'submitted' | 'time_up' | 'forced' | 'abandoned';

/** Scores an attempt's saved answers against the paper: automatic types now, essays as the teacher scored them. */
export function scoreAttempt(paper: Paper, answers: { questionId: number; value: unknown; score: number | null }[]) {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const scores: ItemScore[] = paper.questions.map((q) => {
    const answer = byQuestion.get(q.id);
    const auto = scoreAnswer(q.content, (answer?.value ?? null) as AnswerValue | null);
    if (q.content.type !== 'essay') return auto;
    // An essay left empty needs no teacher: it is 0.
    const written = answer?.value && typeof (answer.value as { text?: string }).text === 'string' && (answer.value as { text: string }).text.trim();
    return { ...auto, score: answer?.score ?? (written ? null : 0) };
  });
  return totalOf(scores);
}

/**
 * Writes an attempt's totals. The paper is read before any transaction: PGlite's transaction holds the only
 * connection, so reading through the outer handle inside one would wait for ever.
 */
export async function writeTotals(db: Db | Tx, paper: Paper, attemptId: number): Promise<void> {
  const answers = await db
    .select({ questionId: examAnswers.questionId, value: examAnswers.value, score: examAnswers.score })
    .from(examAnswers)
    .where(eq(examAnswers.attemptId, attemptId));
  const t = scoreAttempt(paper, answers);
  await db
    .update(examAttempts)
    .set({ score: t.score, maxScore: t.max, grade: t.grade, pendingEssays: t.pending, updatedAt: new Date() })
    .where(eq(examAttempts.id, attemptId));
}

/**
 * Finishes a working attempt with what was saved and scores it, in one transaction. Only one caller wins
 * (status guard), so the student's submit, the sweep and a proctor's force-finish can race safely.
 */
export async function finishAttempt(db: Db, attemptId: number, scheduleId: number, reason: FinishReason, byUserId: number | null): Promise<boolean> {
  const paper = await loadPaper(db, scheduleId);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(examAttempts)
      .set({ status: 'finished', finishedAt: new Date(), finishReason: reason, updatedAt: new Date() })
      .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.status, 'working')))
      .returning({ schoolId: examAttempts.schoolId, userId: examAttempts.userId });
    if (!rows.length) return false;
    await writeTotals(tx, paper, attemptId);
    await tx.insert(examEvents).values({ schoolId: rows[0].schoolId, scheduleId, attemptId, userId: rows[0].userId, kind: 'finish', detail: { reason }, byUserId });
    return true;
  });
}

/** Finishes an attempt whose time and grace are over (called when anyone reads it, and by the sweep). */
export async function finishIfExpired(
  db: Db,
  attempt: { id: number; scheduleId: number; status: string; startedAt: Date | null; extraMinutes: number },
  schedule: { durationMinutes: number; endsAt: Date },
  now = new Date(),
): Promise<boolean> {
  if (attempt.status !== 'working' || !attempt.startedAt) return false;
  const deadline = deadlineOf({ startedAt: attempt.startedAt, durationMinutes: schedule.durationMinutes, extraMinutes: attempt.extraMinutes, windowEnd: schedule.endsAt });
  if (now.getTime() <= deadline.getTime() + GRACE_SECONDS * 1000) return false;
  return finishAttempt(db, attempt.id, attempt.scheduleId, 'time_up', null);
}

/** The periodic sweep: every working attempt past its deadline and grace, across all schools. */
export async function sweepExpired(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: examAttempts.id,
      scheduleId: examAttempts.scheduleId,
      status: examAttempts.status,
      startedAt: examAttempts.startedAt,
      extraMinutes: examAttempts.extraMinutes,
      durationMinutes: examSchedules.durationMinutes,
      endsAt: examSchedules.endsAt,
    })
    .from(examAttempts)
    .innerJoin(examSchedules, eq(examSchedules.id, examAttempts.scheduleId))
    .where(
      and(
        eq(examAttempts.status, 'working'),
        sql`least(${examAttempts.startedAt} + make_interval(mins => ${examSchedules.durationMinutes} + ${examAttempts.extraMinutes}),
                  ${examSchedules.endsAt} + make_interval(mins => ${examAttempts.extraMinutes}))
            + make_interval(secs => ${GRACE_SECONDS}) < now()`,
      ),
    )
    .limit(500);
  let finished = 0;
  for (const r of rows) if (await finishIfExpired(db, r, r)) finished++;
  return finished;
}
