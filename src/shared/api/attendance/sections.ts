/** A rombel's members, for the pickers of the attendance and PKL screens. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';

export const sectionStudentsContract = defineContract({
  name: 'attendance.sections.students',
  method: 'GET',
  path: '/api/attendance/sections/:id/students',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({ students: z.array(z.object({ id: z.number(), fullName: z.string(), nis: z.string().nullable() })) }),
  tag: 'Presensi',
  access: 'admin, TU',
  summary: 'Anggota satu rombel sekolah ini (untuk memilih siswa PKL dan kartu presensi).',
});
