/** Perintah kerja (/finance/work_order): requested by the bendahara, approved by the principal, then paid. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, messageAnswerSchema, pathIdSchema } from '../common.ts';
import { WORK_ORDER_STATUSES, workOrderDecisionInput, workOrderInput, workOrderPayInput } from '../../finance/schemas.ts';

const TAG = 'Keuangan';
const idParams = z.object({ id: pathIdSchema });
const option = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const listWorkOrdersContract = defineContract({
  name: 'finance.work_orders.list',
  method: 'GET',
  path: '/api/finance/work-orders',
  auth: 'session',
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        number: z.string(),
        date: z.string(),
        vendor: z.string(),
        description: z.string(),
        accountId: z.number(),
        accountCode: z.string(),
        accountName: z.string(),
        budgetItemId: z.number().nullable(),
        itemName: z.string().nullable(),
        amount: z.number(),
        status: z.enum(WORK_ORDER_STATUSES),
        requestedByName: z.string().nullable(),
        decisionNote: z.string().nullable(),
        journalId: z.number().nullable(),
        journalNumber: z.string().nullable(),
        createdAt: dateTimeSchema,
      }),
    ),
    expenseAccounts: z.array(option),
    cashAccounts: z.array(option),
    budgetItems: z.array(z.object({ id: z.number(), name: z.string(), budgetName: z.string() })),
    canCreate: z.boolean(),
    canDecide: z.boolean(),
    canPay: z.boolean(),
  }),
  tag: TAG,
  summary: 'Perintah kerja sekolah: pengajuan, persetujuan kepala sekolah, pembayaran.',
});

export const createWorkOrderContract = defineContract({
  name: 'finance.work_orders.create',
  method: 'POST',
  path: '/api/finance/work-orders',
  auth: 'session',
  input: workOrderInput,
  output: z.object({ id: z.number(), number: z.string(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mengajukan perintah kerja (akun beban, boleh terkait kegiatan RKAS yang disetujui).',
  example: { date: '2026-11-25', vendor: 'CV Maju Jaya', description: 'Perbaikan atap ruang praktik', accountId: 21, amount: 4500000 },
});

export const decideWorkOrderContract = defineContract({
  name: 'finance.work_orders.decide',
  method: 'POST',
  path: '/api/finance/work-orders/:id/decision',
  auth: 'session',
  params: idParams,
  input: workOrderDecisionInput,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'kepala sekolah, admin',
  summary: 'Kepala sekolah menyetujui atau menolak perintah kerja (409 bila sudah diputuskan).',
});

export const payWorkOrderContract = defineContract({
  name: 'finance.work_orders.pay',
  method: 'POST',
  path: '/api/finance/work-orders/:id/pay',
  auth: 'session',
  params: idParams,
  input: workOrderPayInput,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Membayar perintah kerja yang disetujui (jurnal kas keluar); sekali saja (409).',
});
