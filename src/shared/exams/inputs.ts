/**
 * What the exam screens send to the Bank Soal, schedules, the proctor's actions and scoring: shared by the
 * contracts (src/shared/api/exams) and the services. Messages are Indonesian.
 */
import { z } from 'zod';
import { recordId } from '../ids.ts';
import { ITEM_TYPES } from './item-types.ts';
import { itemContentSchema } from './item-schema.ts';
import { SCHEDULE_KINDS } from './access.ts';
import { FILE_TOO_LARGE, WORKBOOK_BASE64_BYTES } from '../workbook-limits.ts';

const id = recordId;

export const listQuestionsInput = z.object({
  courseId: id.optional(),
  grade: z.coerce.number().int().min(1).max(13).optional(),
  type: z.enum(ITEM_TYPES).optional(),
  stimulusId: id.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
});

export const saveQuestionInput = z.object({
  id: id.optional(),
  courseId: id.nullable().optional(),
  grade: z.number().int().min(1).max(13).nullable().optional(),
  stimulusId: id.nullable().optional(),
  position: z.number().int().min(0).max(999).default(0),
  content: itemContentSchema,
});

export const listStimuliInput = z.object({
  courseId: id.optional(),
  grade: z.coerce.number().int().min(1).max(13).optional(),
});

export const saveStimulusInput = z.object({
  id: id.optional(),
  title: z.string().trim().min(1, 'Wajib diisi.').max(200),
  html: z.string().trim().min(1, 'Wajib diisi.').max(500_000, 'Teks terlalu panjang.'),
  courseId: id.nullable().optional(),
  grade: z.number().int().min(1).max(13).nullable().optional(),
});

const bankFilter = z.object({
  courseId: recordId.optional(),
  grade: z.coerce.number().int().min(1).max(13).optional(),
});
export const exportQuestionsInput = bankFilter;

export const importQuestionsInput = bankFilter.extend({
  /** The .xlsx file, base64. */
  file: z.string().min(1, 'Pilih berkas .xlsx.').max(WORKBOOK_BASE64_BYTES, FILE_TOO_LARGE),
  /** Check only: report the rows' errors without saving anything. */
  dryRun: z.boolean().default(false),
});

export const listSchedulesInput = z.object({
  kinds: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').filter((k): k is (typeof SCHEDULE_KINDS)[number] => (SCHEDULE_KINDS as readonly string[]).includes(k)) : [])),
});

export const blockInput = z.object({ reason: z.string().trim().max(200).optional() });
export const extendInput = z.object({ minutes: z.number().int().min(-60).max(240) });

export const essayScoreInput = z.object({ questionId: recordId, score: z.number() });

/** The student's class exercises, narrowed to one course. */
export const myPracticeInput = z.object({ courseId: recordId.optional() });
/** A practice review: the live attempt, or one archived try (riwayat = its history id). */
export const reviewInput = z.object({ riwayat: recordId.optional() });
