/**
 * Exam records (issue 7): result history with archived attempts, processed final results ("Olah Nilai"),
 * students below the KKM, the per-student and AKM reports, results per grade level and teachers' readiness.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { xlsxFile } from '../file-answers.ts';
import { dateTimeSchema } from '../common.ts';
import { EXAMS_TAG as tag, idParams } from './common.ts';
import { reviewQuestionSchema } from './schedules.ts';
import { ITEM_TYPES } from '../../exams/item-types.ts';
import {
  attemptDetailInput,
  finalResultInput,
  gradeLevelInput,
  recordSchedulesInput,
  studentHistoryInput,
  teacherReadinessInput,
} from '../../exams/records/inputs.ts';

const attemptStatus = z.enum(['not_started', 'working', 'finished']);

export const recordScheduleSchema = z.object({
  id: z.number(),
  kind: z.string(),
  title: z.string(),
  courseName: z.string().nullable(),
  grade: z.number().nullable(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  parentId: z.number().nullable(),
  participants: z.number(),
  finished: z.number(),
  pendingEssays: z.number(),
  below: z.number(),
  processed: z.number(),
  processedAt: dateTimeSchema.nullable(),
  archived: z.number(),
});
export const archivedAttemptSchema = z.object({
  id: z.number(),
  attemptNo: z.number(),
  reason: z.string(),
  status: z.string(),
  startedAt: dateTimeSchema.nullable(),
  finishedAt: dateTimeSchema.nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  grade: z.number().nullable(),
  byName: z.string().nullable(),
  archivedAt: dateTimeSchema,
});
export const finalRowSchema = z.object({
  id: z.number(),
  userId: z.number(),
  name: z.string(),
  section: z.string().nullable(),
  originalGrade: z.number().nullable(),
  remedialGrade: z.number().nullable(),
  finalGrade: z.number().nullable(),
  kkm: z.number(),
  kkmSet: z.boolean(),
  passed: z.boolean(),
});
export const attemptDetailSchema = z.object({
  schedule: z.object({ id: z.number(), title: z.string(), kind: z.string(), durationMinutes: z.number() }),
  student: z.object({ name: z.string(), section: z.string().nullable() }),
  attempt: z.object({
    id: z.number(),
    status: attemptStatus,
    startedAt: dateTimeSchema.nullable(),
    finishedAt: dateTimeSchema.nullable(),
    finishReason: z.string().nullable(),
    usedMinutes: z.number().nullable(),
    extraMinutes: z.number(),
    leaveCount: z.number(),
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    grade: z.number().nullable(),
    pendingEssays: z.number(),
  }),
  questions: z.array(reviewQuestionSchema.extend({ stimulus: z.object({ title: z.string() }).nullable() })),
});
const shareGroupSchema = z.object({
  key: z.string(),
  questions: z.number(),
  score: z.number(),
  max: z.number(),
  percent: z.number().nullable(),
  label: z.string(),
});
export const gradeStatsSchema = z.object({
  participants: z.number(),
  sat: z.number(),
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  passed: z.number(),
  passRate: z.number().nullable(),
  distribution: z.array(z.number()),
});
export const courseReadinessSchema = z.object({
  courseId: z.number(),
  courseName: z.string(),
  grades: z.array(z.number()),
  sections: z.array(z.string()),
  bank: z.object({ total: z.number(), byType: z.partialRecord(z.enum(ITEM_TYPES), z.number()) }),
  schedules: z.array(
    z.object({ id: z.number(), title: z.string(), startsAt: dateTimeSchema, questions: z.number(), problem: z.enum(['empty', 'few']).nullable() }),
  ),
  pendingEssays: z.number(),
  ready: z.boolean(),
});

const R = '/api/exams/records';

export const recordSchedulesContract = defineContract({
  name: 'exams.records.schedules',
  method: 'GET',
  path: `${R}/schedules`,
  auth: 'session',
  tag,
  input: recordSchedulesInput,
  output: z.object({
    years: z.array(z.object({ id: z.number(), description: z.string(), isCurrent: z.boolean() })),
    yearId: z.number().nullable(),
    data: z.array(recordScheduleSchema),
  }),
  summary: 'Jadwal satu tahun ajaran untuk layar rekap: peserta, selesai, arsip, olah nilai, dan yang belum tuntas.',
});
export const scheduleHistoryContract = defineContract({
  name: 'exams.records.history',
  method: 'GET',
  path: `${R}/schedules/:id/history`,
  auth: 'session',
  tag,
  params: idParams,
  output: z.object({
    schedule: z.object({ id: z.number(), title: z.string(), kind: z.string(), startsAt: dateTimeSchema, endsAt: dateTimeSchema }),
    students: z.array(
      z.object({
        attemptId: z.number(),
        name: z.string(),
        section: z.string().nullable(),
        current: z.object({
          status: attemptStatus,
          startedAt: dateTimeSchema.nullable(),
          finishedAt: dateTimeSchema.nullable(),
          finishReason: z.string().nullable(),
          grade: z.number().nullable(),
          score: z.number().nullable(),
          maxScore: z.number().nullable(),
        }),
        archived: z.array(archivedAttemptSchema),
      }),
    ),
  }),
  summary: 'Riwayat hasil satu jadwal: nilai sekarang dan percobaan yang diarsipkan tiap siswa.',
});
export const studentHistoryContract = defineContract({
  name: 'exams.records.studentHistory',
  method: 'GET',
  path: `${R}/attempts/:id/history`,
  auth: 'session',
  tag,
  params: idParams,
  input: studentHistoryInput,
  output: z.object({
    schedule: z.object({ id: z.number(), title: z.string() }),
    student: z.object({ name: z.string() }),
    current: z.object({
      attemptNo: z.number(),
      status: z.string(),
      startedAt: dateTimeSchema.nullable(),
      finishedAt: dateTimeSchema.nullable(),
      grade: z.number().nullable(),
      questions: z.array(reviewQuestionSchema),
    }),
    archived: z.array(archivedAttemptSchema.extend({ questions: z.array(reviewQuestionSchema) })),
  }),
  summary: 'Semua percobaan satu siswa pada satu jadwal dengan jawabannya.',
});
export const finalResultsContract = defineContract({
  name: 'exams.records.finalResults',
  method: 'GET',
  path: `${R}/schedules/:id/final-results`,
  auth: 'session',
  tag,
  params: idParams,
  output: z.object({
    schedule: z.object({ id: z.number(), title: z.string(), kind: z.string() }),
    participants: z.number(),
    processedAt: dateTimeSchema.nullable(),
    processedBy: z.string().nullable(),
    pendingEssays: z.number(),
    remedialSchedules: z.array(z.object({ id: z.number(), title: z.string() })),
    unsetKkm: z.number(),
    rows: z.array(finalRowSchema),
  }),
  summary: 'Nilai akhir olahan satu jadwal (nilai asli, remedial, akhir, KKM, tuntas).',
});
export const processFinalResultsContract = defineContract({
  name: 'exams.records.processFinalResults',
  method: 'POST',
  path: `${R}/schedules/:id/final-results`,
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: z.object({ processed: z.number(), passed: z.number(), message: z.string() }),
  summary: 'Mengolah nilai akhir: nilai asli dan remedial dibandingkan dengan KKM.',
});
export const exportFinalResultsContract = defineContract({
  name: 'exams.records.finalResults.export',
  method: 'GET',
  path: `${R}/schedules/:id/final-results.xlsx`,
  auth: 'session',
  tag,
  params: idParams,
  ...xlsxFile,
  summary: 'Nilai akhir satu jadwal sebagai .xlsx.',
});
export const finalResultContract = defineContract({
  name: 'exams.records.finalResult',
  method: 'GET',
  path: `${R}/final-results/:id`,
  auth: 'session',
  tag,
  params: idParams,
  input: finalResultInput,
  output: z.object({
    schedule: z.object({ id: z.number(), title: z.string() }),
    student: z.object({ name: z.string(), section: z.string().nullable() }),
    result: z.object({
      originalGrade: z.number().nullable(),
      remedialGrade: z.number().nullable(),
      finalGrade: z.number().nullable(),
      kkm: z.number(),
      kkmSet: z.boolean(),
      passed: z.boolean(),
      processedAt: dateTimeSchema,
      processedByName: z.string().nullable(),
    }),
    original: z.object({ attemptId: z.number(), status: z.string(), grade: z.number().nullable(), finishedAt: dateTimeSchema.nullable() }).nullable(),
    remedials: z.array(
      z.object({ attemptId: z.number(), scheduleId: z.number(), title: z.string(), status: z.string(), grade: z.number().nullable(), counted: z.boolean() }),
    ),
  }),
  summary: 'Nilai akhir satu siswa dengan asal nilainya (ujian asli dan remedial).',
});
export const belowKkmContract = defineContract({
  name: 'exams.records.belowKkm',
  method: 'GET',
  path: `${R}/schedules/:id/below-kkm`,
  auth: 'session',
  tag,
  params: idParams,
  output: z.object({
    schedule: z.object({ id: z.number(), title: z.string(), kind: z.string() }),
    participants: z.number(),
    basis: z.enum(['final', 'exam']),
    rows: z.array(
      z.object({
        userId: z.number(),
        attemptId: z.number(),
        name: z.string(),
        section: z.string().nullable(),
        sat: z.boolean(),
        grade: z.number().nullable(),
        kkm: z.number(),
        kkmSet: z.boolean(),
        shortfall: z.number(),
      }),
    ),
  }),
  summary: 'Siswa di bawah KKM (atau tidak ikut) pada satu jadwal.',
});
export const attemptDetailContract = defineContract({
  name: 'exams.records.attemptDetail',
  method: 'GET',
  path: `${R}/attempts/:id/detail`,
  auth: 'session',
  tag,
  params: idParams,
  input: attemptDetailInput,
  output: attemptDetailSchema,
  summary: 'Hasil satu siswa: data pengerjaan dan setiap soal dengan jawabannya.',
});
export const akmReportContract = defineContract({
  name: 'exams.records.akmReport',
  method: 'GET',
  path: `${R}/attempts/:id/akm`,
  auth: 'session',
  tag,
  params: idParams,
  input: attemptDetailInput,
  output: attemptDetailSchema.extend({
    level: z.object({ key: z.string(), label: z.string(), description: z.string() }).nullable(),
    byType: z.array(shareGroupSchema),
    byStimulus: z.array(shareGroupSchema),
  }),
  summary: 'Laporan AKM satu siswa: level dan persentase benar per jenis soal dan per stimulus.',
});
export const gradeLevelContract = defineContract({
  name: 'exams.records.gradeLevel',
  method: 'GET',
  path: `${R}/grade-level`,
  auth: 'session',
  tag,
  input: gradeLevelInput,
  output: z.object({
    schedules: z.array(z.object({ id: z.number(), title: z.string(), kind: z.string(), startsAt: dateTimeSchema })),
    chosen: z.array(z.number()),
    sections: z.array(gradeStatsSchema.extend({ sectionId: z.number().nullable(), section: z.string() })),
    overall: gradeStatsSchema,
  }),
  summary: 'Hasil satu tingkat kelas per rombel: rata-rata, terendah, tertinggi, ketuntasan dan sebaran.',
});
export const gradeLevelExportContract = defineContract({
  name: 'exams.records.gradeLevel.export',
  method: 'GET',
  path: `${R}/grade-level.xlsx`,
  auth: 'session',
  tag,
  input: gradeLevelInput,
  ...xlsxFile,
  summary: 'Hasil satu tingkat kelas sebagai .xlsx.',
});
export const teacherReadinessContract = defineContract({
  name: 'exams.records.teacherReadiness',
  method: 'GET',
  path: `${R}/teacher-readiness`,
  auth: 'session',
  tag,
  input: teacherReadinessInput,
  output: z.object({
    minQuestions: z.number(),
    teachers: z.array(z.object({ userId: z.number(), name: z.string(), ready: z.boolean(), courses: z.array(courseReadinessSchema) })),
  }),
  summary: 'Kesiapan guru: soal di bank per mapel dan jadwal yang kosong atau kurang soal.',
});
