/** Per-lesson attendance: a teacher's lessons of a day, one meeting (slot × date), a KBM's recap, a student's own. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { idSchema, revisionSchema } from '../../ids.ts';
import { isoDate } from '../../attendance/schemas.ts';
import { STUDENT_STATUSES } from '../../attendance/statuses.ts';

const TAG = 'Presensi';
const option = z.object({ id: z.number(), name: z.string() });
const counts = z.record(z.string(), z.number());

export const teacherLessonsContract = defineContract({
  name: 'attendance.lessons.day',
  method: 'GET',
  path: '/api/attendance/lessons',
  auth: 'session',
  input: z.object({ date: isoDate.optional(), teacherId: idSchema('Pilih guru.').optional() }),
  output: z.object({
    date: z.string(),
    yearId: z.number(),
    semester: z.string(),
    closed: z.string().nullable(),
    teachers: z.array(option),
    teacherId: z.number(),
    lessons: z.array(
      z.object({
        slotId: z.number(),
        sectionId: z.number(),
        sectionName: z.string(),
        teachingAssignmentId: z.number(),
        courseName: z.string(),
        period: z.number().nullable(),
        startTime: z.string(),
        endTime: z.string(),
        room: z.string().nullable(),
        taken: z.boolean(),
        topic: z.string().nullable(),
      }),
    ),
  }),
  tag: TAG,
  access: 'guru (dirinya), admin, TU, kepala sekolah (semua guru)',
  summary: 'Pelajaran seorang guru pada satu tanggal menurut jadwal, dan apakah presensinya sudah diisi.',
});

const meetingKey = {
  slotId: idSchema('Pilih pelajaran.'),
  date: isoDate,
};
const semester = z.enum(['1', '2'], { message: 'Semester 1 atau 2.' });

export const meetingSchema = z.object({
  slotId: z.number(),
  date: z.string(),
  yearId: z.number(),
  semester: z.string(),
  sectionId: z.number(),
  sectionName: z.string(),
  teachingAssignmentId: z.number(),
  courseName: z.string(),
  teacherName: z.string(),
  period: z.number().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  closed: z.string().nullable(),
  canEdit: z.boolean(),
  taken: z.boolean(),
  revision: z.number(),
  topic: z.string().nullable(),
  students: z.array(
    z.object({ id: z.number(), fullName: z.string(), nis: z.string().nullable(), status: z.enum(STUDENT_STATUSES), daily: z.string().nullable() }),
  ),
});

export const getMeetingContract = defineContract({
  name: 'attendance.meetings.get',
  method: 'GET',
  path: '/api/attendance/meetings',
  auth: 'session',
  input: z.object({
    ...meetingKey,
    yearId: idSchema().optional(),
    semester: semester.optional(),
    sectionId: idSchema().optional(),
    teachingAssignmentId: idSchema().optional(),
  }),
  output: meetingSchema,
  tag: TAG,
  access: 'guru pengampu, admin, TU, kepala sekolah',
  summary: 'Satu pertemuan (jam pelajaran pada satu tanggal): status tiap siswa, dari presensi harian sebelum disimpan; id yang tidak cocok 404.',
});

export const saveMeetingContract = defineContract({
  name: 'attendance.meetings.save',
  method: 'POST',
  path: '/api/attendance/meetings',
  auth: 'session',
  input: z.object({
    ...meetingKey,
    revision: revisionSchema,
    topic: z.string().trim().max(300, 'Materi paling panjang 300 huruf.').optional(),
    statuses: z
      .array(z.object({ studentId: idSchema('Pilih siswa.'), status: z.enum(STUDENT_STATUSES, { message: 'Status presensi tidak dikenal.' }) }))
      .max(200, 'Terlalu banyak siswa.'),
  }),
  output: z.object({ revision: z.number(), counts, message: z.string() }),
  tag: TAG,
  access: 'guru pengampu, admin, TU',
  summary: 'Menyimpan presensi satu pertemuan dan materinya; yang tidak dikirim Hadir; revisi lama 409.',
  example: { slotId: 1, date: '2026-11-23', revision: 0, topic: 'Persamaan kuadrat', statuses: [{ studentId: 12, status: 'A' }] },
});

export const lessonRecapContract = defineContract({
  name: 'attendance.lessons.recap',
  method: 'GET',
  path: '/api/attendance/lessons/recap',
  auth: 'session',
  input: z.object({ teachingAssignmentId: idSchema('Pilih pembelajaran.').optional() }),
  output: z.object({
    assignments: z.array(option),
    teachingAssignmentId: z.number().nullable(),
    meetings: z.array(z.object({ key: z.string(), number: z.number(), slotId: z.number(), date: z.string(), topic: z.string().nullable() })),
    students: z.array(
      z.object({ id: z.number(), fullName: z.string(), statuses: z.record(z.string(), z.string()), present: z.number(), percent: z.number().nullable() }),
    ),
  }),
  tag: TAG,
  access: 'guru (KBM-nya), admin, TU, kepala sekolah',
  summary: 'Rekap presensi pelajaran satu KBM: siswa × pertemuan dan persentase hadir.',
});

export const myLessonsContract = defineContract({
  name: 'attendance.lessons.mine',
  method: 'GET',
  path: '/api/attendance/lessons/mine',
  auth: 'session',
  input: z.object({ studentId: idSchema('Pilih anak.').optional() }),
  output: z.object({
    children: z.array(z.object({ id: z.number(), fullName: z.string() })),
    studentId: z.number().nullable(),
    subjects: z.array(z.object({ courseName: z.string(), meetings: z.number(), counts, percent: z.number() })),
    recent: z.array(z.object({ date: z.string(), status: z.string(), courseName: z.string(), teacherName: z.string(), topic: z.string().nullable() })),
  }),
  tag: TAG,
  access: 'siswa (dirinya), orang tua (anaknya)',
  summary: 'Presensi per pelajaran seorang siswa tahun ini: per mapel dan pertemuan terakhir.',
});
