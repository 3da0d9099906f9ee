import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createBatcher, perDatabase } from '../../db/batch.ts';
import type { z } from 'zod';
import { answerProblem, isAnswered, type AnswerValue } from '../../../shared/exams/answer-schema.ts';
import { acceptsAnswers, deadlineOf } from '../../../shared/exams/timer.ts';
import { examAnswers } from '../../db/schema/exams.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { loadPaper } from '../paper-cache.ts';
import type { AttemptActor } from './attempt-access.ts';
import { finishIfExpired } from './grade-attempt.ts';
import { touch } from './presence.ts';
import { blockedMessage } from './start-attempt.ts';

/**
 * Saving answers, the path that must never lose one. Each answer carries the question's revision (it grows
 * with every change the student makes on any device) and an idempotency key made by the browser for that
 * revision. The write is one statement: insert, or update only when the stored revision is older. So
 *   - a replay (same key) gets the same acknowledgement, and writes nothing;
 *   - an older revision arriving late (a queue flushed out of order) never overwrites a newer one;
 *   - an acknowledgement is only sent after the row is committed.
 */
export { answerInput, saveAnswersInput } from '../../../shared/exams/attempt-inputs.ts';
import type { answerInput } from '../../../shared/exams/attempt-inputs.ts';

export type Ack =
  | { questionId: number; revision: number; key: string; savedAt: Date; status: 'saved' }
  | { questionId: number; revision: number; key: string; savedAt: Date; status: 'superseded'; current: number }
  | { questionId: number; revision: number; key: string; status: 'rejected'; message: string };

export async function saveAnswers(
  deps: AppDeps,
  actor: AttemptActor,
  answers: z.output<typeof answerInput>[],
): Promise<{ acks: Ack[]; serverNow: Date; deadline: Date }> {
  const { attempt, schedule } = actor;
  if (attempt.blocked) throw forbidden(blockedMessage(attempt.blockReason));
  if (attempt.status === 'not_started') throw new AppError('conflict', 'Ujian belum dimulai.');
  if (attempt.status === 'finished') throw new AppError('conflict', 'Ujian sudah selesai; jawaban tidak dapat diubah lagi.');
  const now = new Date();
  const clock = { startedAt: attempt.startedAt!, durationMinutes: schedule.durationMinutes, extraMinutes: attempt.extraMinutes, windowEnd: schedule.endsAt };
  if (!acceptsAnswers(clock, now)) {
    await finishIfExpired(deps.db, attempt, schedule, now);
    throw new AppError('conflict', 'Waktu ujian sudah habis; jawaban tidak dapat diubah lagi.');
  }
  const paper = await loadPaper(deps.db, schedule.id);
  // All answers of the request join the same batch (in order: a question sent twice is written twice, in turn).
  const acks = await Promise.all(
    answers.map((a): Ack | Promise<Ack> => {
      const item = paper.byId.get(a.questionId);
      const problem = !item ? 'Soal tidak ada di ujian ini.' : a.value ? answerProblem(item, a.value) : null;
      if (problem) return { questionId: a.questionId, revision: a.revision, key: a.key, status: 'rejected', message: problem };
      return saveOne(deps, attempt.schoolId, attempt.id, a);
    }),
  );
  touch(attempt.id, now);
  // The deadline travels with every acknowledgement: a proctor's extension reaches the screen at the next save.
  return { acks, serverNow: now, deadline: deadlineOf(clock) };
}

/**
 * The attempt row is share-locked by the insert: a finish (submit, sweep, proctor) that runs at the same
 * moment either waits for this answer and scores it, or has already finished and this answer is refused.
 */
async function saveOne(deps: AppDeps, schoolId: number, attemptId: number, a: z.output<typeof answerInput>): Promise<Ack> {
  const written = await saveBatcher(deps.db)({ schoolId, attemptId, answer: a });
  if (written) return { questionId: a.questionId, revision: a.revision, key: a.key, savedAt: new Date(written.saved_at), status: 'saved' };
  const [current] = await deps.db
    .select({ revision: examAnswers.revision, key: examAnswers.idempotencyKey, savedAt: examAnswers.savedAt })
    .from(examAnswers)
    .where(and(eq(examAnswers.attemptId, attemptId), eq(examAnswers.questionId, a.questionId)));
  if (!current || current.revision < a.revision) {
    // Nothing written and nothing newer stored: the attempt stopped (finished or blocked) meanwhile.
    throw new AppError('conflict', 'Ujian sudah selesai atau dihentikan pengawas; jawaban ini tidak tersimpan.');
  }
  if (current.revision === a.revision && current.key === a.key) {
    return { questionId: a.questionId, revision: a.revision, key: a.key, savedAt: current.savedAt, status: 'saved' };
  }
  return { questionId: a.questionId, revision: a.revision, key: a.key, savedAt: current.savedAt, status: 'superseded', current: current.revision };
}

