/** Stock opname (SLiMS's stock taking, beyond document 02): scan the shelves, list what is missing, close. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { barcodeField } from '../../library/schemas.ts';

const TAG = 'Perpustakaan';
const idParams = z.object({ id: pathIdSchema });

export const stocktakeSchema = z.object({
  id: z.number(),
  name: z.string(),
  startedAt: dateTimeSchema,
  finishedAt: dateTimeSchema.nullable(),
  scanned: z.number(),
  missingMarked: z.number(),
});

export const stocktakeDetailSchema = stocktakeSchema.extend({
  expected: z.number(),
  notScanned: z.number(),
  onLoan: z.number(),
  missing: z.array(z.object({ id: z.number(), barcode: z.string(), accessionNo: z.string(), title: z.string(), location: z.string().nullable() })),
  recent: z.array(z.object({ barcode: z.string(), title: z.string(), scannedAt: dateTimeSchema })),
  canEdit: z.boolean(),
});

export const listStocktakesContract = defineContract({
  name: 'library.stocktakes.list',
  method: 'GET',
  path: '/api/library/stocktakes',
  auth: 'session',
  output: z.object({ data: z.array(stocktakeSchema), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Stock opname yang pernah dan sedang berjalan.',
});

export const startStocktakeContract = defineContract({
  name: 'library.stocktakes.create',
  method: 'POST',
  path: '/api/library/stocktakes',
  auth: 'session',
  input: z.object({ name: z.string().trim().min(1, 'Nama stock opname wajib diisi.').max(120, 'Paling banyak 120 karakter.') }),
  output: stocktakeSchema,
  status: 201,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Memulai stock opname; selama satu masih berjalan, yang baru ditolak (409).',
});

export const getStocktakeContract = defineContract({
  name: 'library.stocktakes.get',
  method: 'GET',
  path: '/api/library/stocktakes/:id',
  auth: 'session',
  params: idParams,
  input: z.object({ location: z.string().trim().max(60).optional() }),
  output: stocktakeDetailSchema,
  tag: TAG,
  summary: 'Satu stock opname: eksemplar yang seharusnya di rak, yang sudah dipindai, dan yang belum ditemukan (per lokasi).',
});

export const scanStocktakeContract = defineContract({
  name: 'library.stocktakes.scan',
  method: 'POST',
  path: '/api/library/stocktakes/:id/scans',
  auth: 'session',
  params: idParams,
  input: z.object({ barcode: barcodeField }),
  output: z.object({ barcode: z.string(), title: z.string(), status: z.string(), repeat: z.boolean(), note: z.string().nullable(), scanned: z.number() }),
  tag: TAG,
  access: 'pustakawan, admin',
  summary:
    'Mencatat satu eksemplar yang ditemukan di rak; kode tak dikenal 422, pindaian ulang tidak dihitung dua kali, eksemplar berstatus hilang kembali tersedia.',
});

export const finishStocktakeContract = defineContract({
  name: 'library.stocktakes.finish',
  method: 'POST',
  path: '/api/library/stocktakes/:id/finish',
  auth: 'session',
  params: idParams,
  input: z.object({ markMissing: z.boolean().default(true) }),
  output: stocktakeSchema,
  tag: TAG,
  access: 'pustakawan, admin',
  summary: 'Menutup stock opname; eksemplar tersedia yang tidak dipindai ditandai hilang bila diminta. Yang sudah ditutup 409.',
});
