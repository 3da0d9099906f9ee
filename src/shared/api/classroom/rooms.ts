/** Class rooms (issue 16): the rooms a person sees, one room with its meetings and materials, who opened what. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { MATERIAL_KINDS } from '../../classroom/permissions.ts';

const TAG = 'Ruang Kelas';
const idParams = z.object({ id: pathIdSchema });
const person = z.object({ id: z.number(), name: z.string() });

export const assignmentStatusSchema = z.enum(['due', 'missing', 'submitted', 'late', 'graded']);

export const roomSummarySchema = z.object({
  id: z.number(),
  courseName: z.string(),
  sectionName: z.string(),
  sectionId: z.number(),
  teacherName: z.string(),
  meetings: z.number(),
  assignments: z.number(),
  /** The student whose work the counts are about (the guardian's child); null for staff. */
  student: person.nullable(),
  due: z.number(),
  missing: z.number(),
  /** Staff: submissions not graded yet. */
  toGrade: z.number(),
});

export const listRoomsContract = defineContract({
  name: 'classroom.rooms.list',
  method: 'GET',
  path: '/api/classroom/rooms',
  auth: 'session',
  output: z.object({ data: z.array(roomSummarySchema) }),
  tag: TAG,
  summary: 'Ruang kelas yang dapat dibuka: guru (kelas yang diajar), siswa (rombelnya), orang tua (rombel anak), pimpinan (semua).',
});

const materialListItem = z.object({ id: z.number(), kind: z.enum(MATERIAL_KINDS), title: z.string(), opened: z.boolean() });
export const roomAssignmentItem = z.object({
  id: z.number(),
  meetingId: z.number().nullable(),
  title: z.string(),
  dueAt: dateTimeSchema,
  closed: z.boolean(),
  maxScore: z.number(),
  status: assignmentStatusSchema.nullable(),
  score: z.number().nullable(),
  submitted: z.number(),
  students: z.number(),
});

export const roomSchema = z.object({
  id: z.number(),
  courseName: z.string(),
  sectionName: z.string(),
  teacherName: z.string(),
  canKeep: z.boolean(),
  student: person.nullable(),
  meetings: z.array(
    z.object({ id: z.number(), title: z.string(), position: z.number(), meetingDate: z.string().nullable(), materials: z.array(materialListItem) }),
  ),
  assignments: z.array(roomAssignmentItem),
});

export const getRoomContract = defineContract({
  name: 'classroom.rooms.get',
  method: 'GET',
  path: '/api/classroom/rooms/:id',
  auth: 'session',
  params: idParams,
  output: roomSchema,
  tag: TAG,
  summary: 'Satu ruang kelas: pertemuan dengan materinya dan tugas (dengan status siswa bagi siswa dan orang tua).',
});

export const meetingInput = z.object({
  title: z.string().trim().min(1, 'Judul pertemuan wajib diisi.').max(150, 'Judul paling banyak 150 karakter.'),
  meetingDate: z.iso.date({ message: 'Tanggal tidak valid.' }).nullish(),
});

export const addMeetingContract = defineContract({
  name: 'classroom.meetings.add',
  method: 'POST',
  path: '/api/classroom/rooms/:id/meetings',
  auth: 'session',
  params: idParams,
  input: meetingInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru kelas itu, admin',
  summary: 'Menambah pertemuan (bab) di ruang kelas.',
  example: { title: 'Pertemuan 3: Teks Prosedur', meetingDate: '2026-08-10' },
});

export const materialInput = z.object({
  meetingId: pathIdSchema,
  kind: z.enum(MATERIAL_KINDS, { message: 'Pilih jenis materi.' }),
  title: z.string().trim().min(1, 'Judul materi wajib diisi.').max(150, 'Judul paling banyak 150 karakter.'),
  body: z.string().max(50_000, 'Isi materi terlalu panjang.').nullish(),
  url: z.string().trim().max(500, 'Alamat terlalu panjang.').nullish(),
  fileId: z.uuid({ message: 'Berkas tidak valid.' }).nullish(),
});

export const addMaterialContract = defineContract({
  name: 'classroom.materials.add',
  method: 'POST',
  path: '/api/classroom/rooms/:id/materials',
  auth: 'session',
  params: idParams,
  input: materialInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru kelas itu, admin',
  summary: 'Menambah materi (teks, tautan, video YouTube atau berkas) ke satu pertemuan; teks dibersihkan dari skrip.',
  example: { meetingId: 1, kind: 'link', title: 'Modul KBBI daring', url: 'https://kbbi.kemdikbud.go.id' },
});

export const materialSchema = z.object({
  id: z.number(),
  roomId: z.number(),
  meetingId: z.number(),
  meetingTitle: z.string(),
  courseName: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  url: z.string().nullable(),
  embedUrl: z.string().nullable(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
});

export const getMaterialContract = defineContract({
  name: 'classroom.materials.get',
  method: 'GET',
  path: '/api/classroom/materials/:id',
  auth: 'session',
  params: idParams,
  output: materialSchema,
  tag: TAG,
  summary: 'Membuka satu materi; bukaan pertama siswa dicatat untuk cek ruang kelas.',
});

export const roomViewsContract = defineContract({
  name: 'classroom.rooms.views',
  method: 'GET',
  path: '/api/classroom/rooms/:id/views',
  auth: 'session',
  params: idParams,
  output: z.object({
    students: z.array(person),
    materials: z.array(z.object({ id: z.number(), title: z.string(), meetingTitle: z.string(), openedBy: z.array(z.number()) })),
  }),
  tag: TAG,
  access: 'guru kelas itu, admin, kepala sekolah',
  summary: 'Cek ruang kelas: siswa mana yang sudah membuka tiap materi.',
});
