import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { examAttempts, examEvents } from '../../db/schema/exams.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { signExamLink } from '../exam-link.ts';
import type { AttemptActor } from './attempt-access.ts';
import { finishAttempt } from './grade-attempt.ts';
import { saveAnswers, type Ack } from './save-answers.ts';
import { blockedMessage } from './start-attempt.ts';

/** "Selesai": saves the last answers sent with it, then finishes. Submitting twice answers the same. */
export { finishInput, eventInput } from '../../../shared/exams/attempt-inputs.ts';
import type { eventInput, finishInput } from '../../../shared/exams/attempt-inputs.ts';

export async function submitAttempt(deps: AppDeps, actor: AttemptActor, input: z.output<typeof finishInput>) {
  const { attempt } = actor;
  if (attempt.status === 'finished') return { status: 'finished' as const, acks: [] as Ack[], message: 'Ujian sudah selesai.' };
  if (attempt.status === 'not_started') throw new AppError('conflict', 'Ujian belum dimulai.');
  if (attempt.blocked) throw forbidden(blockedMessage(attempt.blockReason));
  const acks = input.answers.length ? (await saveAnswers(deps, actor, input.answers)).acks : [];
  await finishAttempt(deps.db, attempt.id, attempt.scheduleId, 'submitted', null);
  return { status: 'finished' as const, acks, message: 'Jawaban Anda sudah dikumpulkan. Terima kasih.' };
}

/** Leaving and returning to the exam page (visibility, focus), when the schedule records them. */

export async function recordEvent(deps: AppDeps, actor: AttemptActor, input: z.output<typeof eventInput>) {
  const { attempt, schedule } = actor;
  if (!schedule.recordLeave || attempt.status !== 'working') return { recorded: false };
  await deps.db
    .insert(examEvents)
    .values({ schoolId: attempt.schoolId, scheduleId: schedule.id, attemptId: attempt.id, userId: attempt.userId, kind: input.kind });
  if (input.kind === 'leave') {
    await deps.db
      .update(examAttempts)
      .set({ leaveCount: sql`${examAttempts.leaveCount} + 1` })
      .where(and(eq(examAttempts.id, attempt.id)));
  }
  return { recorded: true };
}

/** A signed link to this attempt for the school's mobile app (opened without a session), valid six hours. */
export async function linkForAttempt(deps: AppDeps, actor: AttemptActor, viaSession: boolean) {
  // A link cannot mint a longer-lived link: only the student's session can.
  if (!viaSession) throw forbidden('Tautan baru hanya dapat dibuat dengan sesi siswa.');
  const { attempt } = actor;
  return signExamLink(deps.db, attempt.schoolId, { scheduleId: attempt.scheduleId, attemptId: attempt.id, userId: attempt.userId }, 6 * 3600);
}
