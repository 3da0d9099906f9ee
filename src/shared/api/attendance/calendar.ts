/** Kalender akademik: events and holidays, and the effective school days (hari efektif) of each semester. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { calendarEventInput, isoDate } from '../../attendance/schemas.ts';

const TAG = 'Presensi';

export const calendarEventSchema = z.object({
  id: z.number(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  kind: z.string(),
  isHoliday: z.boolean(),
});

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  events: z.array(calendarEventSchema),
  schoolDaysPerWeek: z.number(),
  /** School days of [from, to]. */
  effectiveDays: z.number(),
  semesters: z.array(z.object({ semester: z.string(), startDate: z.string(), endDate: z.string(), effectiveDays: z.number() })),
  canEdit: z.boolean(),
});

export const getCalendarContract = defineContract({
  name: 'attendance.calendar.get',
  method: 'GET',
  path: '/api/attendance/calendar',
  auth: 'session',
  input: z.object({ from: isoDate.optional(), to: isoDate.optional() }),
  output: calendarSchema,
  tag: TAG,
  summary: 'Kalender akademik sebulan (bawaan: bulan ini) dengan hari libur dan hari efektif tiap semester.',
});

export const createCalendarEventContract = defineContract({
  name: 'attendance.calendar.create',
  method: 'POST',
  path: '/api/attendance/calendar',
  auth: 'session',
  input: calendarEventInput,
  output: calendarEventSchema,
  status: 201,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menambah kegiatan atau hari libur; libur nasional dan libur sekolah bukan hari efektif.',
  example: { title: 'Class meeting', startDate: '2026-12-14', endDate: '2026-12-18', kind: 'event' },
});

export const deleteCalendarEventContract = defineContract({
  name: 'attendance.calendar.delete',
  method: 'DELETE',
  path: '/api/attendance/calendar/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menghapus satu kegiatan kalender.',
});
