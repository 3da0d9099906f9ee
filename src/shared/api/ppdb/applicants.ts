/** The applicants of a period: list, dossier and document check, ranking, decisions, announcement, re-registration. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { applicantQuery, decisionInput, reregisterInput, verifyInput } from '../../ppdb/schemas.ts';

const TAG = 'PPDB';
const idParams = z.object({ id: pathIdSchema });

export const applicantRowSchema = z.object({
  id: z.number(),
  registrationNumber: z.string(),
  fullName: z.string(),
  pathway: z.string(),
  major: z.string().nullable(),
  previousSchool: z.string().nullable(),
  status: z.string(),
  distanceMeters: z.number().nullable(),
  reportAverage: z.number().nullable(),
  achievementPoints: z.number(),
  rank: z.number().nullable(),
  overQuota: z.boolean(),
  createdAt: dateTimeSchema,
});

export const applicantListSchema = z.object({
  data: z.array(applicantRowSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  /** Whether this user may see documents and personal data and act (the PPDB staff). */
  canAct: z.boolean(),
});

export const applicantDetailSchema = applicantRowSchema.extend({
  periodId: z.number().nullable(),
  periodName: z.string().nullable(),
  announced: z.boolean(),
  nik: z.string(),
  nisn: z.string().nullable(),
  gender: z.string(),
  birthPlace: z.string(),
  birthDate: z.string(),
  religion: z.string(),
  address: z.string(),
  guardianName: z.string(),
  guardianRelation: z.string(),
  guardianPhone: z.string(),
  guardianEmail: z.string().nullable(),
  note: z.string().nullable(),
  documents: z.array(
    z.object({
      requirementId: z.number(),
      name: z.string(),
      required: z.boolean(),
      ok: z.boolean().nullable(),
      note: z.string().nullable(),
      fileId: z.string().nullable(),
    }),
  ),
  studentUserId: z.number().nullable(),
  quota: z.number(),
  acceptedInPathway: z.number(),
});

export const listApplicantsContract = defineContract({
  name: 'ppdb.applicants.list',
  method: 'GET',
  path: '/api/ppdb/periods/:id/applicants',
  auth: 'session',
  params: idParams,
  input: applicantQuery,
  output: applicantListSchema,
  tag: TAG,
  summary: 'Pendaftar satu gelombang: cari nama/nomor/asal sekolah, saring jalur dan status, urut peringkat.',
});

export const getApplicantContract = defineContract({
  name: 'ppdb.applicants.get',
  method: 'GET',
  path: '/api/ppdb/applicants/:id',
  auth: 'session',
  params: idParams,
  output: applicantDetailSchema,
  tag: TAG,
  access: 'panitia PPDB (admin, TU): data pribadi dan dokumen pendaftar',
  summary: 'Berkas satu pendaftar: data pribadi, orang tua, dokumen dan nilai.',
});

export const verifyApplicantContract = defineContract({
  name: 'ppdb.applicants.verify',
  method: 'POST',
  path: '/api/ppdb/applicants/:id/verify',
  auth: 'session',
  params: idParams,
  input: verifyInput,
  output: applicantDetailSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Periksa dokumen dan isi nilai/jarak; simpan saja, verifikasi, atau tolak berkas (keluarga diberi tahu).',
  example: { documents: { '1': { ok: true } }, distanceMeters: 1200, reportAverage: 85.5, achievementPoints: 0, decision: 'verified' },
});

export const decideApplicantContract = defineContract({
  name: 'ppdb.applicants.decide',
  method: 'POST',
  path: '/api/ppdb/applicants/:id/decision',
  auth: 'session',
  params: idParams,
  input: decisionInput,
  output: applicantDetailSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menerima atau tidak menerima satu pendaftar; menerima melebihi kuota perlu override dengan alasan (409 tanpa itu), dicatat di audit.',
});

export const rankPeriodContract = defineContract({
  name: 'ppdb.periods.rank',
  method: 'POST',
  path: '/api/ppdb/periods/:id/ranking',
  auth: 'session',
  params: idParams,
  output: z.object({ pathways: z.array(z.object({ pathway: z.string(), quota: z.number(), ranked: z.number(), accepted: z.number() })) }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Memeringkat pendaftar terverifikasi per jalur menurut aturan SPMB dan menerima sebanyak kuota (409 bila sudah diumumkan).',
});

export const announcePeriodContract = defineContract({
  name: 'ppdb.periods.announce',
  method: 'POST',
  path: '/api/ppdb/periods/:id/announce',
  auth: 'session',
  params: idParams,
  output: z.object({ announcedAt: dateTimeSchema, accepted: z.number(), notAccepted: z.number(), messages: z.number() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Mengumumkan hasil seleksi: halaman cek pendaftaran menampilkan hasil, keluarga diberi tahu lewat WhatsApp/email.',
});

export const reregisterApplicantContract = defineContract({
  name: 'ppdb.applicants.reregister',
  method: 'POST',
  path: '/api/ppdb/applicants/:id/reregister',
  auth: 'session',
  params: idParams,
  input: reregisterInput,
  output: z.object({ studentUserId: z.number(), guardianUserId: z.number(), studentName: z.string(), username: z.string() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Daftar ulang: pendaftar yang diterima dan sudah diumumkan menjadi siswa dan orang tua/wali di data induk, dalam satu transaksi.',
});
