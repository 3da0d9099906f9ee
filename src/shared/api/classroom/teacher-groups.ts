/** Teacher groups (issue 16): MGMP of one subject, KKG, teams; their members and a journal of their activities. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { GROUP_KINDS } from '../../classroom/school-life.ts';

const TAG = 'Kelompok Guru';
const idParams = z.object({ id: pathIdSchema });
const person = z.object({ id: z.number(), name: z.string() });

const group = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(GROUP_KINDS),
  courseName: z.string().nullable(),
  coordinatorName: z.string().nullable(),
  description: z.string().nullable(),
  members: z.number(),
  activities: z.number(),
  lastActivity: z.string().nullable(),
  mine: z.boolean(),
});

export const listGroupsContract = defineContract({
  name: 'teacher-groups.list',
  method: 'GET',
  path: '/api/teacher-groups',
  auth: 'session',
  output: z.object({ data: z.array(group), canManage: z.boolean(), teachers: z.array(person), courses: z.array(person) }),
  tag: TAG,
  summary: 'Kelompok guru sekolah (MGMP, KKG, tim) dengan koordinator, jumlah anggota dan kegiatan terakhir.',
});

export const groupInput = z.object({
  name: z.string().trim().min(2, 'Nama kelompok wajib diisi.').max(100, 'Nama paling banyak 100 karakter.'),
  kind: z.enum(GROUP_KINDS, { message: 'Pilih jenis kelompok.' }),
  courseId: pathIdSchema.nullish(),
  coordinatorId: pathIdSchema.nullish(),
  description: z.string().trim().max(1000, 'Keterangan paling banyak 1000 karakter.').nullish(),
  /** Empty for an MGMP with a subject: the teachers who teach it this year join. */
  memberIds: z.array(pathIdSchema).max(200).default([]),
});

export const createGroupContract = defineContract({
  name: 'teacher-groups.create',
  method: 'POST',
  path: '/api/teacher-groups',
  auth: 'session',
  input: groupInput,
  output: z.object({ id: z.number(), members: z.number() }),
  status: 201,
  tag: TAG,
  access: 'admin',
  summary: 'Membentuk kelompok guru; MGMP tanpa daftar anggota diisi guru yang mengajar mapel itu tahun ini. Nama ganda: 409.',
  example: { name: 'MGMP Matematika', kind: 'MGMP', courseId: 3, coordinatorId: 5 },
});

export const getGroupContract = defineContract({
  name: 'teacher-groups.get',
  method: 'GET',
  path: '/api/teacher-groups/:id',
  auth: 'session',
  params: idParams,
  output: group.extend({
    memberList: z.array(person),
    activityList: z.array(z.object({ id: z.number(), activityDate: z.string(), topic: z.string(), notes: z.string().nullable(), createdByName: z.string() })),
    canKeep: z.boolean(),
    teachers: z.array(person),
  }),
  tag: TAG,
  summary: 'Satu kelompok guru: anggota dan jurnal kegiatannya.',
});

export const setMembersContract = defineContract({
  name: 'teacher-groups.members',
  method: 'PUT',
  path: '/api/teacher-groups/:id/members',
  auth: 'session',
  params: idParams,
  input: z.object({ memberIds: z.array(pathIdSchema).max(200) }),
  output: z.object({ members: z.number() }),
  tag: TAG,
  access: 'admin, koordinator kelompok',
  summary: 'Mengganti daftar anggota kelompok.',
});

export const activityInput = z.object({
  activityDate: z.iso.date({ message: 'Tanggal tidak valid.' }),
  topic: z.string().trim().min(3, 'Topik wajib diisi.').max(200, 'Topik paling banyak 200 karakter.'),
  notes: z.string().trim().max(5000, 'Catatan paling banyak 5000 karakter.').nullish(),
});

export const addActivityContract = defineContract({
  name: 'teacher-groups.activities.add',
  method: 'POST',
  path: '/api/teacher-groups/:id/activities',
  auth: 'session',
  params: idParams,
  input: activityInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'admin, koordinator dan anggota kelompok',
  summary: 'Mencatat pertemuan atau kegiatan kelompok (topik dan hasilnya).',
  example: { activityDate: '2026-11-20', topic: 'Menyusun soal HOTS bab statistika', notes: 'Setiap guru membawa 5 soal.' },
});
