/** ATP (alur tujuan pembelajaran): the platform's reference ATPs and each school's, with their ordered TPs. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import {
  TAG,
  deletedSchema,
  idParams,
  longText,
  ownedRowFields,
  ownerFilterSchema,
  ownerSchema,
  phaseSchema,
  semesterSchema,
  shortText,
  subjectIdSchema,
} from './common.ts';

const nullableId = z.preprocess((v) => (v === '' ? null : v), idSchema().nullable().optional());

export const atpRowSchema = z.object({
  ...ownedRowFields,
  title: z.string(),
  subjectId: z.number(),
  subjectName: z.string(),
  phase: phaseSchema,
  courseId: z.number().nullable(),
  courseName: z.string().nullable(),
  tpCount: z.number(),
  updatedAt: dateTimeSchema,
});

export const listAtpsContract = defineContract({
  name: 'curriculum.atps.list',
  method: 'GET',
  path: '/api/curriculum/atps',
  auth: 'session',
  tag: TAG,
  input: z.object({
    owner: ownerFilterSchema,
    subjectId: subjectIdSchema.optional(),
    phase: phaseSchema.optional(),
    courseId: idSchema().optional(),
    /** Only the courses the signed-in teacher teaches this year. */
    mine: z.enum(['1', '0']).optional(),
  }),
  output: z.object({ data: z.array(atpRowSchema), canEditPlatform: z.boolean(), canEditSchool: z.boolean(), myCourseIds: z.array(z.number()) }),
  summary: 'ATP referensi platform dan ATP sekolah (guru: mapel yang diampu dengan mine=1).',
});

export const tpSchema = z.object({
  id: z.number(),
  code: z.string(),
  description: z.string(),
  cpId: z.number().nullable(),
  element: z.string().nullable(),
  grade: z.number().nullable(),
  semester: semesterSchema.nullable(),
  hours: z.number().nullable(),
  position: z.number(),
  questionCount: z.number(),
});

export const atpDetailSchema = z.object({
  atp: atpRowSchema.extend({ description: z.string().nullable(), revision: z.number() }),
  tps: z.array(tpSchema),
  /** The CP elements a TP may sit under (the owner's own CP of the subject and phase, and the platform's). */
  cps: z.array(z.object({ id: z.number(), element: z.string(), description: z.string(), owner: ownerSchema })),
  /** The grades of the phase (allocation). */
  grades: z.array(z.number()),
  canEdit: z.boolean(),
  totalHours: z.number(),
});

export const getAtpContract = defineContract({
  name: 'curriculum.atps.get',
  method: 'GET',
  path: '/api/curriculum/atps/:id',
  auth: 'session',
  tag: TAG,
  params: idParams,
  output: atpDetailSchema,
  summary: 'Satu ATP dengan TP-nya berurutan, alokasi tingkat/semester/JP dan elemen CP-nya.',
});

export const createAtpContract = defineContract({
  name: 'curriculum.atps.create',
  method: 'POST',
  path: '/api/curriculum/atps',
  auth: 'session',
  tag: TAG,
  status: 201,
  input: z.object({
    owner: ownerSchema,
    subjectId: subjectIdSchema,
    phase: phaseSchema,
    courseId: nullableId,
    title: shortText('Judul ATP', 200),
    description: z.string().trim().max(4000).optional(),
  }),
  output: z.object({ id: z.number() }),
  access: 'superadmin (platform), admin sekolah (sekolah)',
  summary: 'Membuat ATP kosong untuk satu mapel dan fase.',
});

export const tpInputSchema = z.object({
  id: idSchema().optional(),
  code: z.string().trim().max(20, 'Kode TP paling banyak 20 karakter.').optional(),
  description: longText('Rumusan TP', 2000),
  cpId: nullableId,
  grade: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().min(1).max(13).nullable().optional()),
  semester: z.preprocess((v) => (v === '' ? null : v), semesterSchema.nullable().optional()),
  hours: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce.number().int('JP berupa bilangan bulat.').min(1, 'JP paling sedikit 1.').max(200, 'JP paling banyak 200.').nullable().optional(),
  ),
});

export const saveAtpContract = defineContract({
  name: 'curriculum.atps.save',
  method: 'PUT',
  path: '/api/curriculum/atps/:id',
  auth: 'session',
  tag: TAG,
  params: idParams,
  input: z.object({
    title: shortText('Judul ATP', 200),
    description: z.string().trim().max(4000).nullable().optional(),
    courseId: nullableId,
    /** The revision the editor opened; another save since then is a 409. */
    revision: z.coerce.number().int().min(1),
    /** Every TP in its new order; a TP left out is deleted (refused with 409 when it is used). */
    tps: z.array(tpInputSchema).max(300, 'Paling banyak 300 TP dalam satu ATP.'),
  }),
  output: atpDetailSchema,
  access: 'superadmin (platform), admin sekolah (sekolah)',
  summary: 'Menyimpan ATP sekaligus: urutan TP, rumusan, elemen CP, alokasi tingkat/semester dan JP.',
});

export const deleteAtpContract = defineContract({
  name: 'curriculum.atps.delete',
  method: 'DELETE',
  path: '/api/curriculum/atps/:id',
  auth: 'session',
  tag: TAG,
  params: idParams,
  output: deletedSchema,
  access: 'superadmin (platform), admin sekolah (sekolah)',
  summary: 'Menghapus ATP dan TP-nya; TP yang masih dipakai menolak penghapusan (409).',
});

export const copyAtpContract = defineContract({
  name: 'curriculum.atps.copy',
  method: 'POST',
  path: '/api/curriculum/atps/:id/copy',
  auth: 'session',
  tag: TAG,
  status: 201,
  params: idParams,
  input: z.object({ courseId: nullableId }),
  output: z.object({ id: z.number(), message: z.string() }),
  access: 'admin sekolah',
  summary: 'Menyalin ATP platform (dengan TP dan CP-nya) ke sekolah untuk satu mapel sekolah.',
});

export const tpQuestionsContract = defineContract({
  name: 'curriculum.tps.questions',
  method: 'GET',
  path: '/api/curriculum/tps/:id/questions',
  auth: 'session',
  tag: TAG,
  params: idParams,
  output: z.object({ tpId: z.number(), courseId: z.number().nullable(), questionIds: z.array(z.number()) }),
  summary: 'Soal bank soal yang ditautkan ke satu TP sekolah.',
});

export const linkTpQuestionsContract = defineContract({
  name: 'curriculum.tps.link-questions',
  method: 'PUT',
  path: '/api/curriculum/tps/:id/questions',
  auth: 'session',
  tag: TAG,
  params: idParams,
  input: z.object({ questionIds: z.array(idSchema()).max(200, 'Paling banyak 200 soal per TP.') }),
  output: z.object({ tpId: z.number(), courseId: z.number().nullable(), questionIds: z.array(z.number()) }),
  access: 'admin sekolah, guru pengampu mapel',
  summary: 'Menautkan soal bank soal ke TP (soal sekolah lain 404).',
});
