/**
 * The calls of document 01, section 7: sign-in, sign-out and the shell's three. Their paths and bodies are the
 * legacy ones and stay exactly as the spec has them.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { SHELL_CALLS } from './shell-routes.ts';
import { messageAnswerSchema } from './common.ts';
import { idSchema, isRecordId } from '../ids.ts';
import { changeSchoolAnswerSchema, menuTopSchema, signInAnswerSchema } from '../shell-api.ts';

export const signInInput = z.object({
  email: z.string({ error: 'Email wajib diisi.' }).trim().min(1, 'Email wajib diisi.').max(254, 'Email terlalu panjang.'),
  password: z.string({ error: 'Password wajib diisi.' }).min(1, 'Password wajib diisi.').max(1024, 'Password terlalu panjang.'),
});

/**
 * The "academic" parameter of the shell calls: a year id as a number or numeric string. '0' (the selector's
 * default before a year is chosen), null or absence mean "the session's year".
 */
export const academicParam = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/, 'Tahun ajaran tidak valid.'), z.null()])
  .optional()
  .transform((v) => (v === undefined || v === null || Number(v) === 0 ? null : Number(v)))
  .refine((v) => v === null || isRecordId(v), 'Tahun ajaran tidak valid.');

export const signInContract = defineContract({
  name: 'auth.signIn',
  method: 'POST',
  path: '/api/login_web',
  auth: 'public',
  input: signInInput,
  output: signInAnswerSchema,
  tag: 'Sesi',
  summary: 'Masuk: email (atau nama pengguna) dan password; menjawab token bearer dan data sesi. Salah email/password menjawab status false.',
  example: { email: 'guru@demo.sch.id', password: 'rahasia123' },
});

export const signOutContract = defineContract({
  ...SHELL_CALLS.signOut,
  auth: 'session',
  output: messageAnswerSchema,
  tag: 'Sesi',
  summary: 'Keluar: token sesi ini dicabut.',
});

export const menuContract = defineContract({
  ...SHELL_CALLS.menu,
  auth: 'session',
  input: z.object({ academic: academicParam }),
  output: z.object({ status: z.boolean(), data: z.array(menuTopSchema) }),
  tag: 'Sesi',
  summary: 'Menu samping tiga tingkat untuk jenis pengguna sesi ini.',
  example: { academic: 0 },
});

export const curriculumContract = defineContract({
  ...SHELL_CALLS.curriculum,
  auth: 'session',
  input: z.object({ academic: academicParam }),
  output: z.object({ status: z.boolean(), data: z.number().int().nullable(), message: z.string().optional() }),
  tag: 'Sesi',
  summary: 'Kurikulum tahun ajaran yang dipilih (tahun harus milik sekolah sesi).',
});

export const changeSchoolContract = defineContract({
  ...SHELL_CALLS.changeSchool,
  auth: 'session',
  input: z.object({
    sd_school_id: idSchema('Pilih sekolah.'),
  }),
  output: changeSchoolAnswerSchema,
  tag: 'Sesi',
  access: 'Yayasan (13), hanya di antara sekolah yayasannya.',
  summary: 'Pindah sekolah: sesi berpindah ke sekolah dan tahun ajaran berjalannya.',
});
