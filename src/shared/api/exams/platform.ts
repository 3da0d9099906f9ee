/** The school's exam rules (issue 7, "platform"): defaults, the results switch, the ways in, today's status, exam files. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { EXAMS_TAG as tag, doneAnswerSchema, idParams, savedAnswerSchema } from './common.ts';
import { RESULT_VISIBILITY, SCHEDULE_KINDS } from '../../exams/access.ts';
import { examFileUploadSchema } from '../../exams/platform/exam-file-schema.ts';
import { EXAM_WAYS, examDefaultsSchema, examWaysSchema, resultsSwitchSchema } from '../../exams/platform/settings-schema.ts';
import { examStatusInput } from '../../exams/platform/status-schema.ts';

export const examSettingsSchema = z.object({
  defaultDurationMinutes: z.number(),
  defaultShuffleQuestions: z.boolean(),
  defaultShuffleOptions: z.boolean(),
  defaultResultVisibility: z.enum(RESULT_VISIBILITY),
  defaultTokenRequired: z.boolean(),
  defaultRecordLeave: z.boolean(),
  resultsShown: z.boolean(),
  allowedPlatforms: z.array(z.enum(EXAM_WAYS)),
  /** Schedules whose own rule would show students a result: what the switch overrides when off. */
  affectedSchedules: z.number(),
  canEdit: z.boolean(),
});
export const examFileViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number(),
  schoolId: z.number().nullable(),
  schoolName: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export const scheduleStatusSchema = z.object({
  id: z.number(),
  kind: z.enum(SCHEDULE_KINDS),
  title: z.string(),
  courseName: z.string().nullable(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  durationMinutes: z.number(),
  session: z.string().nullable(),
  room: z.string().nullable(),
  participants: z.number(),
  notStarted: z.number(),
  working: z.number(),
  finished: z.number(),
  blocked: z.number(),
  lastActivityAt: dateTimeSchema.nullable(),
});

export const getExamSettingsContract = defineContract({
  name: 'exams.platform.settings.get',
  method: 'GET',
  path: '/api/exams/platform/settings',
  auth: 'session',
  tag,
  output: examSettingsSchema,
  summary: 'Aturan ujian sekolah: bawaan jadwal baru, tampil hasil, dan jalur masuk ujian.',
});
export const saveExamDefaultsContract = defineContract({
  name: 'exams.platform.settings.defaults',
  method: 'PUT',
  path: '/api/exams/platform/settings/defaults',
  auth: 'session',
  tag,
  access: 'admin, kurikulum',
  input: examDefaultsSchema,
  output: examSettingsSchema,
  summary: 'Menyimpan bawaan jadwal ujian baru.',
});
export const setResultsShownContract = defineContract({
  name: 'exams.platform.settings.results',
  method: 'PUT',
  path: '/api/exams/platform/settings/results',
  auth: 'session',
  tag,
  access: 'admin, kurikulum',
  input: resultsSwitchSchema,
  output: examSettingsSchema,
  summary: 'Menyalakan atau mematikan tampilan hasil ujian untuk semua siswa.',
});
export const setExamWaysContract = defineContract({
  name: 'exams.platform.settings.ways',
  method: 'PUT',
  path: '/api/exams/platform/settings/ways',
  auth: 'session',
  tag,
  access: 'admin, kurikulum',
  input: examWaysSchema,
  output: examSettingsSchema,
  summary: 'Jalur masuk ujian yang diterima (portal, aplikasi, Safe Exam Browser).',
});
export const examStatusContract = defineContract({
  name: 'exams.platform.status',
  method: 'GET',
  path: '/api/exams/platform/status',
  auth: 'session',
  tag,
  input: examStatusInput,
  output: z.object({ serverNow: dateTimeSchema, date: z.string(), data: z.array(scheduleStatusSchema) }),
  summary: 'Status ujian sekolah pada satu hari: peserta per keadaan dan tanda aktivitas terakhir.',
});
export const listExamFilesContract = defineContract({
  name: 'exams.platform.files.list',
  method: 'GET',
  path: '/api/exams/platform/files',
  auth: 'session',
  tag,
  output: z.object({ data: z.array(examFileViewSchema), canPublish: z.boolean(), schools: z.array(z.object({ id: z.number(), name: z.string() })) }),
  summary: 'Berkas ujian dari platform (konfigurasi .seb, panduan) untuk sekolah ini.',
});
export const uploadExamFileContract = defineContract({
  name: 'exams.platform.files.upload',
  method: 'POST',
  path: '/api/exams/platform/files',
  auth: 'session',
  tag,
  access: 'super admin',
  input: examFileUploadSchema,
  output: savedAnswerSchema,
  summary: 'Mengunggah berkas ujian (base64, paling besar 10 MB) untuk satu atau semua sekolah.',
});
export const deleteExamFileContract = defineContract({
  name: 'exams.platform.files.delete',
  method: 'DELETE',
  path: '/api/exams/platform/files/:id',
  auth: 'session',
  tag,
  access: 'super admin',
  params: idParams,
  output: doneAnswerSchema,
  summary: 'Menghapus berkas ujian.',
});
export const downloadExamFileContract = defineContract({
  name: 'exams.platform.files.download',
  method: 'GET',
  path: '/api/exams/platform/files/:id/download',
  auth: 'session',
  tag,
  params: idParams,
  output: z.unknown(),
  response: { kind: 'file', mediaType: 'application/octet-stream' },
  summary: 'Mengunduh berkas ujian.',
});
