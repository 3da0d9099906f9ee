/** Installment plans (cicilan) of student invoices: /project_installments. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { messageAnswerSchema, pathIdSchema } from '../common.ts';
import { installmentPlanInput } from '../../finance/schemas.ts';

const TAG = 'Keuangan';
const installment = z.object({
  seq: z.number(),
  dueDate: z.string(),
  amount: z.number(),
  paid: z.number(),
  status: z.enum(['paid', 'partial', 'due', 'late']),
});

export const listInstallmentsContract = defineContract({
  name: 'finance.installments.list',
  method: 'GET',
  path: '/api/finance/installments',
  auth: 'session',
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        studentId: z.number(),
        studentName: z.string(),
        section: z.string().nullable(),
        title: z.string(),
        net: z.number(),
        paid: z.number(),
        remaining: z.number(),
        late: z.number(),
        installments: z.array(installment),
      }),
    ),
    lateTotal: z.number(),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Tagihan yang dicicil, tiap cicilan dengan jatuh tempo dan statusnya (lunas, sebagian, belum, terlambat).',
});

export const saveInstallmentsContract = defineContract({
  name: 'finance.installments.save',
  method: 'PUT',
  path: '/api/finance/installments',
  auth: 'session',
  input: installmentPlanInput,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menyusun (ulang) rencana cicilan satu tagihan; jumlahnya harus sama dengan tagihan (422).',
  example: {
    invoiceId: 40,
    installments: [
      { dueDate: '2026-12-10', amount: 1250000 },
      { dueDate: '2027-01-10', amount: 1250000 },
    ],
  },
});

export const deleteInstallmentsContract = defineContract({
  name: 'finance.installments.delete',
  method: 'DELETE',
  path: '/api/finance/installments/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: messageAnswerSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menghapus rencana cicilan satu tagihan (id tagihan).',
});
