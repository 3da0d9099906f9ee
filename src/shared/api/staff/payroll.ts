/** Monthly payroll (Laporan Gaji Pegawai) and the payslip of each person. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile } from '../file-answers.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { paperQuery } from '../../documents/paper.ts';
import { monthSchema, payslipLinesInput } from '../../staff/schemas.ts';

const TAG = 'Kepegawaian';
const idParams = z.object({ id: pathIdSchema });
const line = z.object({ name: z.string(), kind: z.enum(['allowance', 'deduction']), amount: z.number() });

export const payslipSchema = z.object({
  id: z.number(),
  userId: z.number(),
  fullName: z.string(),
  nip: z.string().nullable(),
  groupCode: z.string().nullable(),
  position: z.string().nullable(),
  baseSalary: z.number(),
  lines: z.array(line),
  allowanceTotal: z.number(),
  deductionTotal: z.number(),
  net: z.number(),
});

export const payrollSchema = z.object({
  id: z.number().nullable(),
  month: z.string(),
  status: z.enum(['none', 'draft', 'closed']),
  closedAt: dateTimeSchema.nullable(),
  payslips: z.array(payslipSchema),
  totals: z.object({ baseSalary: z.number(), allowances: z.number(), deductions: z.number(), net: z.number() }),
  months: z.array(z.object({ month: z.string(), status: z.string() })),
  canEdit: z.boolean(),
});

export const getPayrollContract = defineContract({
  name: 'staff.payroll.get',
  method: 'GET',
  path: '/api/staff/payroll',
  auth: 'session',
  input: z.object({ month: monthSchema.optional() }),
  output: payrollSchema,
  tag: TAG,
  summary: 'Laporan gaji satu bulan (bawaan: bulan terakhir yang ada): slip tiap pegawai dan jumlahnya.',
});

export const draftPayrollContract = defineContract({
  name: 'staff.payroll.draft',
  method: 'POST',
  path: '/api/staff/payroll',
  auth: 'session',
  input: z.object({ month: monthSchema }),
  output: payrollSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menyusun (ulang) gaji sebulan dari data kepegawaian; bulan yang sudah ditutup ditolak (409).',
  example: { month: '2026-11' },
});

export const closePayrollContract = defineContract({
  name: 'staff.payroll.close',
  method: 'POST',
  path: '/api/staff/payroll/:id/close',
  auth: 'session',
  params: idParams,
  output: payrollSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menutup gaji sebulan: setelah itu slip tidak dapat diubah (409).',
});

export const getPayslipContract = defineContract({
  name: 'staff.payslips.get',
  method: 'GET',
  path: '/api/staff/payslips/:id',
  auth: 'session',
  params: idParams,
  output: payslipSchema.extend({ month: z.string(), status: z.string(), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Slip gaji satu pegawai.',
});

export const updatePayslipContract = defineContract({
  name: 'staff.payslips.update',
  method: 'PUT',
  path: '/api/staff/payslips/:id',
  auth: 'session',
  params: idParams,
  input: payslipLinesInput,
  output: payslipSchema.extend({ month: z.string(), status: z.string(), canEdit: z.boolean() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Mengubah baris tunjangan/potongan satu slip bulan yang belum ditutup (409 bila sudah).',
});

export const payslipPdfContract = defineContract({
  name: 'staff.payslips.pdf',
  method: 'GET',
  path: '/api/staff/payslips/:id/payslip.pdf',
  auth: 'session',
  params: idParams,
  input: paperQuery,
  ...pdfFile,
  tag: TAG,
  summary: 'Slip gaji satu pegawai sebagai PDF (kop sekolah, tanda tangan kepala sekolah dan bendahara).',
});
