/**
 * How many days a copy is late: calendar days, or, when the library skips holidays (the default), only the
 * school days of attendance's calendar (schoolCalendar: the school's week and every holiday it lists). A copy
 * due before a long holiday is not fined for the days the school was shut.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { librarySettings } from '../db/schema/library.ts';
import { loadSchoolWeek } from '../attendance/calendar.ts';
import { countSchoolDays } from '../../shared/attendance/school-days.ts';
import { addDays, daysBetween } from './dates.ts';

/** Days late of a copy due on `dueOn` and back (or still out) on `on`; 0 when not late. */
export type LateDays = (dueOn: string, on: string) => number;

export const calendarLateDays: LateDays = (dueOn, on) => Math.max(0, daysBetween(dueOn, on));

/** The school's rule; also inside a transaction (the desk asks only once it knows a copy is late). */
export async function lateDaysRule(db: Db | Tx, schoolId: number, academicYearId: number | null = null): Promise<LateDays> {
  // Asked together: the calendar is rarely not needed.
  const [[settings], week] = await Promise.all([
    db.select({ skip: librarySettings.skipHolidays }).from(librarySettings).where(eq(librarySettings.schoolId, schoolId)),
    loadSchoolWeek(db, schoolId, academicYearId),
  ]);
  if (settings && !settings.skip) return calendarLateDays;
  return (dueOn, on) => (on <= dueOn ? 0 : countSchoolDays(addDays(dueOn, 1), on, week));
}
