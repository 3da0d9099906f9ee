/** Bank Soal (issue 7): questions, stimuli, the form's options, and the .xlsx template, export and import. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { xlsxFile } from '../file-answers.ts';
import { dateTimeSchema } from '../common.ts';
import { EXAMS_TAG as tag, doneAnswerSchema, idParams, savedAnswerSchema } from './common.ts';
import type { ItemContent } from '../../exams/item-schema.ts';
import { ITEM_TYPES } from '../../exams/item-types.ts';
import { exportQuestionsInput, importQuestionsInput, listQuestionsInput, listStimuliInput, saveQuestionInput, saveStimulusInput } from '../../exams/inputs.ts';

/** A question's content as stored (src/shared/exams/item-schema.ts); drawn by the portal as it is. */
export const itemContentViewSchema = z.custom<ItemContent>((v) => typeof v === 'object' && v !== null && 'type' in v);

export const questionRowSchema = z.object({
  id: z.number(),
  type: z.enum(ITEM_TYPES),
  summary: z.string(),
  summaryHtml: z.string(),
  grade: z.number().nullable(),
  courseId: z.number().nullable(),
  courseName: z.string().nullable(),
  stimulusId: z.number().nullable(),
  stimulusTitle: z.string().nullable(),
  weight: z.number(),
  scoring: z.string(),
  updatedAt: dateTimeSchema,
});
export const stimulusRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  courseId: z.number().nullable(),
  grade: z.number().nullable(),
  questions: z.number(),
});
export const rowErrorSchema = z.object({ row: z.number(), field: z.string(), message: z.string() });

export const examOptionsContract = defineContract({
  name: 'exams.options',
  method: 'GET',
  path: '/api/exams/options',
  auth: 'session',
  tag,
  output: z.object({
    courses: z.array(z.object({ id: z.number(), name: z.string(), code: z.string().nullable() })),
    sections: z.array(z.object({ id: z.number(), name: z.string(), grade: z.number() })),
  }),
  summary: 'Mata pelajaran aktif dan rombel tahun ajaran aktif, untuk formulir soal dan jadwal.',
});
export const listQuestionsContract = defineContract({
  name: 'exams.questions.list',
  method: 'GET',
  path: '/api/exams/questions',
  auth: 'session',
  tag,
  input: listQuestionsInput,
  output: z.object({ data: z.array(questionRowSchema), total: z.number(), page: z.number(), perPage: z.number() }),
  summary: 'Soal di Bank Soal, disaring mapel, tingkat, jenis, stimulus atau kata; per halaman.',
});
export const getQuestionContract = defineContract({
  name: 'exams.questions.get',
  method: 'GET',
  path: '/api/exams/questions/:id',
  auth: 'session',
  tag,
  params: idParams,
  output: z.object({
    id: z.number(),
    courseId: z.number().nullable(),
    grade: z.number().nullable(),
    stimulusId: z.number().nullable(),
    position: z.number(),
    content: itemContentViewSchema,
  }),
  summary: 'Satu soal dengan isi dan kuncinya.',
});
export const saveQuestionContract = defineContract({
  name: 'exams.questions.save',
  method: 'POST',
  path: '/api/exams/questions',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  input: saveQuestionInput,
  output: savedAnswerSchema,
  summary: 'Menambah (tanpa id) atau mengubah soal.',
});
export const deleteQuestionContract = defineContract({
  name: 'exams.questions.delete',
  method: 'DELETE',
  path: '/api/exams/questions/:id',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: doneAnswerSchema,
  summary: 'Menghapus soal dari bank; jadwal yang memakainya tetap utuh.',
});
export const questionTemplateContract = defineContract({
  name: 'exams.questions.template',
  method: 'GET',
  path: '/api/exams/questions-template.xlsx',
  auth: 'session',
  tag,
  ...xlsxFile,
  summary: 'Template .xlsx impor Bank Soal.',
});
export const exportQuestionsContract = defineContract({
  name: 'exams.questions.export',
  method: 'GET',
  path: '/api/exams/questions-export.xlsx',
  auth: 'session',
  tag,
  input: exportQuestionsInput,
  ...xlsxFile,
  summary: 'Ekspor Bank Soal ke .xlsx (format template).',
});
export const importQuestionsContract = defineContract({
  name: 'exams.questions.import',
  method: 'POST',
  path: '/api/exams/questions-import',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  input: importQuestionsInput,
  output: z.object({ imported: z.number(), valid: z.number(), errors: z.array(rowErrorSchema), errorCount: z.number() }),
  summary: 'Impor soal dari .xlsx (base64); dryRun hanya memeriksa dan melaporkan kesalahan per baris.',
});
export const listStimuliContract = defineContract({
  name: 'exams.stimuli.list',
  method: 'GET',
  path: '/api/exams/stimuli',
  auth: 'session',
  tag,
  input: listStimuliInput,
  output: z.object({ data: z.array(stimulusRowSchema) }),
  summary: 'Stimulus (bacaan bersama beberapa soal).',
});
export const getStimulusContract = defineContract({
  name: 'exams.stimuli.get',
  method: 'GET',
  path: '/api/exams/stimuli/:id',
  auth: 'session',
  tag,
  params: idParams,
  output: z.object({ id: z.number(), title: z.string(), html: z.string(), courseId: z.number().nullable(), grade: z.number().nullable() }),
  summary: 'Satu stimulus dengan teksnya.',
});
export const saveStimulusContract = defineContract({
  name: 'exams.stimuli.save',
  method: 'POST',
  path: '/api/exams/stimuli',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  input: saveStimulusInput,
  output: savedAnswerSchema,
  summary: 'Menambah (tanpa id) atau mengubah stimulus.',
});
export const deleteStimulusContract = defineContract({
  name: 'exams.stimuli.delete',
  method: 'DELETE',
  path: '/api/exams/stimuli/:id',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: doneAnswerSchema,
  summary: 'Menghapus stimulus yang tidak dipakai soal.',
});
