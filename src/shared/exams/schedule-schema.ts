import { z } from 'zod';
import { recordId } from '../ids.ts';
import { ITEM_TYPES } from './item-types.ts';
import { RESULT_VISIBILITY, SCHEDULE_KINDS } from './access.ts';

/** A schedule as the form sends it; shared by the form (messages) and the API (422). */
const id = recordId;
const sha256Hex = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, 'Harus 64 karakter heksadesimal (SHA-256).');

export const selectionSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('fixed'), questionIds: z.array(id).min(1, 'Pilih minimal satu soal.').max(300) }),
  z.object({
    mode: z.literal('draw'),
    rules: z.array(z.object({ type: z.enum(ITEM_TYPES), count: z.number().int().min(1).max(200) })).min(1, 'Tambahkan minimal satu aturan.'),
  }),
]);

export const scheduleInputSchema = z
  .object({
    id: id.optional(),
    kind: z.enum(SCHEDULE_KINDS),
    title: z.string().trim().min(1, 'Wajib diisi.').max(200),
    courseId: id.nullable().optional(),
    grade: z.number().int().min(1).max(13).nullable().optional(),
    startsAt: z.coerce.date({ error: 'Tanggal tidak valid.' }),
    endsAt: z.coerce.date({ error: 'Tanggal tidak valid.' }),
    durationMinutes: z.number().int().min(1, 'Minimal 1 menit.').max(600),
    /** null or '' = no token; 'auto' = generate one. */
    token: z
      .string()
      .trim()
      .toUpperCase()
      .max(12)
      .regex(/^[A-Z0-9]*$/, 'Hanya huruf dan angka.')
      .nullable()
      .optional(),
    shuffleQuestions: z.boolean().default(true),
    shuffleOptions: z.boolean().default(true),
    resultVisibility: z.enum(RESULT_VISIBILITY).default('after_window'),
    session: z.string().trim().max(40).nullable().optional(),
    room: z.string().trim().max(40).nullable().optional(),
    sebRequired: z.boolean().default(false),
    sebConfigKeys: z.array(sha256Hex).max(10).default([]),
    sebBrowserExamKeys: z.array(sha256Hex).max(10).default([]),
    recordLeave: z.boolean().default(true),
    parentId: id.nullable().optional(),
    sectionIds: z.array(id).min(1, 'Pilih minimal satu kelas.').max(100),
    selection: selectionSchema,
  })
  .superRefine((s, ctx) => {
    if (s.endsAt <= s.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Harus setelah waktu mulai.' });
    // A schedule that requires Safe Exam Browser without keys of its own relies on the school's whitelisted
    // apps; the server checks that the school has one (saveSchedule), the form cannot know.
  });

export type ScheduleInput = z.output<typeof scheduleInputSchema>;

/**
 * Practice presets: the sections of an AKM or TKA tryout with default timings and question mix. The
 * official timings change from year to year (POS AKM/TKA); these are starting values the teacher edits.
 */
export const PRACTICE_PRESETS = {
  akm: [
    {
      title: 'AKM Literasi Membaca',
      durationMinutes: 90,
      rules: [
        { type: 'single_choice', count: 10 },
        { type: 'multiple_choice', count: 5 },
        { type: 'true_false', count: 5 },
        { type: 'matching', count: 3 },
        { type: 'short_answer', count: 3 },
        { type: 'essay', count: 2 },
      ],
    },
    {
      title: 'AKM Numerasi',
      durationMinutes: 90,
      rules: [
        { type: 'single_choice', count: 10 },
        { type: 'multiple_choice', count: 5 },
        { type: 'true_false', count: 5 },
        { type: 'short_answer', count: 5 },
        { type: 'essay', count: 2 },
      ],
    },
  ],
  tka: [
    {
      title: 'TKA Bahasa Indonesia',
      durationMinutes: 75,
      rules: [
        { type: 'single_choice', count: 25 },
        { type: 'multiple_choice', count: 5 },
        { type: 'true_false', count: 5 },
      ],
    },
    {
      title: 'TKA Matematika',
      durationMinutes: 75,
      rules: [
        { type: 'single_choice', count: 25 },
        { type: 'multiple_choice', count: 5 },
        { type: 'short_answer', count: 5 },
      ],
    },
    {
      title: 'TKA Bahasa Inggris',
      durationMinutes: 60,
      rules: [
        { type: 'single_choice', count: 25 },
        { type: 'true_false', count: 5 },
      ],
    },
  ],
} as const;
