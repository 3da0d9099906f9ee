/**
 * Master data (issue 6). Column names are the field names of the resource definitions in
 * src/shared/resources, so the generic service maps fields to columns by name. Every table a school owns has
 * sd_school_id, indexed; year-scoped tables also carry sd_academic_year_id.
 */
import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const yearId = () =>
  integer('sd_academic_year_id')
    .notNull()
    .references(() => academicYears.id);
const userRef = (name: string) => integer(name).references(() => users.id);
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Peserta didik: the Dapodik profile of a student account (sd_users, type 5). */
export const studentProfiles = pgTable(
  'sd_student_profiles',
  {
    userId: integer('sd_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    nisn: text('nisn'),
    nis: text('nis'),
    nik: text('nik'),
    gender: text('gender').notNull(),
    birthPlace: text('birth_place'),
    birthDate: date('birth_date'),
    religion: text('religion'),
    address: text('address'),
    rt: text('rt'),
    rw: text('rw'),
    village: text('village'),
    district: text('district'),
    city: text('city'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    fatherName: text('father_name'),
    motherName: text('mother_name'),
    previousSchool: text('previous_school'),
    dapodikId: text('dapodik_id'),
  },
  (t) => [
    index('sd_student_profiles_school_idx').on(t.schoolId),
    uniqueIndex('sd_student_profiles_nisn_key').on(t.schoolId, t.nisn),
    uniqueIndex('sd_student_profiles_nis_key').on(t.schoolId, t.nis),
    // A search for "99000" finds the NISN and NIS that start with it.
    index('sd_student_profiles_nisn_prefix_idx').on(t.schoolId, t.nisn.op('text_pattern_ops')),
    index('sd_student_profiles_nis_prefix_idx').on(t.schoolId, t.nis.op('text_pattern_ops')),
  ],
);

/** PTK (pendidik dan tenaga kependidikan): teachers, principals, admins, mentors, support and office staff. */
export const staffProfiles = pgTable(
  'sd_staff_profiles',
  {
    userId: integer('sd_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    nuptk: text('nuptk'),
    nip: text('nip'),
    nik: text('nik'),
    gender: text('gender').notNull(),
    birthPlace: text('birth_place'),
    birthDate: date('birth_date'),
    religion: text('religion'),
    employmentStatus: text('employment_status'),
    position: text('position'),
    phone: text('phone'),
    address: text('address'),
    dapodikId: text('dapodik_id'),
  },
  (t) => [
    index('sd_staff_profiles_school_idx').on(t.schoolId),
    uniqueIndex('sd_staff_profiles_nuptk_key').on(t.schoolId, t.nuptk),
    uniqueIndex('sd_staff_profiles_nip_key').on(t.schoolId, t.nip),
    index('sd_staff_profiles_nuptk_prefix_idx').on(t.schoolId, t.nuptk.op('text_pattern_ops')),
    index('sd_staff_profiles_nip_prefix_idx').on(t.schoolId, t.nip.op('text_pattern_ops')),
  ],
);

export const guardianProfiles = pgTable(
  'sd_guardian_profiles',
  {
    userId: integer('sd_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    relation: text('relation').notNull(),
    nik: text('nik'),
    phone: text('phone'),
    occupation: text('occupation'),
    education: text('education'),
    address: text('address'),
    dapodikId: text('dapodik_id'),
  },
  (t) => [index('sd_guardian_profiles_school_idx').on(t.schoolId)],
);

/** A guardian may have several children at the school and a student several guardians. */
export const guardianStudents = pgTable(
  'sd_guardian_students',
  {
    schoolId: schoolId(),
    guardianId: integer('guardian_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.guardianId, t.studentId] }),
    index('sd_guardian_students_student_idx').on(t.studentId),
    index('sd_guardian_students_school_idx').on(t.schoolId),
  ],
);

export const courses = pgTable(
  'sd_courses',
  {
    id: integer('sd_course_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    courseGroup: text('course_group').notNull(),
    sortOrder: integer('sort_order'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('sd_courses_school_idx').on(t.schoolId), uniqueIndex('sd_courses_code_key').on(t.schoolId, t.code)],
);

/** Kelas: a grade level of the school (X, XI, XII). */
export const classes = pgTable(
  'sd_classes',
  {
    id: integer('sd_class_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    grade: integer('grade').notNull(),
    phase: text('phase'),
    description: text('description'),
  },
  (t) => [index('sd_classes_school_idx').on(t.schoolId), uniqueIndex('sd_classes_name_key').on(t.schoolId, t.name)],
);

/** Sub kelas (rombongan belajar) of one academic year. */
export const sections = pgTable(
  'sd_sections',
  {
    id: integer('sd_section_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    classId: integer('sd_class_id')
      .notNull()
      .references(() => classes.id),
    name: text('name').notNull(),
    major: text('major'),
    homeroomTeacherId: userRef('homeroom_teacher_id'),
    room: text('room'),
    capacity: integer('capacity'),
  },
  (t) => [
    index('sd_sections_school_idx').on(t.schoolId),
    uniqueIndex('sd_sections_name_key').on(t.academicYearId, t.name),
    index('sd_sections_class_idx').on(t.classId),
    index('sd_sections_homeroom_idx').on(t.homeroomTeacherId),
  ],
);

/** Anggota rombel: a student's rombel in one academic year (sd_class_map_id of the sign-in answer). */
export const classMaps = pgTable(
  'sd_class_maps',
  {
    id: integer('sd_class_map_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    sectionId: integer('sd_section_id')
      .notNull()
      .references(() => sections.id),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('sd_class_maps_school_idx').on(t.schoolId),
    uniqueIndex('sd_class_maps_student_key').on(t.academicYearId, t.userId),
    index('sd_class_maps_section_idx').on(t.sectionId),
    index('sd_class_maps_user_idx').on(t.userId),
  ],
);

/** Pembelajaran: a teacher teaching a course to a rombel in one academic year. */
export const teachingAssignments = pgTable(
  'sd_teaching_assignments',
  {
    id: integer('sd_teaching_assignment_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('sd_course_id')
      .notNull()
      .references(() => courses.id),
    sectionId: integer('sd_section_id')
      .notNull()
      .references(() => sections.id),
    hoursPerWeek: integer('hours_per_week').notNull(),
  },
  (t) => [
    index('sd_teaching_assignments_school_idx').on(t.schoolId),
    uniqueIndex('sd_teaching_assignments_key').on(t.sectionId, t.courseId, t.userId),
    index('sd_teaching_assignments_user_idx').on(t.userId, t.academicYearId),
    index('sd_teaching_assignments_course_idx').on(t.courseId),
  ],
);

export const tasks = pgTable(
  'sd_tasks',
  {
    id: integer('sd_task_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    sectionId: integer('sd_section_id')
      .notNull()
      .references(() => sections.id),
    courseId: integer('sd_course_id')
      .notNull()
      .references(() => courses.id),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description'),
    dueDate: date('due_date').notNull(),
    maxScore: integer('max_score').notNull().default(100),
    ...stamps,
  },
  (t) => [
    index('sd_tasks_school_idx').on(t.schoolId),
    index('sd_tasks_year_idx').on(t.academicYearId, t.dueDate),
    index('sd_tasks_section_idx').on(t.sectionId),
    index('sd_tasks_user_idx').on(t.userId),
    index('sd_tasks_course_idx').on(t.courseId),
  ],
);

/** Tugas tambahan (Wakasek, Kaprog, Operator Dapodik...) held by a teacher or staff member. */
export const userRoles = pgTable(
  'sd_user_roles',
  {
    id: integer('sd_user_role_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    decreeNumber: text('decree_number'),
    startDate: date('start_date'),
    endDate: date('end_date'),
  },
  (t) => [index('sd_user_roles_school_idx').on(t.schoolId), index('sd_user_roles_user_idx').on(t.userId)],
);

export const schoolSettings = pgTable('sd_school_settings', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  principalName: text('principal_name'),
  principalNip: text('principal_nip'),
  reportPlace: text('report_place'),
  timeZone: text('time_zone').notNull().default('Asia/Jakarta'),
  website: text('website'),
  studentProfileEdit: boolean('student_profile_edit').notNull().default(false),
  guardianSeesGrades: boolean('guardian_sees_grades').notNull().default(true),
  /** /configteacher: a teacher may correct their own contact details on the profile page. */
  teacherProfileEdit: boolean('teacher_profile_edit').notNull().default(true),
  /** /coursesetting: a student may still hand in an assignment after its due time (flagged late). */
  lateSubmission: boolean('late_submission').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** KKM/KKTP and lesson hours of a course for a grade level, per academic year. */
export const courseSettings = pgTable(
  'sd_course_settings',
  {
    id: integer('sd_course_setting_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    courseId: integer('sd_course_id')
      .notNull()
      .references(() => courses.id),
    classId: integer('sd_class_id')
      .notNull()
      .references(() => classes.id),
    kkm: integer('kkm').notNull(),
    hoursPerWeek: integer('hours_per_week').notNull(),
  },
  (t) => [
    index('sd_course_settings_school_idx').on(t.schoolId),
    uniqueIndex('sd_course_settings_key').on(t.academicYearId, t.courseId, t.classId),
    index('sd_course_settings_course_idx').on(t.courseId),
    index('sd_course_settings_class_idx').on(t.classId),
  ],
);

/** Kinds of assessment and exam of an academic year, with their weight in the report card. */
export const examSettings = pgTable(
  'sd_exam_settings',
  {
    id: integer('sd_exam_setting_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    weight: integer('weight').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(true),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    showScore: boolean('show_score').notNull().default(false),
  },
  (t) => [index('sd_exam_settings_school_idx').on(t.schoolId), uniqueIndex('sd_exam_settings_code_key').on(t.academicYearId, t.code)],
);

/** The KBM calendar of each semester of an academic year. */
export const teachingSettings = pgTable(
  'sd_teaching_settings',
  {
    id: integer('sd_teaching_setting_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    semester: text('semester').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    minutesPerPeriod: integer('minutes_per_period').notNull(),
    effectiveWeeks: integer('effective_weeks').notNull(),
    schoolDays: text('school_days').notNull(),
  },
  (t) => [index('sd_teaching_settings_school_idx').on(t.schoolId), uniqueIndex('sd_teaching_settings_key').on(t.academicYearId, t.semester)],
);
