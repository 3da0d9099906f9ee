/** Staff records (document 02, 2.12): the employees with their Dapodik PTK record, allowances and appendices. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { messageAnswerSchema, pathIdSchema } from '../common.ts';
import { appendixInput, employeeRecordInput } from '../../staff/schemas.ts';

const TAG = 'Kepegawaian';
const idParams = z.object({ id: pathIdSchema });

export const employeeRowSchema = z.object({
  userId: z.number(),
  fullName: z.string(),
  userType: z.string(),
  nip: z.string().nullable(),
  nuptk: z.string().nullable(),
  typeName: z.string().nullable(),
  statusName: z.string().nullable(),
  groupCode: z.string().nullable(),
  groupName: z.string().nullable(),
  positions: z.array(z.string()),
  certified: z.boolean(),
});

export const appendixViewSchema = z.object({
  id: z.number(),
  userId: z.number(),
  fullName: z.string(),
  kind: z.string(),
  title: z.string(),
  documentNumber: z.string().nullable(),
  documentDate: z.string().nullable(),
  fileId: z.string().nullable(),
});

export const employeeDetailSchema = employeeRowSchema.extend({
  typeId: z.number().nullable(),
  statusId: z.number().nullable(),
  groupId: z.number().nullable(),
  groupSince: z.string().nullable(),
  skNumber: z.string().nullable(),
  appointedSince: z.string().nullable(),
  qualification: z.string().nullable(),
  certificateNumber: z.string().nullable(),
  nrg: z.string().nullable(),
  baseSalary: z.number().nullable(),
  rankSalary: z.number().nullable(),
  allowances: z.array(z.object({ allowanceTypeId: z.number(), name: z.string(), kind: z.string(), amount: z.number() })),
  appendices: z.array(appendixViewSchema),
  options: z.object({
    types: z.array(z.object({ id: z.number(), name: z.string() })),
    statuses: z.array(z.object({ id: z.number(), name: z.string() })),
    groups: z.array(z.object({ id: z.number(), name: z.string(), baseSalary: z.number() })),
    allowances: z.array(z.object({ id: z.number(), name: z.string(), kind: z.string(), amount: z.number() })),
  }),
  canEdit: z.boolean(),
});

export const listEmployeesContract = defineContract({
  name: 'staff.employees.list',
  method: 'GET',
  path: '/api/staff/employees',
  auth: 'session',
  input: z.object({ q: z.string().trim().max(100).optional(), groupId: z.coerce.number().int().positive().optional(), dual: z.enum(['1']).optional() }),
  output: z.object({ data: z.array(employeeRowSchema), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Pegawai (PTK) sekolah dengan golongan, jenis, status dan jabatannya; saring golongan atau rangkap jabatan.',
});

export const getEmployeeContract = defineContract({
  name: 'staff.employees.get',
  method: 'GET',
  path: '/api/staff/employees/:id',
  auth: 'session',
  params: idParams,
  output: employeeDetailSchema,
  tag: TAG,
  summary: 'Data kepegawaian satu PTK: golongan, TMT, SK, kualifikasi, sertifikasi, NRG, tunjangan, lampiran.',
});

export const saveEmployeeContract = defineContract({
  name: 'staff.employees.save',
  method: 'PUT',
  path: '/api/staff/employees/:id',
  auth: 'session',
  params: idParams,
  input: employeeRecordInput,
  output: employeeDetailSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menyimpan data kepegawaian dan tunjangan/potongan satu PTK.',
});

export const listAppendicesContract = defineContract({
  name: 'staff.appendices.list',
  method: 'GET',
  path: '/api/staff/appendices',
  auth: 'session',
  output: z.object({ data: z.array(appendixViewSchema), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Lampiran pegawai (SK, sertifikat, ijazah) seluruh PTK sekolah.',
});

export const saveAppendixContract = defineContract({
  name: 'staff.appendices.save',
  method: 'POST',
  path: '/api/staff/appendices',
  auth: 'session',
  input: appendixInput.extend({ id: z.number().int().positive().optional() }),
  output: appendixViewSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menambah (tanpa id) atau mengubah lampiran pegawai; berkas lewat unggahan jenis employee_document.',
});

export const deleteAppendixContract = defineContract({
  name: 'staff.appendices.delete',
  method: 'DELETE',
  path: '/api/staff/appendices/:id',
  auth: 'session',
  params: idParams,
  output: messageAnswerSchema,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menghapus satu lampiran pegawai.',
});
