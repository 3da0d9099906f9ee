/** Live chat between staff and parents or students (/livechatting, issue 20). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { chatMessageInput, chatSettingsInput, chatStartInput } from '../../content/schemas.ts';

const TAG = 'Obrolan';
const idParams = z.object({ id: pathIdSchema });
const afterSchema = z.coerce.number({ error: 'Nomor pesan tidak valid.' }).int().min(0).max(2_147_483_647).optional();
const person = z.object({ id: z.number(), fullName: z.string(), userType: z.string() });

export const conversationSchema = z.object({
  id: z.number(),
  with: person,
  lastMessage: z.string().nullable(),
  lastMessageAt: dateTimeSchema.nullable(),
  unread: z.number(),
});
/** An attachment is served by the one file path (`url`), to the conversation's two people only. */
export const chatAttachmentSchema = z.object({ id: z.string(), url: z.string(), name: z.string(), mime: z.string(), size: z.number() });
export const chatMessageSchema = z.object({
  id: z.number(),
  senderId: z.number(),
  mine: z.boolean(),
  body: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  createdAt: dateTimeSchema,
});
/** One event of the live stream: a new message of one of the user's conversations. */
export const chatEventSchema = z.object({ conversationId: z.number(), message: chatMessageSchema });

export const listChatsContract = defineContract({
  name: 'content.chat.list',
  method: 'GET',
  path: '/api/content/chat',
  auth: 'session',
  output: z.object({ conversations: z.array(conversationSchema), unread: z.number(), studentChat: z.boolean(), canSwitch: z.boolean() }),
  tag: TAG,
  summary: 'Percakapan pengguna ini dengan jumlah pesan belum dibaca.',
});

export const chatContactsContract = defineContract({
  name: 'content.chat.contacts',
  method: 'GET',
  path: '/api/content/chat/contacts',
  auth: 'session',
  input: z.object({ q: z.string().trim().max(100, 'Pencarian paling banyak 100 karakter.').optional() }),
  output: z.object({ data: z.array(person) }),
  tag: TAG,
  summary: 'Orang yang dapat diajak mengobrol: guru dan staf untuk orang tua dan siswa; orang tua dan siswa untuk guru dan staf.',
});

export const startChatContract = defineContract({
  name: 'content.chat.start',
  method: 'POST',
  path: '/api/content/chat',
  auth: 'session',
  input: chatStartInput,
  output: conversationSchema,
  tag: TAG,
  summary: 'Membuka (atau melanjutkan) percakapan dengan satu orang di sekolah yang sama.',
  example: { userId: 5 },
});

export const chatMessagesContract = defineContract({
  name: 'content.chat.messages',
  method: 'GET',
  path: '/api/content/chat/:id/messages',
  auth: 'session',
  params: idParams,
  input: z.object({ after: afterSchema }),
  output: z.object({ conversation: conversationSchema, messages: z.array(chatMessageSchema) }),
  tag: TAG,
  summary: 'Pesan satu percakapan (yang lebih baru dari `after`), sekaligus menandainya sudah dibaca.',
});

export const sendChatContract = defineContract({
  name: 'content.chat.send',
  method: 'POST',
  path: '/api/content/chat/:id/messages',
  auth: 'session',
  params: idParams,
  input: chatMessageInput,
  output: chatMessageSchema,
  status: 201,
  tag: TAG,
  summary: 'Mengirim pesan dalam percakapan, dengan atau tanpa lampiran (berkas jenis chat_attachment yang diunggah pengirim).',
  example: { body: 'Selamat pagi, Bapak.' },
});

export const chatTicketContract = defineContract({
  name: 'content.chat.ticket',
  method: 'POST',
  path: '/api/content/chat/stream-ticket',
  auth: 'session',
  output: z.object({ ticket: z.string(), expiresInSeconds: z.number() }),
  tag: TAG,
  summary: 'Tiket satu menit untuk membuka aliran obrolan (EventSource tidak dapat mengirim header Authorization).',
});

export const chatEventsContract = defineContract({
  name: 'content.chat.events',
  method: 'GET',
  path: '/api/content/chat/events',
  auth: 'public',
  input: z.object({ ticket: z.string({ error: 'Tiket wajib diisi.' }).min(1, 'Tiket wajib diisi.').max(300, 'Tiket tidak valid.'), after: afterSchema }),
  output: chatEventSchema,
  response: { kind: 'stream', mediaType: 'text/event-stream' },
  tag: TAG,
  access: 'pemegang tiket (content.chat.ticket); hanya percakapan miliknya di sekolahnya',
  summary:
    'Aliran pesan baru (server-sent events, `event: message`, `id` = nomor pesan). Dengan `after` atau header Last-Event-ID, pesan yang terlewat dikirim dulu. `event: ready` menandai aliran siap; komentar setiap 25 detik menjaga koneksi.',
});

export const chatSettingsContract = defineContract({
  name: 'content.chat.settings',
  method: 'PUT',
  path: '/api/content/chat/settings',
  auth: 'session',
  input: chatSettingsInput,
  output: z.object({ studentChat: z.boolean() }),
  tag: TAG,
  access: 'admin, kepala sekolah',
  summary: 'Mengizinkan atau mematikan obrolan untuk siswa di sekolah ini.',
});
