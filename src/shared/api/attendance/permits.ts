/** Izin tidak hadir: a parent asks (reason, photo of the letter); the homeroom teacher approves or refuses. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { permitInput } from '../../attendance/schemas.ts';

const TAG = 'Presensi';

export const listPermitsContract = defineContract({
  name: 'attendance.permits.list',
  method: 'GET',
  path: '/api/attendance/permits',
  auth: 'session',
  output: z.object({
    permits: z.array(
      z.object({
        id: z.number(),
        studentId: z.number(),
        studentName: z.string(),
        dateFrom: z.string(),
        dateTo: z.string(),
        kind: z.string(),
        reason: z.string(),
        fileId: z.string().nullable(),
        status: z.string(),
        decisionNote: z.string().nullable(),
        createdAt: dateTimeSchema,
      }),
    ),
    children: z.array(z.object({ id: z.number(), fullName: z.string() })),
    canRequest: z.boolean(),
    canDecide: z.boolean(),
  }),
  tag: TAG,
  summary: 'Izin tidak hadir: milik anak sendiri (orang tua), rombel sendiri (wali kelas), semua (admin, TU).',
});

export const requestPermitContract = defineContract({
  name: 'attendance.permits.request',
  method: 'POST',
  path: '/api/attendance/permits',
  auth: 'session',
  input: permitInput,
  output: z.object({ id: z.number(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'orang tua',
  summary: 'Orang tua mengajukan izin sakit/izin untuk anaknya, dengan foto surat (berkas absence_letter).',
  example: { studentId: 5, dateFrom: '2026-11-26', dateTo: '2026-11-27', kind: 'S', reason: 'Demam, istirahat atas saran dokter.' },
});

export const decidePermitContract = defineContract({
  name: 'attendance.permits.decide',
  method: 'POST',
  path: '/api/attendance/permits/:id/decide',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: z.object({ approve: z.boolean({ message: 'Pilih setujui atau tolak.' }), note: z.string().trim().max(300).optional() }),
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'wali kelas, admin, TU',
  summary: 'Menyetujui (hari-harinya menjadi Sakit/Izin) atau menolak izin; sekali saja (409 sesudahnya).',
});
