import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { staffAttempt, staffSchedule } from '../proctor/schedule-access.ts';

/**
 * An attempt reached by a route that names its schedule too (/…/:schedule/:attempt): both must be of the
 * session's school and belong together, or the page is "not found".
 */
export async function scheduleAttempt(ctx: SessionContext, attemptId: number, scheduleId: number) {
  const attempt = await staffAttempt(ctx, attemptId);
  if (attempt.scheduleId !== scheduleId) throw notFound('Peserta ujian tidak ditemukan.');
  return { attempt, schedule: await staffSchedule(ctx, attempt.scheduleId) };
}
