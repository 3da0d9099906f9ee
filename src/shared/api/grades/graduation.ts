/** Graduation (/nilaikelulusan) and the ujian sekolah recap (/rekap_un_us) of the final-grade rombel. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { xlsxFile } from '../file-answers.ts';
import { pathIdSchema } from '../common.ts';
import { recordId, revisionSchema } from '../../ids.ts';
import { scoreSchema } from '../../grades/schemas.ts';

const TAG = 'Kelulusan';
const idParams = z.object({ id: pathIdSchema });
const weightsSchema = z.object({ rapor: z.number(), exam: z.number() });

export const finalSectionsContract = defineContract({
  name: 'grades.graduation.sections',
  method: 'GET',
  path: '/api/grades/graduation',
  auth: 'session',
  output: z.object({
    yearLabel: z.string(),
    weights: weightsSchema,
    canEditWeights: z.boolean(),
    sections: z.array(z.object({ id: z.number(), name: z.string(), students: z.number() })),
  }),
  tag: TAG,
  summary: 'Rombel tingkat akhir yang dapat dibuka (admin dan kepala sekolah: semua; wali kelas: rombelnya) dan bobot nilai kelulusan.',
});

export const saveGraduationWeightsContract = defineContract({
  name: 'grades.graduation.weights',
  method: 'PUT',
  path: '/api/grades/graduation/weights',
  auth: 'session',
  input: z.object({
    rapor: z.number({ message: 'Bobot harus angka.' }).int('Bobot bilangan bulat.').min(0, 'Bobot 0–100.').max(100, 'Bobot 0–100.'),
    exam: z.number({ message: 'Bobot harus angka.' }).int('Bobot bilangan bulat.').min(0, 'Bobot 0–100.').max(100, 'Bobot 0–100.'),
  }),
  output: weightsSchema,
  tag: TAG,
  access: 'admin',
  summary: 'Bobot rata-rata rapor dan ujian sekolah dalam nilai kelulusan; jumlahnya 100.',
  example: { rapor: 60, exam: 40 },
});

export const graduationSchema = z.object({
  section: z.object({ id: z.number(), name: z.string() }),
  weights: weightsSchema,
  canEdit: z.boolean(),
  lock: z.string().nullable(),
  semestersCounted: z.number(),
  subjects: z.array(z.object({ courseId: z.number(), name: z.string(), kkm: z.number() })),
  rows: z.array(
    z.object({
      studentId: z.number(),
      name: z.string(),
      nis: z.string().nullable(),
      nisn: z.string().nullable(),
      subjects: z.array(z.object({ rapor: z.number().nullable(), exam: z.number().nullable(), final: z.number().nullable() })),
      average: z.number().nullable(),
      recommended: z.enum(['lulus', 'tidak_lulus', 'belum_lengkap']),
      decision: z.enum(['lulus', 'tidak_lulus']).nullable(),
      revision: z.number(),
    }),
  ),
});

export const graduationContract = defineContract({
  name: 'grades.graduation.get',
  method: 'GET',
  path: '/api/grades/graduation/:id',
  auth: 'session',
  params: idParams,
  output: graduationSchema,
  tag: TAG,
  summary:
    'Nilai kelulusan satu rombel tingkat akhir: rata-rata rapor semua semester, nilai ujian sekolah, nilai akhir tiap mapel, usulan dan keputusan kelulusan.',
});

export const graduationDecisionsContract = defineContract({
  name: 'grades.graduation.decide',
  method: 'PUT',
  path: '/api/grades/graduation/:id/decisions',
  auth: 'session',
  params: idParams,
  input: z.object({
    decisions: z
      .array(
        z.object({
          studentId: recordId,
          decision: z.enum(['lulus', 'tidak_lulus'], { message: 'Pilih lulus atau tidak lulus.' }).nullable(),
          revision: revisionSchema,
        }),
      )
      .min(1, 'Tidak ada keputusan yang dikirim.')
      .max(200),
  }),
  output: graduationSchema,
  tag: TAG,
  access: 'wali kelas, admin',
  summary: 'Menetapkan lulus/tidak lulus (keputusan rapor semester genap); rapor yang diubah orang lain sejak dimuat ditolak (409).',
  example: { decisions: [{ studentId: 12, decision: 'lulus', revision: 0 }] },
});

export const graduationXlsxContract = defineContract({
  name: 'grades.graduation.xlsx',
  method: 'GET',
  path: '/api/grades/graduation/:id/nilai-kelulusan.xlsx',
  auth: 'session',
  params: idParams,
  ...xlsxFile,
  tag: TAG,
  summary: 'Nilai kelulusan satu rombel sebagai berkas Excel.',
});

export const finalExamsSchema = z.object({
  section: z.object({ id: z.number(), name: z.string() }),
  canEdit: z.boolean(),
  subjects: z.array(
    z.object({ courseId: z.number(), name: z.string(), exams: z.array(z.object({ id: z.number(), title: z.string() })), average: z.number().nullable() }),
  ),
  rows: z.array(
    z.object({
      studentId: z.number(),
      name: z.string(),
      nis: z.string().nullable(),
      scores: z.record(z.string(), z.object({ score: z.number().nullable(), revision: z.number(), fromExam: z.boolean() })),
      average: z.number().nullable(),
    }),
  ),
});

export const finalExamsContract = defineContract({
  name: 'grades.final_exams.get',
  method: 'GET',
  path: '/api/grades/final-exams/:id',
  auth: 'session',
  params: idParams,
  output: finalExamsSchema,
  tag: TAG,
  summary: 'Rekap nilai ujian sekolah (US) satu rombel tingkat akhir: tiap mapel × tiap siswa, dengan rata-rata.',
});

export const saveFinalExamsContract = defineContract({
  name: 'grades.final_exams.save',
  method: 'PUT',
  path: '/api/grades/final-exams/:id',
  auth: 'session',
  params: idParams,
  input: z.object({
    cells: z
      .array(z.object({ courseId: recordId, studentId: recordId, score: scoreSchema, revision: revisionSchema }))
      .min(1, 'Tidak ada nilai yang dikirim.')
      .max(3000),
  }),
  output: finalExamsSchema,
  tag: TAG,
  access: 'admin',
  summary: 'Menyimpan nilai ujian sekolah yang diketik; sel yang diubah orang lain sejak dimuat ditolak (409).',
  example: { cells: [{ courseId: 3, studentId: 12, score: 85, revision: 0 }] },
});

export const importFinalExamContract = defineContract({
  name: 'grades.final_exams.import',
  method: 'POST',
  path: '/api/grades/final-exams/:id/import',
  auth: 'session',
  params: idParams,
  input: z.object({ courseId: recordId, examScheduleId: recordId }),
  output: finalExamsSchema,
  tag: TAG,
  access: 'admin',
  summary: 'Mengambil nilai ujian sekolah satu mapel dari hasil akhir sebuah ujian yang sudah selesai.',
});

export const finalExamsXlsxContract = defineContract({
  name: 'grades.final_exams.xlsx',
  method: 'GET',
  path: '/api/grades/final-exams/:id/rekap-us.xlsx',
  auth: 'session',
  params: idParams,
  ...xlsxFile,
  tag: TAG,
  summary: 'Rekap nilai ujian sekolah satu rombel sebagai berkas Excel.',
});
