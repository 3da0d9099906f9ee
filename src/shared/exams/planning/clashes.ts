/**
 * Clashes on the exam timetable: a rombel sitting two exams at once, a room or a proctor booked for two
 * schedules at once. "At once" is overlapping windows (start to end). Pure, so the grid and its tests share it.
 */
export interface GridEntry {
  id: number;
  title: string;
  startsAt: string | Date;
  endsAt: string | Date;
  sections: { id: number; name: string }[];
  rooms: { roomId: number; roomName: string; proctorUserId: number | null; proctorName: string | null }[];
}

const ms = (d: string | Date) => new Date(d).getTime();
const overlap = (a: GridEntry, b: GridEntry) => ms(a.startsAt) < ms(b.endsAt) && ms(b.startsAt) < ms(a.endsAt);

/** For each schedule id, the clashes it is part of, in Indonesian. */
export function clashesOf(entries: readonly GridEntry[]): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  const add = (id: number, message: string) => (out[id] ??= []).includes(message) || out[id].push(message);
  for (const [i, a] of entries.entries()) {
    for (const b of entries.slice(i + 1)) {
      if (!overlap(a, b)) continue;
      for (const s of a.sections.filter((x) => b.sections.some((y) => y.id === x.id))) {
        add(a.id, `Rombel ${s.name} juga ujian ${b.title} pada waktu yang sama.`);
        add(b.id, `Rombel ${s.name} juga ujian ${a.title} pada waktu yang sama.`);
      }
      for (const r of a.rooms.filter((x) => b.rooms.some((y) => y.roomId === x.roomId))) {
        add(a.id, `Ruang ${r.roomName} juga dipakai ${b.title}.`);
        add(b.id, `Ruang ${r.roomName} juga dipakai ${a.title}.`);
      }
      for (const p of a.rooms.filter((x) => x.proctorUserId && b.rooms.some((y) => y.proctorUserId === x.proctorUserId))) {
        add(a.id, `Pengawas ${p.proctorName ?? ''} juga bertugas di ${b.title}.`);
        add(b.id, `Pengawas ${p.proctorName ?? ''} juga bertugas di ${a.title}.`);
      }
    }
  }
  return out;
}
