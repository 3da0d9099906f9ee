/** Extracurriculars (ekskul): the clubs, sign-up with the coach's approval, and each member's predikat for the rapor. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { PREDICATES } from '../../classroom/permissions.ts';

const TAG = 'Ekstrakurikuler';
const idParams = z.object({ id: pathIdSchema });
const memberStatus = z.enum(['pending', 'approved', 'rejected']);

const club = z.object({
  id: z.number(),
  name: z.string(),
  coachId: z.number().nullable(),
  coachName: z.string().nullable(),
  schedule: z.string().nullable(),
  place: z.string().nullable(),
  description: z.string().nullable(),
  quota: z.number().nullable(),
  members: z.number(),
  pending: z.number(),
  /** The signed-in student's (or the guardian's child's) membership. */
  myStatus: memberStatus.nullable(),
  canCoach: z.boolean(),
  /** A student not yet signed up. */
  canJoin: z.boolean(),
});

export const listExtracurricularsContract = defineContract({
  name: 'extracurriculars.list',
  method: 'GET',
  path: '/api/extracurriculars',
  auth: 'session',
  output: z.object({ data: z.array(club), canManage: z.boolean(), coaches: z.array(z.object({ id: z.number(), name: z.string() })) }),
  tag: TAG,
  summary: 'Daftar ekstrakurikuler sekolah dengan pembina, jadwal, jumlah anggota dan status keanggotaan siswa.',
});

export const clubInput = z.object({
  name: z.string().trim().min(1, 'Nama ekstrakurikuler wajib diisi.').max(100, 'Nama paling banyak 100 karakter.'),
  coachId: pathIdSchema.nullish(),
  schedule: z.string().trim().max(100, 'Jadwal paling banyak 100 karakter.').nullish(),
  place: z.string().trim().max(100, 'Tempat paling banyak 100 karakter.').nullish(),
  description: z.string().trim().max(2000, 'Keterangan terlalu panjang.').nullish(),
  quota: z
    .number({ message: 'Kuota harus angka.' })
    .int('Kuota harus bilangan bulat.')
    .min(1, 'Kuota paling kecil 1.')
    .max(1000, 'Kuota paling besar 1000.')
    .nullish(),
});

export const createExtracurricularContract = defineContract({
  name: 'extracurriculars.create',
  method: 'POST',
  path: '/api/extracurriculars',
  auth: 'session',
  input: clubInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'admin',
  summary: 'Menambah ekstrakurikuler dengan pembinanya.',
  example: { name: 'Paskibra', schedule: 'Sabtu 08.00–10.00', place: 'Lapangan' },
});

export const memberSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  sectionName: z.string().nullable(),
  status: memberStatus,
  predicate: z.enum(PREDICATES).nullable(),
  description: z.string().nullable(),
  requestedAt: dateTimeSchema,
});

export const getExtracurricularContract = defineContract({
  name: 'extracurriculars.get',
  method: 'GET',
  path: '/api/extracurriculars/:id',
  auth: 'session',
  params: idParams,
  output: club.extend({ roster: z.array(memberSchema) }),
  tag: TAG,
  summary: 'Satu ekstrakurikuler; pembina dan admin melihat seluruh anggota dan pendaftar.',
});

export const joinExtracurricularContract = defineContract({
  name: 'extracurriculars.join',
  method: 'POST',
  path: '/api/extracurriculars/:id/join',
  auth: 'session',
  params: idParams,
  output: z.object({ id: z.number(), status: memberStatus }),
  status: 201,
  tag: TAG,
  access: 'siswa',
  summary: 'Siswa mendaftar ke ekstrakurikuler; menunggu persetujuan pembina. Mendaftar dua kali 409.',
});

export const pendingRequestsContract = defineContract({
  name: 'extracurriculars.requests',
  method: 'GET',
  path: '/api/extracurricular-requests',
  auth: 'session',
  output: z.object({ data: z.array(memberSchema.extend({ clubId: z.number(), clubName: z.string() })) }),
  tag: TAG,
  access: 'pembina, admin',
  summary: 'Pendaftaran ekstrakurikuler yang menunggu persetujuan (pembina: ekskul yang dibinanya).',
});

export const decideRequestContract = defineContract({
  name: 'extracurriculars.decide',
  method: 'POST',
  path: '/api/extracurricular-members/:id/decision',
  auth: 'session',
  params: idParams,
  input: z.object({ approve: z.boolean({ message: 'Pilih terima atau tolak.' }) }),
  output: memberSchema,
  tag: TAG,
  access: 'pembina ekskul itu, admin',
  summary: 'Menerima atau menolak pendaftaran; kuota penuh 409.',
});

export const assessMemberContract = defineContract({
  name: 'extracurriculars.assess',
  method: 'PUT',
  path: '/api/extracurricular-members/:id/assessment',
  auth: 'session',
  params: idParams,
  input: z.object({
    predicate: z.enum(PREDICATES, { message: 'Pilih predikat SB, B, C atau K.' }),
    description: z.string().trim().max(500, 'Deskripsi paling banyak 500 karakter.').nullish(),
  }),
  output: memberSchema,
  tag: TAG,
  access: 'pembina ekskul itu, admin',
  summary: 'Penilaian anggota untuk rapor: predikat dan deskripsi.',
  example: { predicate: 'B', description: 'Aktif mengikuti latihan dan disiplin.' },
});
