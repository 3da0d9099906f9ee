/** Teaching classes (document 02, 2.6) and their grade grid: one teaching assignment = one grid. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { recordId, revisionSchema } from '../../ids.ts';
import { ASPECTS, ASSESSMENT_KINDS, scoreSchema } from '../../grades/schemas.ts';

const TAG = 'Nilai';
const idParams = z.object({ id: pathIdSchema });

export const teachingClassSchema = z.object({
  id: z.number(),
  courseName: z.string(),
  sectionId: z.number(),
  sectionName: z.string(),
  grade: z.number(),
  teacherName: z.string(),
  students: z.number(),
  assessments: z.number(),
  mine: z.boolean(),
});

export const listClassesContract = defineContract({
  name: 'grades.classes.list',
  method: 'GET',
  path: '/api/grades/classes',
  auth: 'session',
  input: z.object({ scope: z.enum(['mine', 'all', 'homeroom']).default('mine') }),
  output: z.object({
    semester: z.string(),
    yearLabel: z.string(),
    classes: z.array(teachingClassSchema),
    homeroom: z.array(z.object({ sectionId: z.number(), sectionName: z.string(), students: z.number() })),
    schoolWide: z.boolean(),
  }),
  tag: TAG,
  summary: 'Kelas yang diajar (mine), semua kelas rombel perwalian (homeroom), atau semua kelas sekolah (all: admin, kepala sekolah).',
});

const cellSchema = z.object({ score: z.number().nullable(), remedial: z.number().nullable(), revision: z.number() });

export const gridSchema = z.object({
  id: z.number(),
  courseName: z.string(),
  sectionId: z.number(),
  sectionName: z.string(),
  teacherName: z.string(),
  semester: z.string(),
  layout: z.enum(['merdeka', 'k13']),
  kkm: z.number(),
  kkmSet: z.boolean(),
  weights: z.record(z.string(), z.number()),
  lock: z.string().nullable(),
  canEdit: z.boolean(),
  assessments: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(ASSESSMENT_KINDS),
      aspect: z.enum(ASPECTS),
      title: z.string(),
      objective: z.string().nullable(),
      objectiveId: z.number().nullable(),
      examScheduleId: z.number().nullable(),
      roomAssignmentId: z.number().nullable(),
      source: z.string(),
    }),
  ),
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      nis: z.string().nullable(),
      cells: z.record(z.string(), cellSchema),
      finalGrade: z.number().nullable(),
      capaian: z.string(),
      capaianEdited: z.boolean(),
      skillsGrade: z.number().nullable(),
      skillsCapaian: z.string(),
      skillsEdited: z.boolean(),
    }),
  ),
  exams: z.array(z.object({ id: z.number(), title: z.string() })),
  rooms: z.array(z.object({ id: z.number(), title: z.string() })),
  /** The school's TPs of this course and grade (curriculum module), to link a column to. */
  objectives: z.array(z.object({ id: z.number(), code: z.string(), description: z.string(), semester: z.enum(['1', '2']).nullable() })),
});

export const getGridContract = defineContract({
  name: 'grades.classes.get',
  method: 'GET',
  path: '/api/grades/classes/:id',
  auth: 'session',
  params: idParams,
  output: gridSchema,
  tag: TAG,
  summary: 'Daftar nilai satu kelas ajar: siswa, penilaian (kolom), nilai, nilai akhir dan capaian kompetensi.',
});

export const assessmentInput = z.object({
  kind: z.enum(ASSESSMENT_KINDS, { message: 'Pilih jenis penilaian.' }),
  title: z.string().trim().min(1, 'Nama penilaian wajib diisi.').max(120, 'Paling banyak 120 karakter.'),
  objective: z.string().trim().max(300, 'Paling banyak 300 karakter.').nullish(),
  /** A TP of the curriculum module; its wording fills `objective` when that is empty. */
  objectiveId: recordId.nullish(),
  aspect: z.enum(ASPECTS, { message: 'Pilih pengetahuan atau keterampilan.' }).default('pengetahuan'),
  examScheduleId: recordId.nullish(),
  /** A class room assignment (tugas) whose graded submissions become the column's scores. */
  roomAssignmentId: recordId.nullish(),
});

export const createAssessmentContract = defineContract({
  name: 'grades.assessments.create',
  method: 'POST',
  path: '/api/grades/classes/:id/assessments',
  auth: 'session',
  params: idParams,
  input: assessmentInput,
  output: gridSchema,
  status: 201,
  tag: TAG,
  access: 'guru pengampu, admin',
  summary: 'Menambah kolom penilaian (formatif, sumatif, STS, SAS); bila diambil dari ujian, nilainya mengikuti hasil akhir ujian.',
  example: { kind: 'sumatif', title: 'Sumatif Bab 3', objective: 'menyelesaikan sistem persamaan linear dua variabel' },
});

export const deleteAssessmentContract = defineContract({
  name: 'grades.assessments.delete',
  method: 'DELETE',
  path: '/api/grades/assessments/:id',
  auth: 'session',
  params: idParams,
  output: gridSchema,
  tag: TAG,
  access: 'guru pengampu, admin',
  summary: 'Menghapus satu kolom penilaian beserta nilainya.',
});

export const saveScoresInput = z.object({
  cells: z
    .array(z.object({ assessmentId: recordId, studentId: recordId, score: scoreSchema, revision: revisionSchema }))
    .min(1, 'Tidak ada nilai yang dikirim.')
    .max(2000, 'Terlalu banyak nilai dalam satu simpanan.'),
});

export const saveScoresContract = defineContract({
  name: 'grades.scores.save',
  method: 'PUT',
  path: '/api/grades/classes/:id/scores',
  auth: 'session',
  params: idParams,
  input: saveScoresInput,
  output: gridSchema,
  tag: TAG,
  access: 'guru pengampu, admin',
  summary: 'Menyimpan sekumpulan nilai sekaligus; sel yang telah diubah orang lain sejak dimuat ditolak (409).',
  example: { cells: [{ assessmentId: 1, studentId: 2, score: 87.5, revision: 0 }] },
});

export const saveDescriptionContract = defineContract({
  name: 'grades.descriptions.save',
  method: 'PUT',
  path: '/api/grades/classes/:id/descriptions',
  auth: 'session',
  params: idParams,
  input: z.object({
    studentId: recordId,
    aspect: z.enum(ASPECTS).default('pengetahuan'),
    description: z.string().trim().max(1000, 'Paling banyak 1000 karakter.'),
  }),
  output: gridSchema,
  tag: TAG,
  access: 'guru pengampu, admin',
  summary: 'Menulis capaian kompetensi seorang siswa sendiri; kosong mengembalikan deskripsi otomatis dari TP.',
});
