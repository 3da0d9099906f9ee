/** Exam schedules, monitoring, the proctor's actions, results, and the student's own list (issue 7). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { xlsxFile } from '../file-answers.ts';
import { dateTimeSchema } from '../common.ts';
import { EXAMS_TAG as tag, doneAnswerSchema, idParams } from './common.ts';
import { selectionViewSchema } from './planning.ts';
import { itemContentViewSchema } from './bank.ts';
import { RESULT_VISIBILITY, SCHEDULE_KINDS } from '../../exams/access.ts';
import type { ItemAnalysis } from '../../exams/analysis.ts';
import type { AnswerValue } from '../../exams/answer-schema.ts';
import { scheduleInputSchema } from '../../exams/schedule-schema.ts';
import { blockInput, essayScoreInput, extendInput, listSchedulesInput } from '../../exams/inputs.ts';

const attemptStatus = z.enum(['not_started', 'working', 'finished']);
const kind = z.enum(SCHEDULE_KINDS);

export const scheduleSummarySchema = z.object({
  id: z.number(),
  kind,
  title: z.string(),
  courseName: z.string().nullable(),
  grade: z.number().nullable(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  durationMinutes: z.number(),
  token: z.string().nullable(),
  session: z.string().nullable(),
  room: z.string().nullable(),
  participants: z.number(),
  working: z.number(),
  finished: z.number(),
  pendingEssays: z.number(),
  courseId: z.number().nullable(),
  /** Whether this user may change or delete it (permissions table and course ownership, judged by the server). */
  mayChange: z.boolean(),
});
export const scheduleDetailSchema = z.object({
  id: z.number(),
  academicYearId: z.number(),
  kind,
  title: z.string(),
  courseId: z.number().nullable(),
  grade: z.number().nullable(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  durationMinutes: z.number(),
  token: z.string().nullable(),
  shuffleQuestions: z.boolean(),
  shuffleOptions: z.boolean(),
  resultVisibility: z.enum(RESULT_VISIBILITY),
  session: z.string().nullable(),
  room: z.string().nullable(),
  sebRequired: z.boolean(),
  sebConfigKeys: z.array(z.string()),
  sebBrowserExamKeys: z.array(z.string()),
  recordLeave: z.boolean(),
  parentId: z.number().nullable(),
  selection: selectionViewSchema,
  sectionIds: z.array(z.number()),
  sections: z.array(z.object({ id: z.number(), name: z.string() })),
  questionIds: z.array(z.number()),
  started: z.number(),
});
export const monitorStudentSchema = z.object({
  attemptId: z.number(),
  userId: z.number(),
  name: z.string(),
  section: z.string().nullable(),
  status: attemptStatus,
  blocked: z.boolean(),
  blockReason: z.string().nullable(),
  extraMinutes: z.number(),
  startedAt: dateTimeSchema.nullable(),
  finishedAt: dateTimeSchema.nullable(),
  finishReason: z.string().nullable(),
  lastSeenAt: dateTimeSchema.nullable(),
  leaveCount: z.number(),
  grade: z.number().nullable(),
  pendingEssays: z.number(),
  roomAllocationId: z.number().nullable(),
  answered: z.number(),
  flagged: z.number(),
  deadline: dateTimeSchema.nullable(),
});
export const monitorSnapshotSchema = z.object({
  serverNow: dateTimeSchema,
  schedule: z.object({
    id: z.number(),
    title: z.string(),
    kind,
    token: z.string().nullable(),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
    durationMinutes: z.number(),
  }),
  totalQuestions: z.number(),
  /** The schedule's rooms (planning); myRoomAllocationId: the room this proctor watches. */
  rooms: z.array(z.object({ id: z.number(), name: z.string(), proctorUserId: z.number().nullable() })),
  myRoomAllocationId: z.number().nullable(),
  counts: z.object({ not_started: z.number(), working: z.number(), finished: z.number(), blocked: z.number() }),
  students: z.array(monitorStudentSchema),
  events: z.array(
    z.object({
      id: z.number(),
      attemptId: z.number().nullable(),
      userId: z.number().nullable(),
      kind: z.string(),
      detail: z.unknown(),
      createdAt: dateTimeSchema,
    }),
  ),
});
/** One question of a reviewed paper: its content with the key, the answer, and the score. */
export const reviewQuestionSchema = z.object({
  number: z.number(),
  id: z.number(),
  stimulusId: z.number().nullable().optional(),
  content: itemContentViewSchema,
  answer: z.object({ value: z.custom<AnswerValue | null>(), flagged: z.boolean(), savedAt: dateTimeSchema.nullable().optional() }).nullable(),
  score: z.number().nullable(),
  max: z.number(),
});
export const myExamSchema = z.object({
  attemptId: z.number(),
  status: attemptStatus,
  blocked: z.boolean(),
  finishedAt: dateTimeSchema.nullable(),
  grade: z.number().nullable(),
  /** Why a finished exam shows no score (the school switched results off). */
  resultNote: z.string().nullable(),
  pendingEssays: z.number(),
  scheduleId: z.number(),
  kind,
  title: z.string(),
  courseName: z.string().nullable(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  durationMinutes: z.number(),
  tokenRequired: z.boolean(),
  sebRequired: z.boolean(),
  session: z.string().nullable(),
  room: z.string().nullable(),
});

export const listSchedulesContract = defineContract({
  name: 'exams.schedules.list',
  method: 'GET',
  path: '/api/exams/schedules',
  auth: 'session',
  tag,
  input: listSchedulesInput,
  output: z.object({ data: z.array(scheduleSummarySchema), serverTime: dateTimeSchema }),
  summary: 'Jadwal ujian tahun ajaran aktif (kinds: jenis dipisah koma) dengan jumlah peserta dan progresnya.',
});
export const getScheduleContract = defineContract({
  name: 'exams.schedules.get',
  method: 'GET',
  path: '/api/exams/schedules/:id',
  auth: 'session',
  tag,
  params: idParams,
  output: scheduleDetailSchema,
  summary: 'Satu jadwal ujian dengan rombel, paket soal dan jumlah yang sudah mulai.',
});
export const saveScheduleContract = defineContract({
  name: 'exams.schedules.save',
  method: 'POST',
  path: '/api/exams/schedules',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  input: scheduleInputSchema,
  output: z.object({ id: z.number(), participants: z.number(), token: z.string().nullable(), message: z.string() }),
  summary: 'Membuat (tanpa id) atau mengubah jadwal ujian dengan rombel, paket soal dan pesertanya.',
});
export const deleteScheduleContract = defineContract({
  name: 'exams.schedules.delete',
  method: 'DELETE',
  path: '/api/exams/schedules/:id',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: doneAnswerSchema,
  summary: 'Menghapus jadwal ujian.',
});
export const regenerateTokenContract = defineContract({
  name: 'exams.schedules.token',
  method: 'POST',
  path: '/api/exams/schedules/:id/token',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: z.object({ token: z.string() }),
  summary: 'Membuat token ujian baru.',
});
export const rescoreContract = defineContract({
  name: 'exams.schedules.rescore',
  method: 'POST',
  path: '/api/exams/schedules/:id/rescore',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: z.object({ rescored: z.number(), message: z.string() }),
  summary: 'Menghitung ulang nilai semua peserta yang selesai.',
});
export const participantLinksContract = defineContract({
  name: 'exams.schedules.links',
  method: 'POST',
  path: '/api/exams/schedules/:id/links',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: z.object({ data: z.array(z.object({ attemptId: z.number(), userId: z.number(), name: z.string(), path: z.string(), expires: z.number() })) }),
  summary: 'Tautan ujian bertanda tangan per peserta (/webpageujian).',
});
export const exportResultsContract = defineContract({
  name: 'exams.schedules.export',
  method: 'GET',
  path: '/api/exams/schedules/:id/export.xlsx',
  auth: 'session',
  tag,
  params: idParams,
  ...xlsxFile,
  summary: 'Hasil ujian satu jadwal sebagai .xlsx.',
});
export const monitorContract = defineContract({
  name: 'exams.schedules.monitor',
  method: 'GET',
  path: '/api/exams/schedules/:id/monitor',
  auth: 'session',
  tag,
  params: idParams,
  output: monitorSnapshotSchema,
  summary: 'Pemantauan langsung: status tiap peserta, hitungan, ruang, dan kejadian terakhir.',
});
export const resultsContract = defineContract({
  name: 'exams.schedules.results',
  method: 'GET',
  path: '/api/exams/schedules/:id/results',
  auth: 'session',
  tag,
  params: idParams,
  output: z.object({ schedule: monitorSnapshotSchema.shape.schedule, students: z.array(monitorStudentSchema), totalQuestions: z.number() }),
  summary: 'Nilai tiap peserta satu jadwal.',
});
export const analysisContract = defineContract({
  name: 'exams.schedules.analysis',
  method: 'GET',
  path: '/api/exams/schedules/:id/analysis',
  auth: 'session',
  tag,
  params: idParams,
  output: z.object({
    schedule: z.object({ id: z.number(), title: z.string() }),
    attempts: z.number(),
    items: z.array(z.custom<ItemAnalysis>().and(z.object({ number: z.number(), summary: z.string(), weight: z.number() }))),
  }),
  summary: 'Analisis butir: tingkat kesukaran, daya beda, dan sebaran pilihan.',
});
export const blockedContract = defineContract({
  name: 'exams.blocked.list',
  method: 'GET',
  path: '/api/exams/blocked',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  output: z.object({
    data: z.array(z.object({ attemptId: z.number(), name: z.string(), title: z.string(), reason: z.string().nullable(), since: dateTimeSchema })),
  }),
  summary: 'Siswa yang sedang diblokir dari ujiannya.',
});
const attemptAction = (verb: string, summary: string) =>
  defineContract({
    name: `exams.attempts.${verb}`,
    method: 'POST',
    path: `/api/exams/attempts/:id/${verb}`,
    auth: 'session',
    tag,
    access: 'admin, kurikulum, guru mapel, pengawas',
    params: idParams,
    output: doneAnswerSchema,
    summary,
  });
export const blockContract = defineContract({
  name: 'exams.attempts.block',
  method: 'POST',
  path: '/api/exams/attempts/:id/block',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel, pengawas',
  params: idParams,
  input: blockInput,
  output: doneAnswerSchema,
  summary: 'Memblokir satu peserta (alasan terlihat siswa); jawabannya tetap tersimpan.',
});
export const unblockContract = attemptAction('unblock', 'Membuka blokir satu peserta.');
export const resetContract = attemptAction('reset', 'Mereset ujian satu peserta; jawaban lama disimpan di riwayat.');
export const forceFinishContract = attemptAction('force-finish', 'Menyelesaikan ujian satu peserta dengan jawaban yang tersimpan.');
export const extendContract = defineContract({
  name: 'exams.attempts.extend',
  method: 'POST',
  path: '/api/exams/attempts/:id/extend',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel, pengawas',
  params: idParams,
  input: extendInput,
  output: z.object({ extraMinutes: z.number(), message: z.string() }),
  summary: 'Menambah (atau mengurangi) waktu satu peserta.',
});
export const reviewContract = defineContract({
  name: 'exams.attempts.review',
  method: 'GET',
  path: '/api/exams/attempts/:id/review',
  auth: 'session',
  tag,
  params: idParams,
  output: z.object({
    attempt: z.object({
      id: z.number(),
      userId: z.number(),
      status: attemptStatus,
      score: z.number().nullable(),
      maxScore: z.number().nullable(),
      grade: z.number().nullable(),
      pendingEssays: z.number(),
      finishReason: z.string().nullable(),
    }),
    questions: z.array(reviewQuestionSchema),
  }),
  summary: 'Lembar jawaban satu peserta dengan kunci dan skornya.',
});
export const essayScoreContract = defineContract({
  name: 'exams.attempts.essayScore',
  method: 'POST',
  path: '/api/exams/attempts/:id/essay-score',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  input: essayScoreInput,
  output: z.object({ score: z.number().nullable(), grade: z.number().nullable(), pendingEssays: z.number(), message: z.string() }),
  summary: 'Menilai satu jawaban uraian.',
});
export const myExamsContract = defineContract({
  name: 'exams.mine',
  method: 'GET',
  path: '/api/exams/mine',
  auth: 'session',
  tag,
  access: 'siswa',
  output: z.object({ serverTime: dateTimeSchema, data: z.array(myExamSchema) }),
  summary: 'Ujian siswa yang masuk tahun ajaran aktif, dengan status dan nilainya.',
});
