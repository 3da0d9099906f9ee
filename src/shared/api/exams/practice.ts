/**
 * Exam "practice" family (issue 7): class exercises (latihan) for teachers and students, "Ulangi", the
 * student's review and result, and the exam's page before "Mulai". A student reads only their own attempts.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { EXAMS_TAG as tag, idParams } from './common.ts';
import { itemContentViewSchema } from './bank.ts';
import { SCHEDULE_KINDS } from '../../exams/access.ts';
import { ITEM_TYPES } from '../../exams/item-types.ts';
import type { AnswerValue } from '../../exams/answer-schema.ts';
import { myPracticeInput, reviewInput } from '../../exams/inputs.ts';

const attemptStatus = z.enum(['not_started', 'working', 'finished']);
const when = dateTimeSchema;

export const classExerciseSchema = z.object({
  id: z.number(),
  title: z.string(),
  courseName: z.string().nullable(),
  sections: z.string(),
  startsAt: when,
  endsAt: when,
  durationMinutes: z.number(),
  participants: z.number(),
  working: z.number(),
  takers: z.number(),
  attempts: z.number(),
  average: z.number().nullable(),
});
export const myExerciseSchema = z.object({
  attemptId: z.number(),
  scheduleId: z.number(),
  status: attemptStatus,
  blocked: z.boolean(),
  title: z.string(),
  courseId: z.number().nullable(),
  courseName: z.string().nullable(),
  startsAt: when,
  endsAt: when,
  durationMinutes: z.number(),
  questionCount: z.number(),
  tokenRequired: z.boolean(),
  grade: z.number().nullable(),
  bestGrade: z.number().nullable(),
  attempts: z.number(),
});
export const pastAttemptSchema = z.object({
  id: z.number(),
  attemptNo: z.number(),
  reason: z.string(),
  status: z.string(),
  startedAt: when.nullable(),
  finishedAt: when.nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  grade: z.number().nullable(),
});
export const exerciseDetailSchema = z.object({
  serverTime: when,
  schedule: z.object({
    id: z.number(),
    title: z.string(),
    courseId: z.number().nullable(),
    courseName: z.string().nullable(),
    startsAt: when,
    endsAt: when,
    durationMinutes: z.number(),
    questionCount: z.number(),
    tokenRequired: z.boolean(),
    sebRequired: z.boolean(),
  }),
  attempt: z.object({
    id: z.number(),
    attemptNo: z.number(),
    status: attemptStatus,
    blocked: z.boolean(),
    startedAt: when.nullable(),
    finishedAt: when.nullable(),
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    grade: z.number().nullable(),
    pendingEssays: z.number(),
  }),
  resultsShown: z.boolean(),
  history: z.array(pastAttemptSchema),
});
export const practiceReviewSchema = z.object({
  schedule: z.object({ id: z.number(), title: z.string(), courseName: z.string().nullable() }),
  attempt: z.object({
    id: z.number(),
    historyId: z.number().nullable(),
    attemptNo: z.number().nullable(),
    status: z.string(),
    finishedAt: when.nullable(),
    score: z.number().nullable(),
    maxScore: z.number().nullable(),
    grade: z.number().nullable(),
    pendingEssays: z.number(),
  }),
  questions: z.array(
    z.object({
      number: z.number(),
      id: z.number(),
      stimulus: z.object({ title: z.string(), html: z.string() }).nullable(),
      content: itemContentViewSchema,
      answer: z.object({ value: z.custom<AnswerValue | null>(), flagged: z.boolean() }).nullable(),
      score: z.number().nullable(),
      max: z.number(),
    }),
  ),
});
export const examOverviewSchema = z.object({
  serverTime: when,
  schedule: z.object({
    id: z.number(),
    title: z.string(),
    kind: z.enum(SCHEDULE_KINDS),
    courseName: z.string().nullable(),
    startsAt: when,
    endsAt: when,
    durationMinutes: z.number(),
    questionCount: z.number(),
    tokenRequired: z.boolean(),
    sebRequired: z.boolean(),
    recordLeave: z.boolean(),
    session: z.string().nullable(),
    room: z.string().nullable(),
  }),
  attempt: z.object({
    id: z.number(),
    status: attemptStatus,
    blocked: z.boolean(),
    blockReason: z.string().nullable(),
    startedAt: when.nullable(),
    finishedAt: when.nullable(),
  }),
  result: z.object({ score: z.number().nullable(), maxScore: z.number().nullable(), grade: z.number().nullable(), pendingEssays: z.number() }).nullable(),
});
export const examResultSchema = z.object({
  serverTime: when,
  schedule: z.object({
    id: z.number(),
    title: z.string(),
    kind: z.enum(SCHEDULE_KINDS),
    courseName: z.string().nullable(),
    endsAt: when,
    resultVisibility: z.string(),
  }),
  attempt: z.object({ id: z.number(), status: attemptStatus, finishedAt: when.nullable() }),
  reviewAvailable: z.boolean(),
  result: z
    .object({
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      grade: z.number().nullable(),
      pendingEssays: z.number(),
      level: z.object({ key: z.string(), label: z.string(), description: z.string() }).nullable(),
      byType: z.array(z.object({ type: z.enum(ITEM_TYPES), questions: z.number(), score: z.number(), max: z.number(), percent: z.number() })),
    })
    .nullable(),
});

export const classExercisesContract = defineContract({
  name: 'exams.practice.schedules',
  method: 'GET',
  path: '/api/exams/practice/schedules',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru',
  output: z.object({ data: z.array(classExerciseSchema), serverTime: when }),
  summary: 'Latihan kelas dengan peserta, yang mengerjakan, percobaan dan rata-rata.',
});
export const myExercisesContract = defineContract({
  name: 'exams.practice.mine',
  method: 'GET',
  path: '/api/exams/practice/mine',
  auth: 'session',
  tag,
  access: 'siswa',
  input: myPracticeInput,
  output: z.object({ data: z.array(myExerciseSchema), course: z.object({ id: z.number(), name: z.string() }).nullable(), serverTime: when }),
  summary: 'Latihan kelas siswa dengan status, percobaan dan nilai terbaik.',
});
export const exerciseDetailContract = defineContract({
  name: 'exams.practice.mine.get',
  method: 'GET',
  path: '/api/exams/practice/mine/:id',
  auth: 'session',
  tag,
  access: 'siswa',
  params: idParams,
  output: exerciseDetailSchema,
  summary: 'Satu latihan siswa dengan percobaan sekarang dan riwayatnya.',
});
export const examOverviewContract = defineContract({
  name: 'exams.mine.attempts.get',
  method: 'GET',
  path: '/api/exams/mine/attempts/:id',
  auth: 'session',
  tag,
  access: 'siswa',
  params: idParams,
  output: examOverviewSchema,
  summary: 'Halaman ujian siswa sebelum "Mulai": jadwal, status dan hasilnya.',
});
export const examResultContract = defineContract({
  name: 'exams.mine.attempts.result',
  method: 'GET',
  path: '/api/exams/mine/attempts/:id/result',
  auth: 'session',
  tag,
  access: 'siswa',
  params: idParams,
  output: examResultSchema,
  summary: 'Hasil ujian siswa (dan level AKM) bila sekolah menampilkannya.',
});
export const practiceReviewContract = defineContract({
  name: 'exams.mine.attempts.review',
  method: 'GET',
  path: '/api/exams/mine/attempts/:id/review',
  auth: 'session',
  tag,
  access: 'siswa',
  params: idParams,
  input: reviewInput,
  output: practiceReviewSchema,
  summary: 'Pembahasan percobaan siswa (riwayat: satu percobaan arsip).',
});
export const retryPracticeContract = defineContract({
  name: 'exams.mine.attempts.retry',
  method: 'POST',
  path: '/api/exams/mine/attempts/:id/retry',
  auth: 'session',
  tag,
  access: 'siswa',
  params: idParams,
  output: z.object({ attemptId: z.number(), historyId: z.number(), attemptNo: z.number(), message: z.string() }),
  summary: '"Ulangi": mengarsipkan percobaan latihan yang selesai dan membuka percobaan baru.',
});
