import { examEvents } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { archiveAttempt } from '../attempts/archive-attempt.ts';
import { auditExam } from '../audit.ts';
import { forgetSnapshot } from '../proctor/monitor.ts';
import { ownAttempt } from './own-attempt.ts';

/**
 * "Ulangi": the student takes a finished practice again. In one transaction the finished attempt is archived
 * (with every answer) and put back to "not started"; the student then presses "Mulai" as the first time and
 * gets a fresh order. Only a practice, only once finished, only while its window is open: a regular exam is
 * taken once (a proctor's reset is the only way back).
 */
export async function retryPractice({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  const { attempt, schedule } = await ownAttempt(ctx, input.id);
  if (schedule.kind !== 'practice') throw new AppError('conflict', 'Hanya latihan yang dapat dikerjakan ulang. Ujian hanya dikerjakan sekali.');
  if (attempt.blocked) throw new AppError('conflict', 'Latihan Anda diblokir oleh guru. Hubungi guru Anda.');
  if (attempt.status !== 'finished') throw new AppError('conflict', 'Selesaikan latihan ini dulu sebelum mengulang.');
  if (new Date() > schedule.endsAt) throw new AppError('conflict', 'Latihan sudah ditutup; tidak dapat diulang lagi.');
  const archived = await ctx.db.transaction(async (tx) => {
    const done = await archiveAttempt(tx, attempt.id, 'retry', ctx.session.userId);
    // Re-checked under the row lock: two taps on "Ulangi" archive the attempt once.
    if (!done || done.before.status !== 'finished') throw new AppError('conflict', 'Latihan ini sudah diulang. Muat ulang halaman.');
    await tx.insert(examEvents).values({
      schoolId: attempt.schoolId,
      scheduleId: schedule.id,
      attemptId: attempt.id,
      userId: attempt.userId,
      kind: 'retry',
      detail: { historyId: done.historyId, attemptNo: done.attemptNo },
      byUserId: ctx.session.userId,
    });
    await auditExam(
      tx,
      ctx,
      'exam_attempt',
      attempt.id,
      'retry',
      { status: 'finished', grade: done.before.grade, historyId: done.historyId },
      { status: 'not_started' },
    );
    return done;
  });
  forgetSnapshot(schedule.id);
  return {
    attemptId: attempt.id,
    historyId: archived.historyId,
    attemptNo: archived.attemptNo + 1,
    message: 'Latihan siap dikerjakan lagi. Hasil sebelumnya tetap tersimpan.',
  };
}
