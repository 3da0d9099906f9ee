import { and, asc, eq } from 'drizzle-orm';
import { ppdbActivities } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { ppdbAllows } from '../../shared/ppdb/permissions.ts';
import { requirePpdb } from './guard.ts';
import { readPeriods } from './read-periods.ts';

/** GET /api/ppdb/periods: every period of the school, newest intake first. */
export async function listPeriods({ ctx }: { ctx: SessionContext }) {
  requirePpdb(ctx, 'ppdb.read');
  return { data: await readPeriods(ctx.db, ctx.session.schoolId), canEdit: ppdbAllows('settings.write', ctx.session.userTypeId) };
}

/** GET /api/ppdb/periods/:id: one period with its intake's schedule. */
export async function getPeriod({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePpdb(ctx, 'ppdb.read');
  const schoolId = ctx.session.schoolId;
  const [period] = await readPeriods(ctx.db, schoolId, { ids: [id] });
  if (!period) throw notFound('Gelombang tidak ditemukan.');
  const activities = await ctx.db
    .select()
    .from(ppdbActivities)
    .where(and(eq(ppdbActivities.schoolId, schoolId), eq(ppdbActivities.settingId, period.settingId)))
    .orderBy(asc(ppdbActivities.starts), asc(ppdbActivities.id));
  return {
    ...period,
    activities: activities.map((a) => ({ id: a.id, kind: a.kind, name: a.name, starts: a.starts, ends: a.ends, description: a.description })),
    canEdit: ppdbAllows('applicants.write', ctx.session.userTypeId),
  };
}
