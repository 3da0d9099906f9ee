/** Information (pengumuman) for the school's people, and broadcasts over WhatsApp or email (issue 20). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, messageAnswerSchema, pathIdSchema } from '../common.ts';
import { announcementInput, broadcastInput } from '../../content/schemas.ts';

const TAG = 'Informasi';
const idParams = z.object({ id: pathIdSchema });

export const announcementSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  audience: z.string(),
  audienceLabel: z.string(),
  channel: z.string(),
  status: z.string(),
  sendAt: dateTimeSchema,
  author: z.string().nullable(),
  read: z.boolean(),
  recipients: z.number().nullable(),
  readCount: z.number().nullable(),
});

const optionSchema = z.object({ value: z.string(), label: z.string() });

export const listAnnouncementsContract = defineContract({
  name: 'content.info.list',
  method: 'GET',
  path: '/api/content/info',
  auth: 'session',
  output: z.object({ data: z.array(announcementSchema), unread: z.number(), canWrite: z.boolean(), audiences: z.array(optionSchema) }),
  tag: TAG,
  summary: 'Pengumuman untuk pengguna ini (terbaru dulu) dengan tanda sudah dibaca; penulis juga melihat jumlah pembaca.',
});

export const unreadCountContract = defineContract({
  name: 'content.info.unread',
  method: 'GET',
  path: '/api/content/info/unread',
  auth: 'session',
  output: z.object({ unread: z.number() }),
  tag: TAG,
  summary: 'Jumlah pengumuman yang belum dibaca (lonceng).',
});

export const createAnnouncementContract = defineContract({
  name: 'content.info.create',
  method: 'POST',
  path: '/api/content/info',
  auth: 'session',
  input: announcementInput,
  output: announcementSchema,
  status: 201,
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Menerbitkan pengumuman untuk semua, guru dan staf, guru, siswa, orang tua, atau satu rombel.',
  example: { title: 'Libur awal puasa', body: 'Sekolah libur tanggal 1–3 Maret.', audience: 'all' },
});

export const markReadContract = defineContract({
  name: 'content.info.read',
  method: 'POST',
  path: '/api/content/info/:id/read',
  auth: 'session',
  params: idParams,
  output: messageAnswerSchema,
  tag: TAG,
  summary: 'Menandai satu pengumuman sudah dibaca oleh pengguna ini.',
});

export const deliverySchema = z.object({
  userId: z.number(),
  fullName: z.string(),
  userType: z.string(),
  address: z.string().nullable(),
  status: z.string(),
  readAt: dateTimeSchema.nullable(),
});

export const broadcastSchema = announcementSchema.extend({
  jobId: z.number().nullable(),
  progress: z.number().nullable(),
  statusCounts: z.record(z.string(), z.number()),
});

export const listBroadcastsContract = defineContract({
  name: 'content.broadcasts.list',
  method: 'GET',
  path: '/api/content/broadcasts',
  auth: 'session',
  output: z.object({ data: z.array(broadcastSchema), audiences: z.array(optionSchema) }),
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Siaran pesan sekolah dengan status pengiriman per saluran.',
});

export const createBroadcastContract = defineContract({
  name: 'content.broadcasts.create',
  method: 'POST',
  path: '/api/content/broadcasts',
  auth: 'session',
  input: broadcastInput,
  output: broadcastSchema,
  status: 201,
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary:
    'Siaran ke peran atau rombel: notifikasi aplikasi, dan WhatsApp atau email lewat lapisan pesan (pekerjaan latar dengan kemajuan). Dibatasi 10 siaran per jam per sekolah.',
  example: { title: 'Rapat orang tua', body: 'Rapat Sabtu pukul 09.00 di aula.', audience: 'parents', channel: 'whatsapp' },
});

export const getBroadcastContract = defineContract({
  name: 'content.broadcasts.get',
  method: 'GET',
  path: '/api/content/broadcasts/:id',
  auth: 'session',
  params: idParams,
  output: broadcastSchema.extend({ deliveries: z.array(deliverySchema) }),
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Satu siaran dengan status pengiriman tiap penerima.',
});
