/** Import of CP, TP (into ATPs) and KD from .xlsx, with row errors; nothing is stored unless every row is valid. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { xlsxFile } from '../file-answers.ts';
import { FILE_TOO_LARGE, WORKBOOK_BASE64_BYTES } from '../../workbook-limits.ts';
import { TAG, ownerSchema } from './common.ts';

export const IMPORT_KINDS = ['cp', 'tp', 'kd'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The sheet's columns per kind, in order; the template's header row. */
export const IMPORT_COLUMNS: Record<ImportKind, readonly string[]> = {
  cp: ['Kode Mapel', 'Fase', 'Elemen', 'Capaian Pembelajaran'],
  tp: ['Kode Mapel', 'Fase', 'Judul ATP', 'Elemen', 'Rumusan TP', 'Kelas', 'Semester', 'JP'],
  kd: ['Kode Mapel', 'Kelas', 'Kode KD', 'Rumusan KD'],
};

const kindSchema = z.enum(IMPORT_KINDS, { error: 'Jenis impor: cp, tp atau kd.' });

export const importTemplateContract = defineContract({
  name: 'curriculum.import.template',
  method: 'GET',
  path: '/api/curriculum/import-template.xlsx',
  auth: 'session',
  tag: TAG,
  input: z.object({ kind: kindSchema }),
  ...xlsxFile,
  summary: 'Template .xlsx impor CP, TP atau KD, dengan contoh baris dan daftar kode mapel.',
});

export const importTextsContract = defineContract({
  name: 'curriculum.import',
  method: 'POST',
  path: '/api/curriculum/import',
  auth: 'session',
  tag: TAG,
  input: z.object({
    kind: kindSchema,
    owner: ownerSchema,
    file: z.string().min(1, 'Pilih berkas .xlsx.').max(WORKBOOK_BASE64_BYTES, FILE_TOO_LARGE),
    dryRun: z.boolean().default(false),
  }),
  output: z.object({
    imported: z.number(),
    valid: z.number(),
    errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
    errorCount: z.number(),
  }),
  access: 'superadmin (platform), admin sekolah (sekolah)',
  summary:
    'Impor CP, TP (ke ATP menurut judulnya) atau KD dari .xlsx (base64). Kode mapel atau fase yang tidak dikenal menjadi kesalahan baris, dan tidak ada yang disimpan.',
});
