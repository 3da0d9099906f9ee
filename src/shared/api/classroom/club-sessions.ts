/** Extracurricular meetings with attendance (/ekstrakulikuler_schedule_detail) and the ekskul report (/ekstrakulikuler_report). */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pdfContract } from './pdf-contract.ts';
import { pathIdSchema } from '../common.ts';
import { PREDICATES } from '../../classroom/permissions.ts';

const TAG = 'Ekstrakurikuler';
const idParams = z.object({ id: pathIdSchema });
export const PRESENCE = ['H', 'S', 'I', 'A'] as const;
export const PRESENCE_LABELS: Record<(typeof PRESENCE)[number], string> = { H: 'Hadir', S: 'Sakit', I: 'Izin', A: 'Alpa' };
const attendance = z.array(z.object({ studentId: pathIdSchema, status: z.enum(PRESENCE, { message: 'Kehadiran H, S, I atau A.' }) })).max(500);

export const clubSessionsContract = defineContract({
  name: 'extracurriculars.sessions.list',
  method: 'GET',
  path: '/api/extracurriculars/:id/sessions',
  auth: 'session',
  params: idParams,
  output: z.object({
    club: z.object({ id: z.number(), name: z.string(), schedule: z.string().nullable(), place: z.string().nullable(), coachName: z.string().nullable() }),
    members: z.array(z.object({ id: z.number(), name: z.string(), sectionName: z.string().nullable() })),
    sessions: z.array(
      z.object({
        id: z.number(),
        sessionDate: z.string(),
        activity: z.string(),
        notes: z.string().nullable(),
        present: z.number(),
        total: z.number(),
        attendance: z.array(z.object({ studentId: z.number(), status: z.enum(PRESENCE) })),
      }),
    ),
    canRecord: z.boolean(),
  }),
  tag: TAG,
  summary: 'Pertemuan (latihan) satu ekstrakurikuler tahun ini dengan kegiatan dan kehadiran anggota; siswa melihat kehadirannya sendiri.',
});

export const sessionInput = z.object({
  sessionDate: z.iso.date({ message: 'Tanggal tidak valid.' }),
  activity: z.string().trim().min(3, 'Kegiatan wajib diisi.').max(300, 'Kegiatan paling banyak 300 karakter.'),
  notes: z.string().trim().max(2000, 'Catatan paling banyak 2000 karakter.').nullish(),
  attendance: attendance.default([]),
});

export const recordSessionContract = defineContract({
  name: 'extracurriculars.sessions.record',
  method: 'POST',
  path: '/api/extracurriculars/:id/sessions',
  auth: 'session',
  params: idParams,
  input: sessionInput,
  output: z.object({ id: z.number() }),
  status: 201,
  tag: TAG,
  access: 'pembina ekskul itu, admin',
  summary: 'Mencatat pertemuan dengan kegiatan dan kehadiran anggota; anggota yang tidak dikirim dicatat Alpa. Tanggal yang sama dua kali: 409.',
  example: { sessionDate: '2026-11-20', activity: 'Latihan tali-temali', attendance: [{ studentId: 31, status: 'H' }] },
});

export const updateAttendanceContract = defineContract({
  name: 'extracurriculars.sessions.attendance',
  method: 'PUT',
  path: '/api/extracurricular-sessions/:id/attendance',
  auth: 'session',
  params: idParams,
  input: z.object({ attendance: attendance.min(1, 'Isi kehadiran minimal satu anggota.') }),
  output: z.object({ present: z.number() }),
  tag: TAG,
  access: 'pembina ekskul itu, admin',
  summary: 'Memperbaiki kehadiran anggota pada satu pertemuan.',
});

export const clubReportContract = defineContract({
  name: 'extracurriculars.report',
  method: 'GET',
  path: '/api/extracurriculars/report',
  auth: 'session',
  output: z.object({
    clubs: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        coachName: z.string().nullable(),
        members: z.number(),
        sessions: z.number(),
        attendancePct: z.number().nullable(),
        assessed: z.number(),
        predicates: z.object({ SB: z.number(), B: z.number(), C: z.number(), K: z.number() }),
        roster: z.array(
          z.object({
            studentId: z.number(),
            name: z.string(),
            sectionName: z.string().nullable(),
            present: z.number(),
            attendancePct: z.number().nullable(),
            predicate: z.enum(PREDICATES).nullable(),
            description: z.string().nullable(),
          }),
        ),
      }),
    ),
  }),
  tag: TAG,
  access: 'admin, kepala sekolah, pembina (ekskulnya)',
  summary: 'Laporan ekstrakurikuler tahun ini: anggota, pertemuan, persentase kehadiran dan sebaran predikat per ekskul dan per anggota.',
});

export const clubReportPdfContract = pdfContract({
  name: 'extracurriculars.report.pdf',
  path: '/api/extracurriculars/:id/report.pdf',
  tag: TAG,
  summary: 'Laporan satu ekstrakurikuler sebagai PDF: anggota, kehadiran, predikat, ditandatangani pembina dan kepala sekolah.',
});
