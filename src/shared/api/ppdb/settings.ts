/** PPDB settings per school (document 02, 2.13): intakes, periods and pathway quotas, schedule, documents, costs, reductions. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, messageAnswerSchema, pathIdSchema } from '../common.ts';
import { activityInput, costsInput, periodInput, reductionInput, requirementsInput, settingInput } from '../../ppdb/schemas.ts';

const TAG = 'PPDB';
const idParams = z.object({ id: pathIdSchema });

export const settingSummarySchema = z.object({
  id: z.number(),
  academicYear: z.string(),
  name: z.string(),
  periodCount: z.number(),
  applicantCount: z.number(),
  quota: z.number(),
});

export const pathwayViewSchema = z.object({
  id: z.number(),
  pathway: z.string(),
  label: z.string(),
  quota: z.number(),
  applicants: z.number(),
  verified: z.number(),
  accepted: z.number(),
});

export const periodViewSchema = z.object({
  id: z.number(),
  settingId: z.number(),
  key: z.string(),
  name: z.string(),
  opens: z.string(),
  closes: z.string(),
  fee: z.number(),
  announcedAt: dateTimeSchema.nullable(),
  pathways: z.array(pathwayViewSchema),
});

export const activityViewSchema = z.object({
  id: z.number(),
  kind: z.string(),
  name: z.string(),
  starts: z.string(),
  ends: z.string(),
  description: z.string().nullable(),
});
export const requirementViewSchema = z.object({ id: z.number(), name: z.string(), pathway: z.string().nullable(), required: z.boolean() });
export const costViewSchema = z.object({ id: z.number(), name: z.string(), amount: z.number() });
export const reductionViewSchema = z.object({
  id: z.number(),
  settingId: z.number(),
  settingName: z.string(),
  name: z.string(),
  pathway: z.string().nullable(),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
  description: z.string().nullable(),
});

export const settingDetailSchema = z.object({
  id: z.number(),
  academicYear: z.string(),
  name: z.string(),
  majors: z.array(z.string()),
  description: z.string().nullable(),
  periods: z.array(periodViewSchema),
  activities: z.array(activityViewSchema),
  requirements: z.array(requirementViewSchema),
  costs: z.array(costViewSchema),
  reductions: z.array(reductionViewSchema),
  canEdit: z.boolean(),
});

export const listSettingsContract = defineContract({
  name: 'ppdb.settings.list',
  method: 'GET',
  path: '/api/ppdb/settings',
  auth: 'session',
  output: z.object({ data: z.array(settingSummarySchema), canEdit: z.boolean() }),
  tag: TAG,
  access: 'admin, TU, kepala sekolah, yayasan',
  summary: 'Daftar pengaturan PPDB sekolah per tahun ajaran penerimaan.',
});

export const createSettingContract = defineContract({
  name: 'ppdb.settings.create',
  method: 'POST',
  path: '/api/ppdb/settings',
  auth: 'session',
  input: settingInput,
  output: settingDetailSchema,
  status: 201,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Membuat pengaturan PPDB untuk satu tahun ajaran penerimaan (jadwal kegiatan bawaan ikut dibuat).',
  example: { academicYear: '2028/2029', name: 'PPDB TA 2028/2029', majors: [] },
});

export const getSettingContract = defineContract({
  name: 'ppdb.settings.get',
  method: 'GET',
  path: '/api/ppdb/settings/:id',
  auth: 'session',
  params: idParams,
  output: settingDetailSchema,
  tag: TAG,
  summary: 'Pengaturan PPDB satu tahun ajaran: gelombang dan kuota jalur, kegiatan, dokumen, biaya, potongan.',
});

export const updateSettingContract = defineContract({
  name: 'ppdb.settings.update',
  method: 'PUT',
  path: '/api/ppdb/settings/:id',
  auth: 'session',
  params: idParams,
  input: settingInput,
  output: settingDetailSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Mengubah nama, jurusan dan keterangan pengaturan PPDB.',
});

export const createPeriodContract = defineContract({
  name: 'ppdb.periods.create',
  method: 'POST',
  path: '/api/ppdb/settings/:id/periods',
  auth: 'session',
  params: idParams,
  input: periodInput,
  output: periodViewSchema,
  status: 201,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menambah gelombang dengan jalur dan kuotanya.',
  example: { name: 'Gelombang 3', opens: '2027-07-01', closes: '2027-07-10', fee: 0, pathways: [{ pathway: 'domisili', quota: 10 }] },
});

export const getPeriodContract = defineContract({
  name: 'ppdb.periods.get',
  method: 'GET',
  path: '/api/ppdb/periods/:id',
  auth: 'session',
  params: idParams,
  output: periodViewSchema.extend({ settingName: z.string(), academicYear: z.string(), activities: z.array(activityViewSchema), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Satu gelombang: jalur, kuota, jumlah pendaftar, terverifikasi dan diterima.',
});

export const updatePeriodContract = defineContract({
  name: 'ppdb.periods.update',
  method: 'PUT',
  path: '/api/ppdb/periods/:id',
  auth: 'session',
  params: idParams,
  input: periodInput,
  output: periodViewSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Mengubah gelombang dan kuota jalurnya; kuota di bawah jumlah yang sudah diterima ditolak (422).',
});

export const listPeriodsContract = defineContract({
  name: 'ppdb.periods.list',
  method: 'GET',
  path: '/api/ppdb/periods',
  auth: 'session',
  output: z.object({ data: z.array(periodViewSchema.extend({ settingName: z.string(), academicYear: z.string() })), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Semua gelombang PPDB sekolah, terbaru dahulu, dengan kuota dan jumlah pendaftar per jalur.',
});

export const saveActivityContract = defineContract({
  name: 'ppdb.activities.save',
  method: 'PUT',
  path: '/api/ppdb/settings/:id/activities/:activityId',
  auth: 'session',
  params: z.object({ id: pathIdSchema, activityId: pathIdSchema }),
  input: activityInput,
  output: activityViewSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Mengubah satu kegiatan jadwal PPDB (tanggal, nama, keterangan).',
});

export const addActivityContract = defineContract({
  name: 'ppdb.activities.add',
  method: 'POST',
  path: '/api/ppdb/settings/:id/activities',
  auth: 'session',
  params: idParams,
  input: activityInput,
  output: activityViewSchema,
  status: 201,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menambah kegiatan pada jadwal PPDB.',
});

export const saveRequirementsContract = defineContract({
  name: 'ppdb.requirements.save',
  method: 'PUT',
  path: '/api/ppdb/settings/:id/requirements',
  auth: 'session',
  params: idParams,
  input: requirementsInput,
  output: z.array(requirementViewSchema),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menyimpan daftar dokumen persyaratan (untuk semua jalur atau satu jalur).',
});

export const saveCostsContract = defineContract({
  name: 'ppdb.costs.save',
  method: 'PUT',
  path: '/api/ppdb/settings/:id/costs',
  auth: 'session',
  params: idParams,
  input: costsInput,
  output: z.array(costViewSchema),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menyimpan daftar biaya daftar ulang (rupiah).',
});

export const listReductionsContract = defineContract({
  name: 'ppdb.reductions.list',
  method: 'GET',
  path: '/api/ppdb/reductions',
  auth: 'session',
  output: z.object({
    data: z.array(reductionViewSchema),
    settings: z.array(z.object({ id: z.number(), name: z.string(), costTotal: z.number() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  summary: 'Potongan biaya PPDB sekolah, dengan total biaya tiap tahun ajaran penerimaan.',
});

export const saveReductionContract = defineContract({
  name: 'ppdb.reductions.save',
  method: 'POST',
  path: '/api/ppdb/reductions',
  auth: 'session',
  input: reductionInput,
  output: reductionViewSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menambah (tanpa id) atau mengubah (dengan id) satu potongan biaya.',
});

export const deleteReductionContract = defineContract({
  name: 'ppdb.reductions.delete',
  method: 'DELETE',
  path: '/api/ppdb/reductions/:id',
  auth: 'session',
  params: idParams,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menghapus satu potongan biaya.',
});
