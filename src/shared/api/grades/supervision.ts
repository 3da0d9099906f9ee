/** Supervision of teaching (document 02, 2.6: /evaluation_teach, _add, _edit). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { recordId } from '../../ids.ts';
import { SUPERVISION_ASPECTS } from '../../grades/supervision.ts';

const TAG = 'Nilai';
const idParams = z.object({ id: pathIdSchema });
const aspectScore = z.number({ message: 'Beri skor 1–4.' }).int('Skor bilangan bulat 1–4.').min(1, 'Skor paling kecil 1.').max(4, 'Skor paling besar 4.');

export const supervisionInput = z.object({
  teacherId: recordId,
  teachingAssignmentId: recordId.nullish(),
  observedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Isi tanggal supervisi.'),
  scores: z.object(
    Object.fromEntries(SUPERVISION_ASPECTS.map(([key]) => [key, aspectScore])) as Record<(typeof SUPERVISION_ASPECTS)[number][0], typeof aspectScore>,
  ),
  findings: z.string().trim().max(2000, 'Paling banyak 2000 karakter.').default(''),
  followUp: z.string().trim().max(2000, 'Paling banyak 2000 karakter.').default(''),
});

export const supervisionListSchema = z.object({
  canEdit: z.boolean(),
  teachers: z.array(z.object({ id: z.number(), name: z.string() })),
  classes: z.array(z.object({ id: z.number(), name: z.string(), teacherId: z.number() })),
  items: z.array(
    z.object({
      id: z.number(),
      teacherId: z.number(),
      teacherName: z.string(),
      teachingAssignmentId: z.number().nullable(),
      className: z.string().nullable(),
      observedOn: z.string(),
      scores: z.record(z.string(), z.number()),
      total: z.number(),
      predicate: z.string(),
      findings: z.string(),
      followUp: z.string(),
      observerName: z.string().nullable(),
    }),
  ),
});

const base = { auth: 'session', output: supervisionListSchema, tag: TAG } as const;

export const listSupervisionContract = defineContract({
  ...base,
  name: 'grades.supervision.list',
  method: 'GET',
  path: '/api/grades/supervision',
  summary: 'Supervisi pembelajaran tahun ajaran ini (guru: miliknya sendiri).',
});
export const createSupervisionContract = defineContract({
  ...base,
  name: 'grades.supervision.create',
  method: 'POST',
  path: '/api/grades/supervision',
  input: supervisionInput,
  status: 201,
  access: 'kepala sekolah, admin',
  summary: 'Mencatat hasil supervisi satu guru.',
});
export const updateSupervisionContract = defineContract({
  ...base,
  name: 'grades.supervision.update',
  method: 'PUT',
  path: '/api/grades/supervision/:id',
  params: idParams,
  input: supervisionInput,
  access: 'kepala sekolah, admin',
  summary: 'Mengubah hasil supervisi.',
});
export const deleteSupervisionContract = defineContract({
  ...base,
  name: 'grades.supervision.delete',
  method: 'DELETE',
  path: '/api/grades/supervision/:id',
  params: idParams,
  access: 'kepala sekolah, admin',
  summary: 'Menghapus hasil supervisi.',
});
