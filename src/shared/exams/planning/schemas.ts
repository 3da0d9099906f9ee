/**
 * What the planning screens send (remedial, duplicate, room allocations, collective timetable), shared by
 * the forms (messages) and the API (422). Messages are Indonesian: a school admin reads them as they are.
 */
import { z } from 'zod';
import { idSchema, recordId } from '../../ids.ts';
import { selectionSchema } from '../schedule-schema.ts';
import { RESULT_VISIBILITY } from '../access.ts';
import { minutesOf, timeValue } from '../../resources/fields.ts';

const id = recordId;
/** A choice from a list: an Indonesian message when nothing was chosen. */
const chosen = idSchema;
const REQUIRED = 'Wajib diisi.';
const hhmm = timeValue;
export { minutesOf };

const window = {
  startsAt: z.coerce.date({ error: 'Tanggal tidak valid.' }),
  endsAt: z.coerce.date({ error: 'Tanggal tidak valid.' }),
};
const endsAfterStart = (s: { startsAt: Date; endsAt: Date }, ctx: z.RefinementCtx) => {
  if (s.endsAt <= s.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Harus setelah waktu mulai.' });
};
/** null or '' = no token; 'AUTO' = a new one. */
const token = z
  .string()
  .trim()
  .toUpperCase()
  .max(12)
  .regex(/^[A-Z0-9]*$/, 'Hanya huruf dan angka.')
  .nullable()
  .optional();

/** A remedial of a finished schedule, for the chosen students only. Paper: the same questions, or chosen/drawn. */
export const remedialInput = z
  .object({
    id: id.optional(),
    parentId: chosen('Pilih ujian asal.'),
    title: z.string().trim().min(1, REQUIRED).max(200),
    ...window,
    durationMinutes: z.number().int().min(1, 'Minimal 1 menit.').max(600),
    token,
    userIds: z.array(id).min(1, 'Pilih minimal satu siswa.').max(2000),
    /** same: the original's questions; fixed or draw: as in the schedule form. */
    paper: z.discriminatedUnion('mode', [z.object({ mode: z.literal('same') }), ...selectionSchema.options]),
  })
  .superRefine(endsAfterStart);
export type RemedialInput = z.output<typeof remedialInput>;

export const duplicateInput = z
  .object({
    sourceId: chosen('Pilih jadwal asal.'),
    title: z.string().trim().min(1, REQUIRED).max(200),
    ...window,
    /** Empty: the source's rombel when it is in the current year. */
    sectionIds: z.array(id).max(100).default([]),
  })
  .superRefine(endsAfterStart);
export type DuplicateInput = z.output<typeof duplicateInput>;

export const allocationInput = z.object({
  scheduleId: chosen('Pilih jadwal ujian.'),
  sessionTimeId: id.nullable().optional(),
  rooms: z
    .array(z.object({ roomId: id, proctorUserId: id.nullable().optional() }))
    .min(1, 'Pilih minimal satu ruang.')
    .max(50)
    .refine((rs) => new Set(rs.map((r) => r.roomId)).size === rs.length, 'Ruang yang sama dipilih dua kali.'),
});
export type AllocationInput = z.output<typeof allocationInput>;

export const moveSeatInput = z.object({ allocationId: id });

export const gridInput = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal tidak valid.'),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal tidak valid.'),
  grade: z.coerce.number().int().min(1).max(13).optional(),
});

/** One row of "Jadwal Kolektif": a course for a grade (or chosen rombel) on a day, in a session or between two times. */
export const collectiveRow = z
  .object({
    courseId: chosen('Pilih mata pelajaran.'),
    grade: z.coerce.number({ error: 'Wajib diisi.' }).int().min(1, 'Tingkat 1–13.').max(13, 'Tingkat 1–13.'),
    /** Empty: every rombel of the grade. */
    sectionIds: z.array(id).max(50).default([]),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Isi tanggal.'),
    sessionTimeId: id.nullable().optional(),
    startTime: hhmm.nullable().optional(),
    endTime: hhmm.nullable().optional(),
    durationMinutes: z.coerce.number().int().min(1, 'Minimal 1 menit.').max(600),
    paper: z.discriminatedUnion('mode', [z.object({ mode: z.literal('all') }), selectionSchema.options[1]]),
  })
  .superRefine((r, ctx) => {
    if (r.sessionTimeId) return;
    if (!r.startTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Pilih sesi atau isi jam mulai.' });
    if (!r.endTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Isi jam selesai.' });
    if (r.startTime && r.endTime && minutesOf(r.endTime) <= minutesOf(r.startTime))
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'Jam selesai harus setelah jam mulai.' });
  });

export const collectiveInput = z.object({
  kind: z.enum(['school', 'akm', 'tka']),
  titlePrefix: z.string().trim().min(1, REQUIRED).max(80),
  withToken: z.boolean().default(true),
  shuffleQuestions: z.boolean().default(true),
  shuffleOptions: z.boolean().default(true),
  resultVisibility: z.enum(RESULT_VISIBILITY).default('after_window'),
  rows: z.array(collectiveRow).min(1, 'Tambahkan minimal satu baris.').max(200),
  /** true: check every row and answer the preview; nothing is written. */
  dryRun: z.boolean().default(false),
});
export type CollectiveInput = z.output<typeof collectiveInput>;
