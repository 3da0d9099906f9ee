/**
 * The reference texts (CP, KD, KI): a platform row is the superadmin's, a school row the school's own copy or its
 * own text. Each kind has the same four calls: list, save (create or change), delete, and copy to the school.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { idSchema } from '../../ids.ts';
import {
  TAG,
  copyResultSchema,
  deletedSchema,
  gradeSchema,
  idParams,
  longText,
  ownedRowFields,
  ownerFilterSchema,
  ownerSchema,
  phaseSchema,
  shortText,
  subjectIdSchema,
} from './common.ts';

function textContracts<I extends z.ZodObject, F extends z.ZodObject, R extends z.ZodObject>(kind: string, noun: string, input: I, filter: F, row: R) {
  const path = `/api/curriculum/${kind}s`;
  return {
    list: defineContract({
      name: `curriculum.${kind}s.list`,
      method: 'GET',
      path,
      auth: 'session',
      tag: TAG,
      input: filter.extend({ owner: ownerFilterSchema }),
      output: z.object({ data: z.array(row), canEditPlatform: z.boolean(), canEditSchool: z.boolean() }),
      summary: `${noun} referensi platform dan salinan sekolah, disaring.`,
    }),
    save: defineContract({
      name: `curriculum.${kind}s.save`,
      method: 'POST',
      path,
      auth: 'session',
      tag: TAG,
      input: input.extend({ id: idSchema().optional(), owner: ownerSchema }),
      output: row,
      access: 'superadmin (platform), admin sekolah (sekolah)',
      summary: `Menambah atau mengubah ${noun}. Sekolah hanya mengubah salinannya sendiri; teks platform 403.`,
    }),
    remove: defineContract({
      name: `curriculum.${kind}s.delete`,
      method: 'DELETE',
      path: `${path}/:id`,
      auth: 'session',
      tag: TAG,
      params: idParams,
      output: deletedSchema,
      access: 'superadmin (platform), admin sekolah (sekolah)',
      summary: `Menghapus ${noun}; yang masih dipakai (penilaian, soal, rapor, dokumen) ditolak 409 dengan tempat pemakaiannya.`,
    }),
    copy: defineContract({
      name: `curriculum.${kind}s.copy`,
      method: 'POST',
      path: `${path}/copy`,
      auth: 'session',
      tag: TAG,
      input: filter.extend({ ids: z.array(idSchema()).max(500).optional() }),
      output: copyResultSchema,
      access: 'admin sekolah',
      summary: `Menyalin ${noun} platform ke sekolah (yang sudah disalin dilewati).`,
    }),
  };
}

const subjectFields = { subjectId: z.number(), subjectName: z.string(), subjectCode: z.string() };

export const cpInput = z.object({
  subjectId: subjectIdSchema,
  phase: phaseSchema,
  element: shortText('Elemen', 150),
  description: longText('Capaian pembelajaran', 6000),
  position: z.coerce.number().int().min(0).max(999).optional(),
});
export const cpRowSchema = z.object({
  ...ownedRowFields,
  ...subjectFields,
  phase: phaseSchema,
  element: z.string(),
  description: z.string(),
  position: z.number(),
});
export const CP = textContracts('cp', 'CP', cpInput, z.object({ subjectId: subjectIdSchema.optional(), phase: phaseSchema.optional() }), cpRowSchema);

export const kdInput = z.object({
  subjectId: subjectIdSchema,
  grade: gradeSchema,
  kiNumber: z.coerce
    .number()
    .int()
    .refine((n) => n === 3 || n === 4, 'KD berada di bawah KI-3 (pengetahuan) atau KI-4 (keterampilan).'),
  code: z
    .string()
    .trim()
    .regex(/^[34]\.\d{1,2}$/, 'Kode KD seperti 3.1 atau 4.12.'),
  description: longText('Rumusan KD', 2000),
  position: z.coerce.number().int().min(0).max(999).optional(),
});
export const kdRowSchema = z.object({
  ...ownedRowFields,
  ...subjectFields,
  grade: z.number(),
  kiNumber: z.number(),
  code: z.string(),
  description: z.string(),
  position: z.number(),
});
export const KD = textContracts('kd', 'KD', kdInput, z.object({ subjectId: subjectIdSchema.optional(), grade: gradeSchema.optional() }), kdRowSchema);

export const KI_STAGES = ['SD', 'SMP', 'SMA'] as const;
export const kiInput = z.object({
  stage: z.enum(KI_STAGES, { error: 'Jenjang KI: SD, SMP atau SMA (termasuk SMK/MA).' }),
  number: z.coerce.number().int().min(1, 'KI bernomor 1 sampai 4.').max(4, 'KI bernomor 1 sampai 4.'),
  name: shortText('Nama KI', 100),
  description: longText('Rumusan KI', 2000),
});
export const kiRowSchema = z.object({ ...ownedRowFields, stage: z.string(), number: z.number(), name: z.string(), description: z.string() });
export const KI = textContracts('ki', 'KI', kiInput, z.object({ stage: z.enum(KI_STAGES).optional() }), kiRowSchema);

/** The platform's subjects with what is written for them, for the pickers and the overview. */
export const subjectOptionSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), curriculum: z.string() });
export const listSubjectsContract = defineContract({
  name: 'curriculum.subjects.options',
  method: 'GET',
  path: '/api/curriculum/subject-options',
  auth: 'session',
  tag: TAG,
  output: z.object({ data: z.array(subjectOptionSchema) }),
  summary: 'Mapel referensi platform (untuk pilihan di layar kurikulum).',
});
