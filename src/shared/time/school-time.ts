/**
 * One rule for times (issue 12): a school's times are in the school's time zone (schedules, PPDB periods,
 * attendance), shown in that zone whatever the zone of the device is. A teacher in Jayapura with a laptop
 * still set to Jakarta sees the school's 07.30 as 07.30. Indonesia's zones have no daylight saving, but the
 * conversion below does not rely on it.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Jakarta';

/** WIB, WITA, WIT: what Indonesians write after a time. */
const ZONE_NAMES: Record<string, string> = { 'Asia/Jakarta': 'WIB', 'Asia/Pontianak': 'WIB', 'Asia/Makassar': 'WITA', 'Asia/Jayapura': 'WIT' };
export const zoneName = (timeZone: string) => ZONE_NAMES[timeZone] ?? timeZone;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat('id-ID', { ...options, timeZone })));
  return f;
}

/** A moment shown in the school's zone, Indonesian style: "23 Nov 2026, 07.30". */
export function formatInZone(
  moment: string | Date,
  timeZone: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return formatter(timeZone, options).format(new Date(moment));
}

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};
const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock parts of a moment in a zone. */
function partsIn(moment: Date, timeZone: string) {
  let f = partsFormatters.get(timeZone);
  if (!f) partsFormatters.set(timeZone, (f = formatter(timeZone, PARTS)));
  const p = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of f.formatToParts(moment)) if (part.type in p) p[part.type as keyof typeof p] = Number(part.value);
  p.hour %= 24;
  return p;
}

/**
 * Offsets by zone and quarter hour. A device's batch of 50 taps converts 50 wall-clock times, and Intl is the
 * costly part. Zones have changed their offsets on a quarter hour of UTC at the finest (since the LMT of before
 * 1932), so one answer serves the quarter.
 */
const offsets = new Map<string, number>();
const QUARTER = 15 * 60_000;

/** How far the zone's wall clock is ahead of UTC at that moment, in milliseconds. */
function offsetAt(moment: Date, timeZone: string): number {
  const key = `${timeZone}|${Math.floor(moment.getTime() / QUARTER)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = partsIn(moment, timeZone);
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(moment.getTime() / 1000) * 1000;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The value of a datetime-local input ("2026-11-23T07:30") for a moment, as the school's clock reads it. */
export function toZonedInput(moment: string | Date, timeZone: string): string {
  const p = partsIn(new Date(moment), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The moment (ISO, UTC) a datetime-local value means on the school's clock; '' stays ''. */
export function fromZonedInput(value: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return '';
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  // The offset at the guessed moment, then once more at the corrected one (exact unless the zone jumps).
  let moment = wall - offsetAt(new Date(wall), timeZone);
  moment = wall - offsetAt(new Date(moment), timeZone);
  return new Date(moment).toISOString();
}
