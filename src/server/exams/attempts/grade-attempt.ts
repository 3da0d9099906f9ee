import { and, eq, inArray, sql } from 'drizzle-orm';
import { createBatcher, perDatabase } from '../../db/batch.ts';
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
 * Finishes that arrive together (a whole hall pressing "Selesai" as time runs out) share one transaction.
 */
export async function finishAttempt(db: Db, attemptId: number, scheduleId: number, reason: FinishReason, byUserId: number | null): Promise<boolean> {
  return finishBatcher(db)({ attemptId, scheduleId, reason, byUserId });
}

interface FinishItem {
  attemptId: number;
  scheduleId: number;
  reason: FinishReason;
  byUserId: number | null;
}

const finishBatcher = perDatabase((db: Db) =>
  createBatcher<FinishItem, boolean>((items) => finishTogether(db, items), { maxBatch: 200, maxInFlight: 2, isolateFailures: true }),
);

async function finishTogether(db: Db, items: FinishItem[]): Promise<boolean[]> {
  // Papers first: PGlite's transaction holds its only connection (see writeTotals).
  const papers = new Map<number, Paper>();
  for (const id of new Set(items.map((i) => i.scheduleId))) papers.set(id, await loadPaper(db, id));
  const finished = await db.transaction(async (tx) => {
    const values = items.map((i) => sql`(${i.attemptId}::int, ${i.scheduleId}::int, ${i.reason}::text, ${i.byUserId}::int)`);
    // The attempts are locked in id order first, as every batched writer does (see save-answers.ts).
    const ids = [...new Set(items.map((i) => i.attemptId))].map((id) => sql`${id}::int`);
    await tx.execute(sql`select 1 from sd_exam_attempts where sd_exam_attempt_id in (${sql.join(ids, sql`, `)}) order by sd_exam_attempt_id for no key update`);
    const won = await tx.execute<{ id: number; school_id: number; user_id: number; schedule_id: number; reason: string; by_user_id: number | null }>(sql`
      update sd_exam_attempts a set status = 'finished', finished_at = now(), finish_reason = v.reason, updated_at = now()
      from (select distinct on (id) * from (values ${sql.join(values, sql`, `)}) as x(id, schedule_id, reason, by_user_id)) v
      where a.sd_exam_attempt_id = v.id and a.sd_exam_schedule_id = v.schedule_id and a.status = 'working'
      returning a.sd_exam_attempt_id as id, a.sd_school_id as school_id, a.sd_user_id as user_id, a.sd_exam_schedule_id as schedule_id, v.reason, v.by_user_id`);
    const winners = won.rows.map((r) => ({ ...r, id: Number(r.id) }));
    if (!winners.length) return new Set<number>();
    const answers = await tx
      .select({ attemptId: examAnswers.attemptId, questionId: examAnswers.questionId, value: examAnswers.value, score: examAnswers.score })
      .from(examAnswers)
      .where(
        inArray(
          examAnswers.attemptId,
          winners.map((w) => w.id),
        ),
      );
    const byAttempt = Map.groupBy(answers, (a) => a.attemptId);
    const totals = winners.map((w) => {
      const t = scoreAttempt(papers.get(Number(w.schedule_id))!, byAttempt.get(w.id) ?? []);
      return sql`(${w.id}::int, ${t.score}::real, ${t.max}::real, ${t.grade}::real, ${t.pending}::int)`;
    });
    await tx.execute(sql`
      update sd_exam_attempts a set score = t.score, max_score = t.max_score, grade = t.grade, pending_essays = t.pending
      from (values ${sql.join(totals, sql`, `)}) as t(id, score, max_score, grade, pending)
      where a.sd_exam_attempt_id = t.id`);
    await tx.insert(examEvents).values(
      winners.map((w) => ({
        schoolId: Number(w.school_id),
        scheduleId: Number(w.schedule_id),
        attemptId: w.id,
        userId: Number(w.user_id),
        kind: 'finish',
        detail: { reason: w.reason },
        byUserId: w.by_user_id === null ? null : Number(w.by_user_id),
      })),
    );
    return new Set(winners.map((w) => w.id));
  });
  return items.map((i) => finished.has(i.attemptId));
}

/** Finishes an attempt whose time and grace are over (called when anyone reads it, and by the sweep). */
export async function finishIfExpired(
  db: Db,
  attempt: { id: number; scheduleId: number; status: string; startedAt: Date | null; extraMinutes: number },
  schedule: { durationMinutes: number; endsAt: Date },
  now = new Date(),
): Promise<boolean> {
  if (attempt.status !== 'working' || !attempt.startedAt) return false;
  const deadline = deadlineOf({
    startedAt: attempt.startedAt,
    durationMinutes: schedule.durationMinutes,
    extraMinutes: attempt.extraMinutes,
    windowEnd: schedule.endsAt,
  });
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
