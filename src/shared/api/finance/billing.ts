/** Student billing: fee types and tariffs, scholarships, invoice generation and lists, arrears and reminders. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile } from '../file-answers.ts';
import { messageAnswerSchema, pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { paperQuery } from '../../documents/paper.ts';
import { discountInput, feeTypeInput, generateInput, monthSchema } from '../../finance/schemas.ts';

const TAG = 'Keuangan';
const idParams = z.object({ id: pathIdSchema });
const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(idSchema('Pilih siswa.')).min(1, 'Pilih paling sedikit satu siswa.').max(500, 'Paling banyak 500 siswa.'),
);

export const billingSetupContract = defineContract({
  name: 'finance.billing.setup',
  method: 'GET',
  path: '/api/finance/billing/setup',
  auth: 'session',
  output: z.object({
    feeTypes: z.array(
      z.object({
        id: z.number(),
        code: z.string(),
        name: z.string(),
        monthly: z.boolean(),
        incomeAccountId: z.number(),
        defaultAmount: z.number(),
        tariffs: z.array(z.object({ classId: z.number(), amount: z.number() })),
      }),
    ),
    incomeAccounts: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    classes: z.array(z.object({ id: z.number(), name: z.string(), grade: z.number() })),
    sections: z.array(z.object({ id: z.number(), name: z.string(), classId: z.number() })),
    discounts: z.array(
      z.object({ id: z.number(), studentId: z.number(), studentName: z.string(), feeTypeId: z.number(), amount: z.number(), reason: z.string() }),
    ),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Jenis biaya dengan tarif per tingkat, daftar tingkat dan rombel, serta beasiswa siswa.',
});

export const createFeeTypeContract = defineContract({
  name: 'finance.fee_types.create',
  method: 'POST',
  path: '/api/finance/fee-types',
  auth: 'session',
  input: feeTypeInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menambah jenis biaya dengan tarif per tingkat.',
});
export const updateFeeTypeContract = defineContract({
  name: 'finance.fee_types.update',
  method: 'PUT',
  path: '/api/finance/fee-types/:id',
  auth: 'session',
  params: idParams,
  input: feeTypeInput,
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mengubah jenis biaya dan tarifnya (tagihan yang sudah dibuat tidak berubah).',
});

export const saveDiscountContract = defineContract({
  name: 'finance.discounts.save',
  method: 'POST',
  path: '/api/finance/discounts',
  auth: 'session',
  input: discountInput,
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Beasiswa/potongan per siswa dan jenis biaya (rupiah per tagihan).',
});
export const deleteDiscountContract = defineContract({
  name: 'finance.discounts.delete',
  method: 'DELETE',
  path: '/api/finance/discounts/:id',
  auth: 'session',
  params: idParams,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menghapus beasiswa (tagihan yang sudah dibuat tetap).',
});

export const generateInvoicesContract = defineContract({
  name: 'finance.invoices.generate',
  method: 'POST',
  path: '/api/finance/invoices/generate',
  auth: 'session',
  input: generateInput,
  output: z.object({ jobId: z.number(), sections: z.number(), message: z.string() }),
  status: 202,
  tag: TAG,
  access: 'bendahara, admin',
  summary:
    'Membuat tagihan satu jenis biaya untuk satu rombel, satu tingkat atau seluruh sekolah sebagai proses latar (ikuti kemajuannya di /api/jobs/:id); siswa yang sudah ditagih dilewati.',
  example: { feeTypeId: 1, period: '2026-12' },
});

const invoiceStatus = z.enum(['open', 'partial', 'paid']);
export const listInvoicesContract = defineContract({
  name: 'finance.invoices.list',
  method: 'GET',
  path: '/api/finance/invoices',
  auth: 'session',
  input: z.object({
    period: z.union([monthSchema, z.literal('')]).optional(),
    sectionId: idSchema('Pilih rombel.').optional(),
    status: invoiceStatus.optional(),
    q: z.string().trim().max(80).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        studentId: z.number(),
        studentName: z.string(),
        section: z.string().nullable(),
        title: z.string(),
        period: z.string(),
        amount: z.number(),
        discount: z.number(),
        net: z.number(),
        paid: z.number(),
        dueDate: z.string().nullable(),
        status: invoiceStatus,
      }),
    ),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    sums: z.object({ net: z.number(), paid: z.number(), outstanding: z.number() }),
    periods: z.array(z.string()),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Daftar tagihan siswa menurut bulan, rombel, status dan nama.',
});

export const invoiceRecapContract = defineContract({
  name: 'finance.invoices.recap',
  method: 'GET',
  path: '/api/finance/invoices/recap',
  auth: 'session',
  output: z.object({
    rows: z.array(
      z.object({
        period: z.string(),
        feeName: z.string(),
        count: z.number(),
        paidCount: z.number(),
        net: z.number(),
        paid: z.number(),
        outstanding: z.number(),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Rekap tagihan per bulan dan jenis biaya: ditagih, dibayar, sisa.',
});

const arrearsQuery = z.object({ sectionId: idSchema('Pilih rombel.').optional(), month: monthSchema.optional() });
export const listArrearsContract = defineContract({
  name: 'finance.arrears.list',
  method: 'GET',
  path: '/api/finance/arrears',
  auth: 'session',
  input: arrearsQuery,
  output: z.object({
    month: z.string(),
    data: z.array(
      z.object({
        studentId: z.number(),
        fullName: z.string(),
        nis: z.string().nullable(),
        sectionId: z.number().nullable(),
        section: z.string().nullable(),
        invoices: z.number(),
        oldest: z.string().nullable(),
        owed: z.number(),
      }),
    ),
    sections: z.array(z.object({ sectionId: z.number().nullable(), section: z.string(), students: z.number(), owed: z.number() })),
    total: z.number(),
  }),
  tag: TAG,
  summary: 'Tunggakan per siswa (dan per rombel) sampai suatu bulan.',
});

export const remindArrearsContract = defineContract({
  name: 'finance.arrears.remind',
  method: 'POST',
  path: '/api/finance/arrears/remind',
  auth: 'session',
  input: z.object({ studentIds: idList, month: monthSchema.optional() }),
  output: z.object({ queued: z.number(), skipped: z.number(), message: z.string() }),
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mengirim pengingat tunggakan lewat WhatsApp (antrean pesan) ke wali siswa terpilih.',
});

export const arrearsLetterContract = defineContract({
  name: 'finance.arrears.letter',
  method: 'GET',
  path: '/api/finance/arrears/letter.pdf',
  auth: 'session',
  input: paperQuery.extend({ studentIds: idList, month: monthSchema.optional() }),
  ...pdfFile,
  tag: TAG,
  summary: 'Surat pemberitahuan tunggakan, satu halaman per siswa.',
});
