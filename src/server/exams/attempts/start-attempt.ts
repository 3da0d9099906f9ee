import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { layoutAttempt } from '../../../shared/exams/shuffle.ts';
import { examAttempts, examEvents } from '../../db/schema/exams.ts';
import type { AppDeps } from '../../http/context.ts';
import { AppError, forbidden, validationError } from '../../http/errors.ts';
import { loadPaper } from '../paper-cache.ts';
import type { AttemptActor } from './attempt-access.ts';
import { touch } from './presence.ts';

export const startInput = z.object({ token: z.string().trim().max(12).optional() });

/**
 * "Mulai": checks the window, the block and the token, then draws the student's order once and stores it.
 * Pressing it again (another tab, another device, a retry after a lost answer) resumes the same attempt.
 * The work per student is one read of the attempt and one conditional update: the paper comes from memory.
 */
export async function startAttempt(deps: AppDeps, actor: AttemptActor, input: z.output<typeof startInput>) {
  const { attempt, schedule } = actor;
  if (attempt.blocked) throw forbidden(blockedMessage(attempt.blockReason));
  if (attempt.status === 'finished') throw new AppError('conflict', 'Ujian ini sudah selesai Anda kerjakan.');
  if (attempt.status === 'working') {
    touch(attempt.id);
    return { attemptId: attempt.id, status: 'working', resumed: true };
  }
  const now = new Date();
  if (now < schedule.startsAt) throw new AppError('conflict', 'Ujian belum dibuka. Tunggu sampai waktu mulai.');
  if (now > schedule.endsAt) throw new AppError('conflict', 'Waktu ujian sudah berakhir.');
  if (schedule.token && (input.token ?? '').toUpperCase() !== schedule.token) {
    throw validationError({ token: ['Token ujian salah. Tanyakan token kepada pengawas.'] }, 'Token ujian salah.');
  }
  const paper = await loadPaper(deps.db, schedule.id);
  if (!paper.questions.length) throw new AppError('conflict', 'Ujian ini belum memiliki soal.');
  const layout = layoutAttempt(paper.questions, {
    seed: `${schedule.id}:${attempt.id}:${attempt.userId}`,
    shuffleQuestions: schedule.shuffleQuestions,
    shuffleOptions: schedule.shuffleOptions,
  });
  const started = await deps.db
    .update(examAttempts)
    .set({ status: 'working', startedAt: now, layout, lastSeenAt: now, updatedAt: now })
    .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.status, 'not_started'), eq(examAttempts.blocked, false)))
    .returning({ id: examAttempts.id });
  if (started.length) {
    await deps.db.insert(examEvents).values({ schoolId: attempt.schoolId, scheduleId: schedule.id, attemptId: attempt.id, userId: attempt.userId, kind: 'start' });
  }
  // Lost the race to another device of the same student: that start stands, and this one resumes it.
  return { attemptId: attempt.id, status: 'working', resumed: !started.length };
}

export function blockedMessage(reason: string | null): string {
  return `Ujian Anda diblokir oleh pengawas${reason ? `: ${reason}` : ''}. Hubungi pengawas ruang; jawaban Anda tetap tersimpan.`;
}
