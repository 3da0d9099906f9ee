/**
 * Bimbingan konseling (issue 16): the desk everyone reaches (a student asks for a session, a teacher refers a
 * student, BK sees what waits), the confidential cases (BK teachers and the principal only; every read audited)
 * and conduct points.
 */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema, pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { CASE_CATEGORIES, CASE_SOURCES, CASE_STATUSES, ENTRY_KINDS } from '../../classroom/counseling.ts';

const TAG = 'Bimbingan Konseling';
const idParams = z.object({ id: pathIdSchema });
const dateText = z.iso.date({ message: 'Tanggal tidak valid.' });
const text = (label: string, max: number) => z.string().trim().min(1, `${label} wajib diisi.`).max(max, `${label} paling banyak ${max} karakter.`);

/** What the person asking or referring may see of a case: never its entries. */
const caseSummary = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  sectionName: z.string().nullable(),
  title: z.string(),
  category: z.enum(CASE_CATEGORIES),
  source: z.enum(CASE_SOURCES),
  status: z.enum(CASE_STATUSES),
  requestNote: z.string().nullable(),
  preferredTime: z.string().nullable(),
  requestedByName: z.string().nullable(),
  counselorName: z.string().nullable(),
  createdAt: dateTimeSchema,
});

const conductRow = z.object({ studentId: z.number(), studentName: z.string(), sectionName: z.string().nullable(), total: z.number(), last: z.string() });

export const counselingDeskContract = defineContract({
  name: 'counseling.desk',
  method: 'GET',
  path: '/api/counseling/desk',
  auth: 'session',
  output: z.object({
    /** counselor: a BK teacher; overseer: the principal; teacher: refers; student: asks; other: reads nothing. */
    role: z.enum(['counselor', 'overseer', 'teacher', 'student', 'other']),
    /** The student's own requests, or the teacher's referrals (status only). */
    mine: z.array(caseSummary),
    /** Requests and referrals waiting for BK (counselor and overseer only). */
    waiting: z.array(caseSummary),
    /** Conduct points of the year: the student's own total, or every student with points (staff). */
    conduct: z.array(conductRow),
    thresholds: z.array(z.object({ points: z.number(), action: z.string() })),
  }),
  tag: TAG,
  summary: 'Layanan BK: permintaan siswa, rujukan guru, antrean BK dan poin pelanggaran tahun ini.',
});

export const requestInput = z.object({
  category: z.enum(CASE_CATEGORIES, { message: 'Pilih jenis masalah.' }),
  title: text('Topik', 150),
  note: z.string().trim().max(2000, 'Cerita paling banyak 2000 karakter.').nullish(),
  preferredTime: z.string().trim().max(100, 'Waktu paling banyak 100 karakter.').nullish(),
});

export const requestSessionContract = defineContract({
  name: 'counseling.requests.create',
  method: 'POST',
  path: '/api/counseling/requests',
  auth: 'session',
  input: requestInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'siswa',
  summary: 'Siswa meminta sesi konseling; guru BK melihatnya di antrean.',
  example: { category: 'belajar', title: 'Sulit membagi waktu belajar', preferredTime: 'Istirahat kedua' },
});

export const referInput = requestInput.extend({ studentId: idSchema('Pilih siswa.') });

export const referStudentContract = defineContract({
  name: 'counseling.referrals.create',
  method: 'POST',
  path: '/api/counseling/referrals',
  auth: 'session',
  input: referInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru, admin, kepala sekolah',
  summary: 'Guru merujuk seorang siswa ke BK dengan alasannya; guru hanya melihat statusnya.',
});

export const listCasesContract = defineContract({
  name: 'counseling.cases.list',
  method: 'GET',
  path: '/api/counseling/cases',
  auth: 'session',
  input: z.object({ status: z.enum(CASE_STATUSES).optional() }),
  output: z.object({ data: z.array(caseSummary.extend({ entries: z.number(), nextFollowUp: z.string().nullable() })), canWrite: z.boolean() }),
  tag: TAG,
  access: 'guru BK, kepala sekolah',
  summary: 'Kasus konseling sekolah (rahasia: hanya guru BK dan kepala sekolah; setiap pembacaan dicatat).',
});

export const openCaseInput = z.object({
  studentId: idSchema('Pilih siswa.'),
  category: z.enum(CASE_CATEGORIES, { message: 'Pilih jenis masalah.' }),
  title: text('Judul kasus', 150),
});

export const openCaseContract = defineContract({
  name: 'counseling.cases.create',
  method: 'POST',
  path: '/api/counseling/cases',
  auth: 'session',
  input: openCaseInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru BK',
  summary: 'Guru BK membuka kasus baru untuk seorang siswa.',
});

