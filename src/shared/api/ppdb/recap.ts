/** Admission recaps: per school (/rekapitulasi_PPDB_per_sekolah) and across the foundation's schools (/rekapitulasi_PPDB_seluruh_sekolah). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';

const counts = { quota: z.number(), applicants: z.number(), verified: z.number(), rejected: z.number(), accepted: z.number(), reregistered: z.number() };

export const schoolRecapContract = defineContract({
  name: 'ppdb.recap.school',
  method: 'GET',
  path: '/api/ppdb/recap/school',
  auth: 'session',
  output: z.object({
    schoolName: z.string(),
    periods: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        academicYear: z.string(),
        pathways: z.array(z.object({ pathway: z.string(), label: z.string(), ...counts })),
        ...counts,
      }),
    ),
    totals: z.object(counts),
  }),
  tag: 'PPDB',
  summary: 'Rekap PPDB sekolah yang dipilih: per gelombang dan jalur, kuota, pendaftar, terverifikasi, diterima, daftar ulang.',
});

export const foundationRecapContract = defineContract({
  name: 'ppdb.recap.foundation',
  method: 'GET',
  path: '/api/ppdb/recap/foundation',
  auth: 'session',
  output: z.object({
    foundationName: z.string().nullable(),
    schools: z.array(z.object({ schoolId: z.number(), schoolName: z.string(), stage: z.string(), ...counts })),
    totals: z.object(counts),
  }),
  tag: 'PPDB',
  access: 'yayasan, superadmin',
  summary: 'Rekap PPDB seluruh sekolah yayasan: kuota, pendaftar, terverifikasi, diterima dan daftar ulang per sekolah.',
});
