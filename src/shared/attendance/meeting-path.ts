/**
 * /lesson_timetable_meeting/:id/:id2/:id3/:id4/:id5/:id6/:id7/:id8 — one meeting of a lesson. The eight ids are,
 * in order: academic year, semester (1 or 2), rombel (section), KBM (teaching assignment), timetable slot, and the
 * date as year, month, day. The server checks that they belong together (another school's, another year's or a
 * date on another weekday than the slot's is "not found"), so a stale or edited address opens nothing wrong.
 */
export interface MeetingAddress {
  yearId: number;
  semester: '1' | '2';
  sectionId: number;
  teachingAssignmentId: number;
  slotId: number;
  date: string;
}

export function meetingPath(m: MeetingAddress): string {
  const [y, mo, d] = m.date.split('-');
  return `/lesson_timetable_meeting/${m.yearId}/${m.semester}/${m.sectionId}/${m.teachingAssignmentId}/${m.slotId}/${y}/${Number(mo)}/${Number(d)}`;
}

/** The address's ids, or null when one is not a plain number or the date is not a calendar date. */
export function parseMeetingParams(p: Record<string, string | undefined>): MeetingAddress | null {
  const n = [p.id, p.id2, p.id3, p.id4, p.id5, p.id6, p.id7, p.id8].map((v) => (v && /^\d{1,10}$/.test(v) ? Number(v) : NaN));
  if (n.some((v) => !Number.isSafeInteger(v) || v < 1 || v > 2_147_483_647) || (n[1] !== 1 && n[1] !== 2)) return null;
  const date = `${String(n[5]).padStart(4, '0')}-${String(n[6]).padStart(2, '0')}-${String(n[7]).padStart(2, '0')}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date) return null;
  return { yearId: n[0], semester: n[1] === 2 ? '2' : '1', sectionId: n[2], teachingAssignmentId: n[3], slotId: n[4], date };
}
