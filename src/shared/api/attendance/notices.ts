/** The parents' choice about the Alpa/late WhatsApp notices. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';

const answer = z.object({ canChoose: z.boolean(), optOut: z.boolean() });

export const getOptOutContract = defineContract({
  name: 'attendance.notices.opt_out.get',
  method: 'GET',
  path: '/api/attendance/notices/opt-out',
  auth: 'session',
  output: answer,
  tag: 'Presensi',
  access: 'siswa, orang tua',
  summary: 'Apakah orang tua ini menerima WhatsApp saat anaknya Alpa atau terlambat.',
});

export const setOptOutContract = defineContract({
  name: 'attendance.notices.opt_out.set',
  method: 'PUT',
  path: '/api/attendance/notices/opt-out',
  auth: 'session',
  input: z.object({ optOut: z.boolean({ message: 'Pilih ya atau tidak.' }) }),
  output: answer,
  tag: 'Presensi',
  access: 'orang tua',
  summary: 'Orang tua berhenti (atau kembali) menerima pemberitahuan Alpa/terlambat.',
});
