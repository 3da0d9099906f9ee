import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { calendarEvents } from '../db/schema/attendance.ts';
import { teachingSettings } from '../db/schema/master.ts';
import { countSchoolDays, expandRanges, isSchoolDay, type SchoolWeek } from '../../shared/attendance/school-days.ts';
import { NATIONAL_HOLIDAYS } from '../../shared/attendance/national-holidays.ts';

/**
 * A school's week: five or six days (its teaching settings of the year; six when it has none) and every
 * holiday of its calendar. The one source of "hari efektif" for attendance, the rapor and library fines.
 */
export async function loadSchoolWeek(db: Db | Tx, schoolId: number, academicYearId?: number | null): Promise<SchoolWeek> {
  const settings = academicYearId
    ? await db
        .select({ schoolDays: teachingSettings.schoolDays })
        .from(teachingSettings)
        .where(and(eq(teachingSettings.schoolId, schoolId), eq(teachingSettings.academicYearId, academicYearId)))
        .limit(1)
    : [];
  const holidays = await db
    .select({ startDate: calendarEvents.startDate, endDate: calendarEvents.endDate })
    .from(calendarEvents)
    .where(and(eq(calendarEvents.schoolId, schoolId), eq(calendarEvents.isHoliday, true)));
  return { schoolDays: settings[0]?.schoolDays === '5' ? 5 : 6, holidays: expandRanges(holidays) };
}

/** The seam other areas call (library fines, the rapor): is a date a school day, how many between two dates. */
export async function schoolCalendar(db: Db, schoolId: number, academicYearId?: number | null) {
  const week = await loadSchoolWeek(db, schoolId, academicYearId);
  return {
    week,
    isSchoolDay: (date: string) => isSchoolDay(date, week),
    countSchoolDays: (from: string, to: string) => countSchoolDays(from, to, week),
  };
}

/** The events that touch [from, to]. */
export function eventsBetween(db: Db | Tx, schoolId: number, from: string, to: string) {
  return db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.schoolId, schoolId), lte(calendarEvents.startDate, to), gte(calendarEvents.endDate, from)))
    .orderBy(asc(calendarEvents.startDate), asc(calendarEvents.id));
}

/** Adds the national holidays of 2026 and 2027 to a school that has none yet (every start; idempotent). */
export async function seedNationalHolidays(db: Db, schoolIds: Iterable<number>): Promise<void> {
  for (const schoolId of schoolIds) {
    const [any] = await db
      .select({ id: calendarEvents.id })
      .from(calendarEvents)
      .where(and(eq(calendarEvents.schoolId, schoolId), eq(calendarEvents.kind, 'national')))
      .limit(1);
    if (any) continue;
    await db
      .insert(calendarEvents)
      .values(NATIONAL_HOLIDAYS.map(([startDate, endDate, title]) => ({ schoolId, title, startDate, endDate, kind: 'national', isHoliday: true })));
  }
}
