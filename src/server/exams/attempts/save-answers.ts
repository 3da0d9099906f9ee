import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { answerProblem, answerValueSchema, isAnswered, type AnswerValue } from '../../../shared/exams/answer-schema.ts';
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
export const answerInput = z.object({
  questionId: z.number().int().positive(),
  revision: z.number().int().min(1).max(1_000_000),
  key: z.string().min(8).max(64),
  value: answerValueSchema.nullable(),
  flagged: z.boolean().default(false),
});
export const saveAnswersInput = z.object({ answers: z.array(answerInput).min(1).max(100) });

export type Ack =
  | { questionId: number; revision: number; key: string; savedAt: Date; status: 'saved' }
  | { questionId: number; revision: number; key: string; savedAt: Date; status: 'superseded'; current: number }
  | { questionId: number; revision: number; key: string; status: 'rejected'; message: string };

export async function saveAnswers(deps: AppDeps, actor: AttemptActor, answers: z.output<typeof answerInput>[]): Promise<{ acks: Ack[]; serverNow: Date; deadline: Date }> {
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
  const acks: Ack[] = [];
  for (const a of answers) {
    const item = paper.byId.get(a.questionId);
    const problem = !item ? 'Soal tidak ada di ujian ini.' : a.value ? answerProblem(item, a.value) : null;
    if (problem) {
      acks.push({ questionId: a.questionId, revision: a.revision, key: a.key, status: 'rejected', message: problem });
      continue;
    }
    acks.push(await saveOne(deps, attempt.schoolId, attempt.id, a));
  }
  touch(attempt.id, now);
  // The deadline travels with every acknowledgement: a proctor's extension reaches the screen at the next save.
  return { acks, serverNow: now, deadline: deadlineOf(clock) };
}

/**
 * The attempt row is share-locked by the insert: a finish (submit, sweep, proctor) that runs at the same
 * moment either waits for this answer and scores it, or has already finished and this answer is refused.
 */
async function saveOne(deps: AppDeps, schoolId: number, attemptId: number, a: z.output<typeof answerInput>): Promise<Ack> {
  const value = a.value === null ? null : JSON.stringify(a.value);
  const result = await deps.db.execute<{ revision: number; saved_at: Date }>(sql`
    insert into sd_exam_answers as x (sd_school_id, sd_exam_attempt_id, sd_exam_question_id, value, answered, flagged, revision, idempotency_key)
    select ${schoolId}, ${attemptId}, ${a.questionId}, ${value}::jsonb, ${isAnswered(a.value as AnswerValue | null)}, ${a.flagged}, ${a.revision}, ${a.key}
    where exists (select 1 from sd_exam_attempts t where t.sd_exam_attempt_id = ${attemptId} and t.status = 'working' and not t.blocked for share)
    on conflict (sd_exam_attempt_id, sd_exam_question_id) do update set
      value = excluded.value, answered = excluded.answered, flagged = excluded.flagged,
      revision = excluded.revision, idempotency_key = excluded.idempotency_key, saved_at = now()
    where x.revision < excluded.revision
    returning x.revision, x.saved_at`);
  const written = result.rows[0];
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
