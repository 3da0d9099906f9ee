/** The cashier: find a student, see their account, take a payment over several invoices, the receipt, cancelling; the family's own bills. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile } from '../file-answers.ts';
import { pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { paperQuery } from '../../documents/paper.ts';
import { dateField, paymentInput, reverseInput } from '../../finance/schemas.ts';
import { savingsTransactionSchema } from './savings.ts';

const TAG = 'Keuangan';
const idParams = z.object({ id: pathIdSchema });
const status = z.enum(['open', 'partial', 'paid']);

export const searchStudentsContract = defineContract({
  name: 'finance.students.search',
  method: 'GET',
  path: '/api/finance/students',
  auth: 'session',
  input: z.object({ q: z.string().trim().max(80).optional(), sectionId: idSchema('Pilih rombel.').optional() }),
  output: z.object({
    data: z.array(z.object({ id: z.number(), fullName: z.string(), nis: z.string().nullable(), section: z.string().nullable(), outstanding: z.number() })),
  }),
  tag: TAG,
  summary: 'Mencari siswa (nama, NIS, NISN) untuk kasir, dengan sisa tagihannya.',
});

export const studentAccountSchema = z.object({
  student: z.object({
    id: z.number(),
    fullName: z.string(),
    nis: z.string().nullable(),
    nisn: z.string().nullable(),
    section: z.string().nullable(),
    sectionId: z.number().nullable(),
  }),
  invoices: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      period: z.string(),
      amount: z.number(),
      discount: z.number(),
      net: z.number(),
      paid: z.number(),
      remaining: z.number(),
      dueDate: z.string().nullable(),
      status,
    }),
  ),
  outstanding: z.number(),
  payments: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      date: z.string(),
      method: z.string(),
      total: z.number(),
      status: z.string(),
      cancelReason: z.string().nullable(),
    }),
  ),
  virtualAccounts: z.array(z.object({ provider: z.string(), bank: z.string(), vaNumber: z.string() })),
  savings: z.object({ balance: z.number(), recent: z.array(savingsTransactionSchema) }),
  installments: z.array(
    z.object({
      invoiceId: z.number(),
      seq: z.number(),
      dueDate: z.string(),
      amount: z.number(),
      paid: z.number(),
      status: z.enum(['paid', 'partial', 'due', 'late']),
    }),
  ),
  canPay: z.boolean(),
});

export const studentAccountContract = defineContract({
  name: 'finance.students.account',
  method: 'GET',
  path: '/api/finance/students/:id/account',
  auth: 'session',
  params: idParams,
  output: studentAccountSchema,
  tag: TAG,
  summary: 'Tagihan, pembayaran dan virtual account satu siswa (staf keuangan, atau siswa/walinya sendiri).',
});

export const myBillsContract = defineContract({
  name: 'finance.my_bills',
  method: 'GET',
  path: '/api/finance/my-bills',
  auth: 'session',
  output: z.object({ accounts: z.array(studentAccountSchema) }),
  tag: TAG,
  access: 'siswa, orang tua',
  summary: 'Tagihan siswa sendiri, atau tiap anak bagi orang tua.',
});

export const paymentSchema = z.object({
  id: z.number(),
  number: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  date: z.string(),
  method: z.string(),
  total: z.number(),
  note: z.string().nullable(),
  externalRef: z.string().nullable(),
  status: z.string(),
  cancelReason: z.string().nullable(),
  journalId: z.number(),
  journalNumber: z.string(),
  items: z.array(z.object({ invoiceId: z.number(), title: z.string(), amount: z.number(), remaining: z.number() })),
  canCancel: z.boolean(),
});

export const createPaymentContract = defineContract({
  name: 'finance.payments.create',
  method: 'POST',
  path: '/api/finance/payments',
  auth: 'session',
  input: paymentInput,
  output: paymentSchema,
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menerima pembayaran atas satu atau beberapa tagihan (boleh sebagian); melebihi sisa tagihan ditolak (422).',
  example: { studentId: 12, method: 'tunai', items: [{ invoiceId: 40, amount: 350000 }] },
});

export const listPaymentsContract = defineContract({
  name: 'finance.payments.list',
  method: 'GET',
  path: '/api/finance/payments',
  auth: 'session',
  input: z.object({ from: dateField.optional(), to: dateField.optional(), method: z.enum(['tunai', 'transfer', 'va']).optional() }),
  output: z.object({
    from: z.string(),
    to: z.string(),
    total: z.number(),
    data: z.array(
      z.object({
        id: z.number(),
        number: z.string(),
        date: z.string(),
        studentId: z.number(),
        studentName: z.string(),
        method: z.string(),
        total: z.number(),
        status: z.string(),
        externalRef: z.string().nullable(),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Pembayaran dalam rentang tanggal (bawaan: hari ini).',
});

export const getPaymentContract = defineContract({
  name: 'finance.payments.get',
  method: 'GET',
  path: '/api/finance/payments/:id',
  auth: 'session',
  params: idParams,
  output: paymentSchema,
  tag: TAG,
  summary: 'Satu pembayaran (kuitansi) dengan rinciannya.',
});

export const cancelPaymentContract = defineContract({
  name: 'finance.payments.cancel',
  method: 'POST',
  path: '/api/finance/payments/:id/cancel',
  auth: 'session',
  params: idParams,
  input: reverseInput,
  output: paymentSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Membatalkan pembayaran dengan alasan: jurnal dibalik dan tagihan kembali terbuka.',
});

export const receiptPdfContract = defineContract({
  name: 'finance.payments.receipt',
  method: 'GET',
  path: '/api/finance/payments/:id/receipt.pdf',
  auth: 'session',
  params: idParams,
  input: paperQuery,
  ...pdfFile,
  tag: TAG,
  summary: 'Kuitansi pembayaran sebagai PDF (kop sekolah, nomor urut, terbilang).',
});
