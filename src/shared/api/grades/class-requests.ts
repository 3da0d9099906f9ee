/** Requests to move a student to another rombel (document 02, 2.6: /class_requests). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { recordId } from '../../ids.ts';

const TAG = 'Nilai';
const idParams = z.object({ id: pathIdSchema });

export const classRequestsSchema = z.object({
  canDecide: z.boolean(),
  /** The rombel this person may ask from (homeroom: theirs; office: all), with their students; and every rombel as a target. */
  sources: z.array(z.object({ id: z.number(), name: z.string(), students: z.array(z.object({ id: z.number(), name: z.string() })) })),
  targets: z.array(z.object({ id: z.number(), name: z.string() })),
  items: z.array(
    z.object({
      id: z.number(),
      studentName: z.string(),
      fromName: z.string(),
      toName: z.string(),
      reason: z.string(),
      status: z.enum(['pending', 'approved', 'rejected']),
      note: z.string(),
      requestedByName: z.string().nullable(),
      createdAt: dateTimeSchema,
    }),
  ),
});

const base = { auth: 'session', output: classRequestsSchema, tag: TAG } as const;

export const listClassRequestsContract = defineContract({
  ...base,
  name: 'grades.class_requests.list',
  method: 'GET',
  path: '/api/grades/class-requests',
  summary: 'Permintaan pindah rombel tahun ajaran ini.',
});
export const createClassRequestContract = defineContract({
  ...base,
  name: 'grades.class_requests.create',
  method: 'POST',
  path: '/api/grades/class-requests',
  status: 201,
  input: z.object({
    studentId: recordId,
    toSectionId: recordId,
    reason: z.string().trim().min(5, 'Tulis alasan pindah (paling sedikit 5 karakter).').max(500, 'Paling banyak 500 karakter.'),
  }),
  access: 'wali kelas rombel asal, admin',
  summary: 'Mengajukan perpindahan seorang siswa ke rombel lain pada tahun ajaran yang sama.',
});
export const decideClassRequestContract = defineContract({
  ...base,
  name: 'grades.class_requests.decide',
  method: 'POST',
  path: '/api/grades/class-requests/:id/decision',
  params: idParams,
  input: z.object({
    approve: z.boolean({ message: 'Pilih setujui atau tolak.' }),
    note: z.string().trim().max(500, 'Paling banyak 500 karakter.').default(''),
  }),
  access: 'admin',
  summary: 'Menyetujui (siswa dipindahkan) atau menolak permintaan pindah rombel.',
});
