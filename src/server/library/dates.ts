/** Library dates are calendar days in the school's time zone (Asia/Jakarta unless a school says otherwise). */
const ZONE = 'Asia/Jakarta';

export function todayIn(timeZone = ZONE, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The late fine of a copy due on `dueOn` and returned on `returnedOn`, with the days late counted by `count`. */
export function lateFine(
  dueOn: string,
  returnedOn: string,
  finePerDay: number,
  count: (dueOn: string, on: string) => number = (d, r) => Math.max(0, daysBetween(d, r)),
): { lateDays: number; fine: number } {
  const lateDays = count(dueOn, returnedOn);
  return { lateDays, fine: lateDays * finePerDay };
}
