/** Homeroom teachers (wali kelas) of the year's rombel (document 02, 2.6: /homeroom_teacher, /homeroom_teacher_new). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { recordId } from '../../ids.ts';

const TAG = 'Nilai';

export const homeroomSchema = z.object({
  yearLabel: z.string(),
  canEdit: z.boolean(),
  sections: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      className: z.string(),
      grade: z.number(),
      students: z.number(),
      teacherId: z.number().nullable(),
      teacherName: z.string().nullable(),
    }),
  ),
  teachers: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const listHomeroomContract = defineContract({
  name: 'grades.homeroom.list',
  method: 'GET',
  path: '/api/grades/homeroom',
  auth: 'session',
  output: homeroomSchema,
  tag: TAG,
  summary: 'Rombel tahun ajaran aktif dengan wali kelasnya, dan guru yang dapat dipilih.',
});

export const setHomeroomContract = defineContract({
  name: 'grades.homeroom.set',
  method: 'PUT',
  path: '/api/grades/homeroom/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: z.object({ teacherId: recordId.nullable() }),
  output: homeroomSchema,
  tag: TAG,
  access: 'admin',
  summary: 'Menetapkan (atau mengosongkan) wali kelas satu rombel; satu guru menjadi wali kelas paling banyak satu rombel per tahun.',
});
