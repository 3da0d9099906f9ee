/** What the records screens send (history, final results, reports, grade level, readiness); shared by the contracts and the services. */
import { z } from 'zod';
import { recordId } from '../../ids.ts';
import { SCHEDULE_KINDS } from '../access.ts';

export const attemptDetailInput = z.object({ scheduleId: recordId });

export const finalResultInput = z.object({ scheduleId: recordId });

export const gradeLevelInput = z.object({
  grade: z.coerce.number({ message: 'Pilih tingkat kelas.' }).int('Pilih tingkat kelas.').min(1, 'Pilih tingkat kelas.').max(13, 'Pilih tingkat kelas.'),
  kind: z.enum(SCHEDULE_KINDS, { message: 'Jenis ujian tidak dikenal.' }).optional(),
  courseId: recordId.optional(),
  scheduleId: recordId.optional(),
});

export const studentHistoryInput = z.object({ scheduleId: recordId });

export const recordSchedulesInput = z.object({
  yearId: recordId.optional(),
  /** Without a year: the session's year, or the one before it (the history opens on last year). */
  start: z.enum(['current', 'previous']).default('current'),
  kinds: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',').filter((k): k is (typeof SCHEDULE_KINDS)[number] => (SCHEDULE_KINDS as readonly string[]).includes(k)) : [])),
});

export const teacherReadinessInput = z.object({ userId: recordId.optional() });
