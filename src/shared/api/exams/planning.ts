/** Exam planning (issue 7): proctors, seating, remedial, duplicate, collective, grid. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { dateTimeSchema } from '../common.ts';
import { ITEM_TYPES } from '../../exams/item-types.ts';
import { EXAMS_TAG as tag, doneAnswerSchema, idParams } from './common.ts';
import { allocationInput, collectiveInput, duplicateInput, gridInput, moveSeatInput, remedialInput } from '../../exams/planning/schemas.ts';

export const sessionTimeSchema = z.object({ id: z.number(), name: z.string(), position: z.number(), startsAt: z.string(), endsAt: z.string() });
export const proctorSchema = z.object({ id: z.number(), name: z.string(), userTypeId: z.string() });
export const seatSchema = z.object({
  attemptId: z.number(),
  userId: z.number(),
  name: z.string(),
  nis: z.string().nullable(),
  section: z.string().nullable(),
  status: z.string(),
  allocationId: z.number().nullable(),
});
export const roomAllocationSchema = z.object({
  id: z.number(),
  roomId: z.number(),
  roomName: z.string(),
  code: z.string().nullable(),
  location: z.string().nullable(),
  capacity: z.number(),
  sessionTimeId: z.number().nullable(),
  sessionName: z.string().nullable(),
  sessionStartsAt: z.string().nullable(),
  sessionEndsAt: z.string().nullable(),
  proctorUserId: z.number().nullable(),
  proctorName: z.string().nullable(),
  students: z.array(seatSchema),
});
export const scheduleRoomsSchema = z.object({
  schedule: z.object({ id: z.number(), title: z.string(), startsAt: dateTimeSchema, endsAt: dateTimeSchema, durationMinutes: z.number() }),
  rooms: z.array(roomAllocationSchema),
  unseated: z.array(seatSchema),
});
export const candidateSchema = z.object({
  userId: z.number(),
  attemptId: z.number(),
  name: z.string(),
  nis: z.string().nullable(),
  section: z.string().nullable(),
  className: z.string().nullable(),
  status: z.string(),
  grade: z.number().nullable(),
  kkm: z.number(),
  kkmSource: z.string(),
  reason: z.enum(['below_kkm', 'absent']).nullable(),
});
export const gridScheduleSchema = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.string(),
  courseName: z.string().nullable(),
  grade: z.number().nullable(),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  durationMinutes: z.number(),
  session: z.string().nullable(),
  day: z.string(),
  time: z.string(),
  sections: z.array(z.object({ id: z.number(), name: z.string() })),
  rooms: z.array(z.object({ roomId: z.number(), roomName: z.string(), proctorUserId: z.number().nullable(), proctorName: z.string().nullable() })),
  clashes: z.array(z.string()),
});
export const collectivePreviewSchema = z.object({
  row: z.number(),
  title: z.string(),
  kind: z.string(),
  courseName: z.string(),
  sections: z.array(z.string()),
  startsAt: dateTimeSchema,
  endsAt: dateTimeSchema,
  session: z.string().nullable(),
  durationMinutes: z.number(),
  questions: z.number(),
  participants: z.number(),
});
/** The paper of a schedule as stored: chosen questions, or drawing rules. */
export const selectionViewSchema = z.object({
  mode: z.string(),
  questionIds: z.array(z.number()).optional(),
  rules: z.array(z.object({ type: z.enum(ITEM_TYPES), count: z.number() })).optional(),
});
const createdScheduleSchema = z.object({ id: z.number(), participants: z.number(), token: z.string().nullable(), message: z.string() });