export const acceptCaseContract = defineContract({
  name: 'counseling.cases.decide',
  method: 'POST',
  path: '/api/counseling/cases/:id/decision',
  auth: 'session',
  params: idParams,
  input: z.object({ accept: z.boolean(), reason: z.string().trim().max(500).nullish() }),
  output: z.object({ id: z.number(), status: z.enum(CASE_STATUSES) }),
  tag: TAG,
  access: 'guru BK',
  summary: 'Menerima permintaan/rujukan (kasus dibuka, guru BK menanganinya) atau tidak melanjutkannya; keputusan kedua 409.',
});

const entry = z.object({
  id: z.number(),
  kind: z.enum(ENTRY_KINDS),
  happenedOn: z.string(),
  body: z.string(),
  followUpOn: z.string().nullable(),
  done: z.boolean(),
  authorName: z.string(),
});

export const getCaseContract = defineContract({
  name: 'counseling.cases.get',
  method: 'GET',
  path: '/api/counseling/cases/:id',
  auth: 'session',
  params: idParams,
  output: caseSummary.extend({
    summary: z.string().nullable(),
    entries: z.array(entry),
    guardians: z.array(z.object({ name: z.string(), hasPhone: z.boolean() })),
    conductTotal: z.number(),
    canWrite: z.boolean(),
  }),
  tag: TAG,
  access: 'guru BK, kepala sekolah (selain itu 404)',
  summary: 'Satu kasus dengan catatan rahasianya; pembacaan dicatat di log audit.',
});

export const entryInput = z
  .object({
    kind: z.enum(['session', 'note', 'follow_up'], { message: 'Pilih jenis catatan.' }),
    happenedOn: dateText,
    body: text('Catatan', 5000),
    followUpOn: dateText.nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'follow_up' && !v.followUpOn) ctx.addIssue({ code: 'custom', path: ['followUpOn'], message: 'Isi tanggal tindak lanjut.' });
  });

export const addEntryContract = defineContract({
  name: 'counseling.entries.add',
  method: 'POST',
  path: '/api/counseling/cases/:id/entries',
  auth: 'session',
  params: idParams,
  input: entryInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'guru BK',
  summary: 'Mencatat sesi, catatan atau rencana tindak lanjut pada kasus yang terbuka (kasus selesai 409).',
});

export const completeFollowUpContract = defineContract({
  name: 'counseling.entries.done',
  method: 'POST',
  path: '/api/counseling/entries/:id/done',
  auth: 'session',
  params: idParams,
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'guru BK',
  summary: 'Menandai tindak lanjut sudah dilaksanakan.',
});

export const contactParentInput = z.object({ message: text('Pesan', 1000) });

export const contactParentContract = defineContract({
  name: 'counseling.cases.contact-parent',
  method: 'POST',
  path: '/api/counseling/cases/:id/parent-message',
  auth: 'session',
  params: idParams,
  input: contactParentInput,
  output: z.object({ queued: z.number(), message: z.string() }),
  tag: TAG,
  access: 'guru BK',
  summary: 'Mengirim pesan WhatsApp ke orang tua/wali siswa lewat antrean pesan; isi pesan dicatat di kasus.',
  example: { message: 'Mohon kehadiran Bapak/Ibu di ruang BK pada Kamis pukul 09.00.' },
});

export const closeCaseContract = defineContract({
  name: 'counseling.cases.close',
  method: 'POST',
  path: '/api/counseling/cases/:id/close',
  auth: 'session',
  params: idParams,
  input: z.object({ summary: text('Ringkasan penutupan', 2000) }),
  output: z.object({ id: z.number() }),
  tag: TAG,
  access: 'guru BK',
  summary: 'Menutup kasus dengan ringkasan hasil; kasus yang sudah selesai 409.',
});

export const conductInput = z.object({
  studentId: idSchema('Pilih siswa.'),
  occurredOn: dateText,
  rule: text('Pelanggaran', 200),
  points: z.number({ message: 'Poin harus angka.' }).int('Poin harus bilangan bulat.').min(1, 'Poin paling kecil 1.').max(100, 'Poin paling besar 100.'),
  note: z.string().trim().max(500, 'Keterangan paling banyak 500 karakter.').nullish(),
});

export const recordConductContract = defineContract({
  name: 'counseling.conduct.add',
  method: 'POST',
  path: '/api/counseling/conduct',
  auth: 'session',
  input: conductInput,
  output: z.object({ id: z.number(), total: z.number(), notified: z.array(z.number()), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'guru, admin, kepala sekolah',
  summary: 'Mencatat pelanggaran dan poinnya; melewati ambang (25, 50, 75, 100) memberi tahu wali kelas dan orang tua sekali.',
  example: { studentId: 12, occurredOn: '2026-11-24', rule: 'Terlambat masuk sekolah', points: 5 },
});
