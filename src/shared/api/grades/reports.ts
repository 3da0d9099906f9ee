/** The assessment reports (document 02, 2.8): one table each, on screen, printed and as .xlsx. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { xlsxFile } from '../file-answers.ts';
import { recordId } from '../../ids.ts';
import { semesterSchema } from '../../grades/schemas.ts';

const TAG = 'Nilai';

export const REPORT_KINDS = [
  'kehadiran-siswa',
  'penilaian-siswa',
  'performa-siswa',
  'ekstra',
  'karakter',
  'tugas',
  'performa-guru',
  'performa-mentor',
  'nilai-ajar',
  'nilai-penilaian',
  'rombel',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reportQuery = z.object({
  report: z.enum(REPORT_KINDS, { message: 'Pilih jenis laporan.' }),
  /** A rombel (section reports) or a teaching class (the assignment report); empty: the first one allowed. */
  id: recordId.optional(),
  semester: semesterSchema.optional(),
});
export type ReportQuery = z.output<typeof reportQuery>;

const cell = z.union([z.string(), z.number(), z.null()]);

export const reportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  subtitle: z.array(z.string()),
  options: z.array(z.object({ id: z.number(), name: z.string() })),
  chosen: z.number().nullable(),
  semester: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(cell)),
});

export const gradesReportContract = defineContract({
  name: 'grades.reports.get',
  method: 'GET',
  path: '/api/grades/reports',
  auth: 'session',
  input: reportQuery,
  output: reportSchema,
  tag: TAG,
  summary:
    'Laporan penilaian: kehadiran, penilaian, performa siswa, ekstrakurikuler, karakter, tugas, performa guru dan mentor, rekap nilai kelas ajar, data penilaian satu kelas, daftar rombel.',
});

export const gradesReportXlsxContract = defineContract({
  name: 'grades.reports.xlsx',
  method: 'GET',
  path: '/api/grades/reports/laporan.xlsx',
  auth: 'session',
  input: reportQuery,
  ...xlsxFile,
  tag: TAG,
  summary: 'Laporan penilaian yang sama sebagai berkas Excel.',
});
