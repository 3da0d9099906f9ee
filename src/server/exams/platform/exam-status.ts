import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import { courses } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireSettingsReader } from './guard.ts';

/** Most Indonesian schools keep WIB; the portal sends the device's own offset (WITA, WIT) with the day. */
const WIB_MINUTES = 7 * 60;

export const examStatusInput = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal tidak valid.')
    .optional(),
  /** Minutes east of UTC of the day asked for. */
  offset: z.coerce.number().int().min(-720).max(840).default(WIB_MINUTES),
});

function dayBounds(input: z.output<typeof examStatusInput>, now: Date): { from: Date; to: Date; date: string } {
  const local = new Date(now.getTime() + input.offset * 60_000);
  const date = input.date ?? local.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - input.offset * 60_000);
  return { from, to: new Date(from.getTime() + 86_400_000), date };
}

/**
 * monitoring/examination_status: every schedule of the school open on a day, with its participants by state
 * and the last sign of life, in one aggregate statement however many schedules run (the screen polls it).
 */
export async function examStatus({ ctx, input }: { ctx: SessionContext; input: z.output<typeof examStatusInput> }) {
  requireSettingsReader(ctx);
  const now = new Date();
  const { from, to, date } = dayBounds(input, now);
  const a = examAttempts;
  const data = await ctx.db
    .select({
      id: examSchedules.id,
      kind: examSchedules.kind,
      title: examSchedules.title,
      courseName: courses.name,
      startsAt: examSchedules.startsAt,
      endsAt: examSchedules.endsAt,
      durationMinutes: examSchedules.durationMinutes,
      session: examSchedules.session,
      room: examSchedules.room,
      participants: sql<number>`count(${a.id})::int`,
      notStarted: sql<number>`count(${a.id}) filter (where ${a.status} = 'not_started' and not ${a.blocked})::int`,
      working: sql<number>`count(${a.id}) filter (where ${a.status} = 'working' and not ${a.blocked})::int`,
      finished: sql<number>`count(${a.id}) filter (where ${a.status} = 'finished' and not ${a.blocked})::int`,
      blocked: sql<number>`count(${a.id}) filter (where ${a.blocked})::int`,
      lastActivityAt: sql<string | null>`greatest(max(${a.lastSeenAt}), max(${a.finishedAt}))`,
    })
    .from(examSchedules)
    .leftJoin(a, eq(a.scheduleId, examSchedules.id))
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .where(and(eq(examSchedules.schoolId, ctx.session.schoolId), isNull(examSchedules.deletedAt), lt(examSchedules.startsAt, to), gte(examSchedules.endsAt, from)))
    .groupBy(examSchedules.id, courses.name)
    .orderBy(asc(examSchedules.startsAt), asc(examSchedules.id));
  return {
    serverNow: now,
    date,
    data: data.map((r) => ({ ...r, lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt) : null })),
  };
}
