import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { ppdbActivities, ppdbCosts, ppdbPathways, ppdbPeriods, ppdbReductions, ppdbRegistrations, ppdbRequirements, ppdbSettings } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { ppdbAllows } from '../../shared/ppdb/permissions.ts';
import { requirePpdb } from './guard.ts';
import { readPeriods } from './read-periods.ts';
import { qualified } from '../db/qualified.ts';

/** GET /api/ppdb/settings: the school's intakes, newest first, with their size. */
export async function listSettings({ ctx }: { ctx: SessionContext }) {
  requirePpdb(ctx, 'ppdb.read');
  const schoolId = ctx.session.schoolId;
  const rows = await ctx.db
    .select({
      id: ppdbSettings.id,
      academicYear: ppdbSettings.academicYear,
      name: ppdbSettings.name,
      periodCount: sql<number>`(select count(*)::int from ${ppdbPeriods} where ${ppdbPeriods.settingId} = ${qualified(ppdbSettings.id)})`,
      applicantCount: sql<number>`(select count(*)::int from ${ppdbRegistrations} r join ${ppdbPeriods} p on p.sd_ppdb_period_id = r.sd_ppdb_period_id where p.sd_ppdb_setting_id = ${qualified(ppdbSettings.id)})`,
      quota: sql<number>`(select coalesce(sum(w.quota), 0)::int from ${ppdbPathways} w join ${ppdbPeriods} p on p.sd_ppdb_period_id = w.sd_ppdb_period_id where p.sd_ppdb_setting_id = ${qualified(ppdbSettings.id)})`,
    })
    .from(ppdbSettings)
    .where(eq(ppdbSettings.schoolId, schoolId))
    .orderBy(desc(ppdbSettings.academicYear));
  return { data: rows, canEdit: ppdbAllows('settings.write', ctx.session.userTypeId) };
}

/** The school's own setting row, or 404 (another school's id included). */
export async function ownSetting(db: Db | Tx, schoolId: number, id: number) {
  const [row] = await db
    .select()
    .from(ppdbSettings)
    .where(and(eq(ppdbSettings.schoolId, schoolId), eq(ppdbSettings.id, id)));
  if (!row) throw notFound('Pengaturan PPDB tidak ditemukan.');
  return row;
}

/** GET /api/ppdb/settings/:id: everything of one intake. */
export async function getSetting({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePpdb(ctx, 'ppdb.read');
  return readSettingDetail(ctx, id);
}

export async function readSettingDetail(ctx: SessionContext, id: number, db: Db | Tx = ctx.db) {
  const schoolId = ctx.session.schoolId;
  const setting = await ownSetting(db, schoolId, id);
  const mine = (table: { schoolId: any; settingId: any }) => and(eq(table.schoolId, schoolId), eq(table.settingId, id));
  const [periods, activities, requirements, costs, reductions] = await Promise.all([
    readPeriods(db, schoolId, { settingId: id }),
    db.select().from(ppdbActivities).where(mine(ppdbActivities)).orderBy(asc(ppdbActivities.starts), asc(ppdbActivities.id)),
    db.select().from(ppdbRequirements).where(mine(ppdbRequirements)).orderBy(asc(ppdbRequirements.id)),
    db.select().from(ppdbCosts).where(mine(ppdbCosts)).orderBy(asc(ppdbCosts.id)),
    db.select().from(ppdbReductions).where(mine(ppdbReductions)).orderBy(asc(ppdbReductions.id)),
  ]);
  return {
    id: setting.id,
    academicYear: setting.academicYear,
    name: setting.name,
    majors: setting.majors,
    description: setting.description,
    periods,
    activities: activities.map((a) => ({ id: a.id, kind: a.kind, name: a.name, starts: a.starts, ends: a.ends, description: a.description })),
    requirements: requirements.map((r) => ({ id: r.id, name: r.name, pathway: r.pathway, required: r.required })),
    costs: costs.map((c) => ({ id: c.id, name: c.name, amount: c.amount })),
    reductions: reductions.map((r) => ({
      id: r.id,
      settingId: r.settingId,
      settingName: setting.name,
      name: r.name,
      pathway: r.pathway,
      percent: r.percent,
      amount: r.amount,
      description: r.description,
    })),
    canEdit: ppdbAllows('settings.write', ctx.session.userTypeId),
  };
}
