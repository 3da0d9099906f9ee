/** Bills written by hand for one student (/manual_bill_notes). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { manualBillInput } from '../../finance/schemas.ts';

const TAG = 'Keuangan';

export const listManualBillsContract = defineContract({
  name: 'finance.manual_bills.list',
  method: 'GET',
  path: '/api/finance/manual-bills',
  auth: 'session',
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        ref: z.string(),
        studentId: z.number(),
        studentName: z.string(),
        section: z.string().nullable(),
        feeName: z.string(),
        title: z.string(),
        net: z.number(),
        paid: z.number(),
        dueDate: z.string().nullable(),
        note: z.string().nullable(),
        date: z.string(),
        status: z.enum(['open', 'partial', 'paid']),
      }),
    ),
    feeTypes: z.array(z.object({ id: z.number(), name: z.string(), defaultAmount: z.number() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Catatan tagihan manual: tagihan satu siswa yang dibuat langsung (denda, ganti rugi, kegiatan).',
});

export const createManualBillContract = defineContract({
  name: 'finance.manual_bills.create',
  method: 'POST',
  path: '/api/finance/manual-bills',
  auth: 'session',
  input: manualBillInput,
  output: z.object({ id: z.number(), ref: z.string(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Membuat tagihan untuk satu siswa dengan nomor sendiri, dijurnal Piutang lawan pendapatan jenis biayanya.',
  example: { studentId: 12, feeTypeId: 4, title: 'Ganti rugi buku rusak', amount: 85000, dueDate: '2026-12-10' },
});
