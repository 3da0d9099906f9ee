import { and, eq, isNull } from 'drizzle-orm';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';

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
