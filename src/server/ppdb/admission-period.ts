import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { ppdbPathways, ppdbPeriods, ppdbSettings } from '../db/schema/ppdb.ts';
import { schools } from '../db/schema/schools.ts';
import { validationError } from '../http/errors.ts';

/** Today's date in Indonesia's western time zone (WIB), where admission periods open and close. */
export function todayInJakarta(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10);
}

export interface OpenPeriod {
  school: { id: number; name: string; code: string };
  period: { id: number; key: string; name: string; academicYear: string; majors: string[] };
  /** The pathways the period opens (quota above zero). */
  pathways: string[];
}

/** The school and its admission period from the database, if the period is open today; otherwise a 422 naming the field. */
export async function openPeriod(db: Db, slug: string, periodKey: string, today = todayInJakarta()): Promise<OpenPeriod> {
  const [row] = await db
    .select({
      school: { id: schools.id, name: schools.name, code: schools.code },
      id: ppdbPeriods.id,
      key: ppdbPeriods.periodKey,
      name: ppdbPeriods.name,
      opens: ppdbPeriods.opens,
      closes: ppdbPeriods.closes,
      academicYear: ppdbSettings.academicYear,
      majors: ppdbSettings.majors,
    })
    .from(schools)
    .leftJoin(ppdbPeriods, and(eq(ppdbPeriods.schoolId, schools.id), eq(ppdbPeriods.periodKey, periodKey)))
    .leftJoin(ppdbSettings, eq(ppdbSettings.id, ppdbPeriods.settingId))
    .where(and(eq(schools.slug, slug), eq(schools.isActive, true)))
    .limit(1);
  if (!row) throw validationError({ school: ['Sekolah tidak ditemukan.'] });
  if (row.id === null || row.opens === null || row.closes === null) throw validationError({ period: ['Gelombang pendaftaran tidak ditemukan.'] });
  if (today < row.opens) throw validationError({ period: [`Gelombang ini baru dibuka ${row.opens}.`] });
  if (today > row.closes) throw validationError({ period: ['Gelombang ini sudah ditutup.'] });
  const open = await db.select({ pathway: ppdbPathways.pathway, quota: ppdbPathways.quota }).from(ppdbPathways).where(eq(ppdbPathways.periodId, row.id));
  return {
    school: row.school,
    period: { id: row.id, key: row.key!, name: row.name!, academicYear: row.academicYear!, majors: row.majors ?? [] },
    pathways: open.filter((p) => p.quota > 0).map((p) => p.pathway),
  };
}
