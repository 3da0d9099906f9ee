/** Input rules of information, polls, broadcasts and posts, shared by the forms and the API (messages in Indonesian). */
import { z } from 'zod';
import { audienceSchema } from './audiences.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi.` })
    .trim()
    .min(1, `${label} wajib diisi.`)
    .max(max, `${label} paling banyak ${max} karakter.`);

export const announcementInput = z.object({
  title: text('Judul', 200),
  body: text('Isi', 5000),
  audience: audienceSchema,
});

export const BROADCAST_CHANNELS = ['app', 'whatsapp', 'email'] as const;
export const CHANNEL_LABEL: Record<(typeof BROADCAST_CHANNELS)[number], string> = { app: 'Notifikasi aplikasi', whatsapp: 'WhatsApp', email: 'Email' };

export const broadcastInput = announcementInput.extend({
  channel: z.enum(BROADCAST_CHANNELS, { error: 'Pilih saluran: aplikasi, WhatsApp atau email.' }),
  /** Send later (ISO time with offset); empty sends now. */
  sendAt: z.iso.datetime({ offset: true, error: 'Waktu kirim tidak valid.' }).nullish(),
});

export const pollInput = z.object({
  question: text('Pertanyaan', 300),
  description: z.string().trim().max(2000, 'Keterangan paling banyak 2000 karakter.').nullish(),
  audience: audienceSchema,
  options: z
    .array(text('Pilihan', 200), { error: 'Isi pilihan jawaban.' })
    .min(2, 'Paling sedikit dua pilihan.')
    .max(10, 'Paling banyak sepuluh pilihan.')
    .refine((o) => new Set(o.map((x) => x.toLowerCase())).size === o.length, 'Pilihan tidak boleh sama.'),
  closesAt: z.iso.datetime({ offset: true, error: 'Waktu tutup tidak valid.' }).nullish(),
});

export const voteInput = z.object({
  optionId: z.number({ error: 'Pilih salah satu jawaban.' }).int().positive('Pilih salah satu jawaban.').max(2_147_483_647, 'Pilihan tidak dikenal.'),
});

export const postInput = z.object({
  title: text('Judul', 200),
  body: text('Isi', 50_000),
  summary: z.string().trim().max(300, 'Ringkasan paling banyak 300 karakter.').nullish(),
  publish: z.boolean().default(true),
});

/** A message is its text, an attachment (a chat_attachment upload of the sender), or both. */
export const chatMessageInput = z
  .object({
    body: z.string({ error: 'Pesan wajib diisi.' }).trim().max(2000, 'Pesan paling banyak 2000 karakter.').default(''),
    fileId: z.uuid({ error: 'Lampiran tidak dikenal.' }).optional(),
  })
  .refine((m) => m.body !== '' || m.fileId, { path: ['body'], message: 'Pesan wajib diisi.' });
export const chatStartInput = z.object({
  userId: z.number({ error: 'Pilih lawan bicara.' }).int().positive('Pilih lawan bicara.').max(2_147_483_647, 'Pengguna tidak dikenal.'),
});
export const chatSettingsInput = z.object({ studentChat: z.boolean({ error: 'Pilih ya atau tidak.' }) });
