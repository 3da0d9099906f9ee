import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { schoolSettings } from '../db/schema/master.ts';
import { DEFAULT_TIME_ZONE, fromZonedInput, toZonedInput } from '../../shared/time/school-time.ts';

/** The zone a school's times are kept and shown in (its settings; Jakarta when it has none). */
export async function schoolTimeZone(db: Db, schoolId: number): Promise<string> {
  const [row] = await db.select({ timeZone: schoolSettings.timeZone }).from(schoolSettings).where(eq(schoolSettings.schoolId, schoolId)).limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A day of the school's calendar ("2026-11-23", or today on the school's clock) as the moments it spans. */
export function schoolDay(timeZone: string, date: string | undefined, now = new Date()): { date: string; from: Date; to: Date } {
  const day = date ?? toZonedInput(now, timeZone).slice(0, 10);
  const from = new Date(fromZonedInput(`${day}T00:00`, timeZone));
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { date: day, from, to: new Date(fromZonedInput(`${next}T00:00`, timeZone)) };
}
