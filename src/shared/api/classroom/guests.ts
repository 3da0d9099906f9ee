/** Buku tamu (issue 16): visitors registered at the front desk, who they came for, when they left. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';

const TAG = 'Buku Tamu';

const visit = z.object({
  id: z.number(),
  arrivedAt: dateTimeSchema,
  leftAt: dateTimeSchema.nullable(),
  name: z.string(),
  institution: z.string().nullable(),
  phone: z.string().nullable(),
  purpose: z.string(),
  hostName: z.string().nullable(),
  visitors: z.number(),
});

export const listGuestsContract = defineContract({
  name: 'guests.list',
  method: 'GET',
  path: '/api/guests',
  auth: 'session',
  input: z.object({ date: z.iso.date({ message: 'Tanggal tidak valid.' }).optional() }),
  output: z.object({
    date: z.string(),
    visits: z.array(visit),
    canWrite: z.boolean(),
    /** Whom a visitor may ask for: the school's staff. */
    hosts: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  tag: TAG,
  summary: 'Tamu satu hari (bawaan: hari ini di zona waktu sekolah), terbaru dahulu.',
});

export const guestInput = z.object({
  name: z.string().trim().min(2, 'Nama wajib diisi.').max(100, 'Nama paling banyak 100 karakter.'),
  institution: z.string().trim().max(100, 'Instansi paling banyak 100 karakter.').nullish(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d[\d\s-]{6,18}$/, 'Nomor HP hanya angka, misalnya 0812 3456 7890.')
    .nullish()
    .or(z.literal('')),
  purpose: z.string().trim().min(3, 'Keperluan wajib diisi.').max(300, 'Keperluan paling banyak 300 karakter.'),
  hostId: pathIdSchema.nullish(),
  hostName: z.string().trim().max(100, 'Nama paling banyak 100 karakter.').nullish(),
  visitors: z.number({ message: 'Jumlah tamu harus angka.' }).int().min(1, 'Paling sedikit 1 orang.').max(100, 'Paling banyak 100 orang.').default(1),
});

export const addGuestContract = defineContract({
  name: 'guests.add',
  method: 'POST',
  path: '/api/guests',
  auth: 'session',
  input: guestInput,
  output: z.object({ id: z.number(), hostNotified: z.boolean() }),
  status: 201,
  tag: TAG,
  access: 'admin, TU, staf pendukung (meja depan)',
  summary: 'Mencatat tamu; bila yang dituju punya nomor HP, ia diberi tahu lewat antrean WhatsApp.',
  example: { name: 'Dedi Kurniawan', institution: 'Dinas Pendidikan Kota', purpose: 'Monitoring dana BOS', hostId: 4, visitors: 2 },
});

export const guestLeftContract = defineContract({
  name: 'guests.left',
  method: 'POST',
  path: '/api/guests/:id/leave',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'admin, TU, staf pendukung (meja depan)',
  summary: 'Mencatat jam tamu pulang (sudah tercatat: 409).',
});