export const listProctorsContract = defineContract({
  name: 'exams.proctors.list',
  method: 'GET',
  path: '/api/exams/proctors',
  auth: 'session',
  tag,
  output: z.object({ data: z.array(proctorSchema) }),
  summary: 'Guru dan staf yang dapat menjadi pengawas ruang.',
});
export const listAllocationsContract = defineContract({
  name: 'exams.roomAllocations.list',
  method: 'GET',
  path: '/api/exams/room-allocations',
  auth: 'session',
  tag,
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        scheduleId: z.number(),
        scheduleTitle: z.string(),
        startsAt: dateTimeSchema,
        endsAt: dateTimeSchema,
        roomName: z.string(),
        capacity: z.number(),
        sessionName: z.string().nullable(),
        proctorName: z.string().nullable(),
        seated: z.number(),
      }),
    ),
  }),
  summary: 'Pembagian ruang semua jadwal tahun ajaran aktif.',
});
export const allocateRoomsContract = defineContract({
  name: 'exams.roomAllocations.save',
  method: 'POST',
  path: '/api/exams/room-allocations',
  auth: 'session',
  tag,
  access: 'admin, kurikulum',
  input: allocationInput,
  output: z.object({ placed: z.array(z.object({ room: z.string(), seated: z.number() })), participants: z.number(), message: z.string() }),
  summary: 'Menetapkan ruang (dengan sesi dan pengawas) satu jadwal dan mendudukkan ulang semua peserta.',
});
export const scheduleRoomsContract = defineContract({
  name: 'exams.schedules.rooms',
  method: 'GET',
  path: '/api/exams/schedules/:id/rooms',
  auth: 'session',
  tag,
  params: idParams,
  output: scheduleRoomsSchema,
  summary: 'Ruang satu jadwal dengan siswa di tiap ruang, dan yang belum mendapat ruang.',
});
export const deleteAllocationsContract = defineContract({
  name: 'exams.schedules.rooms.delete',
  method: 'DELETE',
  path: '/api/exams/schedules/:id/rooms',
  auth: 'session',
  tag,
  access: 'admin, kurikulum',
  params: idParams,
  output: doneAnswerSchema,
  summary: 'Menghapus pembagian ruang satu jadwal.',
});
export const moveSeatContract = defineContract({
  name: 'exams.attempts.seat',
  method: 'POST',
  path: '/api/exams/attempts/:id/seat',
  auth: 'session',
  tag,
  access: 'admin, kurikulum',
  params: idParams,
  input: moveSeatInput,
  output: doneAnswerSchema,
  summary: 'Memindah satu peserta ke ruang lain.',
});
export const listRemedialsContract = defineContract({
  name: 'exams.remedials.list',
  method: 'GET',
  path: '/api/exams/remedials',
  auth: 'session',
  tag,
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        title: z.string(),
        parentId: z.number().nullable(),
        parentTitle: z.string().nullable(),
        startsAt: dateTimeSchema,
        endsAt: dateTimeSchema,
        durationMinutes: z.number(),
        token: z.string().nullable(),
        participants: z.number(),
        finished: z.number(),
      }),
    ),
    serverTime: dateTimeSchema,
  }),
  summary: 'Jadwal remedial tahun ajaran aktif.',
});
export const remedialParentsContract = defineContract({
  name: 'exams.remedials.parents',
  method: 'GET',
  path: '/api/exams/remedial-parents',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  output: z.object({ data: z.array(z.object({ id: z.number(), title: z.string(), startsAt: dateTimeSchema, endsAt: dateTimeSchema })) }),
  summary: 'Ujian yang sudah selesai dan dapat diremedial.',
});
export const remedialCandidatesContract = defineContract({
  name: 'exams.remedials.candidates',
  method: 'GET',
  path: '/api/exams/schedules/:id/remedial-candidates',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: z.object({
    parent: z.object({
      id: z.number(),
      title: z.string(),
      courseId: z.number().nullable(),
      grade: z.number().nullable(),
      startsAt: dateTimeSchema,
      endsAt: dateTimeSchema,
      durationMinutes: z.number(),
      closed: z.boolean(),
    }),
    kkms: z.array(z.object({ className: z.string(), kkm: z.number(), source: z.string() })),
    students: z.array(candidateSchema),
  }),
  summary: 'Peserta ujian asal dengan nilai dan KKM-nya: calon peserta remedial.',
});
export const getRemedialContract = defineContract({
  name: 'exams.remedials.get',
  method: 'GET',
  path: '/api/exams/remedials/:id',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  params: idParams,
  output: z.object({
    id: z.number(),
    parentId: z.number().nullable(),
    title: z.string(),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
    durationMinutes: z.number(),
    token: z.string().nullable(),
    selection: selectionViewSchema,
    questionIds: z.array(z.number()),
    userIds: z.array(z.number()),
    startedUserIds: z.array(z.number()),
  }),
  summary: 'Satu jadwal remedial untuk formulir ubahnya.',
});
export const saveRemedialContract = defineContract({
  name: 'exams.remedials.save',
  method: 'POST',
  path: '/api/exams/remedials',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  input: remedialInput,
  output: createdScheduleSchema,
  summary: 'Membuat atau mengubah jadwal remedial untuk siswa terpilih.',
});
export const duplicateSourcesContract = defineContract({
  name: 'exams.duplicates.sources',
  method: 'GET',
  path: '/api/exams/duplicate-sources',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  output: z.object({
    data: z.array(z.object({ id: z.number(), title: z.string(), kind: z.string(), startsAt: dateTimeSchema, year: z.string(), academicYearId: z.number() })),
    currentYearId: z.number(),
  }),
  summary: 'Jadwal yang dapat diduplikasi (juga dari tahun ajaran lain).',
});
export const duplicateContract = defineContract({
  name: 'exams.duplicates.create',
  method: 'POST',
  path: '/api/exams/duplicates',
  auth: 'session',
  tag,
  access: 'admin, kurikulum, guru mapel',
  input: duplicateInput,
  output: createdScheduleSchema,
  summary: 'Menduplikasi jadwal ujian dengan soal dan pengaturannya.',
});
export const collectiveContract = defineContract({
  name: 'exams.collective.create',
  method: 'POST',
  path: '/api/exams/collective',
  auth: 'session',
  tag,
  access: 'admin, kurikulum',
  input: collectiveInput,
  output: z.object({
    preview: z.array(collectivePreviewSchema),
    created: z.array(z.object({ id: z.number(), title: z.string() })),
    message: z.string().optional(),
  }),
  summary: 'Jadwal kolektif: banyak jadwal sekaligus (dryRun: hanya pratinjau).',
});
export const gridContract = defineContract({
  name: 'exams.grid',
  method: 'GET',
  path: '/api/exams/grid',
  auth: 'session',
  tag,
  input: gridInput,
  output: z.object({ timeZone: z.string(), sessions: z.array(sessionTimeSchema), schedules: z.array(gridScheduleSchema) }),
  summary: 'Kisi-kisi jadwal ujian per hari dan sesi, dengan bentrokan rombel, ruang dan pengawas.',
});
