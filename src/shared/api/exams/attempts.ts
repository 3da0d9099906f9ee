/**
 * The exam screen's calls for one attempt (issue 7; contracts since issue 12). They are public in the contract's
 * sense: the server finds the student either by the session (bearer token) or by a signed /webpageujian link
 * (the X-Exam-Link header, "exp.signature"), and answers 401/403/404 itself (attempt-access.ts).
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { EXAMS_TAG as tag, idParams } from './common.ts';
import { SCHEDULE_KINDS } from '../../exams/access.ts';
import type { AnswerValue } from '../../exams/answer-schema.ts';
import type { StudentItem } from '../../exams/student-view.ts';
import { eventInput, finishInput, saveAnswersInput, startInput } from '../../exams/attempt-inputs.ts';

const access = 'siswa pemilik percobaan (sesi atau tautan X-Exam-Link)';
const attemptStatus = z.enum(['not_started', 'working', 'finished']);

export const attemptStateSchema = z.object({
  serverNow: dateTimeSchema,
  schedule: z.object({
    id: z.number(),
    title: z.string(),
    kind: z.enum(SCHEDULE_KINDS),
    durationMinutes: z.number(),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
    tokenRequired: z.boolean(),
    recordLeave: z.boolean(),
  }),
  attempt: z.object({
    id: z.number(),
    status: attemptStatus,
    blocked: z.boolean(),
    blockMessage: z.string().nullable(),
    startedAt: dateTimeSchema.nullable(),
    finishedAt: dateTimeSchema.nullable(),
    finishReason: z.string().nullable(),
  }),
  graceSeconds: z.number(),
  result: z
    .object({ score: z.number().nullable(), maxScore: z.number().nullable(), grade: z.number().nullable(), pendingEssays: z.number() })
    .nullable()
    .optional(),
  /** Why no result is shown although the exam is finished (the school switched results off). */
  resultNote: z.string().nullable().optional(),
  deadline: dateTimeSchema.optional(),
  /** The student's pages in their stored order; a stimulus travels with its page. */
  pages: z
    .array(z.object({ questionIds: z.array(z.number()), stimulus: z.object({ id: z.number(), title: z.string(), html: z.string() }).nullable() }))
    .optional(),
  /** Questions without their keys, by id. */
  questions: z.record(z.string(), z.object({ number: z.number(), weight: z.number(), view: z.custom<StudentItem>() })).optional(),
  answers: z
    .record(z.string(), z.object({ value: z.custom<AnswerValue | null>(), flagged: z.boolean(), revision: z.number(), savedAt: dateTimeSchema }))
    .optional(),
});

/** The acknowledgement of one answer: saved, superseded by a newer revision, or rejected with the reason. */
export const ackSchema = z.discriminatedUnion('status', [
  z.object({ questionId: z.number(), revision: z.number(), key: z.string(), savedAt: dateTimeSchema, status: z.literal('saved') }),
  z.object({ questionId: z.number(), revision: z.number(), key: z.string(), savedAt: dateTimeSchema, status: z.literal('superseded'), current: z.number() }),
  z.object({ questionId: z.number(), revision: z.number(), key: z.string(), status: z.literal('rejected'), message: z.string() }),
]);

export const attemptStateContract = defineContract({
  name: 'exams.attempts.state',
  method: 'GET',
  path: '/api/exams/attempts/:id',
  auth: 'public',
  tag,
  access,
  params: idParams,
  output: attemptStateSchema,
  summary: 'Semua yang dibutuhkan layar ujian: jam server, batas waktu, halaman soal tanpa kunci dan jawaban tersimpan.',
});
export const startAttemptContract = defineContract({
  name: 'exams.attempts.start',
  method: 'POST',
  path: '/api/exams/attempts/:id/start',
  auth: 'public',
  tag,
  access,
  params: idParams,
  input: startInput,
  example: { token: 'AB12CD' },
  output: z.object({ attemptId: z.number(), status: z.literal('working'), resumed: z.boolean() }),
  summary: '"Mulai": memeriksa jendela waktu, blokir dan token, lalu mengundi urutan soal siswa sekali.',
});
export const saveAnswersContract = defineContract({
  name: 'exams.attempts.answers',
  method: 'POST',
  path: '/api/exams/attempts/:id/answers',
  auth: 'public',
  tag,
  access,
  params: idParams,
  input: saveAnswersInput,
  output: z.object({ acks: z.array(ackSchema), serverNow: dateTimeSchema, deadline: dateTimeSchema }),
  summary: 'Menyimpan jawaban (idempoten per kunci, revisi lama tidak menimpa yang baru).',
});
export const finishAttemptContract = defineContract({
  name: 'exams.attempts.finish',
  method: 'POST',
  path: '/api/exams/attempts/:id/finish',
  auth: 'public',
  tag,
  access,
  params: idParams,
  input: finishInput,
  output: z.object({ status: z.literal('finished'), acks: z.array(ackSchema), message: z.string() }),
  summary: '"Selesai": menyimpan jawaban terakhir lalu mengumpulkan; mengirim dua kali menjawab sama.',
});
export const attemptEventContract = defineContract({
  name: 'exams.attempts.event',
  method: 'POST',
  path: '/api/exams/attempts/:id/events',
  auth: 'public',
  tag,
  access,
  params: idParams,
  input: eventInput,
  example: { kind: 'leave' },
  output: z.object({ recorded: z.boolean() }),
  summary: 'Mencatat siswa meninggalkan atau kembali ke halaman ujian (bila jadwal mencatatnya).',
});
export const attemptLinkContract = defineContract({
  name: 'exams.attempts.link',
  method: 'POST',
  path: '/api/exams/attempts/:id/link',
  auth: 'public',
  tag,
  access: 'siswa pemilik percobaan (hanya dengan sesi)',
  params: idParams,
  output: z.object({ path: z.string(), expires: z.number(), signature: z.string() }),
  summary: 'Tautan bertanda tangan ke percobaan ini untuk aplikasi sekolah, berlaku enam jam.',
});
