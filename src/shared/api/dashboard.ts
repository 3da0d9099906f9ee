/** GET /api/dashboard: the landing page of each user type (staff, student, guardian). */
import { z } from 'zod';
import { defineContract } from './contract.ts';
import { SHELL_CALLS } from './shell-routes.ts';
import { dateTimeSchema } from './common.ts';

const studentClassSchema = z.object({
  section_name: z.string(),
  class_name: z.string(),
  grade: z.number().int(),
  major: z.string().nullable(),
  homeroom_teacher: z.string().nullable(),
  courses: z.array(z.object({ course_name: z.string(), teacher_name: z.string() })),
});
export type StudentClass = z.infer<typeof studentClassSchema>;

const upcomingExamSchema = z.object({
  title: z.string(),
  kind: z.string(),
  course_name: z.string().nullable(),
  starts_at: dateTimeSchema,
  ends_at: dateTimeSchema,
  duration_minutes: z.number().int(),
  status: z.string(),
});
export type UpcomingExam = z.output<typeof upcomingExamSchema>;

const childSchema = z.object({
  full_name: z.string(),
  nisn: z.string().nullable(),
  section_name: z.string().nullable(),
  class_name: z.string().nullable(),
});
export type Child = z.infer<typeof childSchema>;

const dashboardDataSchema = z.object({
  role: z.enum(['staff', 'student', 'guardian']),
  user: z.object({ full_name: z.string(), sd_user_type_id: z.string(), user_type_name: z.string() }),
  school: z
    .object({
      sd_school_id: z.number().int(),
      school_name: z.string(),
      school_code: z.string(),
      npsn: z.string(),
      city: z.string().nullable(),
      stage_name: z.string(),
      path_image_school: z.string().nullable(),
    })
    .nullable(),
  academic_year: z
    .object({
      sd_academic_year_id: z.number().int(),
      description: z.string(),
      is_current: z.boolean(),
      curriculum: z.object({ code: z.string(), name: z.string().nullable() }).nullable(),
    })
    .nullable(),
  counts: z.object({ students: z.number().int(), teachers: z.number().int(), classes: z.number().int() }).optional(),
  teaching: z
    .object({
      homeroom: z.array(z.object({ section_name: z.string(), class_name: z.string() })),
      assignments: z.array(z.object({ section_name: z.string(), course_name: z.string(), hours_per_week: z.number() })),
    })
    .optional(),
  classes: z.array(studentClassSchema).optional(),
  upcoming_exams: z.array(upcomingExamSchema).optional(),
  children: z.array(childSchema).optional(),
});
export type DashboardData = z.output<typeof dashboardDataSchema>;

export const dashboardContract = defineContract({
  ...SHELL_CALLS.dashboard,
  auth: 'session',
  output: z.object({ status: z.boolean(), data: dashboardDataSchema }),
  tag: 'Dasbor',
  summary: 'Dasbor pengguna sesi: angka sekolah untuk staf, rombel dan ujian mendatang untuk siswa, anak untuk orang tua.',
});
