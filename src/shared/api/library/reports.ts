/** The library's reports: one call for the table of a report and period, one for the same as .xlsx. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { xlsxFile } from '../file-answers.ts';
import { dayField } from '../../library/schemas.ts';
import { LIBRARY_REPORT_NAMES } from '../../library/reports.ts';

const TAG = 'Perpustakaan';

export const reportParams = z.object({ name: z.enum(LIBRARY_REPORT_NAMES as [string, ...string[]], 'Laporan tidak dikenal.') });
export const reportQuery = z.object({ from: dayField.optional(), to: dayField.optional(), q: z.string().trim().max(100).optional() });

const columnKind = z.enum(['text', 'number', 'money', 'date', 'percent']);
const cell = z.union([z.string(), z.number(), z.null()]);
export const reportSchema = z.object({
  name: z.string(),
  title: z.string(),
  about: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(z.object({ key: z.string(), label: z.string(), kind: columnKind })),
  rows: z.array(z.record(z.string(), cell)),
  summary: z.array(z.object({ label: z.string(), value: cell, kind: columnKind.optional() })),
  truncated: z.boolean(),
});

export const reportContract = defineContract({
  name: 'library.reports.get',
  method: 'GET',
  path: '/api/library/reports/:name',
  auth: 'session',
  params: reportParams,
  input: reportQuery,
  output: reportSchema,
  tag: TAG,
  access: 'pustakawan, admin, kepala sekolah, TU',
  summary: 'Satu laporan perpustakaan untuk satu periode (bawaan: awal bulan ini sampai hari ini), sebagai tabel.',
});

export const reportXlsxContract = defineContract({
  name: 'library.reports.xlsx',
  method: 'GET',
  path: '/api/library/reports/:name/xlsx',
  auth: 'session',
  params: reportParams,
  input: reportQuery,
  ...xlsxFile,
  tag: TAG,
  access: 'pustakawan, admin, kepala sekolah, TU',
  summary: 'Laporan perpustakaan yang sama sebagai berkas Excel, dengan judul, periode dan ringkasannya.',
});
