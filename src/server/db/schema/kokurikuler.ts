/**
 * Kokurikuler (issue 15, docs/decisions/0023-planning-kokurikuler.md): the graduate-profile frameworks as
 * platform reference rows (no school: every school reads the same text), and each school's projects per grade
 * level with their target sub-elements, facilitators, the assessment of each student per sub-element on the
 * framework's four-level scale, and a project note per student. Every school row carries sd_school_id.
 */
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, date } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';
import { classes } from './master.ts';
import type { FrameworkCode } from '../../../shared/kokurikuler/frameworks.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A dimension of a framework (PL2025: the eight of the Profil Lulusan; P5-2022: the six of P5). */
export const profileDimensions = pgTable('sd_profile_dimensions', {
  id: integer('sd_profile_dimension_id').primaryKey().generatedAlwaysAsIdentity(),
  framework: text('framework').$type<FrameworkCode>().notNull(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull(),
});

export const profileElements = pgTable(
  'sd_profile_elements',
  {
    id: integer('sd_profile_element_id').primaryKey().generatedAlwaysAsIdentity(),
    dimensionId: integer('sd_profile_dimension_id')
      .notNull()
      .references(() => profileDimensions.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('sd_profile_elements_dimension_idx').on(t.dimensionId)],
);

export const profileSubelements = pgTable(
  'sd_profile_subelements',
  {
    id: integer('sd_profile_subelement_id').primaryKey().generatedAlwaysAsIdentity(),
    elementId: integer('sd_profile_element_id')
      .notNull()
      .references(() => profileElements.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('sd_profile_subelements_element_idx').on(t.elementId)],
);

/** A project of one grade level (kelas) in one semester; every rombel of that grade takes it. */
export const kkProjects = pgTable(
  'sd_kk_projects',
  {
    id: integer('sd_kk_project_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    framework: text('framework').$type<FrameworkCode>().notNull(),
    classId: integer('sd_class_id')
      .notNull()
      .references(() => classes.id),
    semester: text('semester').notNull(),
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    /** Sanitised HTML (the same allow-list as every rich text of the platform). */
    description: text('description').notNull().default(''),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    coordinatorId: integer('coordinator_user_id').references(() => users.id),
    revision: integer('revision').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_kk_projects_school_idx').on(t.schoolId, t.academicYearId), index('sd_kk_projects_class_idx').on(t.classId)],
);

/** The sub-elements a project assesses, in the order of the grid's columns. */
export const kkProjectTargets = pgTable(
  'sd_kk_project_targets',
  {
    schoolId: schoolId(),
    projectId: integer('sd_kk_project_id')
      .notNull()
      .references(() => kkProjects.id, { onDelete: 'cascade' }),
    subelementId: integer('sd_profile_subelement_id')
      .notNull()
      .references(() => profileSubelements.id),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.subelementId] }), index('sd_kk_project_targets_school_idx').on(t.schoolId)],
);

/** Teachers who accompany a project (besides each rombel's homeroom teacher): they may assess it. */
export const kkFacilitators = pgTable(
  'sd_kk_facilitators',
  {
    schoolId: schoolId(),
    projectId: integer('sd_kk_project_id')
      .notNull()
      .references(() => kkProjects.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('sd_kk_facilitators_user_idx').on(t.userId),
    index('sd_kk_facilitators_school_idx').on(t.schoolId),
  ],
);

/** One cell of the grid: a student's level (1..4 of the framework's scale) for one target sub-element. */
export const kkAssessments = pgTable(
  'sd_kk_assessments',
  {
    schoolId: schoolId(),
    projectId: integer('sd_kk_project_id')
      .notNull()
      .references(() => kkProjects.id, { onDelete: 'cascade' }),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    subelementId: integer('sd_profile_subelement_id')
      .notNull()
      .references(() => profileSubelements.id),
    level: smallint('level').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.studentId, t.subelementId] }),
    index('sd_kk_assessments_student_idx').on(t.studentId),
    index('sd_kk_assessments_school_idx').on(t.schoolId),
  ],
);

/** The facilitator's note on one student's project (process, product, reflection): feeds the rapor. */
export const kkNotes = pgTable(
  'sd_kk_notes',
  {
    schoolId: schoolId(),
    projectId: integer('sd_kk_project_id')
      .notNull()
      .references(() => kkProjects.id, { onDelete: 'cascade' }),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    note: text('note').notNull(),
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.studentId] }),
    index('sd_kk_notes_student_idx').on(t.studentId),
    index('sd_kk_notes_school_idx').on(t.schoolId),
  ],
);
