/** Inputs of the finance calls (422 messages in Indonesian). Money is whole rupiah. */
import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { ACCOUNT_TYPES, PAYMENT_METHODS } from './permissions.ts';

export const MONEY_MAX = 1_000_000_000_000;
/** Whole rupiah, zero allowed (a journal line's empty side). */
export const rupiahField = z.number('Isi dengan angka.').int('Rupiah tanpa desimal.').min(0, 'Tidak boleh negatif.').max(MONEY_MAX, 'Terlalu besar.');
/** Whole rupiah above zero. */
export const positiveRupiah = z.number('Isi dengan angka.').int('Rupiah tanpa desimal.').min(1, 'Jumlah harus lebih dari nol.').max(MONEY_MAX, 'Terlalu besar.');
export const dateField = z.iso.date('Tanggal tidak valid.');
export const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bulan berformat YYYY-MM.');
const text = (min: number, max: number, label: string) => z.string(`${label} wajib diisi.`).trim().min(min, `${label} minimal ${min} karakter.`).max(max, `${label} maksimal ${max} karakter.`);

export const accountInput = z.object({
  code: z.string('Kode wajib diisi.').trim().regex(/^\d-\d{4}$/, 'Kode berformat 1-1100.'),
  name: text(2, 80, 'Nama akun'),
  type: z.enum(ACCOUNT_TYPES, 'Pilih jenis akun.'),
  isCash: z.boolean().default(false),
  isControl: z.boolean().default(false),
  isActive: z.boolean().default(true),
});

export const journalLineInput = z.object({
  accountId: idSchema('Pilih akun.'),
  debit: rupiahField.default(0),
  credit: rupiahField.default(0),
  memo: z.string().trim().max(120, 'Maksimal 120 karakter.').nullable().optional(),
});

export const MANUAL_KINDS = ['cash_in', 'cash_out', 'cash_transfer', 'general_journal'] as const;
export type ManualKind = (typeof MANUAL_KINDS)[number];

/**
 * One form for the four manual books. cash_in: each line's credit, the cash account takes the debit; cash_out and
 * cash_transfer: each line's debit, the cash account pays; general_journal: the lines as written, balanced.
 */
export const manualJournalInput = z.object({
  kind: z.enum(MANUAL_KINDS, 'Pilih jenis transaksi.'),
  date: dateField,
  description: text(3, 200, 'Keterangan'),
  cashAccountId: idSchema('Pilih akun kas/bank.').nullable().optional(),
  lines: z.array(journalLineInput).min(1, 'Isi paling sedikit satu baris.').max(50, 'Paling banyak 50 baris.'),
});

export const reverseInput = z.object({ reason: text(5, 200, 'Alasan') });

export const openingInput = z.object({
  date: dateField,
  balances: z.array(z.object({ accountId: idSchema('Pilih akun.'), debit: rupiahField.default(0), credit: rupiahField.default(0) })).min(1, 'Isi paling sedikit satu saldo.').max(200),
});

export const lockInput = z.object({ lockedThrough: dateField.nullable() });

export const paymentInput = z.object({
  studentId: idSchema('Pilih siswa.'),
  date: dateField.optional(),
  method: z.enum(PAYMENT_METHODS, 'Pilih cara bayar.').default('tunai'),
  note: z.string().trim().max(200, 'Maksimal 200 karakter.').nullable().optional(),
  items: z.array(z.object({ invoiceId: idSchema('Pilih tagihan.'), amount: positiveRupiah })).min(1, 'Pilih paling sedikit satu tagihan.').max(60),
});

export const generateInput = z.object({
  feeTypeId: idSchema('Pilih jenis biaya.'),
  period: z.union([monthSchema, z.literal('')]).default(''),
  classId: idSchema('Pilih tingkat.').nullable().optional(),
  sectionId: idSchema('Pilih rombel.').nullable().optional(),
  dueDate: dateField.nullable().optional(),
});

export const feeTypeInput = z.object({
  code: z.string('Kode wajib diisi.').trim().regex(/^[A-Z0-9_-]{2,12}$/, 'Kode 2–12 huruf besar/angka.'),
  name: text(2, 80, 'Nama biaya'),
  monthly: z.boolean().default(false),
  incomeAccountId: idSchema('Pilih akun pendapatan.'),
  defaultAmount: rupiahField,
  tariffs: z.array(z.object({ classId: idSchema('Pilih tingkat.'), amount: rupiahField })).max(20).default([]),
});

export const discountInput = z.object({
  studentId: idSchema('Pilih siswa.'),
  feeTypeId: idSchema('Pilih jenis biaya.'),
  amount: positiveRupiah,
  reason: text(3, 120, 'Alasan'),
});
