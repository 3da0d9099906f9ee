/** Discussion of a class room (/kelas_room_data_pertanyaan): question-and-answer threads, plain text. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';

const TAG = 'Ruang Kelas';
const idParams = z.object({ id: pathIdSchema });
const text = (label: string, max: number) => z.string().trim().min(1, `${label} wajib diisi.`).max(max, `${label} paling banyak ${max} karakter.`);

export const listThreadsContract = defineContract({
  name: 'classroom.threads.list',
  method: 'GET',
  path: '/api/classroom/rooms/:id/threads',
  auth: 'session',
  params: idParams,
  output: z.object({
    room: z.object({ id: z.number(), courseName: z.string(), sectionName: z.string() }),
    threads: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        authorName: z.string(),
        fromTeacher: z.boolean(),
        createdAt: dateTimeSchema,
        lastPostAt: dateTimeSchema,
        replies: z.number(),
        answered: z.boolean(),
      }),
    ),
    canPost: z.boolean(),
  }),
  tag: TAG,
  summary: 'Pertanyaan dan diskusi satu ruang kelas, yang terbaru dibalas di atas.',
});

export const threadInput = z.object({ title: text('Judul pertanyaan', 150), body: text('Pertanyaan', 5000) });

export const createThreadContract = defineContract({
  name: 'classroom.threads.create',
  method: 'POST',
  path: '/api/classroom/rooms/:id/threads',
  auth: 'session',
  params: idParams,
  input: threadInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru kelas itu, siswa rombelnya',
  summary: 'Mengajukan pertanyaan atau membuka diskusi di ruang kelas.',
  example: { title: 'Bagaimana menentukan gradien?', body: 'Di contoh soal 3 saya mendapat hasil berbeda.' },
});

export const getThreadContract = defineContract({
  name: 'classroom.threads.get',
  method: 'GET',
  path: '/api/classroom/threads/:id',
  auth: 'session',
  params: idParams,
  output: z.object({
    id: z.number(),
    roomId: z.number(),
    courseName: z.string(),
    title: z.string(),
    body: z.string(),
    authorName: z.string(),
    fromTeacher: z.boolean(),
    createdAt: dateTimeSchema,
    answerId: z.number().nullable(),
    posts: z.array(z.object({ id: z.number(), authorName: z.string(), fromTeacher: z.boolean(), body: z.string(), createdAt: dateTimeSchema })),
    canPost: z.boolean(),
    canMarkAnswer: z.boolean(),
  }),
  tag: TAG,
  summary: 'Satu pertanyaan dengan balasannya dan jawaban yang ditandai.',
});

export const replyContract = defineContract({
  name: 'classroom.threads.reply',
  method: 'POST',
  path: '/api/classroom/threads/:id/posts',
  auth: 'session',
  params: idParams,
  input: z.object({ body: text('Balasan', 5000) }),
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru kelas itu, siswa rombelnya',
  summary: 'Membalas pertanyaan.',
});

export const markAnswerContract = defineContract({
  name: 'classroom.threads.answer',
  method: 'POST',
  path: '/api/classroom/threads/:id/answer',
  auth: 'session',
  params: idParams,
  input: z.object({ postId: pathIdSchema }),
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'guru kelas itu, penanya',
  summary: 'Menandai satu balasan sebagai jawaban.',
});
