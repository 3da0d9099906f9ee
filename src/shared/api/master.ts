/** The master-data calls a resource definition cannot describe: first passwords for a rombel, and the guardian's own pages. */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { xlsxFile } from './file-answers.ts';
import { idSchema } from '../ids.ts';

const TAG = 'Data Master';

export const activateInput = z.object({
  sd_section_id: idSchema('Pilih rombel.'),
});

export const guardianChildSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  nisn: z.string().nullable(),
  nis: z.string().nullable(),
  gender: z.string().nullable(),
  class_name: z.string().nullable(),
  section_name: z.string().nullable(),
  major: z.string().nullable(),
  homeroom_teacher: z.string().nullable(),
});

export const guardianProfileSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  relation: z.string().nullable(),
  nik: z.string().nullable(),
  phone: z.string().nullable(),
  occupation: z.string().nullable(),
  education: z.string().nullable(),
  address: z.string().nullable(),
});
const guardianProfileAnswer = z.object({ data: guardianProfileSchema, labels: z.record(z.string(), z.unknown()) });

export const activateStudentsContract = defineContract({
  name: 'master.students.activate',
  method: 'POST',
  path: '/api/master/students/activate',
  auth: 'session',
  input: activateInput,
  output: z.object({ data: z.array(z.object({ id: z.number(), full_name: z.string(), username: z.string(), password: z.string() })), remaining: z.number() }),
  tag: TAG,
  access: 'admin sekolah',
  summary: 'Password pertama untuk siswa satu rombel yang belum punya (hasil impor), untuk dicetak sebagai Kartu Akun.',
  example: { sd_section_id: 1 },
});

export const guardianChildrenContract = defineContract({
  name: 'master.guardian.children',
  method: 'GET',
  path: '/api/master/guardian/children',
  auth: 'session',
  output: z.object({ data: z.array(guardianChildSchema) }),
  tag: TAG,
  access: 'orang tua/wali',
  summary: 'Anak-anak wali yang masuk, dengan rombel tahun ini dan wali kelasnya.',
});

export const guardianProfileContract = defineContract({
  name: 'master.guardian.profile',
  method: 'GET',
  path: '/api/master/guardian/profile',
  auth: 'session',
  output: guardianProfileAnswer,
  tag: TAG,
  access: 'orang tua/wali',
  summary: 'Data diri wali yang masuk.',
});

export const updateGuardianProfileContract = defineContract({
  name: 'master.guardian.profile.update',
  method: 'PUT',
  path: '/api/master/guardian/profile',
  auth: 'session',
  input: z.record(z.string(), z.unknown()),
  output: guardianProfileAnswer,
  tag: TAG,
  access: 'orang tua/wali',
  summary: 'Mengubah data diri wali (kolom dan pesannya seperti definisi guardian-self).',
});

/** students, teachers or guardians: the people lists with an Excel template, export and import. */
const kindParams = z.object({ kind: z.string() });

export const peopleTemplateContract = defineContract({
  name: 'master.excel.template',
  method: 'GET',
  path: '/api/master/excel/:kind/template',
  auth: 'session',
  params: kindParams,
  ...xlsxFile,
  tag: TAG,
  summary: 'Templat .xlsx impor siswa, guru atau orang tua (kind: students, teachers, guardians).',
});

export const peopleExportContract = defineContract({
  name: 'master.excel.export',
  method: 'GET',
  path: '/api/master/excel/:kind/export',
  auth: 'session',
  params: kindParams,
  ...xlsxFile,
  tag: TAG,
  summary: 'Ekspor siswa, guru atau orang tua sekolah ke .xlsx (format templat).',
});

export const peopleImportContract = defineContract({
  name: 'master.excel.import',
  method: 'POST',
  path: '/api/master/excel/:kind/import',
  auth: 'session',
  params: kindParams,
  output: z.object({
    status: z.boolean(),
    total: z.number(),
    imported: z.number(),
    message: z.string(),
    errors: z.array(z.object({ row: z.number(), messages: z.array(z.string()) })),
    errorCount: z.number(),
  }),
  tag: TAG,
  access: 'admin sekolah',
  summary: 'Impor .xlsx (isi permintaan adalah berkasnya, paling besar 5 MB); semua baris atau tidak sama sekali.',
});
