/** Jabatan guru (issue 16): each teacher's teaching hours and additional duties with their JP equivalents. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';

const TAG = 'Jabatan Guru';

export const teacherDutiesContract = defineContract({
  name: 'teacher-duties.list',
  method: 'GET',
  path: '/api/teacher-duties',
  auth: 'session',
  output: z.object({
    teachers: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        nip: z.string().nullable(),
        teachingHours: z.number(),
        duties: z.array(
          z.object({
            source: z.enum(['role', 'homeroom', 'coach', 'duty']),
            label: z.string(),
            hours: z.number(),
            roleId: z.number().nullable(),
            decreeNumber: z.string().nullable(),
          }),
        ),
        total: z.number(),
        status: z.enum(['under', 'ok', 'over']),
      }),
    ),
    roles: z.array(z.string()),
    canWrite: z.boolean(),
    minimum: z.number(),
    maximum: z.number(),
  }),
  tag: TAG,
  summary: 'Beban kerja guru tahun ini: JP mengajar, tugas tambahan (wali kelas, pembina ekskul, guru piket, wakasek …) dan ekuivalennya.',
});

export const assignDutyContract = defineContract({
  name: 'teacher-duties.assign',
  method: 'POST',
  path: '/api/teacher-duties',
  auth: 'session',
  input: z.object({
    userId: idSchema('Pilih guru.'),
    role: z.string().trim().min(1, 'Pilih tugas tambahan.').max(100),
    decreeNumber: z.string().trim().max(60, 'Nomor SK paling banyak 60 karakter.').nullish(),
    startDate: z.iso.date({ message: 'Tanggal tidak valid.' }).nullish(),
  }),
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'admin',
  summary: 'Memberi guru tugas tambahan (dicatat sebagai peran pengguna, dengan SK dan TMT).',
  example: { userId: 5, role: 'Pembina OSIS', decreeNumber: '421.3/101/2026', startDate: '2026-07-14' },
});

export const endDutyContract = defineContract({
  name: 'teacher-duties.end',
  method: 'POST',
  path: '/api/teacher-duties/:id/end',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'admin',
  summary: 'Mengakhiri tugas tambahan hari ini (tanggal selesai diisi; riwayatnya tetap).',
});
