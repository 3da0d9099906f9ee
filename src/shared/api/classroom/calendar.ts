/** The class calendar (/kelas_room_kalender): a month of one's rooms — meetings, due assignments, quizzes, holidays. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { assignmentStatusSchema } from './rooms.ts';

export const CALENDAR_KINDS = ['meeting', 'assignment', 'quiz', 'holiday', 'event'] as const;

export const classCalendarContract = defineContract({
  name: 'classroom.calendar',
  method: 'GET',
  path: '/api/classroom/calendar',
  auth: 'session',
  input: z.object({
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan ditulis TTTT-BB.')
      .optional(),
  }),
  output: z.object({
    month: z.string(),
    events: z.array(
      z.object({
        date: z.string(),
        kind: z.enum(CALENDAR_KINDS),
        title: z.string(),
        detail: z.string().nullable(),
        roomId: z.number().nullable(),
        /** The assignment (kind assignment) or the practice schedule (kind quiz) the event opens. */
        targetId: z.number().nullable(),
        status: assignmentStatusSchema.nullable(),
      }),
    ),
  }),
  tag: 'Ruang Kelas',
  summary: 'Kalender kelas sebulan: pertemuan bertanggal, batas tugas (dengan status siswa), kuis dan hari libur sekolah.',
});
