/** The library's rules: member types (quota, loan period, renewals, fine per day), the fine limit, collection codes. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';

const TAG = 'Perpustakaan';
const money = (label: string) => z.coerce.number().int(`${label} berupa bilangan bulat.`).min(0, `${label} tidak boleh negatif.`).max(1_000_000, `${label} terlalu besar.`);

export const memberTypeInput = z.object({
  id: pathIdSchema,
  name: z.string().trim().min(1, 'Nama wajib diisi.').max(60),
  maxLoans: z.coerce.number().int().min(0, 'Paling sedikit 0.').max(50, 'Paling banyak 50 buku.'),
  loanDays: z.coerce.number().int().min(1, 'Paling sedikit 1 hari.').max(365, 'Paling lama 365 hari.'),
  maxRenewals: z.coerce.number().int().min(0, 'Paling sedikit 0.').max(10, 'Paling banyak 10 kali.'),
  finePerDay: money('Denda'),
});

export const collectionInput = z.object({
  code: z.string().trim().min(1, 'Kode wajib diisi.').max(10, 'Paling banyak 10 karakter.').regex(/^[A-Za-z0-9-]+$/, 'Kode berupa huruf, angka atau tanda hubung.'),
  name: z.string().trim().min(1, 'Nama wajib diisi.').max(80),
  referenceOnly: z.boolean().default(false),
});

const collectionSchema = collectionInput.extend({ id: z.number(), titles: z.number(), copies: z.number() });

export const settingsSchema = z.object({
  maxUnpaidFine: z.number(),
  holdDays: z.number(),
  memberTypes: z.array(memberTypeInput.extend({ id: z.number(), kind: z.string(), members: z.number() })),
  collections: z.array(collectionSchema),
  canEdit: z.boolean(),
});

export const getSettingsContract = defineContract({
  name: 'library.settings.get',
  method: 'GET',
  path: '/api/library/settings',
  auth: 'session',
  output: settingsSchema,
  tag: TAG,
  summary: 'Aturan perpustakaan: jenis anggota dengan kuota, lama pinjam, perpanjangan dan denda per hari; batas denda; kode koleksi.',
});

export const saveSettingsContract = defineContract({
  name: 'library.settings.save',
  method: 'PUT',
  path: '/api/library/settings',
  auth: 'session',
  input: z.object({ maxUnpaidFine: money('Batas denda'), holdDays: z.coerce.number().int().min(1).max(30), memberTypes: z.array(memberTypeInput).max(10) }),
  output: settingsSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Menyimpan aturan peminjaman dan denda.',
});

export const saveCollectionContract = defineContract({
  name: 'library.collections.save',
  method: 'POST',
  path: '/api/library/collections',
  auth: 'session',
  input: collectionInput.extend({ id: pathIdSchema.optional() }),
  output: settingsSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Menambah atau mengubah kode koleksi (kode buku); kode ganda ditolak (422).',
});
