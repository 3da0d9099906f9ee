/**
 * Grades and report cards (issue 14, docs/decisions/0016-grades.md): the assessments of a teaching assignment
 * (pembelajaran) and their scores, the teacher's capaian per student, the homeroom teacher's rapor page per
 * student, and the semester's release (which locks grades). Every row carries sd_school_id.
 */
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';
import { sections, teachingAssignments } from './master.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const yearId = () =>
  integer('sd_academic_year_id')
    .notNull()
    .references(() => academicYears.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

type AttitudePredicate = 'SB' | 'B' | 'C' | 'K';
export interface RaporAttitude {
  spiritual: { predicate: AttitudePredicate; description: string };
  social: { predicate: AttitudePredicate; description: string };
}

/** Per school and year (/setting_score, /setting_raport): the active semester and the weight of each kind. */
export const gradeSettings = pgTable(
  'sd_grade_settings',
  {
    id: integer('sd_grade_setting_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    semester: text('semester').notNull().default('1'),
    /** Weights in percent of each kind's average; kinds without scores drop out and the rest are rescaled. */
    weights: jsonb('weights').$type<Record<string, number>>().notNull(),
    reportDate: text('report_date'),
    /** Nilai kelulusan = rapor average × rapor% + ujian sekolah × exam% (/nilaikelulusan); default 60/40. */
    graduation: jsonb('graduation').$type<{ rapor: number; exam: number }>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_grade_settings_key').on(t.schoolId, t.academicYearId)],
);

/** One column of the grid: a formatif/sumatif/STS/SAS assessment, optionally fed by an exam's final results. */
export const gradeAssessments = pgTable(
  'sd_grade_assessments',
  {
    id: integer('sd_grade_assessment_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    teachingAssignmentId: integer('sd_teaching_assignment_id')
      .notNull()
      .references(() => teachingAssignments.id, { onDelete: 'cascade' }),
    semester: text('semester').notNull(),
    /** formatif | sumatif | sts | sas (Kurikulum Merdeka) */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Tujuan pembelajaran as printed (free text, or the wording of the curriculum TP named by objectiveId). */
    objective: text('objective'),
    /** The curriculum module's TP this column assesses (null: a free-text TP). No FK: curriculum owns its table. */
    objectiveId: integer('objective_id'),
    /** pengetahuan | keterampilan: K13 keeps knowledge (KI-3) and skills (KI-4) apart; Kurikulum Merdeka uses pengetahuan only. */
    aspect: text('aspect').notNull().default('pengetahuan'),
    /** The exam schedule whose processed final results are this column's scores (read-only in the grid). */
    examScheduleId: integer('sd_exam_schedule_id'),
    /** The class room assignment (tugas) whose graded submissions are this column's scores (read-only in the grid). */
    roomAssignmentId: integer('sd_room_assignment_id'),
    position: integer('position').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sd_grade_assessments_school_idx').on(t.schoolId), index('sd_grade_assessments_ta_idx').on(t.teachingAssignmentId, t.semester)],
);

/** One cell: a student's score for an assessment, with a revision so two teachers never overwrite blindly. */
export const gradeScores = pgTable(
  'sd_grade_scores',
  {
    id: integer('sd_grade_score_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    assessmentId: integer('sd_grade_assessment_id')
      .notNull()
      .references(() => gradeAssessments.id, { onDelete: 'cascade' }),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    score: real('score'),
    /** The remedial score; the cell counts max(score, min(remedial, KKM)). */
    remedial: real('remedial'),
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sd_grade_scores_school_idx').on(t.schoolId),
    uniqueIndex('sd_grade_scores_key').on(t.assessmentId, t.studentId),
    index('sd_grade_scores_student_idx').on(t.studentId),
  ],
);

/** The teacher's own wording of a student's capaian kompetensi (else generated from the TPs). */
export const gradeDescriptions = pgTable(
  'sd_grade_descriptions',
  {
    id: integer('sd_grade_description_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    teachingAssignmentId: integer('sd_teaching_assignment_id')
      .notNull()
      .references(() => teachingAssignments.id, { onDelete: 'cascade' }),
    semester: text('semester').notNull(),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    /** pengetahuan | keterampilan (K13 describes both). */
    aspect: text('aspect').notNull().default('pengetahuan'),
    description: text('description').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sd_grade_descriptions_school_idx').on(t.schoolId),
    uniqueIndex('sd_grade_descriptions_key').on(t.teachingAssignmentId, t.semester, t.studentId, t.aspect),
  ],
);

/** The homeroom teacher's part of one student's rapor: absences, extracurriculars, kokurikuler, note, promotion. */
export const raporEntries = pgTable(
  'sd_rapor_entries',
  {
    id: integer('sd_rapor_entry_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    semester: text('semester').notNull(),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    sick: integer('sick').notNull().default(0),
    permit: integer('permit').notNull().default(0),
    absent: integer('absent').notNull().default(0),
    kokurikuler: text('kokurikuler'),
    extracurriculars: jsonb('extracurriculars').$type<{ name: string; grade: string; note: string }[]>().notNull().default([]),
    /** Prestasi: { kind, description }. */
    achievements: jsonb('achievements').$type<{ kind: string; description: string }[]>().notNull().default([]),
    /** K13 sikap spiritual and sosial: predikat (SB/B/C/K) and description. */
    attitude: jsonb('attitude').$type<RaporAttitude>(),
    /** SMK praktik kerja lapangan: partner (DU/DI), place, months, note. */
    pkl: jsonb('pkl').$type<{ partner: string; location: string; months: number; note: string }[]>().notNull().default([]),
    /**
     * Where S/I/A come from: 'entered' = the homeroom teacher's figures always; null = the attendance recap where
     * the student has attendance records, else the entered figures. absenceFrozenAt: the release copied the
     * figures in effect into sick/permit/absent (they no longer move with attendance).
     */
    absenceFrom: text('absence_from'),
    absenceFrozenAt: at('absence_frozen_at'),
    homeroomNote: text('homeroom_note'),
    /** naik | tinggal | lulus | tidak_lulus, or null before the decision. */
    promotion: text('promotion'),
    revision: integer('revision').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_rapor_entries_school_idx').on(t.schoolId), uniqueIndex('sd_rapor_entries_key').on(t.academicYearId, t.semester, t.studentId)],
);

/** A semester's rapor released on a date: students and parents see it, grades are locked until unlocked. */
export const raporReleases = pgTable(
  'sd_rapor_releases',
  {
    id: integer('sd_rapor_release_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    semester: text('semester').notNull(),
    releaseDate: text('release_date').notNull(),
    locked: boolean('locked').notNull().default(true),
    releasedBy: integer('released_by').references(() => users.id),
    releasedAt: at('released_at').notNull().defaultNow(),
  },
  (t) => [index('sd_rapor_releases_school_idx').on(t.schoolId), uniqueIndex('sd_rapor_releases_key').on(t.schoolId, t.academicYearId, t.semester)],
);

/** Ujian sekolah (US) score of a final-grade student per subject (/rekap_un_us), typed or taken from an exam. */
export const finalExamScores = pgTable(
  'sd_final_exam_scores',
  {
    id: integer('sd_final_exam_score_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    courseId: integer('sd_course_id').notNull(),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id),
    score: real('score'),
    /** The exam schedule the score came from (null: typed). */
    examScheduleId: integer('sd_exam_schedule_id'),
    revision: integer('revision').notNull().default(1),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_final_exam_scores_school_idx').on(t.schoolId), uniqueIndex('sd_final_exam_scores_key').on(t.academicYearId, t.courseId, t.studentId)],
);

/**
 * Supervision of teaching (/evaluation_teach): the principal's (or office's) observation of a teacher's lesson:
 * the date, the teaching class observed, a score 1–4 per aspect of the school's instrument, the overall score,
 * findings and follow-up. The teacher reads their own.
 */
export const teachingEvaluations = pgTable(
  'sd_teaching_evaluations',
  {
    id: integer('sd_teaching_evaluation_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    teacherId: integer('sd_teacher_id')
      .notNull()
      .references(() => users.id),
    teachingAssignmentId: integer('sd_teaching_assignment_id').references(() => teachingAssignments.id),
    observedOn: text('observed_on').notNull(),
    /** aspect key → 1..4 */
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    findings: text('findings').notNull().default(''),
    followUp: text('follow_up').notNull().default(''),
    observerId: integer('observer_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sd_teaching_evaluations_school_idx').on(t.schoolId, t.academicYearId), index('sd_teaching_evaluations_teacher_idx').on(t.teacherId)],
);

/**
 * A request to move a student to another rombel of the same year (/class_requests): asked by the homeroom
 * teacher or the office with a reason, decided by the office; approving moves the student's class map.
 */
export const classRequests = pgTable(
  'sd_class_requests',
  {
    id: integer('sd_class_request_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: yearId(),
    studentId: integer('sd_student_id')
      .notNull()
      .references(() => users.id),
    fromSectionId: integer('from_section_id')
      .notNull()
      .references(() => sections.id),
    toSectionId: integer('to_section_id')
      .notNull()
      .references(() => sections.id),
    reason: text('reason').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    note: text('note').notNull().default(''),
    requestedBy: integer('requested_by').references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: at('decided_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sd_class_requests_school_idx').on(t.schoolId, t.academicYearId, t.status)],
);
