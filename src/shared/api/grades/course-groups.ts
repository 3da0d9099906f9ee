/** The rapor's subject groups (document 02, 2.6: /group_course, /course_group): kelompok and order of each subject. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { recordId } from '../../ids.ts';
import { COURSE_GROUPS } from '../../resources/options.ts';

const TAG = 'Nilai';
const groups = COURSE_GROUPS.map((g) => g.value) as [string, ...string[]];

export const courseGroupsSchema = z.object({
  canEdit: z.boolean(),
  groups: z.array(z.object({ value: z.string(), label: z.string() })),
  courses: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), group: z.string(), sortOrder: z.number().nullable(), classes: z.number() })),
});

export const listCourseGroupsContract = defineContract({
  name: 'grades.course_groups.list',
  method: 'GET',
  path: '/api/grades/course-groups',
  auth: 'session',
  output: courseGroupsSchema,
  tag: TAG,
  summary: 'Mata pelajaran aktif per kelompok, dalam urutan cetak rapor.',
});

export const saveCourseGroupsContract = defineContract({
  name: 'grades.course_groups.save',
  method: 'PUT',
  path: '/api/grades/course-groups',
  auth: 'session',
  tag: TAG,
  access: 'admin',
  input: z.object({
    items: z
      .array(
        z.object({
          id: recordId,
          group: z.enum(groups, { message: 'Pilih kelompok mapel.' }),
          sortOrder: z.number().int('Urutan bilangan bulat.').min(0, 'Urutan 0–999.').max(999, 'Urutan 0–999.'),
        }),
      )
      .min(1, 'Tidak ada yang disimpan.')
      .max(200),
  }),
  output: courseGroupsSchema,
  summary: 'Menyimpan kelompok dan urutan rapor beberapa mata pelajaran sekaligus.',
});
