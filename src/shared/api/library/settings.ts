/** The library's rules: member types (quota, loan period, renewals, fine per day), the fine limit, collection codes. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';

const TAG = 'Perpustakaan';
const money = (label: string) =>
  z.coerce.number().int(`${label} berupa bilangan bulat.`).min(0, `${label} tidak boleh negatif.`).max(1_000_000, `${label} terlalu besar.`);

export const memberTypeInput = z.object({
  id: pathIdSchema,
  name: z.string().trim().min(1, 'Nama wajib diisi.').max(60),
  maxLoans: z.coerce.number().int().min(0, 'Paling sedikit 0.').max(50, 'Paling banyak 50 buku.'),
  loanDays: z.coerce.number().int().min(1, 'Paling sedikit 1 hari.').max(365, 'Paling lama 365 hari.'),
  maxRenewals: z.coerce.number().int().min(0, 'Paling sedikit 0.').max(10, 'Paling banyak 10 kali.'),
  finePerDay: money('Denda'),
});

export const collectionInput = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Kode wajib diisi.')
    .max(10, 'Paling banyak 10 karakter.')
    .regex(/^[A-Za-z0-9-]+$/, 'Kode berupa huruf, angka atau tanda hubung.'),
  name: z.string().trim().min(1, 'Nama wajib diisi.').max(80),
  referenceOnly: z.boolean().default(false),
});

const collectionSchema = collectionInput.extend({ id: z.number(), titles: z.number(), copies: z.number() });

const name = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Paling banyak ${max} karakter.`)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** The library's own settings (/setting_perpustakaan): names on cards, holidays in fines, fines into finance. */
export const generalSettingsInput = z.object({
  libraryName: name(120),
  headName: name(120),
  headNip: z
    .string()
    .trim()
    .regex(/^(\d{18})?$/, 'NIP berupa 18 angka.')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  skipHolidays: z.boolean().default(true),
  finesToFinance: z.boolean().default(false),
  cardValidMonths: z.coerce.number().int('Berupa bilangan bulat.').min(1, 'Paling sedikit 1 bulan.').max(60, 'Paling lama 60 bulan.').default(12),
});

export const settingsSchema = z.object({
  maxUnpaidFine: z.number(),
  holdDays: z.number(),
  libraryName: z.string().nullable(),
  headName: z.string().nullable(),
  headNip: z.string().nullable(),
  skipHolidays: z.boolean(),
  finesToFinance: z.boolean(),
  cardValidMonths: z.number(),
  schoolName: z.string(),
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
  input: generalSettingsInput.partial().extend({
    maxUnpaidFine: money('Batas denda'),
    holdDays: z.coerce.number().int('Berupa bilangan bulat.').min(1, 'Paling sedikit 1 hari.').max(30, 'Paling lama 30 hari.'),
    memberTypes: z.array(memberTypeInput).max(10),
  }),
  output: settingsSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Menyimpan aturan peminjaman dan denda, nama perpustakaan dan kepala perpustakaan, hari libur pada denda, dan pencatatan denda ke keuangan.',
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

export const classificationSchema = z.object({
  classes: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      titles: z.number(),
      copies: z.number(),
      numbers: z.array(z.object({ ddc: z.string(), titles: z.number(), copies: z.number(), example: z.string() })),
    }),
  ),
  unclassified: z.number(),
});

export const classificationContract = defineContract({
  name: 'library.classification',
  method: 'GET',
  path: '/api/library/classification',
  auth: 'session',
  output: classificationSchema,
  tag: TAG,
  summary: 'Klasifikasi DDC koleksi: sepuluh kelas utama dengan nomor klasifikasi yang dipakai, jumlah judul dan eksemplarnya.',
});
