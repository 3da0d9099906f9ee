import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ppdbPathways, ppdbPeriods, ppdbRequirements, ppdbSettings } from '../db/schema/ppdb.ts';
import { schools } from '../db/schema/schools.ts';
import { PPDB_PATHWAY_LABELS, isPathway } from '../../shared/ppdb/pathways.ts';
import type { PublicAdmissions } from '../../shared/ppdb/public-view.ts';

/**
 * Every school's periods with their pathways, quotas and documents, as the public pages show them (/ppdb,
 * /form_registration, /ppdb/registered-by). Three reads whatever the number of schools.
 */
export async function readPublicAdmissions(db: Db): Promise<PublicAdmissions> {
  const [periods, pathways, requirements] = await Promise.all([
    db
      .select({
        id: ppdbPeriods.id,
        settingId: ppdbPeriods.settingId,
        slug: schools.slug,
        key: ppdbPeriods.periodKey,
        name: ppdbPeriods.name,
        academicYear: ppdbSettings.academicYear,
        opens: ppdbPeriods.opens,
        closes: ppdbPeriods.closes,
        fee: ppdbPeriods.fee,
        majors: ppdbSettings.majors,
      })
      .from(ppdbPeriods)
      .innerJoin(ppdbSettings, eq(ppdbSettings.id, ppdbPeriods.settingId))
      .innerJoin(schools, eq(schools.id, ppdbPeriods.schoolId))
      .where(eq(schools.isActive, true))
      .orderBy(asc(ppdbPeriods.opens), asc(ppdbPeriods.id)),
    db.select({ periodId: ppdbPathways.periodId, pathway: ppdbPathways.pathway, quota: ppdbPathways.quota }).from(ppdbPathways).orderBy(asc(ppdbPathways.id)),
    db
      .select({ settingId: ppdbRequirements.settingId, name: ppdbRequirements.name, pathway: ppdbRequirements.pathway })
      .from(ppdbRequirements)
      .orderBy(asc(ppdbRequirements.id)),
  ]);
  const out: PublicAdmissions = {};
  for (const p of periods) {
    const own = pathways.filter((w) => w.periodId === p.id && w.quota > 0);
    const kinds = new Set(own.map((w) => w.pathway));
    const school = (out[p.slug] ??= { majors: p.majors, periods: [] });
    school.periods.push({
      key: p.key,
      name: p.name,
      academicYear: p.academicYear,
      opens: p.opens,
      closes: p.closes,
      fee: p.fee,
      quota: own.reduce((sum, w) => sum + w.quota, 0),
      pathways: own.map((w) => ({ pathway: w.pathway, label: isPathway(w.pathway) ? PPDB_PATHWAY_LABELS[w.pathway] : w.pathway, quota: w.quota })),
      requirements: requirements.filter((r) => r.settingId === p.settingId && (r.pathway === null || kinds.has(r.pathway))).map((r) => r.name),
    });
  }
  return out;
}
