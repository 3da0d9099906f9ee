/** Input shapes of the library, shared by the server's checks and the portal's forms. */
import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { isValidIsbn, normalizeIsbn } from './isbn.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Paling banyak ${max} karakter.`)
    .transform((v) => v || null)
    .nullable()
    .optional();
const thisYear = new Date().getFullYear();

export const isbnField = z
  .string()
  .trim()
  .transform((v) => (v ? normalizeIsbn(v) : null))
  .refine((v) => v === null || isValidIsbn(v), 'ISBN tidak valid (periksa angka terakhirnya).')
  .nullable()
  .optional();

export const bookInput = z.object({
  title: z.string().trim().min(1, 'Judul wajib diisi.').max(300, 'Paling banyak 300 karakter.'),
  authors: optionalText(300),
  publisher: optionalText(150),
  publishYear: z.coerce
    .number()
    .int('Tahun tidak valid.')
    .min(1500, 'Tahun tidak valid.')
    .max(thisYear + 1, 'Tahun tidak valid.')
    .nullable()
    .optional(),
  isbn: isbnField,
  ddc: z
    .string()
    .trim()
    .regex(/^(\d{3}(\.\d+)?)?$/, 'Nomor klasifikasi DDC berupa tiga angka, misalnya 599.9.')
    .transform((v) => v || null)
    .nullable()
    .optional(),
  callNumber: optionalText(60),
  subjects: optionalText(300),
  collectionId: idSchema('Pilih kode koleksi.').nullable().optional(),
});
export type BookInput = z.input<typeof bookInput>;

export const newBookInput = bookInput.extend({
  copies: z.coerce.number().int().min(0, 'Paling sedikit 0.').max(50, 'Paling banyak 50 eksemplar sekali tambah.').default(1),
  location: optionalText(60),
});

export const barcodeField = z.string().trim().min(1, 'Kode eksemplar wajib diisi.').max(40, 'Kode eksemplar terlalu panjang.');
export const memberCodeField = z.string().trim().min(1, 'Kode anggota wajib diisi.').max(80, 'Kode anggota terlalu panjang.');
/** A calendar day (2026-02-28); an impossible day (2026-02-30) is refused here, not by the database. */
export const dayField = z.iso.date({ message: 'Tanggal tidak valid.' });

export const addItemsInput = z.object({
  barcodes: z.array(barcodeField).max(50).optional(),
  count: z.coerce.number().int().min(1).max(50).optional(),
  location: optionalText(60),
  source: optionalText(60),
});

export const ITEM_STATUSES = [
  { value: 'available', label: 'Tersedia' },
  { value: 'on_loan', label: 'Dipinjam' },
  { value: 'missing', label: 'Hilang' },
  { value: 'damaged', label: 'Rusak' },
] as const;

export const updateItemInput = z.object({
  status: z.enum(['available', 'missing', 'damaged'], 'Pilih status.'),
  location: optionalText(60),
});
