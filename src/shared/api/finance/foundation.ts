/** The foundation's financial dashboard across its schools (/foundation/financial-dashboard). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { monthSchema } from '../../finance/schemas.ts';

const figures = {
  billed: z.number(),
  collected: z.number(),
  rate: z.number(),
  outstanding: z.number(),
  cash: z.number(),
  income: z.number(),
  expense: z.number(),
  savings: z.number(),
  budgetsWaiting: z.number(),
};

export const foundationDashboardContract = defineContract({
  name: 'finance.foundation.dashboard',
  method: 'GET',
  path: '/api/finance/foundation/dashboard',
  auth: 'session',
  input: z.object({ month: monthSchema.optional() }),
  output: z.object({
    month: z.string(),
    months: z.array(z.string()),
    schools: z.array(
      z.object({
        schoolId: z.number(),
        name: z.string(),
        invoices: z.number(),
        studentsInArrears: z.number(),
        ...figures,
        monthly: z.array(z.object({ month: z.string(), total: z.number() })),
      }),
    ),
    totals: z.object(figures),
  }),
  tag: 'Keuangan',
  access: 'yayasan',
  summary: 'Dasbor keuangan yayasan: tagihan, penerimaan, tunggakan, kas, pendapatan dan beban, tabungan, anggaran menunggu, per sekolah.',
});
