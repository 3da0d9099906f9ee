/**
 * How many days a copy is late: calendar days, or, when the library skips holidays (the default), only the
 * school days of attendance's calendar (schoolCalendar: the school's week and every holiday it lists). A copy
 * due before a long holiday is not fined for the days the school was shut.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { librarySettings } from '../db/schema/library.ts';
import { schoolCalendar } from '../attendance/calendar.ts';
import { addDays, daysBetween } from './dates.ts';

/** Days late of a copy due on `dueOn` and back (or still out) on `on`; 0 when not late. */
export type LateDays = (dueOn: string, on: string) => number;

export const calendarLateDays: LateDays = (dueOn, on) => Math.max(0, daysBetween(dueOn, on));

export async function lateDaysRule(db: Db, schoolId: number, academicYearId: number | null = null): Promise<LateDays> {
  // Asked together (the desk asks on every scan): the calendar is rarely not needed.
  const [[settings], calendar] = await Promise.all([
    db.select({ skip: librarySettings.skipHolidays }).from(librarySettings).where(eq(librarySettings.schoolId, schoolId)),
    schoolCalendar(db, schoolId, academicYearId),
  ]);
  if (settings && !settings.skip) return calendarLateDays;
  return (dueOn, on) => (on <= dueOn ? 0 : calendar.countSchoolDays(addDays(dueOn, 1), on));
}