interface SaveItem {
  schoolId: number;
  attemptId: number;
  answer: z.output<typeof answerInput>;
}
type Written = { revision: number; saved_at: Date } | undefined;

/**
 * Saves that arrive together are written by one statement per round (src/server/db/batch.ts): after a
 * restart, a whole hall resends its queued answers in the same second. A statement may touch a row only once,
 * so two saves of the same question in one batch go in consecutive rounds, in arrival order — exactly as if
 * they had come one after the other. Each row keeps the single-save rules: written only while its attempt is
 * working and not blocked (share-locked), and only over an older revision.
 */
const saveBatcher = perDatabase((db: Db) =>
  createBatcher<SaveItem, Written>(
    async (items) => {
      const results: Written[] = new Array(items.length);
      for (const round of rounds(items)) {
        const values = round.map(({ item: { schoolId, attemptId, answer: a } }) => {
          const value = a.value === null ? null : JSON.stringify(a.value);
          return sql`(${schoolId}::int, ${attemptId}::int, ${a.questionId}::int, ${value}::jsonb, ${isAnswered(a.value as AnswerValue | null)}::boolean, ${a.flagged}::boolean, ${a.revision}::int, ${a.key}::text)`;
        });
        const attemptIds = [...new Set(round.map((r) => r.item.attemptId))].map((id) => sql`${id}::int`);
        // Locks in one order for every writer (attempts by id, then answers by attempt and question), so
        // concurrent batches, finishes and the presence flush queue behind each other instead of deadlocking.
        const result = await db.execute<{ attempt_id: number; question_id: number; revision: number; saved_at: Date }>(sql`
          with open as materialized (
            select sd_exam_attempt_id as id from sd_exam_attempts
            where sd_exam_attempt_id in (${sql.join(attemptIds, sql`, `)}) and status = 'working' and not blocked
            order by sd_exam_attempt_id for share)
          insert into sd_exam_answers as x (sd_school_id, sd_exam_attempt_id, sd_exam_question_id, value, answered, flagged, revision, idempotency_key)
          select v.school_id, v.attempt_id, v.question_id, v.value, v.answered, v.flagged, v.revision, v.key
          from (values ${sql.join(values, sql`, `)}) as v(school_id, attempt_id, question_id, value, answered, flagged, revision, key)
          where v.attempt_id in (select id from open)
          order by v.attempt_id, v.question_id
          on conflict (sd_exam_attempt_id, sd_exam_question_id) do update set
            value = excluded.value, answered = excluded.answered, flagged = excluded.flagged,
            revision = excluded.revision, idempotency_key = excluded.idempotency_key, saved_at = now()
          where x.revision < excluded.revision
          returning x.sd_exam_attempt_id as attempt_id, x.sd_exam_question_id as question_id, x.revision, x.saved_at`);
        const byRow = new Map(result.rows.map((r) => [`${r.attempt_id}:${r.question_id}`, r]));
        for (const { item, index } of round) {
          const row = byRow.get(`${item.attemptId}:${item.answer.questionId}`);
          // The row carries this save only if the stored revision is now this one.
          results[index] = row && Number(row.revision) === item.answer.revision ? { revision: Number(row.revision), saved_at: row.saved_at } : undefined;
        }
      }
      return results;
    },
    { maxBatch: 500, maxInFlight: 3, isolateFailures: true },
  ),
);

/** Splits a batch so that no (attempt, question) appears twice in one statement, keeping arrival order. */
function rounds(items: SaveItem[]): { item: SaveItem; index: number }[][] {
  const out: { item: SaveItem; index: number }[][] = [];
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = `${item.attemptId}:${item.answer.questionId}`;
    const round = (seen.get(key) ?? -1) + 1;
    seen.set(key, round);
    (out[round] ??= []).push({ item, index });
  });
  return out;
}
