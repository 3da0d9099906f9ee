/**
 * The ATTLOG table of the ZKTeco ADMS ("iclock") push protocol: one punch per line, tab-separated:
 * PIN, "YYYY-MM-DD HH:MM:SS" (the machine's local time), status (0 in, 1 out, 2–5 breaks and overtime),
 * verify (0 password, 1 fingerprint, 2 card, 15 face ...), then work code and reserved fields we ignore.
 */
export interface Punch {
  pin: string;
  /** Local date and time on the school's clock, "YYYY-MM-DDTHH:MM:SS". */
  local: string;
  punch: number;
  method: string;
  /** Known already (a QR scan by a signed-in student): no PIN lookup. */
  userId?: number;
  kind?: 'student' | 'staff';
}

const VERIFY: Record<string, string> = { '0': 'password', '1': 'fingerprint', '2': 'card', '3': 'password', '4': 'card', '15': 'face', '25': 'palm' };
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const PIN = /^[0-9A-Za-z]{1,24}$/;

function validLocal(m: RegExpExecArray): boolean {
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60 && y >= 2000;
}

/** Parses a pushed body: good lines become punches, a malformed line is counted and skipped. */
export function parseAttlog(body: string): { punches: Punch[]; skipped: number } {
  const punches: Punch[] = [];
  let skipped = 0;
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\r$/, '');
    if (!line.trim()) continue;
    const [pin, when, status, verify] = line.split('\t').map((f) => f.trim());
    const m = DATE_TIME.exec(when ?? '');
    if (!pin || !PIN.test(pin) || !m || !validLocal(m) || (status && !/^\d{1,3}$/.test(status))) {
      skipped += 1;
      continue;
    }
    punches.push({ pin, local: when.replace(' ', 'T'), punch: Number(status || 0), method: VERIFY[verify ?? ''] ?? 'other' });
  }
  return { punches, skipped };
}

/** The handshake answer: the options a machine reads before it pushes (stamps, intervals, time zone). */
export function handshakeReply(serial: string, timeZoneHours: number): string {
  return [
    `GET OPTION FROM: ${serial}`,
    'ATTLOGStamp=None',
    'OPERLOGStamp=9999',
    'ATTPHOTOStamp=None',
    'ErrorDelay=30',
    'Delay=10',
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog',
    `TimeZone=${timeZoneHours}`,
    'Realtime=1',
    'Encrypt=None',
  ].join('\n');
}
