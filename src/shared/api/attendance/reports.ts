/** Attendance reports (document 02, 2.15): the school's day, a rombel's week, one day and one month per person, who sent no tap. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile, xlsxFile } from '../file-answers.ts';
import { dateTimeSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { isoDate, monthSchema } from '../../attendance/schemas.ts';
import { paperQuery } from '../../documents/paper.ts';

const TAG = 'Presensi';
const option = z.object({ id: z.number(), name: z.string() });
const counts = z.object({ H: z.number(), S: z.number(), I: z.number(), A: z.number(), D: z.number() });
const audience = z.enum(['student', 'staff'], { message: 'Pilih siswa atau pegawai.' }).default('student');
const sectionId = idSchema('Pilih rombel.').optional();
const READERS = 'wali kelas (rombelnya), admin, TU, kepala sekolah; pegawai: admin, TU, kepala sekolah';

export const dailyReportContract = defineContract({
  name: 'attendance.reports.daily',
  method: 'GET',
  path: '/api/attendance/reports/daily',
  auth: 'session',
  input: z.object({ date: isoDate.optional() }),
  output: z.object({
    date: z.string(),
    schoolDay: z.boolean(),
    sections: z.array(option.extend({ students: z.number(), recorded: z.number(), late: z.number(), counts, presentPercent: z.number() })),
    total: z.object({ students: z.number(), recorded: z.number(), late: z.number(), counts }),
  }),
  tag: TAG,
  access: READERS,
  summary: 'Presensi satu hari seluruh sekolah per rombel: jumlah tiap status, terlambat, dan yang belum tercatat.',
});

export const weekReportContract = defineContract({
  name: 'attendance.reports.week',
  method: 'GET',
  path: '/api/attendance/reports/week',
  auth: 'session',
  input: z.object({ sectionId, date: isoDate.optional() }),
  output: z.object({
    from: z.string(),
    to: z.string(),
    sections: z.array(option),
    sectionId: z.number().nullable(),
    sectionName: z.string().nullable(),
    days: z.array(z.string()),
    students: z.array(
      z.object({ id: z.number(), fullName: z.string(), nis: z.string().nullable(), statuses: z.record(z.string(), z.string()), late: z.number(), counts }),
    ),
  }),
  tag: TAG,
  access: READERS,
  summary: 'Presensi satu minggu (Senin–Minggu dari tanggal itu) satu rombel, siswa per hari efektif.',
});

const person = z.object({ id: z.number(), fullName: z.string(), nis: z.string().nullable(), group: z.string().nullable() });
const dayPerson = person.extend({
  status: z.string().nullable(),
  checkInAt: dateTimeSchema.nullable(),
  checkOutAt: dateTimeSchema.nullable(),
  lateMinutes: z.number(),
  earlyLeaveMinutes: z.number(),
  source: z.string().nullable(),
});
const peopleQuery = z.object({ date: isoDate.optional(), audience, sectionId });

export const oneDayReportContract = defineContract({
  name: 'attendance.reports.one_day',
  method: 'GET',
  path: '/api/attendance/reports/one-day',
  auth: 'session',
  input: peopleQuery,
  output: z.object({ date: z.string(), audience: z.string(), sections: z.array(option), sectionId: z.number().nullable(), people: z.array(dayPerson) }),
  tag: TAG,
  access: READERS,
  summary: 'Setiap siswa (satu rombel atau semua) atau pegawai pada satu hari: status, jam masuk dan pulang, terlambat.',
});

export const monthlyReportContract = defineContract({
  name: 'attendance.reports.monthly',
  method: 'GET',
  path: '/api/attendance/reports/monthly',
  auth: 'session',
  input: z.object({ month: monthSchema.optional(), audience, sectionId }),
  output: z.object({
    month: z.string(),
    audience: z.string(),
    sections: z.array(option),
    sectionId: z.number().nullable(),
    schoolDays: z.number(),
    people: z.array(
      person.extend({
        counts: z.record(z.string(), z.number()),
        late: z.number(),
        lateMinutes: z.number(),
        earlyLeaveMinutes: z.number(),
        unrecorded: z.number(),
      }),
    ),
  }),
  tag: TAG,
  access: READERS,
  summary: 'Rekap sebulan per orang: hari per status, kali dan menit terlambat, pulang awal, hari efektif belum tercatat.',
});

export const noTapReportContract = defineContract({
  name: 'attendance.reports.no_tap',
  method: 'GET',
  path: '/api/attendance/reports/no-tap',
  auth: 'session',
  input: peopleQuery,
  output: z.object({
    date: z.string(),
    audience: z.string(),
    sections: z.array(option),
    sectionId: z.number().nullable(),
    schoolDay: z.boolean(),
    total: z.number(),
    tapped: z.number(),
    unknownPins: z.number(),
    people: z.array(dayPerson),
  }),
  tag: TAG,
  access: READERS,
  summary: 'Siapa yang tidak mengirim tap pada satu hari (dengan status yang diisi manual bila ada) dan jumlah tap PIN tak dikenal.',
});

export const REPORT_KINDS = ['daily', 'week', 'one-day', 'monthly', 'no-tap'] as const;
const exportQuery = z.object({ date: isoDate.optional(), month: monthSchema.optional(), audience, sectionId });

export const reportXlsxContract = defineContract({
  name: 'attendance.reports.xlsx',
  method: 'GET',
  path: '/api/attendance/reports/:kind/export.xlsx',
  auth: 'session',
  params: z.object({ kind: z.enum(REPORT_KINDS, { message: 'Jenis laporan tidak dikenal.' }) }),
  input: exportQuery,
  ...xlsxFile,
  tag: TAG,
  access: READERS,
  summary: 'Laporan presensi (daily, week, one-day, monthly, no-tap) sebagai berkas Excel.',
});

export const reportPdfContract = defineContract({
  name: 'attendance.reports.pdf',
  method: 'GET',
  path: '/api/attendance/reports/:kind/export.pdf',
  auth: 'session',
  params: z.object({ kind: z.enum(REPORT_KINDS, { message: 'Jenis laporan tidak dikenal.' }) }),
  input: exportQuery.extend(paperQuery.shape),
  ...pdfFile,
  tag: TAG,
  access: READERS,
  summary: 'Laporan presensi sebagai PDF dengan kop sekolah dan tanda tangan kepala sekolah.',
});
