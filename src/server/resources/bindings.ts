/**
 * Where each resource of src/shared/resources/registry.ts lives in the database, with its hooks (the
 * escape hatch, in src/server/master/). A definition without a binding fails at start-up.
 */
import { eq, sql } from 'drizzle-orm';
import { academicYears, schools } from '../db/schema/schools.ts';
import { users } from '../db/schema/users.ts';
import {
  classes,
  classMaps,
  courseSettings,
  courses,
  examSettings,
  guardianProfiles,
  schoolSettings,
  sections,
  staffProfiles,
  studentProfiles,
  tasks,
  teachingAssignments,
  teachingSettings,
  userRoles,
} from '../db/schema/master.ts';
import { RESOURCES, resourceByName } from '../../shared/resources/registry.ts';
import type { Binding } from './binding.ts';
import { personBinding } from './person-binding.ts';
import { qualified, tableBinding } from './table-binding.ts';
import { studentOptions } from '../master/students.ts';
import { guardianOptions } from '../master/guardians.ts';
import { academicYearHooks } from '../master/academic-years.ts';
import { schoolHooks } from '../master/schools.ts';
import { taskHooks } from '../master/tasks.ts';
import { STAFF_BINDINGS } from '../staff/resource-bindings.ts';
import { SCHOOL_LIFE_BINDINGS } from '../classroom/resource-bindings.ts';
import { CURRICULUM_BINDINGS } from '../curriculum/resource-bindings.ts';
import { FINANCE_BINDINGS } from '../finance/resource-bindings.ts';
import { WEBSITE_BINDINGS } from '../content/website-bindings.ts';
import { EXAM_PLANNING_BINDINGS } from '../exams/planning/resource-bindings.ts';
import { EXAM_PLATFORM_BINDINGS } from '../exams/platform/resource-bindings.ts';

const def = (name: string) => resourceByName(name)!;
const yearOf = (yearId: number | null) => (yearId === null ? sql`null` : sql`${yearId}`);

const staffUnique = {
  sd_staff_profiles_nuptk_key: { field: 'nuptk', message: 'NUPTK ini sudah dipakai di sekolah ini.' },
  sd_staff_profiles_nip_key: { field: 'nip', message: 'NIP ini sudah dipakai di sekolah ini.' },
  sd_users_email_key: { field: 'email', message: 'Email/nama pengguna ini sudah dipakai akun lain.' },
};
const staff = (name: string) => personBinding(def(name), staffProfiles, { unique: staffUnique });

