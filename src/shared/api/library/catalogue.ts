/** The catalogue: titles (data buku), their copies (eksemplar, buku induk) and the OPAC search. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { addItemsInput, bookInput, newBookInput, updateItemInput } from '../../library/schemas.ts';

const TAG = 'Perpustakaan';
const idParams = z.object({ id: pathIdSchema });

export const bookRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  authors: z.string().nullable(),
  publisher: z.string().nullable(),
  publishYear: z.number().nullable(),
  isbn: z.string().nullable(),
  ddc: z.string().nullable(),
  callNumber: z.string().nullable(),
  subjects: z.string().nullable(),
  collectionId: z.number().nullable(),
  collectionCode: z.string().nullable(),
  copies: z.number(),
  available: z.number(),
});

export const itemSchema = z.object({
  id: z.number(),
  bookId: z.number(),
  title: z.string(),
  barcode: z.string(),
  accessionNo: z.string(),
  location: z.string().nullable(),
  status: z.string(),
  acquiredOn: z.string(),
  source: z.string().nullable(),
  dueOn: z.string().nullable(),
});

const collectionOption = z.object({ id: z.number(), code: z.string(), name: z.string(), referenceOnly: z.boolean() });

export const bookDetailSchema = bookRowSchema.extend({
  items: z.array(itemSchema),
  collections: z.array(collectionOption),
  canEdit: z.boolean(),
  reservation: z.object({ id: z.number(), status: z.string() }).nullable(),
  waiting: z.number(),
});

const searchInput = z.object({
  q: z.string().trim().max(200).optional(),
  collectionId: z.coerce.number().int().positive().optional(),
  ddc: z
    .string()
    .regex(/^\d00$/)
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

export const searchBooksContract = defineContract({
  name: 'library.search',
  method: 'GET',
  path: '/api/library/search',
  auth: 'session',
  input: searchInput,
  output: pageOf(bookRowSchema),
  tag: TAG,
  summary: 'OPAC: mencari judul menurut kata di judul, pengarang, subjek, penerbit atau ISBN (dengan atau tanpa tanda hubung), diurutkan menurut kecocokan.',
});

export const listBooksContract = defineContract({
  name: 'library.books.list',
  method: 'GET',
  path: '/api/library/books',
  auth: 'session',
  input: searchInput,
  output: pageOf(bookRowSchema).extend({ collections: z.array(collectionOption), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Data buku: judul katalog sekolah beserta jumlah eksemplar dan yang tersedia.',
});

export const getBookContract = defineContract({
  name: 'library.books.get',
  method: 'GET',
  path: '/api/library/books/:id',
  auth: 'session',
  params: idParams,
  output: bookDetailSchema,
  tag: TAG,
  summary: 'Satu judul dengan eksemplarnya (kode, nomor induk, lokasi, status, jatuh tempo bila dipinjam).',
});

export const createBookContract = defineContract({
  name: 'library.books.create',
  method: 'POST',
  path: '/api/library/books',
  auth: 'session',
  input: newBookInput,
  output: bookDetailSchema,
  status: 201,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Menambah judul dan sejumlah eksemplar dengan kode eksemplar dan nomor induk otomatis. ISBN diperiksa angka kontrolnya.',
  example: {
    title: 'Laskar Pelangi',
    authors: 'Andrea Hirata',
    publisher: 'Bentang Pustaka',
    publishYear: 2005,
    isbn: '979-3062-79-7',
    ddc: '899.221',
    copies: 2,
  },
});

export const updateBookContract = defineContract({
  name: 'library.books.update',
  method: 'PUT',
  path: '/api/library/books/:id',
  auth: 'session',
  params: idParams,
  input: bookInput,
  output: bookDetailSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Mengubah data bibliografi satu judul.',
});

export const addItemsContract = defineContract({
  name: 'library.items.create',
  method: 'POST',
  path: '/api/library/books/:id/items',
  auth: 'session',
  params: idParams,
  input: addItemsInput,
  output: bookDetailSchema,
  status: 201,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Menambah eksemplar: dengan kode yang dipindai (kode ganda ditolak) atau sejumlah kode otomatis.',
});

export const updateItemContract = defineContract({
  name: 'library.items.update',
  method: 'PUT',
  path: '/api/library/items/:id',
  auth: 'session',
  params: idParams,
  input: updateItemInput,
  output: itemSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Mengubah status (tersedia, hilang, rusak) atau lokasi satu eksemplar; eksemplar yang dipinjam ditolak (409).',
});

export const listItemsContract = defineContract({
  name: 'library.items.list',
  method: 'GET',
  path: '/api/library/items',
  auth: 'session',
  input: z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(['available', 'on_loan', 'missing', 'damaged']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  output: pageOf(itemSchema),
  tag: TAG,
  summary: 'Buku induk: semua eksemplar menurut nomor induk, dengan pencarian kode atau judul.',
});

export const importBooksContract = defineContract({
  name: 'library.books.import',
  method: 'POST',
  path: '/api/library/import/:mode',
  auth: 'session',
  params: z.object({ mode: z.enum(['check', 'import'], 'Pilih periksa atau impor.') }),
  output: z.object({
    format: z.string(),
    mode: z.string(),
    total: z.number(),
    valid: z.number(),
    imported: z.number(),
    copies: z.number(),
    errors: z.array(z.object({ row: z.number(), title: z.string(), messages: z.array(z.string()) })),
    errorCount: z.number(),
  }),
  tag: TAG,
  access: 'pustakawan, admin',
  summary:
    'Impor judul dan eksemplar dari ekspor SLiMS (CSV), CSV/xlsx, atau MARC 21 (.mrc); isi permintaan adalah berkasnya (paling besar 5 MB, 5.000 judul). /check hanya memeriksa; /import menyimpan baris yang sah dan melaporkan kesalahan per baris.',
});
