/** Attendance machines, their raw taps, and the staff's daily attendance built from them. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { isoDate, schoolHoursInput, staffDayInput } from '../../attendance/schemas.ts';

const TAG = 'Presensi';
const device = z.object({
  id: z.number(),
  serial: z.string(),
  name: z.string(),
  kind: z.string(),
  deviceKey: z.string(),
  isActive: z.boolean(),
  lastSeenAt: dateTimeSchema.nullable(),
  qrSeconds: z.number(),
});

export const listDevicesContract = defineContract({
  name: 'attendance.devices.list',
  method: 'GET',
  path: '/api/attendance/devices',
  auth: 'session',
  output: z.object({ devices: z.array(device.extend({ tapsToday: z.number(), online: z.boolean() })) }),
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Mesin presensi sekolah (ZKTeco ADMS, pembaca kartu, tablet QR) dengan kuncinya.',
});

export const addDeviceContract = defineContract({
  name: 'attendance.devices.add',
  method: 'POST',
  path: '/api/attendance/devices',
  auth: 'session',
  input: z.object({
    serial: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{4,64}$/, 'Nomor seri 4–64 huruf/angka.'),
    name: z.string().trim().min(3, 'Nama perangkat minimal 3 huruf.').max(100, 'Nama perangkat terlalu panjang.'),
    kind: z.enum(['adms', 'rfid', 'qr'], { message: 'Jenis perangkat tidak dikenal.' }),
  }),
  output: device,
  status: 201,
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Mendaftarkan mesin dengan nomor seri (unik di seluruh platform) dan membuat kuncinya.',
  example: { serial: 'CQZ7232260012', name: 'Mesin wajah ruang guru', kind: 'adms' },
});

export const setDeviceActiveContract = defineContract({
  name: 'attendance.devices.active',
  method: 'PUT',
  path: '/api/attendance/devices/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  input: z.object({ isActive: z.boolean({ message: 'Pilih aktif atau nonaktif.' }) }),
  output: device,
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Mengaktifkan atau menonaktifkan mesin (mesin nonaktif ditolak 401).',
});

export const listTapsContract = defineContract({
  name: 'attendance.taps.list',
  method: 'GET',
  path: '/api/attendance/taps',
  auth: 'session',
  input: z.object({ date: isoDate.optional(), unknown: z.enum(['0', '1'], { message: 'Pilih 0 atau 1.' }).optional() }),
  output: z.object({
    date: z.string(),
    total: z.number(),
    taps: z.array(
      z.object({
        id: z.number(),
        pin: z.string(),
        punchedAt: dateTimeSchema,
        method: z.string(),
        punch: z.number(),
        fullName: z.string().nullable(),
        device: z.string().nullable(),
      }),
    ),
  }),
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Log tap mentah satu hari (terbaru dahulu, paling banyak 500); unknown=1 hanya PIN yang tidak dikenal.',
});

export const staffDayContract = defineContract({
  name: 'attendance.staff.day',
  method: 'GET',
  path: '/api/attendance/staff',
  auth: 'session',
  input: z.object({ date: isoDate.optional() }),
  output: z.object({
    date: z.string(),
    schoolDay: z.boolean(),
    canEdit: z.boolean(),
    people: z.array(
      z.object({
        userId: z.number(),
        fullName: z.string(),
        userTypeId: z.string(),
        status: z.string().nullable(),
        checkInAt: dateTimeSchema.nullable(),
        checkOutAt: dateTimeSchema.nullable(),
        lateMinutes: z.number(),
        earlyLeaveMinutes: z.number(),
        source: z.string().nullable(),
        note: z.string().nullable(),
      }),
    ),
  }),
  tag: TAG,
  access: 'admin, TU, kepala sekolah',
  summary: 'Presensi harian pegawai: status, jam masuk dan pulang, terlambat dan pulang awal.',
});

export const setStaffDayContract = defineContract({
  name: 'attendance.staff.set',
  method: 'PUT',
  path: '/api/attendance/staff',
  auth: 'session',
  input: staffDayInput,
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Mencatat status harian seorang pegawai (sakit, izin, dinas luar, cuti) secara manual.',
  example: { userId: 3, date: '2026-11-23', status: 'D', note: 'Rapat MGMP di dinas' },
});

const hours = z.object({ checkInFrom: z.string(), lateAfter: z.string(), checkOutFrom: z.string() });
const schoolHoursAnswer = z.object({ student: hours, staff: hours, canEdit: z.boolean() });

export const getSchoolHoursContract = defineContract({
  name: 'attendance.school_hours.get',
  method: 'GET',
  path: '/api/attendance/school-hours',
  auth: 'session',
  output: schoolHoursAnswer,
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Jam sekolah: mulai tap masuk, batas terlambat dan mulai pulang, untuk siswa dan pegawai.',
});

export const saveSchoolHoursContract = defineContract({
  name: 'attendance.school_hours.save',
  method: 'PUT',
  path: '/api/attendance/school-hours',
  auth: 'session',
  input: schoolHoursInput,
  output: schoolHoursAnswer,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menyimpan jam sekolah satu kelompok (siswa atau pegawai); tap berikutnya dinilai dengannya.',
  example: { audience: 'student', checkInFrom: '05:30', lateAfter: '07:00', checkOutFrom: '14:00' },
});

export const listCardsContract = defineContract({
  name: 'attendance.cards.list',
  method: 'GET',
  path: '/api/attendance/cards',
  auth: 'session',
  output: z.object({
    cards: z.array(z.object({ id: z.number(), cardNumber: z.string(), userId: z.number(), fullName: z.string(), nis: z.string().nullable() })),
    sections: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Kartu RFID presensi dan pemiliknya.',
});

export const addCardContract = defineContract({
  name: 'attendance.cards.add',
  method: 'POST',
  path: '/api/attendance/cards',
  auth: 'session',
  input: z.object({
    cardNumber: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{4,24}$/, 'Nomor kartu 4–24 huruf/angka.'),
    person: z.string().trim().min(4, 'Isi NIS/NISN siswa atau NIP/NUPTK pegawai.').max(24, 'Nomor terlalu panjang.'),
  }),
  output: z.object({ id: z.number(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Mendaftarkan kartu untuk seorang siswa (NIS/NISN) atau pegawai (NIP/NUPTK); satu kartu per orang.',
  example: { cardNumber: '0007654321', person: '2025000001' },
});

export const deleteCardContract = defineContract({
  name: 'attendance.cards.delete',
  method: 'DELETE',
  path: '/api/attendance/cards/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'admin, TU, staf pendukung',
  summary: 'Menghapus kartu (hilang atau rusak); tap lamanya tetap di log.',
});
