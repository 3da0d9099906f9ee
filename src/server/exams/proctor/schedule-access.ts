import { and, eq, isNull } from 'drizzle-orm';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { requireOwner } from '../ownership.ts';

/** A schedule or attempt of the session's school, for staff screens; another school's is "not found". */
export async function staffSchedule(ctx: SessionContext, scheduleId: number) {
  const [row] = await ctx.db
    .select()
    .from(examSchedules)
    .where(and(eq(examSchedules.id, scheduleId), eq(examSchedules.schoolId, ctx.session.schoolId), isNull(examSchedules.deletedAt)));
  if (!row) throw notFound('Jadwal ujian tidak ditemukan.');
  return row;
}

export async function staffAttempt(ctx: SessionContext, attemptId: number) {
  const [row] = await ctx.db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.id, attemptId), eq(examAttempts.schoolId, ctx.session.schoolId)));
  if (!row) throw notFound('Peserta ujian tidak ditemukan.');
  return row;
}

/** A schedule the session may change: of its school, and its own (ownership.ts), else 403. */
export async function ownSchedule(ctx: SessionContext, scheduleId: number) {
  const row = await staffSchedule(ctx, scheduleId);
  await requireOwner(ctx, row);
  return row;
}

/** An attempt the session may act on (reset, block, finish, score): one of its own schedules'. */
export async function ownAttempt(ctx: SessionContext, attemptId: number) {
  const row = await staffAttempt(ctx, attemptId);
  const [schedule] = await ctx.db
    .select({ courseId: examSchedules.courseId, createdBy: examSchedules.createdBy })
    .from(examSchedules)
    .where(eq(examSchedules.id, row.scheduleId));
  await requireOwner(ctx, schedule ?? { courseId: null, createdBy: null });
  return row;
}
