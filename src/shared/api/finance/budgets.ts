/** Budgets (RKAS): activities per project, the foundation's approval, disbursement, realization and fund-use reports. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, messageAnswerSchema, pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import {
  BUDGET_CATEGORIES,
  BUDGET_STATUSES,
  FUND_SOURCES,
  budgetDecisionInput,
  budgetInput,
  budgetItemInput,
  disburseInput,
  fiscalYearField,
} from '../../finance/schemas.ts';

const TAG = 'Keuangan';
const idParams = z.object({ id: pathIdSchema });
const itemParams = z.object({ id: pathIdSchema, itemId: pathIdSchema });

export const budgetSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  fiscalYear: z.string(),
  fundSource: z.enum(FUND_SOURCES),
  status: z.enum(BUDGET_STATUSES),
  submittedAt: dateTimeSchema.nullable(),
  decidedAt: dateTimeSchema.nullable(),
  decisionNote: z.string().nullable(),
  planned: z.number(),
  realized: z.number(),
  items: z.number(),
});
export const activitySchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.enum(BUDGET_CATEGORIES),
  accountId: z.number(),
  accountCode: z.string(),
  accountName: z.string(),
  month: z.string().nullable(),
  volume: z.number(),
  unit: z.string(),
  unitCost: z.number(),
  amount: z.number(),
  realized: z.number(),
});

export const listBudgetsContract = defineContract({
  name: 'finance.budgets.list',
  method: 'GET',
  path: '/api/finance/budgets',
  auth: 'session',
  output: z.object({ data: z.array(budgetSummarySchema), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Anggaran (RKAS) sekolah per tahun dan sumber dana, dengan rencana dan realisasinya.',
});

export const getBudgetContract = defineContract({
  name: 'finance.budgets.get',
  method: 'GET',
  path: '/api/finance/budgets/:id',
  auth: 'session',
  params: idParams,
  output: budgetSummarySchema.extend({
    activities: z.array(activitySchema),
    accounts: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Satu anggaran dengan kegiatannya dan akun beban yang dapat dipilih.',
});

export const createBudgetContract = defineContract({
  name: 'finance.budgets.create',
  method: 'POST',
  path: '/api/finance/budgets',
  auth: 'session',
  input: budgetInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Membuat draf anggaran.',
  example: { name: 'RKAS BOS 2026', fiscalYear: '2026', fundSource: 'bos' },
});

export const createBudgetItemContract = defineContract({
  name: 'finance.budgets.items.create',
  method: 'POST',
  path: '/api/finance/budgets/:id/items',
  auth: 'session',
  params: idParams,
  input: budgetItemInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menambah kegiatan (jumlah = volume × harga satuan); hanya saat draf atau dikembalikan (409).',
  example: { name: 'Pembelian buku teks', category: 'perpustakaan', accountId: 20, volume: 120, unit: 'eksemplar', unitCost: 85000 },
});

export const updateBudgetItemContract = defineContract({
  name: 'finance.budgets.items.update',
  method: 'PUT',
  path: '/api/finance/budgets/:id/items/:itemId',
  auth: 'session',
  params: itemParams,
  input: budgetItemInput,
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mengubah kegiatan anggaran.',
});

export const deleteBudgetItemContract = defineContract({
  name: 'finance.budgets.items.delete',
  method: 'DELETE',
  path: '/api/finance/budgets/:id/items/:itemId',
  auth: 'session',
  params: itemParams,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Menghapus kegiatan anggaran.',
});

export const submitBudgetContract = defineContract({
  name: 'finance.budgets.submit',
  method: 'POST',
  path: '/api/finance/budgets/:id/submit',
  auth: 'session',
  params: idParams,
  output: getBudgetContract.output,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Mengajukan anggaran ke yayasan untuk disetujui.',
});

export const foundationBudgetsContract = defineContract({
  name: 'finance.foundation.budgets',
  method: 'GET',
  path: '/api/finance/foundation/budgets',
  auth: 'session',
  output: z.object({
    data: z.array(budgetSummarySchema.extend({ schoolId: z.number(), schoolName: z.string(), activities: z.array(activitySchema) })),
    canDecide: z.boolean(),
  }),
  tag: TAG,
  access: 'yayasan',
  summary: 'Anggaran yang diajukan sekolah-sekolah yayasan (yang menunggu lebih dahulu).',
});

export const decideBudgetContract = defineContract({
  name: 'finance.foundation.budgets.decide',
  method: 'POST',
  path: '/api/finance/foundation/budgets/:id/decision',
  auth: 'session',
  params: idParams,
  input: budgetDecisionInput,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'yayasan',
  summary: 'Yayasan menyetujui anggaran, atau mengembalikannya dengan alasan (422 tanpa alasan; 409 bila tidak menunggu).',
  example: { decision: 'approve', note: 'Disetujui sesuai rapat pengurus.' },
});

export const disbursableContract = defineContract({
  name: 'finance.budgets.disbursable',
  method: 'GET',
  path: '/api/finance/budgets/disbursable',
  auth: 'session',
  output: z.object({
    budgets: z.array(budgetSummarySchema.extend({ activities: z.array(activitySchema.extend({ remaining: z.number() })) })),
    recent: z.array(
      z.object({
        journalId: z.number(),
        number: z.string(),
        date: z.string(),
        description: z.string(),
        amount: z.number(),
        itemId: z.number().nullable(),
        itemName: z.string(),
      }),
    ),
    cashAccounts: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Kegiatan anggaran yang disetujui dengan sisa dananya, dan pencairan terakhir.',
});

export const disburseContract = defineContract({
  name: 'finance.budgets.disburse',
  method: 'POST',
  path: '/api/finance/budgets/items/:id/disburse',
  auth: 'session',
  params: idParams,
  input: disburseInput,
  output: z.object({ journalId: z.number(), number: z.string(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'bendahara, admin',
  summary: 'Pencairan dana satu kegiatan yang disetujui (jurnal kas keluar); melebihi sisa anggaran ditolak (422).',
});

const reportQuery = z.object({ fiscalYear: fiscalYearField.optional(), budgetId: idSchema('Pilih anggaran.').optional() });
const realizationRow = { planned: z.number(), realized: z.number(), remaining: z.number(), percent: z.number() };
export const realizationContract = defineContract({
  name: 'finance.reports.budget_realization',
  method: 'GET',
  path: '/api/finance/reports/budget-realization',
  auth: 'session',
  input: reportQuery,
  output: z.object({
    fiscalYear: z.string(),
    years: z.array(z.string()),
    budgets: z.array(budgetSummarySchema),
    activities: z.array(activitySchema.extend({ remaining: z.number(), percent: z.number(), budgetName: z.string(), budgetId: z.number() })),
    accounts: z.array(z.object({ accountId: z.number(), code: z.string(), name: z.string(), ...realizationRow })),
    ...realizationRow,
  }),
  tag: TAG,
  summary: 'Realisasi anggaran satu tahun: rencana, realisasi, sisa dan persentase per kegiatan dan per akun.',
});

export const percentageFundContract = defineContract({
  name: 'finance.reports.percentage_fund',
  method: 'GET',
  path: '/api/finance/reports/percentage-fund',
  auth: 'session',
  input: z.object({ fiscalYear: fiscalYearField.optional(), fundSource: z.enum(FUND_SOURCES, 'Sumber dana tidak dikenal.').optional() }),
  output: z.object({
    fiscalYear: z.string(),
    years: z.array(z.string()),
    fundSource: z.enum(FUND_SOURCES),
    from: z.string(),
    to: z.string(),
    received: z.number(),
    planned: z.number(),
    realized: z.number(),
    unspent: z.number(),
    percentUsed: z.number(),
    rows: z.array(
      z.object({
        category: z.enum(BUDGET_CATEGORIES),
        label: z.string(),
        planned: z.number(),
        realized: z.number(),
        ofRealized: z.number(),
        ofReceived: z.number(),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Persentase penggunaan dana (BOS) per komponen: terhadap realisasi dan terhadap dana diterima.',
});
