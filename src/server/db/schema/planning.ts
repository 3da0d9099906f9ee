/**
 * Teachers' planning documents (issue 15, docs/decisions/0023-planning-kokurikuler.md): templates (the
 * platform's defaults and references, kept by the superadmin, and each school's own), the documents teachers
 * write from them (silabus, RPP, modul ajar) with their links to CP/TP or KI/KD, the supervision trail
 * (submitted, reviewed with the principal's note, returned for revision) and which documents a school requires
 * each semester.
 */
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';
import { classes, courses } from './master.ts';
import type { PlanKind, PlanSection, PlanStatus, TemplateRole, CurriculumCode, LinkKind, PlanFormat, PlanEventAction } from '../../../shared/planning/model.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A template: sd_school_id null for the platform's (role default: the structure a document starts from, the
 * `_def` routes; role reference: a complete example to read and copy, the `-reff` routes), else the school's own
 * (role school, the `-school` routes).
 */
export const planTemplates = pgTable(
  'sd_plan_templates',
  {
    id: integer('sd_plan_template_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id').references(() => schools.id),
    kind: text('kind').$type<PlanKind>().notNull(),
    role: text('role').$type<TemplateRole>().notNull(),
    curriculum: text('curriculum').$type<CurriculumCode>().notNull(),
    format: text('format').$type<PlanFormat>().notNull().default('full'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** For references: the subject and phase/grade they are written for (free text). */
    subject: text('subject'),
    phase: text('phase'),
    sections: jsonb('sections').$type<PlanSection[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_plan_templates_school_idx').on(t.schoolId, t.kind), index('sd_plan_templates_kind_idx').on(t.kind, t.role)],
);

/** A teacher's planning document for a subject and grade level in one semester. */
export const planDocuments = pgTable(
  'sd_plan_documents',
  {
    id: integer('sd_plan_document_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    academicYearId: integer('sd_academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    semester: text('semester').notNull(),
    kind: text('kind').$type<PlanKind>().notNull(),
    format: text('format').$type<PlanFormat>().notNull().default('full'),
    curriculum: text('curriculum').$type<CurriculumCode>().notNull(),
    teacherId: integer('teacher_user_id')
      .notNull()
      .references(() => users.id),
    courseId: integer('sd_course_id')
      .notNull()
      .references(() => courses.id),
    classId: integer('sd_class_id')
      .notNull()
      .references(() => classes.id),
    templateId: integer('sd_plan_template_id').references(() => planTemplates.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    sections: jsonb('sections').$type<PlanSection[]>().notNull(),
    status: text('status').$type<PlanStatus>().notNull().default('draft'),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: at('reviewed_at'),
    submittedAt: at('submitted_at'),
    revision: integer('revision').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sd_plan_documents_school_idx').on(t.schoolId, t.academicYearId, t.semester),
    index('sd_plan_documents_teacher_idx').on(t.teacherId, t.academicYearId),
    index('sd_plan_documents_status_idx').on(t.schoolId, t.status),
  ],
);

/** A document's link to a CP, TP (Merdeka), KI or KD (K13) of the curriculum module, with the text as linked. */
export const planLinks = pgTable(
  'sd_plan_links',
  {
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    documentId: integer('sd_plan_document_id')
      .notNull()
      .references(() => planDocuments.id, { onDelete: 'cascade' }),
    refKind: text('ref_kind').$type<LinkKind>().notNull(),
    refId: integer('ref_id').notNull(),
    code: text('code').notNull().default(''),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.refKind, t.refId] }),
    index('sd_plan_links_ref_idx').on(t.refKind, t.refId),
    index('sd_plan_links_school_idx').on(t.schoolId),
  ],
);

/** The supervision trail of a document (/process-records): who submitted, reviewed or returned it, with the note. */
export const planEvents = pgTable(
  'sd_plan_events',
  {
    id: integer('sd_plan_event_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    documentId: integer('sd_plan_document_id')
      .notNull()
      .references(() => planDocuments.id, { onDelete: 'cascade' }),
    action: text('action').$type<PlanEventAction>().notNull(),
    note: text('note'),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('sd_plan_events_school_idx').on(t.schoolId, t.at), index('sd_plan_events_document_idx').on(t.documentId)],
);

/** Which documents the school requires of each teacher in a semester (/setting_teaching_tools), by when. */
export const planRequirements = pgTable(
  'sd_plan_requirements',
  {
    id: integer('sd_plan_requirement_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    academicYearId: integer('sd_academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    semester: text('semester').notNull(),
    kind: text('kind').$type<PlanKind>().notNull(),
    dueDate: date('due_date'),
    note: text('note'),
  },
  (t) => [uniqueIndex('sd_plan_requirements_key').on(t.schoolId, t.academicYearId, t.semester, t.kind)],
);
