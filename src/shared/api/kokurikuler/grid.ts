/**
 * The assessment grid of a project for one rombel: students × target sub-elements, each cell a level 1..4 of the
 * framework's scale, plus the project note per student; and the results (level per dimension, the rapor text).
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { recordId } from '../../ids.ts';
import { FRAMEWORK_CODES } from '../../kokurikuler/frameworks.ts';
import { levelSchema, TAG } from './framework.ts';

const params = z.object({ id: pathIdSchema, sectionId: pathIdSchema });
const revision = z.number().int('Revisi tidak valid.').min(0, 'Revisi tidak valid.').max(1_000_000, 'Revisi tidak valid.');

export const gridSchema = z.object({
  project: z.object({ id: z.number(), title: z.string(), theme: z.string(), semester: z.string(), framework: z.enum(FRAMEWORK_CODES), className: z.string() }),
  section: z.object({ id: z.number(), name: z.string(), homeroomName: z.string().nullable() }),
  sections: z.array(z.object({ id: z.number(), name: z.string() })),
  levels: z.array(levelSchema),
  columns: z.array(
    z.object({
      subelementId: z.number(),
      code: z.string(),
      name: z.string(),
      elementId: z.number(),
      elementName: z.string(),
      dimensionId: z.number(),
      dimensionName: z.string(),
    }),
  ),
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      nis: z.string().nullable(),
      cells: z.record(z.string(), z.object({ level: z.number(), revision: z.number() })),
      note: z.string(),
      noteRevision: z.number(),
    }),
  ),
  canEdit: z.boolean(),
  lock: z.string().nullable(),
});

export const getGridContract = defineContract({
  name: 'kokurikuler.grid.get',
  method: 'GET',
  path: '/api/kokurikuler/projects/:id/sections/:sectionId',
  auth: 'session',
  params,
  output: gridSchema,
  tag: TAG,
  summary: 'Lembar penilaian projek untuk satu rombel: siswa × subelemen sasaran, capaian 1–4 dan catatan projek tiap siswa.',
});

export const saveGridInput = z.object({
  cells: z
    .array(
      z.object({
        studentId: recordId,
        subelementId: recordId,
        level: z
          .number({ error: 'Capaian harus 1–4 atau kosong.' })
          .int('Capaian harus 1–4.')
          .min(1, 'Capaian harus 1–4.')
          .max(4, 'Capaian harus 1–4.')
          .nullable(),
        revision,
      }),
    )
    .max(2000, 'Paling banyak 2.000 sel sekali simpan.')
    .default([]),
  notes: z
    .array(z.object({ studentId: recordId, note: z.string().trim().max(1000, 'Catatan paling banyak 1.000 karakter.'), revision }))
    .max(200, 'Paling banyak 200 catatan sekali simpan.')
    .default([]),
});

export const saveGridContract = defineContract({
  name: 'kokurikuler.grid.save',
  method: 'PUT',
  path: '/api/kokurikuler/projects/:id/sections/:sectionId',
  auth: 'session',
  params,
  input: saveGridInput,
  output: gridSchema,
  tag: TAG,
  access: 'admin; guru: wali kelas rombel, koordinator dan fasilitator projek',
  summary: 'Menyimpan sel yang berubah dan catatan projek dalam satu transaksi; sel yang baru saja diubah orang lain ditolak (409).',
  example: {
    cells: [{ studentId: 12, subelementId: 3, level: 3, revision: 0 }],
    notes: [{ studentId: 12, note: 'Aktif memimpin diskusi kelompok.', revision: 0 }],
  },
});

export const resultsSchema = z.object({
  project: gridSchema.shape.project,
  section: gridSchema.shape.section,
  sections: gridSchema.shape.sections,
  levels: z.array(levelSchema),
  dimensions: z.array(z.object({ id: z.number(), name: z.string() })),
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      nis: z.string().nullable(),
      assessed: z.number(),
      dimensionLevels: z.record(z.string(), z.number()),
      description: z.string(),
      note: z.string(),
      noteRevision: z.number(),
    }),
  ),
  targets: z.number(),
  canEdit: z.boolean(),
  lock: z.string().nullable(),
});

export const getResultsContract = defineContract({
  name: 'kokurikuler.results.get',
  method: 'GET',
  path: '/api/kokurikuler/projects/:id/sections/:sectionId/results',
  auth: 'session',
  params,
  output: resultsSchema,
  tag: TAG,
  summary: 'Hasil projek satu rombel: capaian tiap dimensi per siswa dan deskripsi kokurikuler yang masuk rapor.',
});
