/**
 * Hari efektif: which dates are school days. One rule for attendance, the rapor and library fines: a date is a
 * school day when it falls Monday to Friday (or Saturday in a six-day school) and no holiday of the calendar
 * covers it. Dates are ISO strings (YYYY-MM-DD) on the school's calendar.
 */
export interface SchoolWeek {
  /** 5 (Senin–Jumat) or 6 (Senin–Sabtu). */
  schoolDays: 5 | 6;
  /** Every holiday date (national and the school's own), expanded to single days. */
  holidays: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;

/** 0 = Sunday ... 6 = Saturday, for an ISO date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function isSchoolDay(date: string, week: SchoolWeek): boolean {
  const day = weekday(date);
  if (day === 0 || (day === 6 && week.schoolDays === 5)) return false;
  return !week.holidays.has(date);
}

/** The school days from `from` to `to`, both included. */
export function schoolDaysBetween(from: string, to: string, week: SchoolWeek): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (isSchoolDay(d, week)) days.push(d);
  return days;
}

export function countSchoolDays(from: string, to: string, week: SchoolWeek): number {
  return schoolDaysBetween(from, to, week).length;
}

/** Every date of the inclusive ranges, for building `holidays`. */
export function expandRanges(ranges: readonly { startDate: string; endDate: string }[]): Set<string> {
  const out = new Set<string>();
  for (const r of ranges) for (let d = r.startDate; d <= r.endDate; d = addDays(d, 1)) out.add(d);
  return out;
}
