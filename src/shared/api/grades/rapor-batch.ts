/** The whole school's rapor as a background job (/raport2): one PDF per rombel, with progress. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { recordId } from '../../ids.ts';
import { PAPER_NAMES, type Paper } from '../../documents/paper.ts';
import { semesterSchema } from '../../grades/schemas.ts';

export const raporBatchResultSchema = z.object({
  semester: z.string(),
  students: z.number(),
  seconds: z.number(),
  files: z.array(z.object({ sectionId: z.number(), sectionName: z.string(), students: z.number(), url: z.string(), size: z.number() })),
});

export const startRaporBatchContract = defineContract({
  name: 'grades.rapor.batch',
  method: 'POST',
  path: '/api/grades/rapor/batch',
  auth: 'session',
  input: z.object({
    semester: semesterSchema,
    paper: z.enum(PAPER_NAMES as [Paper, ...Paper[]], { error: 'Kertas harus A4 atau F4.' }).default('A4'),
    /** Empty: every rombel of the year. */
    sectionIds: z.array(recordId).max(500, 'Terlalu banyak rombel.').default([]),
  }),
  output: z.object({ jobId: z.number(), sections: z.number() }),
  status: 202,
  tag: 'Rapor',
  access: 'admin, kepala sekolah',
  summary: 'Membuat rapor seluruh sekolah (atau rombel terpilih) di latar belakang: satu PDF per rombel; ikuti kemajuannya di /api/jobs/:id.',
  example: { semester: '1', paper: 'F4', sectionIds: [] },
});
