import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ppdbActivities, ppdbPathways, ppdbPeriods, ppdbRequirements, ppdbSettings } from '../db/schema/ppdb.ts';
import type { TenantEntry } from '../tenants/read-tenants.ts';
import type { PpdbPeriod } from '../../shared/tenant-schema.ts';
import { splitQuota, type PpdbPathway } from '../../shared/ppdb/pathways.ts';
import { ACTIVITY_LABELS, type ActivityKind } from '../../shared/ppdb/statuses.ts';

/** Documents each pathway asks for besides the period's own list (Permendikdasmen 3/2025). */
const PATHWAY_DOCUMENTS: Partial<Record<PpdbPathway, string>> = {
  domisili: 'Kartu keluarga (diterbitkan paling singkat 1 tahun)',
  afirmasi: 'Kartu KIP/PKH/KKS atau bukti keluarga tidak mampu',
  mutasi: 'Surat penugasan orang tua/wali dari instansi',
  prestasi: 'Rapor 5 semester terakhir dan sertifikat prestasi',
};

/**
 * tenants/ stays the seed: a period of a school.json that the database does not have yet is added with its
 * pathways (the quota split by the SPMB shares of the school's stage); a period the school already has is never
 * touched again, so what the school changes in the portal stays. Runs at every start: one read when nothing is new.
 */
export async function seedPpdbFromTenants(db: Db, tenants: readonly TenantEntry[], schoolIds: ReadonlyMap<string, number>): Promise<void> {
  const admitting = tenants.filter((t) => t.school.ppdb.periods.length > 0 && schoolIds.has(t.slug));
  if (admitting.length === 0) return;
  const ids = admitting.map((t) => schoolIds.get(t.slug)!);
  const known = await db.select({ schoolId: ppdbPeriods.schoolId, key: ppdbPeriods.periodKey }).from(ppdbPeriods).where(inArray(ppdbPeriods.schoolId, ids));
  const have = new Set(known.map((k) => `${k.schoolId}:${k.key}`));
  for (const { slug, school } of admitting) {
    const schoolId = schoolIds.get(slug)!;
    const missing = school.ppdb.periods.filter((p) => !have.has(`${schoolId}:${p.id}`));
    if (missing.length === 0) continue;
    await db.transaction(async (tx) => {
      for (const year of new Set(missing.map((p) => p.academicYear))) {
        const periods = school.ppdb.periods.filter((p) => p.academicYear === year);
        const settingId = await ensureSetting(tx as unknown as Db, schoolId, year, school.ppdb.majors, periods);
        for (const period of missing.filter((p) => p.academicYear === year)) {
          const [row] = await tx
            .insert(ppdbPeriods)
            .values({ schoolId, settingId, periodKey: period.id, name: period.name, opens: period.opens, closes: period.closes, fee: period.fee })
            .onConflictDoNothing()
            .returning({ id: ppdbPeriods.id });
          if (!row) continue;
          const quotas = splitQuota(school.stage, period.quota, period.pathways);
          await tx.insert(ppdbPathways).values(period.pathways.map((pathway) => ({ schoolId, periodId: row.id, pathway, quota: quotas[pathway] })));
        }
      }
    });
  }
}

/** The intake year's settings; a new one gets its schedule and documents from the tenant's periods. */
async function ensureSetting(db: Db, schoolId: number, year: string, majors: string[], periods: PpdbPeriod[]): Promise<number> {
  const [found] = await db
    .select({ id: ppdbSettings.id })
    .from(ppdbSettings)
    .where(and(eq(ppdbSettings.schoolId, schoolId), eq(ppdbSettings.academicYear, year)));
  if (found) return found.id;
  const [setting] = await db
    .insert(ppdbSettings)
    .values({ schoolId, academicYear: year, name: `PPDB TA ${year}`, majors })
    .returning({ id: ppdbSettings.id });
  const opens = periods.map((p) => p.opens).sort()[0];
  const closes = periods
    .map((p) => p.closes)
    .sort()
    .at(-1)!;
  const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  const schedule: [ActivityKind, string, string][] = [
    ['registration', opens, closes],
    ['verification', opens, plus(closes, 3)],
    ['selection', plus(closes, 4), plus(closes, 6)],
    ['announcement', plus(closes, 7), plus(closes, 7)],
    ['reregistration', plus(closes, 8), plus(closes, 14)],
  ];
  await db
    .insert(ppdbActivities)
    .values(schedule.map(([kind, starts, ends]) => ({ schoolId, settingId: setting.id, kind, name: ACTIVITY_LABELS[kind], starts, ends })));
  const general = [...new Set(periods.flatMap((p) => p.requirements))];
  const pathways = [...new Set(periods.flatMap((p) => p.pathways))];
  const documents = [
    ...general.map((name) => ({ name, pathway: null as string | null })),
    ...pathways.filter((p) => PATHWAY_DOCUMENTS[p]).map((p) => ({ name: PATHWAY_DOCUMENTS[p]!, pathway: p as string | null })),
  ];
  if (documents.length) await db.insert(ppdbRequirements).values(documents.map((d) => ({ schoolId, settingId: setting.id, ...d, required: true })));
  return setting.id;
}
