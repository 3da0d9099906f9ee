/** Jam pelajaran (Jampel) and the timetable per rombel, with each person's own week. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfFile } from '../file-answers.ts';
import { pathIdSchema } from '../common.ts';
import { idSchema } from '../../ids.ts';
import { lessonDayInput } from '../../attendance/lesson-hours.ts';
import { paperQuery } from '../../documents/paper.ts';

const TAG = 'Jadwal Pelajaran';
const hour = z.object({
  id: z.number(),
  day: z.number(),
  period: z.number().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  label: z.string().nullable(),
});
const hourWithDay = hour.extend({ dayName: z.string() });
const slot = z.object({
  id: z.number(),
  sectionId: z.number(),
  sectionName: z.string(),
  lessonHourId: z.number(),
  teachingAssignmentId: z.number(),
  teacherId: z.number(),
  teacherName: z.string(),
  courseName: z.string(),
  room: z.string().nullable(),
});
const lessonHoursAnswer = z.object({ hours: z.array(hour), canEdit: z.boolean() });

export const listLessonHoursContract = defineContract({
  name: 'attendance.lesson_hours.list',
  method: 'GET',
  path: '/api/attendance/lesson-hours',
  auth: 'session',
  output: lessonHoursAnswer,
  tag: TAG,
  summary: 'Jam pelajaran sekolah per hari, termasuk istirahat.',
});

export const saveLessonDayContract = defineContract({
  name: 'attendance.lesson_hours.save',
  method: 'PUT',
  path: '/api/attendance/lesson-hours',
  auth: 'session',
  input: lessonDayInput,
  output: lessonHoursAnswer,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menyimpan jam pelajaran satu hari; jam yang jam mulainya tetap mempertahankan jadwalnya.',
  example: {
    day: 1,
    rows: [
      { startTime: '07:00', endTime: '07:45', isBreak: false },
      { startTime: '07:45', endTime: '08:00', isBreak: true, label: 'Istirahat' },
    ],
  },
});

export const getTimetableContract = defineContract({
  name: 'attendance.timetable.get',
  method: 'GET',
  path: '/api/attendance/timetable',
  auth: 'session',
  input: z.object({ sectionId: idSchema('Pilih rombel.').optional() }),
  output: z.object({
    sections: z.array(z.object({ id: z.number(), name: z.string() })),
    sectionId: z.number().nullable(),
    hours: z.array(hourWithDay),
    slots: z.array(slot),
    assignments: z.array(
      z.object({
        id: z.number(),
        sectionId: z.number(),
        teacherId: z.number(),
        teacherName: z.string(),
        courseName: z.string(),
        hoursPerWeek: z.number(),
        placed: z.number(),
      }),
    ),
  }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Jadwal pelajaran satu rombel dan KBM-nya dengan jam yang sudah/belum ditempatkan.',
});

export const placeSlotContract = defineContract({
  name: 'attendance.timetable.place',
  method: 'POST',
  path: '/api/attendance/timetable',
  auth: 'session',
  input: z.object({
    lessonHourId: idSchema('Pilih jam pelajaran.'),
    teachingAssignmentId: idSchema('Pilih mata pelajaran.'),
    room: z.string().trim().max(40).nullable().optional(),
  }),
  output: z.object({ id: z.number(), message: z.string() }),
  status: 201,
  tag: TAG,
  access: 'admin, TU',
  summary: 'Menempatkan satu KBM pada satu jam; bentrok rombel, guru atau ruang ditolak (409).',
});

export const removeSlotContract = defineContract({
  name: 'attendance.timetable.remove',
  method: 'DELETE',
  path: '/api/attendance/timetable/:id',
  auth: 'session',
  params: z.object({ id: pathIdSchema }),
  output: z.object({ message: z.string() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Melepas satu pelajaran dari jadwal.',
});

export const draftTimetableContract = defineContract({
  name: 'attendance.timetable.draft',
  method: 'POST',
  path: '/api/attendance/timetable/draft',
  auth: 'session',
  output: z.object({ placed: z.number(), missing: z.number(), message: z.string() }),
  tag: TAG,
  access: 'admin, TU',
  summary: 'Draf otomatis: menempatkan jam KBM yang belum terjadwal tanpa bentrok; yang sudah ada tetap.',
});

export const myTimetableContract = defineContract({
  name: 'attendance.timetable.mine',
  method: 'GET',
  path: '/api/attendance/timetable/mine',
  auth: 'session',
  output: z.object({ title: z.string(), kind: z.enum(['student', 'teacher']), hours: z.array(hourWithDay), slots: z.array(slot), canEdit: z.boolean() }),
  tag: TAG,
  summary: 'Jadwal milik sendiri: guru (mengajar), siswa (rombelnya), orang tua (rombel anaknya).',
});

export const timetablePdfContract = defineContract({
  name: 'attendance.timetable.pdf',
  method: 'GET',
  path: '/api/attendance/timetable/timetable.pdf',
  auth: 'session',
  input: paperQuery.extend({ sectionId: idSchema('Pilih rombel.').optional(), teacherId: idSchema('Pilih guru.').optional() }),
  ...pdfFile,
  tag: 'Presensi',
  access: 'admin, TU (rombel atau guru mana pun); guru, siswa, orang tua (jadwalnya sendiri)',
  summary: 'Jadwal pelajaran satu rombel atau jadwal mengajar satu guru sebagai PDF (jam × hari) dengan kop sekolah.',
});
