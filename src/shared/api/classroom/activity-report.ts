/** Laporan kegiatan kelas (/activity/report_class_activity): what happened in the class rooms over a period. */
import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { pathIdSchema } from '../common.ts';

export const activityReportContract = defineContract({
  name: 'classroom.activity-report',
  method: 'GET',
  path: '/api/classroom/activity-report',
  auth: 'session',
  input: z.object({
    from: z.iso.date({ message: 'Tanggal tidak valid.' }).optional(),
    to: z.iso.date({ message: 'Tanggal tidak valid.' }).optional(),
    sectionId: pathIdSchema.optional(),
  }),
  output: z.object({
    from: z.string(),
    to: z.string(),
    sections: z.array(z.object({ id: z.number(), name: z.string() })),
    rows: z.array(
      z.object({
        date: z.string(),
        sectionName: z.string(),
        courseName: z.string(),
        teacherName: z.string(),
        kind: z.enum(['meeting', 'material', 'assignment']),
        title: z.string(),
        detail: z.string().nullable(),
        roomId: z.number(),
      }),
    ),
    teachers: z.array(z.object({ name: z.string(), meetings: z.number(), materials: z.number(), assignments: z.number() })),
  }),
  tag: 'Ruang Kelas',
  access: 'guru (kelasnya), admin, kepala sekolah',
  summary: 'Kegiatan kelas dalam satu periode per rombel: pertemuan, materi dan tugas yang diberikan, beserta rekap per guru.',
});
