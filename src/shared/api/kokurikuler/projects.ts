/** Kokurikuler projects of a school year: per grade level and semester, with themes, target sub-elements and facilitators. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { idSchema, recordId, revisionSchema } from '../../ids.ts';
import { FRAMEWORK_CODES } from '../../kokurikuler/frameworks.ts';
import { TAG } from './framework.ts';

const idParams = z.object({ id: pathIdSchema });
const day = z.iso.date('Tanggal tidak valid (format TTTT-BB-HH).');

const projectFields = z.object({
  framework: z.enum(FRAMEWORK_CODES, { error: 'Pilih kerangka profil.' }),
  classId: idSchema('Pilih tingkat kelas.'),
  semester: z.enum(['1', '2'], { error: 'Semester harus 1 atau 2.' }),
  title: z.string().trim().min(3, 'Judul paling sedikit 3 karakter.').max(150, 'Judul paling banyak 150 karakter.'),
  theme: z.string().trim().min(1, 'Tema wajib diisi.').max(100, 'Tema paling banyak 100 karakter.'),
  description: z.string().max(20_000, 'Deskripsi paling banyak 20.000 karakter.').default(''),
  startsOn: day.nullable().default(null),
  endsOn: day.nullable().default(null),
  coordinatorId: idSchema('Koordinator tidak valid.').nullable().default(null),
  subelementIds: z.array(recordId).min(1, 'Pilih paling sedikit satu subelemen.').max(30, 'Paling banyak 30 subelemen per projek.'),
  facilitatorIds: z.array(recordId).max(30, 'Paling banyak 30 fasilitator.').default([]),
});
const datesInOrder = (p: { startsOn: string | null; endsOn: string | null }) => !p.startsOn || !p.endsOn || p.endsOn >= p.startsOn;
const ORDER = { path: ['endsOn'], message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.' };
export const projectInput = projectFields.refine(datesInOrder, ORDER);
export const projectUpdateInput = projectFields.extend({ revision: revisionSchema.max(1_000_000) }).refine(datesInOrder, ORDER);

const sectionSummary = z.object({ id: z.number(), name: z.string(), students: z.number(), filled: z.number(), canAssess: z.boolean() });

export const projectSummarySchema = z.object({
  id: z.number(),
  framework: z.enum(FRAMEWORK_CODES),
  title: z.string(),
  theme: z.string(),
  semester: z.string(),
  classId: z.number(),
  className: z.string(),
  grade: z.number(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  coordinatorName: z.string().nullable(),
  targets: z.number(),
  dimensions: z.array(z.string()),
  sections: z.array(sectionSummary),
});

export const listProjectsContract = defineContract({
  name: 'kokurikuler.projects.list',
  method: 'GET',
  path: '/api/kokurikuler/projects',
  auth: 'session',
  output: z.object({
    yearLabel: z.string(),
    framework: z.enum(FRAMEWORK_CODES),
    activeSemester: z.string(),
    canManage: z.boolean(),
    projects: z.array(projectSummarySchema),
    classes: z.array(z.object({ id: z.number(), name: z.string(), grade: z.number() })),
    teachers: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  tag: TAG,
  summary: 'Projek kokurikuler tahun ajaran sesi: per tingkat kelas dan semester, dengan tema, dimensi sasaran dan kemajuan penilaian tiap rombel.',
});

export const projectSchema = projectSummarySchema.extend({
  description: z.string(),
  coordinatorId: z.number().nullable(),
  facilitatorIds: z.array(z.number()),
  subelementIds: z.array(z.number()),
  revision: z.number(),
  canEdit: z.boolean(),
});

export const getProjectContract = defineContract({
  name: 'kokurikuler.projects.get',
  method: 'GET',
  path: '/api/kokurikuler/projects/:id',
  auth: 'session',
  params: idParams,
  output: projectSchema,
  tag: TAG,
  summary: 'Satu projek: deskripsi, subelemen sasaran, koordinator dan fasilitator.',
});

export const createProjectContract = defineContract({
  name: 'kokurikuler.projects.create',
  method: 'POST',
  path: '/api/kokurikuler/projects',
  auth: 'session',
  input: projectInput,
  output: projectSchema,
  status: 201,
  tag: TAG,
  access: 'admin',
  summary: 'Membuat projek untuk satu tingkat kelas (semua rombelnya) pada satu semester.',
  example: {
    framework: 'PL2025',
    classId: 1,
    semester: '2',
    title: 'Sekolahku Bebas Sampah Plastik',
    theme: 'Gaya Hidup Berkelanjutan',
    description: '<p>Merancang kampanye pengurangan sampah plastik.</p>',
    subelementIds: [1, 2],
    facilitatorIds: [],
  },
});

export const updateProjectContract = defineContract({
  name: 'kokurikuler.projects.update',
  method: 'PUT',
  path: '/api/kokurikuler/projects/:id',
  auth: 'session',
  params: idParams,
  input: projectUpdateInput,
  output: projectSchema,
  tag: TAG,
  access: 'admin',
  summary: 'Mengubah projek; subelemen yang sudah dinilai tidak dapat dilepas (409), dan perubahan bersamaan ditolak (409).',
});

export const deleteProjectContract = defineContract({
  name: 'kokurikuler.projects.delete',
  method: 'DELETE',
  path: '/api/kokurikuler/projects/:id',
  auth: 'session',
  params: idParams,
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'admin',
  summary: 'Menghapus projek yang belum dinilai (409 bila sudah ada penilaian).',
});
