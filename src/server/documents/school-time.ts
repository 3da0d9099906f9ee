/**
 * Dates and times on documents are the school's, in its time zone (issue 12, item 9), whatever the server's
 * zone is: "23 November 2026", "Senin, 23 November 2026", "07.30 WIB".
 */
const ZONE_NAMES: Record<string, string> = { 'Asia/Jakarta': 'WIB', 'Asia/Pontianak': 'WIB', 'Asia/Makassar': 'WITA', 'Asia/Jayapura': 'WIT' };

export function longDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at);
}

export function dayAndDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at);
}

export function clockTime(at: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat('id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return `${time.replace(':', '.')} ${ZONE_NAMES[timeZone] ?? timeZone}`;
}

/** "07.30–09.00 WIB": a span within one day. */
export function timeSpan(from: Date, to: Date, timeZone: string): string {
  return `${clockTime(from, timeZone).split(' ')[0]}–${clockTime(to, timeZone)}`;
}
