/** Overviews across one's rooms: every material (/kelas_room_data_materi) and each room's figures (/kelas_room_data). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { MATERIAL_KINDS } from '../../classroom/permissions.ts';

const TAG = 'Ruang Kelas';

export const allMaterialsContract = defineContract({
  name: 'classroom.materials.list',
  method: 'GET',
  path: '/api/classroom/materials',
  auth: 'session',
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        roomId: z.number(),
        meetingId: z.number(),
        courseName: z.string(),
        sectionName: z.string(),
        meetingTitle: z.string(),
        kind: z.enum(MATERIAL_KINDS),
        title: z.string(),
        createdAt: dateTimeSchema,
        /** Student or guardian: whether the student opened it; staff: null. */
        opened: z.boolean().nullable(),
        /** Staff: students who opened it, of how many. */
        views: z.number(),
        students: z.number(),
      }),
    ),
  }),
  tag: TAG,
  summary: 'Semua materi ruang kelas seseorang, terbaru dahulu: siswa melihat yang belum dibuka, guru berapa siswa sudah membuka.',
});

export const roomsRecapContract = defineContract({
  name: 'classroom.rooms.recap',
  method: 'GET',
  path: '/api/classroom/rooms-recap',
  auth: 'session',
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        courseName: z.string(),
        sectionName: z.string(),
        teacherName: z.string(),
        students: z.number(),
        meetings: z.number(),
        materials: z.number(),
        /** Share of (material, student) pairs opened, 0–100. */
        openedPct: z.number().nullable(),
        assignments: z.number(),
        /** Share of (assignment, student) pairs handed in, 0–100. */
        submittedPct: z.number().nullable(),
        toGrade: z.number(),
        /** Mean of graded scores as a percentage of each assignment's maximum. */
        averagePct: z.number().nullable(),
        threads: z.number(),
        lastActivity: dateTimeSchema.nullable(),
      }),
    ),
  }),
  tag: TAG,
  access: 'guru (kelasnya), admin, kepala sekolah, mentor',
  summary: 'Rekap tiap ruang kelas: materi dan yang sudah dibuka, tugas dan pengumpulan, rata-rata nilai, diskusi, aktivitas terakhir.',
});
