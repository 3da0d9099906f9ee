import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ppdbPathways, ppdbPeriods, ppdbSettings } from '../db/schema/ppdb.ts';
import type { Tx } from '../audit/record-audit.ts';
import { PPDB_PATHWAY_LABELS, PPDB_PATHWAYS, isPathway } from '../../shared/ppdb/pathways.ts';
import { countByPathway, countsOf } from './counts.ts';

/** Periods of one school (all, one intake's, or the given ids) with their pathways and counts. */
export async function readPeriods(db: Db | Tx, schoolId: number, filter: { settingId?: number; ids?: number[] } = {}) {
  const periods = await db
    .select({ p: ppdbPeriods, settingName: ppdbSettings.name, academicYear: ppdbSettings.academicYear })
    .from(ppdbPeriods)
    .innerJoin(ppdbSettings, eq(ppdbSettings.id, ppdbPeriods.settingId))
    .where(
      and(
        eq(ppdbPeriods.schoolId, schoolId),
        filter.settingId ? eq(ppdbPeriods.settingId, filter.settingId) : undefined,
        filter.ids ? inArray(ppdbPeriods.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(ppdbSettings.academicYear), asc(ppdbPeriods.opens), asc(ppdbPeriods.id));
  const ids = periods.map((p) => p.p.id);
  const [pathways, counts] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(ppdbPathways)
          .where(and(eq(ppdbPathways.schoolId, schoolId), inArray(ppdbPathways.periodId, ids)))
      : Promise.resolve([]),
    countByPathway(db, schoolId, ids),
  ]);
  const order = (p: string) => (PPDB_PATHWAYS as readonly string[]).indexOf(p);
  return periods.map(({ p, settingName, academicYear }) => ({
    id: p.id,
    settingId: p.settingId,
    settingName,
    academicYear,
    key: p.periodKey,
    name: p.name,
    opens: p.opens,
    closes: p.closes,
    fee: p.fee,
    announcedAt: p.announcedAt,
    pathways: pathways
      .filter((w) => w.periodId === p.id)
      .sort((a, b) => order(a.pathway) - order(b.pathway))
      .map((w) => {
        const c = countsOf(counts, p.id, w.pathway);
        return {
          id: w.id,
          pathway: w.pathway,
          label: isPathway(w.pathway) ? PPDB_PATHWAY_LABELS[w.pathway] : w.pathway,
          quota: w.quota,
          applicants: c.applicants,
          verified: c.verified,
          accepted: c.accepted,
        };
      }),
  }));
}
