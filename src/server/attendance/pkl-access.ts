import { and, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import { pklPlacements } from '../db/schema/attendance.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { isOffice } from './guard.ts';

/**
 * Which placements a person follows: every one for the office, those they supervise (Pembimbing PKL or a teacher
 * named as one) or mentor (the DUDI's instructor), a student's own. Always the session's school.
 */
export function placementScope(ctx: SessionContext): SQL {
  const school = eq(pklPlacements.schoolId, ctx.session.schoolId);
  if (isOffice(ctx)) return school;
  if (ctx.session.userTypeId === '5') return and(school, eq(pklPlacements.studentId, ctx.session.userId))!;
  return and(school, or(eq(pklPlacements.supervisorId, ctx.session.userId), eq(pklPlacements.mentorId, ctx.session.userId)))!;
}

/** Placements running on a date. */
export const runningOn = (date: string) => and(lte(pklPlacements.startDate, date), gte(pklPlacements.endDate, date))!;

/** One placement this person follows, or 404. */
export async function placementFor(ctx: SessionContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(pklPlacements)
    .where(and(placementScope(ctx), eq(pklPlacements.id, id)));
  if (!row) throw notFound('Penempatan PKL tidak ditemukan.');
  return row;
}