const BINDINGS: Binding[] = [
  tableBinding(def('schools'), schools, {
    id: schools.id,
    hooks: schoolHooks,
    unique: { sd_schools_npsn_key: 'npsn', sd_schools_code_key: 'school_code', sd_schools_slug_key: 'slug' },
  }),
  staff('school-admins'),
  staff('principals'),
  staff('mentors'),
  staff('support-staff'),
  staff('school-staff'),
  staff('teachers'),
  personBinding(def('students'), studentProfiles, studentOptions),
  personBinding(def('guardians'), guardianProfiles, guardianOptions),
  tableBinding(def('courses'), courses, { id: courses.id, school: courses.schoolId, unique: { sd_courses_code_key: 'code' } }),
  tableBinding(def('academic-years'), academicYears, {
    id: academicYears.id,
    school: academicYears.schoolId,
    hooks: academicYearHooks,
    unique: { sd_academic_years_school_desc_key: { field: 'description', message: 'Tahun ajaran ini sudah ada.' } },
  }),
  tableBinding(def('user-roles'), userRoles, { id: userRoles.id, school: userRoles.schoolId }),
  tableBinding(def('classes'), classes, {
    id: classes.id,
    school: classes.schoolId,
    computed: (scope) => ({
      section_count: sql<number>`(select count(*)::int from sd_sections s where s.sd_class_id = ${qualified(classes.id)} and s.sd_academic_year_id = ${yearOf(scope.yearId)})`,
    }),
    unique: { sd_classes_name_key: 'name' },
  }),
  tableBinding(def('sections'), sections, {
    id: sections.id,
    school: sections.schoolId,
    year: sections.academicYearId,
    computed: () => ({
      student_count: sql<number>`(select count(*)::int from sd_class_maps m where m.sd_section_id = ${qualified(sections.id)})`,
    }),
    unique: { sd_sections_name_key: { field: 'name', message: 'Nama rombel ini sudah ada pada tahun ajaran ini.' } },
  }),
  tableBinding(def('class-members'), classMaps, {
    id: classMaps.id,
    school: classMaps.schoolId,
    year: classMaps.academicYearId,
    join: (query) => query.innerJoin(users, eq(users.id, classMaps.userId)).leftJoin(studentProfiles, eq(studentProfiles.userId, classMaps.userId)),
    computed: () => ({ student_name: users.fullName, nisn: studentProfiles.nisn }),
    unique: {
      sd_class_maps_student_key: { field: 'sd_user_id', message: 'Siswa ini sudah terdaftar di rombel lain pada tahun ajaran ini.' },
    },
  }),
  tableBinding(def('teaching-assignments'), teachingAssignments, {
    id: teachingAssignments.id,
    school: teachingAssignments.schoolId,
    year: teachingAssignments.academicYearId,
    unique: { sd_teaching_assignments_key: { field: 'sd_course_id', message: 'Guru ini sudah mengajar mapel ini di rombel tersebut.' } },
  }),
  tableBinding(def('tasks'), tasks, { id: tasks.id, school: tasks.schoolId, year: tasks.academicYearId, hooks: taskHooks }),
  tableBinding(def('general-settings'), schoolSettings, {
    id: schoolSettings.schoolId,
    school: schoolSettings.schoolId,
    ensure: async (db, scope) => {
      await db.insert(schoolSettings).values({ schoolId: scope.schoolId }).onConflictDoNothing();
    },
  }),
  tableBinding(def('course-settings'), courseSettings, {
    id: courseSettings.id,
    school: courseSettings.schoolId,
    year: courseSettings.academicYearId,
    unique: { sd_course_settings_key: { field: 'sd_class_id', message: 'Mapel ini sudah diatur untuk kelas tersebut.' } },
  }),
  tableBinding(def('exam-settings'), examSettings, {
    id: examSettings.id,
    school: examSettings.schoolId,
    year: examSettings.academicYearId,
    unique: { sd_exam_settings_code_key: { field: 'code', message: 'Kode ini sudah dipakai jenis penilaian lain.' } },
  }),
  tableBinding(def('teaching-settings'), teachingSettings, {
    id: teachingSettings.id,
    school: teachingSettings.schoolId,
    year: teachingSettings.academicYearId,
    unique: { sd_teaching_settings_key: { field: 'semester', message: 'Semester ini sudah diatur pada tahun ajaran ini.' } },
  }),
  // Staff (issue 19): golongan, jenis, status, tunjangan/potongan
  ...STAFF_BINDINGS,
  // School life (issue 16): the organisation chart's boxes
  ...SCHOOL_LIFE_BINDINGS,
  // Curriculum (issue 15): reference subjects, course types and groups, themes, predikat
  ...CURRICULUM_BINDINGS,
  ...FINANCE_BINDINGS,
  // Website content (issue 20)
  ...WEBSITE_BINDINGS,
  // Exam planning (issue 7): rooms and session times
  ...EXAM_PLANNING_BINDINGS,
  ...EXAM_PLATFORM_BINDINGS,
];

const BY_NAME = new Map(BINDINGS.map((b) => [b.def.name, b]));
for (const resource of RESOURCES) {
  if (!BY_NAME.has(resource.name)) throw new Error(`Resource ${resource.name} has no binding`);
}

export function bindingOf(name: string): Binding {
  const binding = BY_NAME.get(name);
  if (!binding) throw new Error(`Unknown resource ${name}`);
  return binding;
}
