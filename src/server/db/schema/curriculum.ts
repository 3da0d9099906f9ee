/**
 * Curriculum reference and each school's subject structure (issue 15, docs/decisions/0023-curriculum.md).
 *
 * Reference text (CP, ATP with its TPs, KI, KD) lives in one table per kind: a row with sd_school_id null is the
 * platform's reference, kept by the superadmin; a row with a school id is that school's own copy or its own text
 * (copied_from_id names the platform row it came from). A school never writes a platform row: its calls only ever
 * see rows of its own school id (another row is "not found").
 */
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';
import { classes, courses } from './master.ts';

const platformOrSchool = () => integer('sd_school_id').references(() => schools.id);
const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Mata pelajaran of the platform reference (Matematika, Informatika ...): what CP, TP and KD are written for. */
export const curriculumSubjects = pgTable(
  'sd_cur_subjects',
  {
    id: integer('sd_cur_subject_id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** merdeka | k13 | both */
    curriculum: text('curriculum').$type<'merdeka' | 'k13' | 'both'>().notNull().default('both'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sd_cur_subjects_code_key').on(t.code)],
);

/** Capaian Pembelajaran: one element's CP of a subject in a phase (A–F). */
export const curriculumCps = pgTable(
  'sd_cur_cps',
  {
    id: integer('sd_cur_cp_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: platformOrSchool(),
    subjectId: integer('sd_cur_subject_id')
      .notNull()
      .references(() => curriculumSubjects.id),
    phase: text('phase').notNull(),
    /** Elemen (Bilangan, Aljabar ...); "Umum" for the phase's overview paragraph. */
    element: text('element').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    copiedFromId: integer('copied_from_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_cur_cps_owner_idx').on(t.schoolId, t.subjectId, t.phase), index('sd_cur_cps_copied_idx').on(t.copiedFromId)],
);

/** Alur Tujuan Pembelajaran: the ordered TPs of a subject in a phase. A school's ATP names the school's course. */
export const curriculumAtps = pgTable(
  'sd_cur_atps',
  {
    id: integer('sd_cur_atp_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: platformOrSchool(),
    subjectId: integer('sd_cur_subject_id')
      .notNull()
      .references(() => curriculumSubjects.id),
    courseId: integer('sd_course_id').references(() => courses.id),
    phase: text('phase').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    copiedFromId: integer('copied_from_id'),
    createdBy: integer('created_by').references(() => users.id),
    revision: integer('revision').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_cur_atps_owner_idx').on(t.schoolId, t.subjectId, t.phase), index('sd_cur_atps_course_idx').on(t.courseId)],
);

/** Tujuan Pembelajaran: one step of an ATP, allocated to a grade and semester, optionally under a CP element. */
export const curriculumTps = pgTable(
  'sd_cur_tps',
  {
    id: integer('sd_cur_tp_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: platformOrSchool(),
    atpId: integer('sd_cur_atp_id')
      .notNull()
      .references(() => curriculumAtps.id),
    cpId: integer('sd_cur_cp_id').references(() => curriculumCps.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    /** Tingkat (7, 10 ...) and semester ('1' | '2') the TP is taught in; null until allocated. */
    grade: integer('grade'),
    semester: text('semester'),
    /** Alokasi waktu in JP. */
    hours: integer('hours'),
    position: integer('position').notNull().default(0),
    copiedFromId: integer('copied_from_id'),
  },
  (t) => [index('sd_cur_tps_atp_idx').on(t.atpId, t.position), index('sd_cur_tps_school_idx').on(t.schoolId), index('sd_cur_tps_cp_idx').on(t.cpId)],
);

/** A TP linked to a question of the school's question bank (the exams module keeps the question itself). */
export const curriculumTpQuestions = pgTable(
  'sd_cur_tp_questions',
  {
    schoolId: schoolId(),
    tpId: integer('sd_cur_tp_id')
      .notNull()
      .references(() => curriculumTps.id),
    questionId: integer('sd_exam_question_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tpId, t.questionId] }), index('sd_cur_tp_questions_question_idx').on(t.schoolId, t.questionId)],
);

/** Kompetensi Inti (K13): KI-1 … KI-4 of a stage (SMP, SMA/SMK ...). */
export const curriculumKis = pgTable(
  'sd_cur_kis',
  {
    id: integer('sd_cur_ki_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: platformOrSchool(),
    /** SD | SMP | SMA (SMA covers SMK and MA). */
    stage: text('stage').notNull(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    copiedFromId: integer('copied_from_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_cur_kis_owner_idx').on(t.schoolId, t.stage)],
);

/** Kompetensi Dasar (K13): 3.x (pengetahuan, under KI-3) and 4.x (keterampilan, under KI-4) of a subject and grade. */
export const curriculumKds = pgTable(
  'sd_cur_kds',
  {
    id: integer('sd_cur_kd_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: platformOrSchool(),
    subjectId: integer('sd_cur_subject_id')
      .notNull()
      .references(() => curriculumSubjects.id),
    grade: integer('grade').notNull(),
    kiNumber: integer('ki_number').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    position: integer('position').notNull().default(0),
    copiedFromId: integer('copied_from_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_cur_kds_owner_idx').on(t.schoolId, t.subjectId, t.grade)],
);

/** Tema (K13 tematik): a school's theme of a grade; its KD mapping is sd_cur_theme_kds. */
export const curriculumThemes = pgTable(
  'sd_cur_themes',
  {
    id: integer('sd_cur_theme_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    grade: integer('grade').notNull(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [index('sd_cur_themes_school_idx').on(t.schoolId), uniqueIndex('sd_cur_themes_number_key').on(t.schoolId, t.grade, t.number)],
);

export const curriculumThemeKds = pgTable(
  'sd_cur_theme_kds',
  {
    schoolId: schoolId(),
    themeId: integer('sd_cur_theme_id')
      .notNull()
      .references(() => curriculumThemes.id, { onDelete: 'cascade' }),
    kdId: integer('sd_cur_kd_id')
      .notNull()
      .references(() => curriculumKds.id),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.kdId] }), index('sd_cur_theme_kds_kd_idx').on(t.kdId)],
);

/** Jenis mapel of a school (Muatan Nasional, Muatan Kewilayahan, Kejuruan ...). Columns named as the fields. */
export const courseTypes = pgTable(
  'sd_course_types',
  {
    id: integer('sd_course_type_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order'),
  },
  (t) => [index('sd_course_types_school_idx').on(t.schoolId), uniqueIndex('sd_course_types_code_key').on(t.schoolId, t.code)],
);

/** Kelompok mapel (A, B, C1 ...) under a course type: the headings of the rapor. */
export const courseGroups = pgTable(
  'sd_course_groups',
  {
    id: integer('sd_course_group_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    courseTypeId: integer('sd_course_type_id').references(() => courseTypes.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('sd_course_groups_school_idx').on(t.schoolId), uniqueIndex('sd_course_groups_code_key').on(t.schoolId, t.code)],
);

/** A school course's place in the curriculum: its platform subject (for CP/TP/KD), its type and group. */
export const courseProfiles = pgTable(
  'sd_cur_course_profiles',
  {
    courseId: integer('sd_course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    subjectId: integer('sd_cur_subject_id').references(() => curriculumSubjects.id),
    courseTypeId: integer('sd_course_type_id').references(() => courseTypes.id, { onDelete: 'set null' }),
    courseGroupId: integer('sd_course_group_id').references(() => courseGroups.id, { onDelete: 'set null' }),
  },
  (t) => [index('sd_cur_course_profiles_school_idx').on(t.schoolId)],
);

/** Per academic year and grade level (kelas): which curriculum it runs (K13 in some grades, Merdeka in others). */
export const gradeCurricula = pgTable(
  'sd_cur_grade_curricula',
  {
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    classId: integer('sd_class_id')
      .notNull()
      .references(() => classes.id),
    /** merdeka | k13 */
    curriculum: text('curriculum').$type<'merdeka' | 'k13'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.academicYearId, t.classId] }), index('sd_cur_grade_curricula_school_idx').on(t.schoolId)],
);

/**
 * How a grade level's subjects appear in its rapor (order, name, shown or not) and which ATP the grade follows.
 * Whether a course is taught in a grade, its JP and KKM stay in sd_course_settings (master data).
 */
export const gradeSubjects = pgTable(
  'sd_cur_grade_subjects',
  {
    id: integer('sd_cur_grade_subject_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    classId: integer('sd_class_id')
      .notNull()
      .references(() => classes.id),
    courseId: integer('sd_course_id')
      .notNull()
      .references(() => courses.id),
    /** Shown on the rapor (a course can be taught without appearing, e.g. a block subject reported elsewhere). */
    inRapor: boolean('in_rapor').notNull().default(true),
    raporName: text('rapor_name'),
    position: integer('position').notNull().default(0),
    atpId: integer('sd_cur_atp_id').references(() => curriculumAtps.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('sd_cur_grade_subjects_school_idx').on(t.schoolId),
    uniqueIndex('sd_cur_grade_subjects_key').on(t.academicYearId, t.classId, t.courseId),
    index('sd_cur_grade_subjects_course_idx').on(t.courseId),
  ],
);

/** Predikat of a school's score scale (A 90–100 "Sangat baik" ...), used by the K13 rapor and descriptions. */
export const scorePredicates = pgTable(
  'sd_cur_score_predicates',
  {
    id: integer('sd_cur_score_predicate_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    letter: text('letter').notNull(),
    minScore: integer('min_score').notNull(),
    maxScore: integer('max_score').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('sd_cur_score_predicates_school_idx').on(t.schoolId), uniqueIndex('sd_cur_score_predicates_key').on(t.schoolId, t.letter)],
);
