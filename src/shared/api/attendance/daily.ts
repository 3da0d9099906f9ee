/** Daily student attendance: the homeroom teacher's sheet, the month recap per rombel, a student's own record. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { dailySaveInput, isoDate, monthSchema } from '../../attendance/schemas.ts';
import { STUDENT_STATUSES } from '../../attendance/statuses.ts';

const TAG = 'Presensi';
const option = z.object({ id: z.number(), name: z.string() });
const totals = z.object({ studentId: z.number(), sick: z.number(), permit: z.number(), absent: z.number(), dispensation: z.number(), present: z.number() });

export const dailySheetSchema = z.object({
  date: z.string(),
  sections: z.array(option),
  sectionId: z.number().nullable(),
  /** Why this day takes no attendance (holiday, weekend, future), or null. */
  closed: z.string().nullable(),
  revision: z.number(),
  taken: z.boolean(),
  locked: z.boolean(),
  students: z.array(
    z.object({
      id: z.number(),
      fullName: z.string(),
      nis: z.string().nullable(),
      status: z.enum(STUDENT_STATUSES),
      note: z.string().nullable(),
      source: z.string().nullable(),
      checkInAt: dateTimeSchema.nullable(),
    }),
  ),
});

export const getDailyContract = defineContract({
  name: 'attendance.daily.get',
  method: 'GET',
  path: '/api/attendance/daily',
  auth: 'session',
  input: z.object({ sectionId: idSchema('Pilih rombel.').optional(), date: isoDate.optional() }),
  output: dailySheetSchema,
  tag: TAG,
  access: 'wali kelas, admin, TU',
  summary: 'Presensi harian satu rombel pada satu tanggal; siswa yang belum disimpan tampil Hadir.',
});

export const saveDailyContract = defineContract({
  name: 'attendance.daily.save',
  method: 'POST',
  path: '/api/attendance/daily',
  auth: 'session',
  input: dailySaveInput,
  output: z.object({ revision: z.number(), counts: z.record(z.string(), z.number()), message: z.string() }),
  tag: TAG,
  access: 'wali kelas, admin, TU',
  summary: 'Simpan Presensi: yang tidak diubah menjadi Hadir; perubahan orang lain sejak dimuat tidak hilang (409 bila bertabrakan); bulan terkunci 409.',
  example: { sectionId: 1, date: '2026-11-23', revision: 0, changes: [{ studentId: 12, status: 'S' }] },
});

export const lockMonthContract = defineContract({
  name: 'attendance.daily.lock',
  method: 'POST',
  path: '/api/attendance/daily/lock',
  auth: 'session',
  input: z.object({ sectionId: idSchema('Pilih rombel.'), month: monthSchema }),
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'wali kelas, admin, TU',
  summary: 'Mengunci presensi satu bulan satu rombel; perubahan sesudahnya ditolak (409).',
});

export const monthRecapContract = defineContract({
  name: 'attendance.recap.month',
  method: 'GET',
  path: '/api/attendance/recap',
  auth: 'session',
  input: z.object({ sectionId: idSchema('Pilih rombel.').optional(), month: monthSchema.optional() }),
  output: z.object({
    month: z.string(),
    sections: z.array(option),
    sectionId: z.number().nullable(),
    days: z.array(z.string()),
    students: z.array(z.object({ id: z.number(), fullName: z.string(), nis: z.string().nullable(), statuses: z.record(z.string(), z.string()), totals })),
  }),
  tag: TAG,
  access: 'wali kelas (rombelnya), admin, TU, kepala sekolah',
  summary: 'Rekap presensi sebulan satu rombel: status tiap hari efektif dan jumlah S/I/A tiap siswa.',
});

export const myAttendanceContract = defineContract({
  name: 'attendance.mine',
  method: 'GET',
  path: '/api/attendance/mine',
  auth: 'session',
  input: z.object({ month: monthSchema.optional(), studentId: idSchema('Pilih anak.').optional() }),
  output: z.object({
    month: z.string(),
    children: z.array(option.extend({ fullName: z.string() }).omit({ name: true })),
    studentId: z.number().nullable(),
    sectionName: z.string().nullable(),
    days: z.array(z.object({ date: z.string(), status: z.string().nullable(), note: z.string().nullable(), checkInAt: dateTimeSchema.nullable() })),
    totals: totals.nullable(),
  }),
  tag: TAG,
  access: 'siswa (dirinya), orang tua (anaknya)',
  summary: 'Presensi sebulan seorang siswa, untuk dirinya sendiri atau orang tuanya.',
});
