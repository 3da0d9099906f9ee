/** One call exports any finance report as .xlsx, with the same filters as its screen. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { xlsxFile } from '../file-answers.ts';
import { idSchema } from '../../ids.ts';
import { JOURNAL_KINDS } from '../../finance/permissions.ts';
import { FUND_SOURCES, dateField, fiscalYearField, monthSchema } from '../../finance/schemas.ts';

export const EXPORT_REPORTS = [
  'journals',
  'trial-balance',
  'profit-loss',
  'balance-sheet',
  'ledger',
  'arrears',
  'invoice-recap',
  'savings-journal',
  'savings-mutation',
  'budget-realization',
  'percentage-fund',
  'va-transactions',
] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];

export const exportQuery = z.object({
  from: dateField.optional(),
  to: dateField.optional(),
  kinds: z
    .preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(z.enum(JOURNAL_KINDS, 'Jenis jurnal tidak dikenal.')).max(12))
    .optional(),
  accountId: idSchema('Pilih akun.').optional(),
  month: monthSchema.optional(),
  sectionId: idSchema('Pilih rombel.').optional(),
  fiscalYear: fiscalYearField.optional(),
  fundSource: z.enum(FUND_SOURCES, 'Sumber dana tidak dikenal.').optional(),
  budgetId: idSchema('Pilih anggaran.').optional(),
});
export type ExportQuery = z.infer<typeof exportQuery>;

export const exportReportContract = defineContract({
  name: 'finance.reports.export',
  method: 'GET',
  path: '/api/finance/reports/:report/export.xlsx',
  auth: 'session',
  params: z.object({ report: z.enum(EXPORT_REPORTS, 'Laporan tidak dikenal.') }),
  input: exportQuery,
  ...xlsxFile,
  tag: 'Keuangan',
  summary: 'Laporan keuangan sebagai .xlsx (jurnal, neraca saldo, laba rugi, neraca, buku besar, tunggakan, tabungan, anggaran, VA).',
});
