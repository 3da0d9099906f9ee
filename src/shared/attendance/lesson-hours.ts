import { z } from 'zod';
import { clockTime } from './schemas.ts';

/** One day's lesson periods as the Jampel screen edits them: periods and breaks in time order. */
export const lessonDayInput = z
  .object({
    day: z.number().int().min(1, 'Hari tidak dikenal.').max(6, 'Hari tidak dikenal.'),
    rows: z
      .array(z.object({ startTime: clockTime, endTime: clockTime, isBreak: z.boolean(), label: z.string().trim().max(40).optional() }))
      .max(16, 'Paling banyak 16 baris sehari.'),
  })
  .superRefine((v, issue) => {
    v.rows.forEach((r, i) => {
      if (r.endTime <= r.startTime) issue.addIssue({ code: 'custom', path: ['rows', i, 'endTime'], message: 'Jam selesai harus sesudah jam mulai.' });
      const prev = v.rows[i - 1];
      if (prev && r.startTime < prev.endTime) issue.addIssue({ code: 'custom', path: ['rows', i, 'startTime'], message: 'Bertumpuk dengan baris sebelumnya.' });
    });
  });

/** A common SMK week: 45-minute periods from 07:00, a break and midday prayer; Friday ends early. */
export function defaultLessonDay(day: number) {
  const periods = day === 5 ? 6 : 10;
  const rows: { startTime: string; endTime: string; isBreak: boolean; label?: string }[] = [];
  let minute = 7 * 60;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  for (let p = 1; p <= periods; p++) {
    rows.push({ startTime: hhmm(minute), endTime: hhmm(minute + 45), isBreak: false });
    minute += 45;
    if (p === 3) rows.push({ startTime: hhmm(minute), endTime: hhmm((minute += 15)), isBreak: true, label: 'Istirahat' });
    if (p === 6 && periods > 6) rows.push({ startTime: hhmm(minute), endTime: hhmm((minute += 45)), isBreak: true, label: 'Ishoma' });
  }
  return rows;
}
