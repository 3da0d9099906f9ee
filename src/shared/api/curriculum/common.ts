/** Shapes shared by the curriculum's contracts. */
import { z } from 'zod';
import { idSchema } from '../../ids.ts';
import { PHASE_CODES } from '../../curriculum/types.ts';

export const TAG = 'Kurikulum';

export const ownerSchema = z.enum(['platform', 'school'], { error: 'Pilih referensi platform atau sekolah.' });
export const ownerFilterSchema = z.enum(['platform', 'school', 'all']).default('all');
export const phaseSchema = z.enum(PHASE_CODES, { error: 'Fase harus A, B, C, D, E atau F.' });
export const semesterSchema = z.enum(['1', '2'], { error: 'Semester harus 1 (ganjil) atau 2 (genap).' });
export const gradeSchema = z.coerce
  .number({ error: 'Tingkat berupa angka 1–13.' })
  .int('Tingkat berupa angka 1–13.')
  .min(1, 'Tingkat berupa angka 1–13.')
  .max(13, 'Tingkat berupa angka 1–13.');
export const subjectIdSchema = idSchema('Pilih mata pelajaran.');
export const optionalId = idSchema().optional();

export const longText = (label: string, max = 4000) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} paling banyak ${max} karakter.`);
export const shortText = (label: string, max = 100) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} paling banyak ${max} karakter.`);

export const idParams = z.object({ id: idSchema() });
export const deletedSchema = z.object({ message: z.string() });
export const copyResultSchema = z.object({ copied: z.number(), skipped: z.number(), message: z.string() });

/** Which reference text a row is, and whether this school already has its own copy of a platform row. */
export const ownedRowFields = {
  id: z.number(),
  owner: ownerSchema,
  copiedFromId: z.number().nullable(),
  /** For a platform row: the id of the school's copy, if it has one. */
  copyId: z.number().nullable(),
};
