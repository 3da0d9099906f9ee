/**
 * Teachers' planning documents (silabus, RPP, modul ajar): written from a template in sections, linked to the
 * curriculum (CP/TP or KI/KD), submitted to the principal, reviewed with a note or returned for revision.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile } from '../file-answers.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { idSchema, recordId, revisionSchema } from '../../ids.ts';
import { paperQuery } from '../../documents/paper.ts';
import { CURRICULUM_CODES, LINK_KINDS, PLAN_EVENT_ACTIONS, PLAN_FORMATS, PLAN_KINDS, PLAN_STATUSES } from '../../planning/model.ts';
import { sectionsInput } from '../../planning/section-input.ts';
import { TAG } from './templates.ts';

const idParams = z.object({ id: pathIdSchema });

export const documentSummarySchema = z.object({
  id: z.number(),
  kind: z.enum(PLAN_KINDS),
  format: z.enum(PLAN_FORMATS),
  title: z.string(),
  teacherId: z.number(),
  teacherName: z.string(),
  courseId: z.number(),
  courseName: z.string(),
  classId: z.number(),
  className: z.string(),
  semester: z.string(),
  status: z.enum(PLAN_STATUSES),
  updatedAt: dateTimeSchema,
  submittedAt: dateTimeSchema.nullable(),
  reviewedAt: dateTimeSchema.nullable(),
  revision: z.number(),
  academicYearId: z.number(),
});

export const listDocumentsContract = defineContract({
  name: 'planning.documents.list',
  method: 'GET',
  path: '/api/planning/documents',
  auth: 'session',
  input: z.object({
    kind: z.enum(PLAN_KINDS, { error: 'Jenis dokumen tidak dikenal.' }),
    format: z.enum(PLAN_FORMATS, { error: 'Format tidak dikenal.' }).optional(),
    status: z.enum(PLAN_STATUSES, { error: 'Status tidak dikenal.' }).optional(),
  }),
  output: z.object({
    yearLabel: z.string(),
    semester: z.string(),
    documents: z.array(documentSummarySchema),
    canWrite: z.boolean(),
    schoolWide: z.boolean(),
  }),
  tag: TAG,
  summary: 'Dokumen perencanaan tahun ajaran sesi: milik guru sendiri, atau seluruh sekolah untuk admin dan kepala sekolah.',
});

export const optionsContract = defineContract({
  name: 'planning.documents.options',
  method: 'GET',
  path: '/api/planning/documents/options',
  auth: 'session',
  input: z.object({ kind: z.enum(PLAN_KINDS, { error: 'Jenis dokumen tidak dikenal.' }), format: z.enum(PLAN_FORMATS).default('full') }),
  output: z.object({
    semester: z.string(),
    teaching: z.array(z.object({ courseId: z.number(), courseName: z.string(), classId: z.number(), className: z.string(), sections: z.array(z.string()) })),
    templates: z.array(z.object({ id: z.number(), role: z.string(), title: z.string(), format: z.enum(PLAN_FORMATS) })),
  }),
  tag: TAG,
  summary: 'Pilihan untuk dokumen baru: mapel dan tingkat yang diajar guru tahun ini, dan templat yang tersedia.',
});

const linkSchema = z.object({ refKind: z.enum(LINK_KINDS), refId: z.number(), code: z.string(), label: z.string() });
const eventSchema = z.object({ action: z.enum(PLAN_EVENT_ACTIONS), note: z.string().nullable(), userName: z.string(), at: dateTimeSchema });

export const documentSchema = documentSummarySchema.extend({
  curriculum: z.enum(CURRICULUM_CODES),
  yearLabel: z.string(),
  templateTitle: z.string().nullable(),
  sections: z.array(z.object({ key: z.string(), title: z.string(), hint: z.string().optional(), body: z.string() })),
  links: z.array(linkSchema),
  reviewNote: z.string().nullable(),
  reviewerName: z.string().nullable(),
  events: z.array(eventSchema),
  canEdit: z.boolean(),
  canSubmit: z.boolean(),
  canReview: z.boolean(),
  canReopen: z.boolean(),
});

export const getDocumentContract = defineContract({
  name: 'planning.documents.get',
  method: 'GET',
  path: '/api/planning/documents/:id',
  auth: 'session',
  params: idParams,
  output: documentSchema,
  tag: TAG,
  summary: 'Satu dokumen: bagian-bagiannya, tautan kurikulum, status telaah dengan catatan kepala sekolah dan riwayatnya.',
});

export const createDocumentContract = defineContract({
  name: 'planning.documents.create',
  method: 'POST',
  path: '/api/planning/documents',
  auth: 'session',
  input: z.object({
    kind: z.enum(PLAN_KINDS, { error: 'Jenis dokumen tidak dikenal.' }),
    format: z.enum(PLAN_FORMATS, { error: 'Format tidak dikenal.' }).default('full'),
    courseId: idSchema('Pilih mata pelajaran.'),
    classId: idSchema('Pilih tingkat kelas.'),
    semester: z.enum(['1', '2'], { error: 'Semester harus 1 atau 2.' }),
    templateId: idSchema('Templat tidak valid.').nullable().default(null),
    title: z.string().trim().min(3, 'Judul paling sedikit 3 karakter.').max(150, 'Judul paling banyak 150 karakter.'),
  }),
  output: documentSchema,
  status: 201,
  tag: TAG,
  access: 'guru (mapel dan tingkat yang diajarnya)',
  summary: 'Membuat dokumen baru dari templat (atau templat bawaan platform) untuk mapel dan tingkat yang diajar guru.',
  example: { kind: 'modul_ajar', courseId: 3, classId: 1, semester: '2', templateId: null, title: 'Modul Ajar Fungsi Kuadrat' },
});

export const updateDocumentContract = defineContract({
  name: 'planning.documents.update',
  method: 'PUT',
  path: '/api/planning/documents/:id',
  auth: 'session',
  params: idParams,
  input: z.object({
    title: z.string().trim().min(3, 'Judul paling sedikit 3 karakter.').max(150, 'Judul paling banyak 150 karakter.'),
    sections: sectionsInput,
    links: z
      .array(z.object({ refKind: z.enum(LINK_KINDS, { error: 'Jenis tautan tidak dikenal.' }), refId: recordId }))
      .max(60, 'Paling banyak 60 tautan.')
      .default([]),
    revision: revisionSchema.max(1_000_000),
  }),
  output: documentSchema,
  tag: TAG,
  access: 'guru penyusun (draf atau dikembalikan)',
  summary: 'Menyimpan isi dokumen (teks kaya dibersihkan di server) dan tautannya ke CP/TP atau KI/KD; perubahan bersamaan ditolak (409).',
});

export const deleteDocumentContract = defineContract({
  name: 'planning.documents.delete',
  method: 'DELETE',
  path: '/api/planning/documents/:id',
  auth: 'session',
  params: idParams,
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'guru penyusun (draf)',
  summary: 'Menghapus draf yang belum pernah diajukan.',
});

export const transitionContract = defineContract({
  name: 'planning.documents.transition',
  method: 'POST',
  path: '/api/planning/documents/:id/transition',
  auth: 'session',
  params: idParams,
  input: z.object({
    action: z.enum(['submit', 'review', 'return', 'reopen'], { error: 'Tindakan tidak dikenal.' }),
    note: z.string().trim().max(2000, 'Catatan paling banyak 2.000 karakter.').default(''),
    revision: revisionSchema.max(1_000_000),
  }),
  output: documentSchema,
  tag: TAG,
  access: 'guru penyusun (submit, reopen); kepala sekolah (review, return)',
  summary: 'Alur supervisi: draf → diajukan → ditelaah (dengan catatan) atau dikembalikan untuk revisi (catatan wajib).',
  example: { action: 'review', note: 'Langkah pembelajaran sudah runtut; tambahkan rubrik asesmen.', revision: 2 },
});

export const documentPdfContract = defineContract({
  name: 'planning.documents.pdf',
  method: 'GET',
  path: '/api/planning/documents/:id/document.pdf',
  auth: 'session',
  params: idParams,
  input: paperQuery,
  ...pdfFile,
  tag: TAG,
  summary: 'Dokumen sebagai PDF dengan kop sekolah, identitas, tautan kurikulum, isi tiap bagian dan tanda tangan guru serta kepala sekolah.',
});

export const linkOptionsContract = defineContract({
  name: 'planning.documents.links',
  method: 'GET',
  path: '/api/planning/documents/:id/links',
  auth: 'session',
  params: idParams,
  output: z.object({
    kinds: z.array(z.enum(LINK_KINDS)),
    note: z.string().nullable(),
    options: z.array(
      z.object({ refKind: z.enum(LINK_KINDS), refId: z.number(), code: z.string(), label: z.string(), group: z.string(), semester: z.string().nullable() }),
    ),
  }),
  tag: TAG,
  summary:
    'Yang dapat ditautkan dokumen, dari modul kurikulum: TP sekolah (modul ajar, Kurikulum Merdeka) atau KD sekolah (silabus dan RPP, K13) untuk mapel dan tingkat dokumen.',
});
