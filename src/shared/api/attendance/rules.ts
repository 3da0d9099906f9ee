/** Attendance rules (tolerances, repeated taps, automatic Alpa, the parents' notice), staff shifts and shift groups. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { clockTime } from '../../attendance/schemas.ts';

const TAG = 'Presensi';
const idParams = z.object({ id: pathIdSchema });
const message = z.object({ message: z.string() });
const saved = z.object({ id: z.number(), message: z.string() });
const minutes = (label: string, max: number) =>
  z
    .number({ message: `Isi ${label}.` })
    .int('Bilangan bulat.')
    .min(0, 'Tidak boleh negatif.')
    .max(max, `Paling banyak ${max} menit.`);
const READ = 'admin, TU, staf pendukung';
const WRITE = 'admin, TU';

export const rulesInput = z.object({
  lateToleranceMinutes: minutes('toleransi terlambat', 60),
  earlyLeaveToleranceMinutes: minutes('toleransi pulang awal', 60),
  repeatTapMinutes: minutes('jeda tap ganda', 30),
  autoAbsent: z.boolean({ message: 'Pilih ya atau tidak.' }),
  notifyParents: z.boolean({ message: 'Pilih ya atau tidak.' }),
  notifyLate: z.boolean({ message: 'Pilih ya atau tidak.' }),
  cutoff: clockTime,
});
const rulesAnswer = rulesInput.extend({ canEdit: z.boolean() });

export const getRulesContract = defineContract({
  name: 'attendance.rules.get',
  method: 'GET',
  path: '/api/attendance/rules',
  auth: 'session',
  output: rulesAnswer,
  tag: TAG,
  access: READ,
  summary: 'Aturan presensi sekolah: toleransi terlambat dan pulang awal, tap ganda, Alpa otomatis, dan pemberitahuan ke orang tua.',
});

export const saveRulesContract = defineContract({
  name: 'attendance.rules.save',
  method: 'PUT',
  path: '/api/attendance/rules',
  auth: 'session',
  input: rulesInput,
  output: rulesAnswer,
  tag: TAG,
  access: WRITE,
  summary: 'Menyimpan aturan presensi; tap sesudahnya dinilai dengannya.',
  example: {
    lateToleranceMinutes: 5,
    earlyLeaveToleranceMinutes: 0,
    repeatTapMinutes: 2,
    autoAbsent: false,
    notifyParents: true,
    notifyLate: true,
    cutoff: '09:00',
  },
});

export const shiftInput = z
  .object({
    name: z.string().trim().min(2, 'Nama shift minimal 2 huruf.').max(60, 'Nama shift terlalu panjang.'),
    checkInFrom: clockTime,
    lateAfter: clockTime,
    checkOutFrom: clockTime,
  })
  .refine((v) => v.checkInFrom < v.lateAfter, { path: ['lateAfter'], message: 'Batas terlambat harus sesudah mulai tap masuk.' })
  .refine((v) => v.lateAfter < v.checkOutFrom, {
    path: ['checkOutFrom'],
    message: 'Jam pulang harus sesudah batas terlambat (shift tidak melewati tengah malam).',
  });

export const listShiftsContract = defineContract({
  name: 'attendance.shifts.list',
  method: 'GET',
  path: '/api/attendance/shifts',
  auth: 'session',
  output: z.object({
    shifts: z.array(
      z.object({ id: z.number(), name: z.string(), checkInFrom: z.string(), lateAfter: z.string(), checkOutFrom: z.string(), groups: z.number() }),
    ),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  access: READ,
  summary: 'Shift kerja pegawai dan berapa grup memakainya.',
});
export const createShiftContract = defineContract({
  name: 'attendance.shifts.create',
  method: 'POST',
  path: '/api/attendance/shifts',
  auth: 'session',
  input: shiftInput,
  output: saved,
  status: 201,
  tag: TAG,
  access: WRITE,
  summary: 'Menambah shift.',
  example: { name: 'Pagi', checkInFrom: '05:30', lateAfter: '06:00', checkOutFrom: '14:00' },
});
export const updateShiftContract = defineContract({
  name: 'attendance.shifts.update',
  method: 'PUT',
  path: '/api/attendance/shifts/:id',
  auth: 'session',
  params: idParams,
  input: shiftInput,
  output: saved,
  tag: TAG,
  access: WRITE,
  summary: 'Mengubah shift.',
});
export const deleteShiftContract = defineContract({
  name: 'attendance.shifts.delete',
  method: 'DELETE',
  path: '/api/attendance/shifts/:id',
  auth: 'session',
  params: idParams,
  output: message,
  tag: TAG,
  access: WRITE,
  summary: 'Menghapus shift yang tidak dipakai grup (409 bila dipakai).',
});

export const shiftGroupInput = z.object({
  name: z.string().trim().min(2, 'Nama grup minimal 2 huruf.').max(60, 'Nama grup terlalu panjang.'),
  days: z
    .array(z.object({ day: z.number().int().min(0, 'Hari 0–6.').max(6, 'Hari 0–6.'), shiftId: idSchema('Pilih shift.') }))
    .max(7, 'Paling banyak tujuh hari.')
    .refine((v) => new Set(v.map((d) => d.day)).size === v.length, 'Satu hari satu shift.'),
  memberIds: z.array(idSchema('Pilih pegawai.')).max(500, 'Terlalu banyak anggota.'),
});

export const listShiftGroupsContract = defineContract({
  name: 'attendance.shift_groups.list',
  method: 'GET',
  path: '/api/attendance/shift-groups',
  auth: 'session',
  output: z.object({
    groups: z.array(
      z.object({ id: z.number(), name: z.string(), days: z.array(z.object({ day: z.number(), shiftId: z.number() })), memberIds: z.array(z.number()) }),
    ),
    staff: z.array(z.object({ id: z.number(), name: z.string() })),
    shifts: z.array(z.object({ id: z.number(), name: z.string() })),
    canEdit: z.boolean(),
  }),
  tag: TAG,
  access: READ,
  summary: 'Grup shift: shift tiap hari dan anggotanya.',
});
export const createShiftGroupContract = defineContract({
  name: 'attendance.shift_groups.create',
  method: 'POST',
  path: '/api/attendance/shift-groups',
  auth: 'session',
  input: shiftGroupInput,
  output: saved,
  status: 201,
  tag: TAG,
  access: WRITE,
  summary: 'Membuat grup shift dengan pola mingguan dan anggotanya (seorang pegawai hanya di satu grup).',
  example: { name: 'Satpam', days: [{ day: 1, shiftId: 1 }], memberIds: [5] },
});
export const updateShiftGroupContract = defineContract({
  name: 'attendance.shift_groups.update',
  method: 'PUT',
  path: '/api/attendance/shift-groups/:id',
  auth: 'session',
  params: idParams,
  input: shiftGroupInput,
  output: saved,
  tag: TAG,
  access: WRITE,
  summary: 'Mengubah grup shift, pola mingguan dan anggotanya.',
});
export const deleteShiftGroupContract = defineContract({
  name: 'attendance.shift_groups.delete',
  method: 'DELETE',
  path: '/api/attendance/shift-groups/:id',
  auth: 'session',
  params: idParams,
  output: message,
  tag: TAG,
  access: WRITE,
  summary: 'Menghapus grup shift; anggotanya kembali mengikuti jam sekolah.',
});
