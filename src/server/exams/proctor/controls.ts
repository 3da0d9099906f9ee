import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { recordId } from '../../../shared/ids.ts';
import type { blockInput, extendInput } from '../../../shared/exams/inputs.ts';
import { examAttempts, examEvents } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError } from '../../http/errors.ts';
import { archiveAttempt } from '../attempts/archive-attempt.ts';
import { finishAttempt } from '../attempts/grade-attempt.ts';
import { requireManager } from '../guard.ts';
import { forgetSnapshot } from './monitor.ts';
import { ownAttempt } from './schedule-access.ts';

/** The proctor's actions on one student: block, unblock, reset, force finish, extend time. */
export const attemptIdInput = z.object({ id: recordId });

async function logEvent(ctx: SessionContext, a: { id: number; scheduleId: number; userId: number; schoolId: number }, kind: string, detail: unknown = null) {
  await ctx.db
    .insert(examEvents)
    .values({ schoolId: a.schoolId, scheduleId: a.scheduleId, attemptId: a.id, userId: a.userId, kind, detail, byUserId: ctx.session.userId });
  forgetSnapshot(a.scheduleId);
}

export async function blockAttempt(ctx: SessionContext, id: number, input: z.output<typeof blockInput>) {
  requireManager(ctx);
  const a = await ownAttempt(ctx, id);
  await ctx.db
    .update(examAttempts)
    .set({ blocked: true, blockReason: input.reason || null, updatedAt: new Date() })
    .where(eq(examAttempts.id, a.id));
  await logEvent(ctx, a, 'block', { reason: input.reason ?? null });
  return { message: 'Siswa diblokir. Jawabannya tetap tersimpan.' };
}

export async function unblockAttempt(ctx: SessionContext, id: number) {
  requireManager(ctx);
  const a = await ownAttempt(ctx, id);
  await ctx.db.update(examAttempts).set({ blocked: false, blockReason: null, updatedAt: new Date() }).where(eq(examAttempts.id, a.id));
  await logEvent(ctx, a, 'unblock');
  return { message: 'Blokir dibuka. Siswa dapat melanjutkan ujian.' };
}

export async function extendAttempt(ctx: SessionContext, id: number, input: z.output<typeof extendInput>) {
  requireManager(ctx);
  const a = await ownAttempt(ctx, id);
  if (a.status === 'finished') throw new AppError('conflict', 'Ujian siswa ini sudah selesai; buka kembali dengan reset bila perlu.');
  const extra = Math.max(0, a.extraMinutes + input.minutes);
  await ctx.db.update(examAttempts).set({ extraMinutes: extra, updatedAt: new Date() }).where(eq(examAttempts.id, a.id));
  await logEvent(ctx, a, 'extend', { minutes: input.minutes, total: extra });
  return { extraMinutes: extra, message: `Tambahan waktu siswa ini sekarang ${extra} menit.` };
}

export async function forceFinishAttempt(ctx: SessionContext, id: number) {
  requireManager(ctx);
  const a = await ownAttempt(ctx, id);
  if (a.status !== 'working') throw new AppError('conflict', 'Hanya ujian yang sedang dikerjakan yang dapat diselesaikan paksa.');
  await finishAttempt(ctx.db, a.id, a.scheduleId, 'forced', ctx.session.userId);
  forgetSnapshot(a.scheduleId);
  return { message: 'Ujian siswa diselesaikan dengan jawaban yang sudah tersimpan.' };
}

/**
 * Lets the student start again from nothing. The attempt as it was (times, score, every answer) is archived
 * first in the same transaction (archive-attempt.ts), so a reset never loses a student's earlier work.
 */
export async function resetAttempt(ctx: SessionContext, id: number) {
  requireManager(ctx);
  const a = await ownAttempt(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const archived = await archiveAttempt(tx, a.id, 'reset', ctx.session.userId);
    await tx.insert(examEvents).values({
      schoolId: a.schoolId,
      scheduleId: a.scheduleId,
      attemptId: a.id,
      userId: a.userId,
      kind: 'reset',
      detail: { historyId: archived?.historyId ?? null, status: a.status },
      byUserId: ctx.session.userId,
    });
  });
  forgetSnapshot(a.scheduleId);
  return { message: 'Ujian siswa direset. Jawaban sebelumnya disimpan di riwayat; siswa dapat mulai lagi dari awal.' };
}

/** Blocked students across the year's schedules (student_block_examination). */
export async function listBlocked(ctx: SessionContext) {
  requireManager(ctx);
  const rows = await ctx.db.execute<{ attempt_id: number; name: string; title: string; block_reason: string | null; updated_at: Date }>(sql`
    select a.sd_exam_attempt_id as attempt_id, u.full_name as name, s.title, a.block_reason, a.updated_at
    from sd_exam_attempts a
    join sd_users u on u.sd_user_id = a.sd_user_id
    join sd_exam_schedules s on s.sd_exam_schedule_id = a.sd_exam_schedule_id and s.deleted_at is null
    where a.sd_school_id = ${ctx.session.schoolId} and a.blocked
    order by a.updated_at desc limit 500`);
  return { data: rows.rows.map((r) => ({ attemptId: r.attempt_id, name: r.name, title: r.title, reason: r.block_reason, since: new Date(r.updated_at) })) };
}
