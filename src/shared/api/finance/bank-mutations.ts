/** Bank statement import and reconciliation against students' invoices (/school_bank_mutation). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, messageAnswerSchema, pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { bankImportInput, bankMutationPostInput } from '../../finance/schemas.ts';

const TAG = 'Keuangan';
const rowError = z.object({ row: z.number(), message: z.string() });
export const MUTATION_STATUSES = ['matched', 'unmatched', 'posted', 'ignored'] as const;

export const importBankMutationsContract = defineContract({
  name: 'finance.bank_mutations.import',
  method: 'POST',
  path: '/api/finance/bank-mutations/import',
  auth: 'session',
  input: bankImportInput,
  output: z.object({
    importId: z.number(),
    rows: z.number(),
    stored: z.number(),
    duplicates: z.number(),
    matched: z.number(),
    errors: z.array(rowError),
    message: z.string(),
  }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary:
    'Membaca mutasi rekening (CSV/xlsx BCA, Mandiri, BNI, BRI) yang sudah diunggah lewat /api/files?kind=bank_statement; dana masuk dicocokkan dengan tagihan siswa; baris yang gagal dibaca dilaporkan.',
});

export const listBankMutationsContract = defineContract({
  name: 'finance.bank_mutations.list',
  method: 'GET',
  path: '/api/finance/bank-mutations',
  auth: 'session',
  input: z.object({ importId: idSchema('Pilih impor.').optional(), status: z.enum(MUTATION_STATUSES, 'Status tidak dikenal.').optional() }),
  output: z.object({
    imports: z.array(
      z.object({ id: z.number(), fileName: z.string(), rows: z.number(), matched: z.number(), errors: z.array(rowError), createdAt: dateTimeSchema }),
    ),
    importId: z.number().nullable(),
    data: z.array(
      z.object({
        id: z.number(),
        rowNumber: z.number(),
        date: z.string(),
        description: z.string(),
        amount: z.number(),
        direction: z.string(),
        balance: z.number().nullable(),
        status: z.string(),
        note: z.string().nullable(),
        studentId: z.number().nullable(),
        studentName: z.string().nullable(),
        paymentId: z.number().nullable(),
        receiptNumber: z.string().nullable(),
      }),
    ),
    bankAccounts: z.array(z.object({ id: z.number(), bank: z.string(), accountNumber: z.string() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Impor mutasi bank dan baris-barisnya: cocok, perlu diperiksa, sudah dicatat, diabaikan.',
});

export const postBankMutationContract = defineContract({
  name: 'finance.bank_mutations.post',
  method: 'POST',
  path: '/api/finance/bank-mutations/:id/post',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: bankMutationPostInput,
  output: z.object({ paymentId: z.number(), number: z.string(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mencatat satu baris dana masuk sebagai pembayaran transfer siswa (tagihan terlama dahulu); dua kali ditolak (409).',
});

export const ignoreBankMutationContract = defineContract({
  name: 'finance.bank_mutations.ignore',
  method: 'POST',
  path: '/api/finance/bank-mutations/:id/ignore',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: messageAnswerSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menandai baris mutasi sebagai bukan pembayaran siswa.',
});

/** What the one upload path answers for the statement file (src/server/files/save-file.ts). */
export interface SavedFileView {
  id: string;
  url: string;
  mime: string;
  size: number;
  originalName: string;
}
