/** Class room assignments (tugas): post, submit (text and files, late flagged), grade with feedback, close. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { SUBMISSION_TYPES } from '../../classroom/permissions.ts';
import { assignmentStatusSchema } from './rooms.ts';

const TAG = 'Ruang Kelas';
const idParams = z.object({ id: pathIdSchema });

export const assignmentInput = z.object({
  meetingId: pathIdSchema.nullish(),
  title: z.string().trim().min(1, 'Judul tugas wajib diisi.').max(150, 'Judul paling banyak 150 karakter.'),
  instructions: z.string().max(20_000, 'Petunjuk terlalu panjang.').nullish(),
  dueAt: z.iso.datetime({ offset: true, message: 'Batas pengumpulan tidak valid.' }),
  acceptedTypes: z
    .array(z.enum(SUBMISSION_TYPES, { message: 'Jenis berkas tidak dikenal.' }))
    .max(SUBMISSION_TYPES.length)
    .default([]),
  rubric: z.string().max(5_000, 'Rubrik terlalu panjang.').nullish(),
  maxScore: z
    .number({ message: 'Nilai maksimal harus angka.' })
    .int('Nilai maksimal harus bilangan bulat.')
    .min(1, 'Nilai maksimal paling kecil 1.')
    .max(100, 'Nilai maksimal paling besar 100.')
    .default(100),
});

export const createAssignmentContract = defineContract({
  name: 'classroom.assignments.create',
  method: 'POST',
  path: '/api/classroom/rooms/:id/assignments',
  auth: 'session',
  params: idParams,
  input: assignmentInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru kelas itu, admin',
  summary: 'Memberi tugas di ruang kelas: batas pengumpulan, jenis berkas yang diterima, rubrik dan nilai maksimal.',
  example: { title: 'Laporan praktikum', dueAt: '2026-08-20T23:59:00+07:00', acceptedTypes: ['pdf', 'docx'], maxScore: 100 },
});

const fileRef = z.object({ id: z.string(), name: z.string() });
export const submissionSchema = z.object({
  id: z.number(),
  body: z.string().nullable(),
  files: z.array(fileRef),
  submittedAt: dateTimeSchema,
  late: z.boolean(),
  score: z.number().nullable(),
  feedback: z.string().nullable(),
  gradedAt: dateTimeSchema.nullable(),
});

export const assignmentSchema = z.object({
  id: z.number(),
  roomId: z.number(),
  courseName: z.string(),
  sectionName: z.string(),
  title: z.string(),
  instructions: z.string().nullable(),
  dueAt: dateTimeSchema,
  closed: z.boolean(),
  acceptedTypes: z.array(z.string()),
  rubric: z.string().nullable(),
  maxScore: z.number(),
  canKeep: z.boolean(),
  canSubmit: z.boolean(),
  status: assignmentStatusSchema.nullable(),
  mine: submissionSchema.nullable(),
  submissions: z.array(z.object({ studentId: z.number(), studentName: z.string(), submission: submissionSchema.nullable() })),
});

export const getAssignmentContract = defineContract({
  name: 'classroom.assignments.get',
  method: 'GET',
  path: '/api/classroom/assignments/:id',
  auth: 'session',
  params: idParams,
  output: assignmentSchema,
  tag: TAG,
  summary: 'Satu tugas: bagi siswa dan orang tua kiriman dan nilainya, bagi guru kiriman setiap siswa rombel.',
});

export const closeAssignmentContract = defineContract({
  name: 'classroom.assignments.close',
  method: 'POST',
  path: '/api/classroom/assignments/:id/close',
  auth: 'session',
  params: idParams,
  output: assignmentSchema,
  tag: TAG,
  access: 'guru kelas itu, admin',
  summary: 'Menutup tugas: kiriman sesudahnya ditolak (409).',
});

export const submitInput = z.object({
  body: z.string().max(20_000, 'Jawaban terlalu panjang.').nullish(),
  fileIds: z
    .array(z.uuid({ message: 'Berkas tidak valid.' }))
    .max(5, 'Paling banyak 5 berkas.')
    .default([]),
});

export const submitAssignmentContract = defineContract({
  name: 'classroom.assignments.submit',
  method: 'POST',
  path: '/api/classroom/assignments/:id/submission',
  auth: 'session',
  params: idParams,
  input: submitInput,
  output: assignmentSchema,
  tag: TAG,
  access: 'siswa rombel itu',
  summary: 'Mengumpulkan tugas (teks dan/atau berkas dari jalur unggah); lewat batas ditandai terlambat; tugas ditutup 409.',
  example: { body: '<p>Jawaban saya</p>', fileIds: [] },
});

export const gradeInput = z.object({
  score: z.number({ message: 'Nilai harus angka.' }).int('Nilai harus bilangan bulat.').min(0, 'Nilai paling kecil 0.'),
  feedback: z.string().trim().max(5_000, 'Umpan balik terlalu panjang.').nullish(),
});

export const gradeSubmissionContract = defineContract({
  name: 'classroom.submissions.grade',
  method: 'PUT',
  path: '/api/classroom/submissions/:id/grade',
  auth: 'session',
  params: idParams,
  input: gradeInput,
  output: submissionSchema,
  tag: TAG,
  access: 'guru kelas itu, admin',
  summary: 'Menilai kiriman dengan umpan balik dan mengembalikannya ke siswa.',
  example: { score: 88, feedback: 'Rapi, lengkapi kesimpulan.' },
});

export const myAssignmentsContract = defineContract({
  name: 'classroom.assignments.mine',
  method: 'GET',
  path: '/api/classroom/assignments',
  auth: 'session',
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        roomId: z.number(),
        courseName: z.string(),
        sectionName: z.string(),
        title: z.string(),
        dueAt: dateTimeSchema,
        closed: z.boolean(),
        student: z.object({ id: z.number(), name: z.string() }).nullable(),
        status: assignmentStatusSchema.nullable(),
        score: z.number().nullable(),
        maxScore: z.number(),
        submitted: z.number(),
        students: z.number(),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Daftar tugas: siswa dan orang tua melihat yang harus dikumpulkan, yang terlewat dan nilainya; guru melihat kiriman.',
});
