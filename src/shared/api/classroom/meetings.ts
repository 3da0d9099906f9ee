/** Rapat (issue 16): a meeting's agenda and invitations, then attendance, minutes and decisions, the minutes as PDF. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfContract } from './pdf-contract.ts';
import { pathIdSchema } from '../common.ts';
import { ATTENDANCE_STATUSES, MEETING_KINDS } from '../../classroom/school-life.ts';

const TAG = 'Rapat';
const idParams = z.object({ id: pathIdSchema });
const person = z.object({ id: z.number(), name: z.string() });

const summary = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(MEETING_KINDS),
  meetingDate: z.string(),
  startTime: z.string(),
  place: z.string(),
  held: z.boolean(),
  invited: z.number(),
  present: z.number(),
  myStatus: z.enum(ATTENDANCE_STATUSES).nullable(),
});

export const listMeetingsContract = defineContract({
  name: 'meetings.list',
  method: 'GET',
  path: '/api/meetings',
  auth: 'session',
  output: z.object({ data: z.array(summary), canManage: z.boolean(), staff: z.array(person.extend({ teacher: z.boolean() })) }),
  tag: TAG,
  summary: 'Rapat sekolah: semua bagi pengelola, yang diundang bagi guru dan staf lain; terbaru dahulu.',
});

export const meetingInput = z.object({
  title: z.string().trim().min(3, 'Judul rapat wajib diisi.').max(150, 'Judul paling banyak 150 karakter.'),
  kind: z.enum(MEETING_KINDS, { message: 'Pilih jenis rapat.' }),
  meetingDate: z.iso.date({ message: 'Tanggal tidak valid.' }),
  startTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3])[.:][0-5]\d$/, 'Jam ditulis 13.30.'),
  place: z.string().trim().min(2, 'Tempat wajib diisi.').max(100, 'Tempat paling banyak 100 karakter.'),
  agenda: z.string().trim().min(3, 'Acara rapat wajib diisi.').max(3000, 'Acara paling banyak 3000 karakter.'),
  leaderId: pathIdSchema.nullish(),
  secretaryId: pathIdSchema.nullish(),
  /** all_teachers: every active teacher; all_staff: every teacher and staff member; chosen: inviteeIds. */
  invite: z.enum(['all_teachers', 'all_staff', 'chosen']).default('all_teachers'),
  inviteeIds: z.array(pathIdSchema).max(500).default([]),
});

export const createMeetingContract = defineContract({
  name: 'meetings.create',
  method: 'POST',
  path: '/api/meetings',
  auth: 'session',
  input: meetingInput,
  output: z.object({ id: z.number(), invited: z.number(), notified: z.number() }),
  status: 201,
  tag: TAG,
  access: 'admin, kepala sekolah, TU',
  summary: 'Menjadwalkan rapat dan mengundang peserta; peserta bernomor HP diberi tahu lewat antrean WhatsApp.',
  example: {
    title: 'Rapat persiapan PAS',
    kind: 'guru',
    meetingDate: '2026-12-01',
    startTime: '13.30',
    place: 'Ruang guru',
    agenda: '1. Jadwal PAS\n2. Pembagian pengawas',
  },
});

export const getMeetingContract = defineContract({
  name: 'meetings.get',
  method: 'GET',
  path: '/api/meetings/:id',
  auth: 'session',
  params: idParams,
  output: summary.extend({
    agenda: z.string(),
    minutes: z.string().nullable(),
    decisions: z.array(z.string()),
    leaderName: z.string().nullable(),
    secretaryName: z.string().nullable(),
    attendees: z.array(person.extend({ status: z.enum(ATTENDANCE_STATUSES) })),
    canManage: z.boolean(),
  }),
  tag: TAG,
  summary: 'Satu rapat: acara, daftar hadir, notulen dan keputusan (rapat sekolah lain atau tanpa undangan: 404).',
});

export const attendanceInput = z.object({
  statuses: z
    .array(z.object({ userId: pathIdSchema, status: z.enum(['present', 'excused', 'absent'], { message: 'Status kehadiran tidak dikenal.' }) }))
    .min(1, 'Isi kehadiran minimal satu peserta.')
    .max(500),
});

export const saveAttendanceContract = defineContract({
  name: 'meetings.attendance',
  method: 'PUT',
  path: '/api/meetings/:id/attendance',
  auth: 'session',
  params: idParams,
  input: attendanceInput,
  output: z.object({ present: z.number() }),
  tag: TAG,
  access: 'pengelola rapat, notulis rapat itu',
  summary: 'Menyimpan daftar hadir (hadir, izin, tidak hadir) peserta yang diundang.',
});

export const minutesInput = z.object({
  minutes: z.string().trim().min(3, 'Notulen wajib diisi.').max(20_000, 'Notulen terlalu panjang.'),
  decisions: z.array(z.string().trim().min(1).max(500, 'Satu keputusan paling banyak 500 karakter.')).max(50).default([]),
});

export const saveMinutesContract = defineContract({
  name: 'meetings.minutes',
  method: 'PUT',
  path: '/api/meetings/:id/minutes',
  auth: 'session',
  params: idParams,
  input: minutesInput,
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'pengelola rapat, notulis rapat itu',
  summary: 'Menyimpan notulen dan keputusan; rapat tercatat sudah dilaksanakan. Rapat yang belum tiba tanggalnya: 409.',
});

export const minutesPdfContract = pdfContract({
  name: 'meetings.minutes.pdf',
  path: '/api/meetings/:id/minutes.pdf',
  tag: TAG,
  summary: 'Notulen rapat dengan kop sekolah, daftar hadir, keputusan dan tanda tangan pimpinan serta notulis.',
});
