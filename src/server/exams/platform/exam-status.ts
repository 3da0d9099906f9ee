import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { examStatusInput } from '../../../shared/exams/platform/status-schema.ts';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import { courses } from '../../db/schema/master.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireSettingsReader } from './guard.ts';
import { schoolDay, schoolTimeZone } from '../../school/time-zone.ts';

/**
 * monitoring/examination_status: every schedule of the school open on a day, with its participants by state
 * and the last sign of life, in one aggregate statement however many schedules run (the screen polls it).
 */
export async function examStatus({ ctx, input }: { ctx: SessionContext; input: z.output<typeof examStatusInput> }) {
  requireSettingsReader(ctx);
  const now = new Date();
  // The day is the school's day (WIB, WITA or WIT from its settings), whatever the device's zone.
  const { from, to, date } = schoolDay(await schoolTimeZone(ctx.db, ctx.session.schoolId), input.date, now);
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
    .where(
      and(eq(examSchedules.schoolId, ctx.session.schoolId), isNull(examSchedules.deletedAt), lt(examSchedules.startsAt, to), gte(examSchedules.endsAt, from)),
    )
    .groupBy(examSchedules.id, courses.name)
    .orderBy(asc(examSchedules.startsAt), asc(examSchedules.id));
  return {
    serverNow: now,
    date,
    data: data.map((r) => ({ ...r, lastActivityAt: r.lastActivityAt ? new Date(r.lastActivityAt) : null })),
  };
}
