/** Student savings (tabungan): balances, deposits and withdrawals, the savings journal and the fund's statement. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { idSchema } from '../../ids.ts';
import { dateField, savingsInput, SAVINGS_KINDS } from '../../finance/schemas.ts';

const TAG = 'Keuangan';

export const listSavingsContract = defineContract({
  name: 'finance.savings.list',
  method: 'GET',
  path: '/api/finance/savings',
  auth: 'session',
  input: z.object({ sectionId: idSchema('Pilih rombel.').optional(), q: z.string().trim().max(80).optional() }),
  output: z.object({
    data: z.array(
      z.object({ studentId: z.number(), fullName: z.string(), nis: z.string().nullable(), sectionId: z.number(), section: z.string(), balance: z.number() }),
    ),
    total: z.number(),
    shown: z.number(),
    sections: z.array(z.object({ id: z.number(), name: z.string() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Saldo tabungan siswa per rombel, dengan jumlah seluruh tabungan sekolah.',
});

export const createSavingsContract = defineContract({
  name: 'finance.savings.create',
  method: 'POST',
  path: '/api/finance/savings',
  auth: 'session',
  input: savingsInput,
  output: z.object({ id: z.number(), number: z.string(), balance: z.number(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Setoran atau penarikan tabungan siswa; penarikan melebihi saldo ditolak (422). Dijurnal Kas/Bank lawan Titipan Tabungan Siswa.',
  example: { studentId: 12, kind: 'deposit', amount: 50000, method: 'tunai' },
});

const txRow = z.object({
  id: z.number(),
  number: z.string(),
  date: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  kind: z.enum(SAVINGS_KINDS),
  amount: z.number(),
  balanceAfter: z.number(),
  method: z.string(),
  note: z.string().nullable(),
  journalId: z.number(),
});
export const savingsTransactionSchema = txRow;

export const savingsJournalContract = defineContract({
  name: 'finance.savings.journal',
  method: 'GET',
  path: '/api/finance/savings/journal',
  auth: 'session',
  input: z.object({ from: dateField.optional(), to: dateField.optional(), studentId: idSchema('Pilih siswa.').optional() }),
  output: z.object({ from: z.string(), to: z.string(), data: z.array(txRow), deposits: z.number(), withdrawals: z.number() }),
  tag: TAG,
  summary: 'Jurnal tabungan siswa: setoran dan penarikan dalam rentang tanggal (bawaan: bulan ini).',
});

export const savingsMutationContract = defineContract({
  name: 'finance.savings.mutation',
  method: 'GET',
  path: '/api/finance/savings/mutation',
  auth: 'session',
  input: z.object({ from: dateField.optional(), to: dateField.optional() }),
  output: z.object({
    from: z.string(),
    to: z.string(),
    opening: z.number(),
    closing: z.number(),
    deposits: z.number(),
    withdrawals: z.number(),
    rows: z.array(z.object({ date: z.string(), deposits: z.number(), withdrawals: z.number(), count: z.number(), balance: z.number() })),
  }),
  tag: TAG,
  summary: 'Mutasi rekening tabungan: saldo awal, setoran dan penarikan per hari dengan saldo berjalan, saldo akhir.',
});
