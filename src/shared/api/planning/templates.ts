/**
 * Templates of planning documents: the platform's defaults (`_def`) and worked references (`-reff`), kept by
 * the superadmin, and each school's own (`-school`), which a school may start as a copy of a platform one.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { CURRICULUM_CODES, PLAN_FORMATS, PLAN_KINDS, TEMPLATE_ROLES } from '../../planning/model.ts';
import { sectionsInput } from '../../planning/section-input.ts';

export const TAG = 'Perangkat Ajar';
const idParams = z.object({ id: pathIdSchema });

const sectionSchema = z.object({ key: z.string(), title: z.string(), hint: z.string().optional(), body: z.string() });

export const templateSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(PLAN_KINDS),
  role: z.enum(TEMPLATE_ROLES),
  curriculum: z.enum(CURRICULUM_CODES),
  format: z.enum(PLAN_FORMATS),
  title: z.string(),
  description: z.string(),
  subject: z.string().nullable(),
  phase: z.string().nullable(),
  sectionCount: z.number(),
  isActive: z.boolean(),
  updatedAt: dateTimeSchema,
  canEdit: z.boolean(),
});

export const templateSchema = templateSummarySchema.extend({ sections: z.array(sectionSchema) });

export const listTemplatesContract = defineContract({
  name: 'planning.templates.list',
  method: 'GET',
  path: '/api/planning/templates',
  auth: 'session',
  input: z.object({
    kind: z.enum(PLAN_KINDS, { error: 'Jenis dokumen tidak dikenal.' }),
    role: z.enum(TEMPLATE_ROLES, { error: 'Jenis templat tidak dikenal.' }),
  }),
  output: z.object({ templates: z.array(templateSummarySchema), canWrite: z.boolean(), canCopy: z.boolean() }),
  tag: TAG,
  summary: 'Templat satu jenis dokumen: bawaan platform (default), referensi platform (reference) atau milik sekolah (school).',
});

export const getTemplateContract = defineContract({
  name: 'planning.templates.get',
  method: 'GET',
  path: '/api/planning/templates/:id',
  auth: 'session',
  params: idParams,
  output: templateSchema,
  tag: TAG,
  summary: 'Satu templat dengan bagian-bagiannya.',
});

export const templateInput = z.object({
  kind: z.enum(PLAN_KINDS, { error: 'Jenis dokumen tidak dikenal.' }),
  role: z.enum(TEMPLATE_ROLES, { error: 'Jenis templat tidak dikenal.' }),
  format: z.enum(PLAN_FORMATS, { error: 'Format tidak dikenal.' }).default('full'),
  title: z.string().trim().min(3, 'Judul paling sedikit 3 karakter.').max(150, 'Judul paling banyak 150 karakter.'),
  description: z.string().trim().max(1000, 'Keterangan paling banyak 1.000 karakter.').default(''),
  subject: z.string().trim().max(100, 'Mata pelajaran paling banyak 100 karakter.').nullable().default(null),
  phase: z.string().trim().max(40, 'Fase/kelas paling banyak 40 karakter.').nullable().default(null),
  isActive: z.boolean().default(true),
  sections: sectionsInput,
});

export const createTemplateContract = defineContract({
  name: 'planning.templates.create',
  method: 'POST',
  path: '/api/planning/templates',
  auth: 'session',
  input: templateInput,
  output: templateSchema,
  status: 201,
  tag: TAG,
  access: 'superadmin (default, reference); admin sekolah (school)',
  summary: 'Membuat templat; templat platform hanya oleh superadmin, templat sekolah oleh admin sekolah.',
  example: { kind: 'rpp', role: 'school', format: 'full', title: 'RPP SMK Demo', sections: [{ key: 'tujuan', title: 'Tujuan Pembelajaran', body: '<p></p>' }] },
});

export const updateTemplateContract = defineContract({
  name: 'planning.templates.update',
  method: 'PUT',
  path: '/api/planning/templates/:id',
  auth: 'session',
  params: idParams,
  input: templateInput.omit({ kind: true, role: true }),
  output: templateSchema,
  tag: TAG,
  access: 'superadmin (platform); admin sekolah (milik sekolah)',
  summary: 'Mengubah templat; sekolah tidak dapat mengubah templat platform, hanya salinannya sendiri (403).',
});

export const copyTemplateContract = defineContract({
  name: 'planning.templates.copy',
  method: 'POST',
  path: '/api/planning/templates/:id/copy',
  auth: 'session',
  params: idParams,
  output: templateSchema,
  status: 201,
  tag: TAG,
  access: 'admin sekolah',
  summary: 'Menyalin templat platform menjadi templat sekolah yang dapat diubah sekolah.',
});

export const deleteTemplateContract = defineContract({
  name: 'planning.templates.delete',
  method: 'DELETE',
  path: '/api/planning/templates/:id',
  auth: 'session',
  params: idParams,
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'superadmin (platform); admin sekolah (milik sekolah)',
  summary: 'Menghapus templat; dokumen yang sudah ditulis darinya tetap utuh.',
});
