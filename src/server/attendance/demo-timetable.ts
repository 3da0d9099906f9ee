import type { Db } from '../db/client.ts';
import { defaultLessonDay } from '../../shared/attendance/lesson-hours.ts';
import { writeLessonDay } from './lesson-hours.ts';
import { draftTimetable } from './timetable.ts';

/** The demo school's lesson hours (Senin–Jumat) and an automatic draft of every rombel's timetable. */
export async function seedDemoTimetable(db: Db, schoolId: number, yearId: number): Promise<void> {
  for (const day of [1, 2, 3, 4, 5]) await writeLessonDay(db, schoolId, day, defaultLessonDay(day));
  await draftTimetable(db, schoolId, yearId);
}
