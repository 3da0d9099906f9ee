/**
 * The one upload path and the one way files are served (issue 12, item 5; docs/decisions/0011-files.md).
 * Uploads are multipart (one file); the kind travels in the query string, read before the body.
 */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { SHELL_CALLS } from './shell-routes.ts';
import { FILE_KINDS } from '../files/file-kinds.ts';
import { recordId } from '../ids.ts';

const tag = 'Berkas';
export const savedFileSchema = z.object({
  id: z.string(),
  url: z.string(),
  kind: z.enum(FILE_KINDS),
  mime: z.string(),
  size: z.number(),
  originalName: z.string(),
});

export const uploadFileContract = defineContract({
  ...SHELL_CALLS.uploadFile,
  auth: 'session',
  tag,
  output: savedFileSchema,
  summary: 'Mengunggah satu berkas (multipart) dengan ?kind=…; jenis diperiksa dari byte pertamanya, ukuran per jenis.',
});

export const profilePhotoContract = defineContract({
  name: 'files.profile-photo',
  method: 'POST',
  path: '/api/people/:userId/photo',
  auth: 'session',
  tag,
  params: z.object({ userId: recordId }),
  output: z.object({ userId: z.number(), url: z.string(), message: z.string() }),
  summary: 'Foto profil satu orang (multipart, JPG/PNG).',
});

export const photoByNisnContract = defineContract({
  name: 'files.photo-by-nisn',
  method: 'POST',
  path: '/api/people/photos/by-nisn',
  auth: 'session',
  tag,
  output: z.object({ userId: z.number(), fullName: z.string(), url: z.string(), message: z.string() }),
  summary: 'Impor Foto Profil: satu berkas per panggilan, dinamai dengan NISN siswa (0012345678.jpg).',
});

export const fileContract = defineContract({
  name: 'files.get',
  method: 'GET',
  path: '/api/files/:id',
  auth: 'public',
  tag,
  params: z.object({ id: z.string().max(64) }),
  output: z.unknown(),
  response: { kind: 'file', mediaType: 'application/octet-stream' },
  summary: 'Isi berkas: jenis publik untuk siapa pun yang memegang alamatnya, lainnya hanya sesi sekolah yang sama.',
});
