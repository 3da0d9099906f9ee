/** The school website's news (berita), written in the portal and shown on /sekolah/<slug>/blog-news (issue 20). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, messageAnswerSchema, pathIdSchema } from '../common.ts';
import { postInput } from '../../content/schemas.ts';

const TAG = 'Website';
const idParams = z.object({ id: pathIdSchema });

export const postSchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  status: z.enum(['draft', 'published']),
  publishedAt: dateTimeSchema.nullable(),
  updatedAt: dateTimeSchema,
  publicUrl: z.string().nullable(),
});

export const listPostsContract = defineContract({
  name: 'content.posts.list',
  method: 'GET',
  path: '/api/content/posts',
  auth: 'session',
  output: z.object({ data: z.array(postSchema.omit({ body: true })), siteUrl: z.string() }),
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Berita website sekolah, terbaru dulu.',
});

export const getPostContract = defineContract({
  name: 'content.posts.get',
  method: 'GET',
  path: '/api/content/posts/:id',
  auth: 'session',
  params: idParams,
  output: postSchema,
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Satu berita.',
});

export const createPostContract = defineContract({
  name: 'content.posts.create',
  method: 'POST',
  path: '/api/content/posts',
  auth: 'session',
  input: postInput,
  output: postSchema,
  status: 201,
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Menulis berita (isi HTML dibersihkan); terbit langsung di website sekolah atau disimpan sebagai draf.',
  example: { title: 'Juara LKS tingkat kota', body: '<p>Siswa kami meraih juara 1.</p>', publish: true },
});

export const updatePostContract = defineContract({
  name: 'content.posts.update',
  method: 'PUT',
  path: '/api/content/posts/:id',
  auth: 'session',
  params: idParams,
  input: postInput,
  output: postSchema,
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Mengubah berita, menerbitkan atau menariknya kembali menjadi draf.',
});

export const deletePostContract = defineContract({
  name: 'content.posts.delete',
  method: 'DELETE',
  path: '/api/content/posts/:id',
  auth: 'session',
  params: idParams,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Menghapus berita.',
});
