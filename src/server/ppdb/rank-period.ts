import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ppdbPathways } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { requirePpdb } from './guard.ts';
import { ownPeriod } from './applicant-access.ts';
import { qualified } from '../db/qualified.ts';

/**
 * The order within each pathway (shared/ppdb/pathways.ts RANKING_RULE): three keys per pathway, then the
 * registration time and id, so two runs over the same data give the same ranks.
 *   domisili, afirmasi: distance, age (older first), time;  mutasi: time, distance;
 *   prestasi: score (report average + achievement points), age;  reguler: score, time.
 */
const KEY1 = sql.raw(`case r.pathway
  when 'domisili' then coalesce(r.distance_m, 2147483647)::float8
  when 'afirmasi' then coalesce(r.distance_m, 2147483647)::float8
  when 'mutasi' then extract(epoch from r.created_at)::float8
  else -(coalesce(r.report_average, 0) + r.achievement_points * 100)::float8 end`);
const KEY2 = sql.raw(`case r.pathway
  when 'mutasi' then coalesce(r.distance_m, 2147483647)::float8
  when 'reguler' then extract(epoch from r.created_at)::float8
  else (r.birth_date - date '1900-01-01')::float8 end`);

/**
 * Ranks one period's verified applicants per pathway and seats as many as each pathway's quota, in one
 * statement (a window function and an update), so 5,000 applicants take a few hundred milliseconds. Acceptances
 * given beyond the quota by override keep their seat and are not ranked. Refused once results are announced.
 */
export async function rankApplicants(db: Db | Tx, schoolId: number, periodId: number) {
  await db.execute(sql`
    with ordered as (
      select r.sd_ppdb_registration_id as id, r.pathway,
        row_number() over (partition by r.pathway order by ${KEY1}, ${KEY2}, r.created_at, r.sd_ppdb_registration_id) as position
      from sd_ppdb_registrations r
      where r.sd_school_id = ${schoolId} and r.sd_ppdb_period_id = ${periodId}
        and r.status in ('verified', 'accepted', 'not_accepted') and not r.over_quota
    )
    update sd_ppdb_registrations t
    set rank = o.position,
        status = case when o.position <= coalesce(q.quota, 0) then 'accepted' else 'not_accepted' end,
        decided_at = now()
    from ordered o
    left join sd_ppdb_pathways q on q.sd_ppdb_period_id = ${periodId} and q.pathway = o.pathway
    where t.sd_ppdb_registration_id = o.id`);
  const result = await db
    .select({
      pathway: ppdbPathways.pathway,
      quota: ppdbPathways.quota,
      ranked: sql<number>`(select count(*)::int from sd_ppdb_registrations r where r.sd_ppdb_period_id = ${periodId} and r.pathway = ${qualified(ppdbPathways.pathway)} and r.rank is not null)`,
      accepted: sql<number>`(select count(*)::int from sd_ppdb_registrations r where r.sd_ppdb_period_id = ${periodId} and r.pathway = ${qualified(ppdbPathways.pathway)} and r.status = 'accepted')`,
    })
    .from(ppdbPathways)
    .where(and(eq(ppdbPathways.schoolId, schoolId), eq(ppdbPathways.periodId, periodId)));
  return { pathways: result };
}

/** POST /api/ppdb/periods/:id/ranking */
export async function rankPeriod({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePpdb(ctx, 'applicants.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const period = await ownPeriod(tx, schoolId, id, true);
    if (period.announcedAt) throw new AppError('conflict', 'Hasil gelombang ini sudah diumumkan; pemeringkatan tidak dapat diulang.');
    const result = await rankApplicants(tx, schoolId, id);
    await recordAudit(tx, ctx, { resource: 'ppdb_period', recordId: id, action: 'rank', after: result });
    return result;
  });
}
