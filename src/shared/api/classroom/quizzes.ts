/**
 * Class quizzes (/kelas_room_data_tugas_kuis): a room's quiz is the exam engine's practice kind (a schedule of kind
 * `practice` for the room's course and rombel), made and taken through the exam services.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';

const TAG = 'Ruang Kelas';

export const roomQuizzesContract = defineContract({
  name: 'classroom.quizzes.room',
  method: 'GET',
  path: '/api/classroom/rooms/:id/quizzes',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({
    room: z.object({ id: z.number(), courseName: z.string(), sectionName: z.string() }),
    canKeep: z.boolean(),
    quizzes: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        startsAt: dateTimeSchema,
        endsAt: dateTimeSchema,
        durationMinutes: z.number(),
        participants: z.number(),
        takers: z.number(),
        average: z.number().nullable(),
      }),
    ),
    /** The course's bank questions to choose from (keepers only). */
    questions: z.array(z.object({ id: z.number(), type: z.string(), summary: z.string().nullable(), grade: z.number().nullable() })),
  }),
  tag: TAG,
  access: 'guru kelas itu, admin, kepala sekolah',
  summary: 'Kuis ruang kelas (latihan kelas untuk mapel dan rombel ruang ini) dengan peserta, yang sudah mengerjakan dan rata-ratanya.',
});

export const quizInput = z
  .object({
    title: z.string().trim().min(1, 'Judul kuis wajib diisi.').max(200, 'Judul paling banyak 200 karakter.'),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
    durationMinutes: z.number({ message: 'Durasi harus angka.' }).int().min(1, 'Minimal 1 menit.').max(600, 'Paling lama 600 menit.'),
    questionIds: z.array(pathIdSchema).min(1, 'Pilih minimal satu soal.').max(100, 'Paling banyak 100 soal.'),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endsAt) <= Date.parse(v.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Harus setelah waktu mulai.' });
  });

export const createQuizContract = defineContract({
  name: 'classroom.quizzes.create',
  method: 'POST',
  path: '/api/classroom/rooms/:id/quizzes',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: quizInput,
  output: z.object({ id: z.number(), participants: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru kelas itu, admin',
  summary: 'Membuat kuis dari soal bank mapel ruang ini untuk rombelnya; nilainya tampil setelah siswa selesai dan dapat diulang.',
  example: { title: 'Kuis Bab 1', startsAt: '2026-11-24T00:00:00.000Z', endsAt: '2026-11-30T16:00:00.000Z', durationMinutes: 20, questionIds: [1, 2, 3] },
});

export const myQuizzesContract = defineContract({
  name: 'classroom.quizzes.mine',
  method: 'GET',
  path: '/api/classroom/quizzes',
  auth: 'session',
  output: z.object({
    serverTime: dateTimeSchema,
    quizzes: z.array(
      z.object({
        scheduleId: z.number(),
        title: z.string(),
        courseName: z.string().nullable(),
        startsAt: dateTimeSchema,
        endsAt: dateTimeSchema,
        durationMinutes: z.number(),
        questionCount: z.number(),
        status: z.string(),
        attempts: z.number(),
        bestGrade: z.number().nullable(),
      }),
    ),
    /** Staff: the rooms whose quizzes they keep or read. */
    rooms: z.array(z.object({ id: z.number(), courseName: z.string(), sectionName: z.string() })),
  }),
  tag: TAG,
  summary: 'Siswa: kuis semua ruang kelasnya dengan status dan nilai terbaik; guru: ruang kelas yang punya kuis.',
});
