/**
 * Computer-based exams (issue 7): the Bank Soal, schedules, attempts (the spec's exam_enroll_user), answers
 * and proctoring events. Every table carries sd_school_id, indexed. Question content (prompt, parts, key,
 * weight, scoring rule) is one jsonb value validated by src/shared/exams/item-schema.ts.
 */
import { sql } from 'drizzle-orm';
import type { AttemptStatus, ScheduleKind } from '../../../shared/exams/access.ts';
import type { ItemType } from '../../../shared/exams/item-types.ts';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';
import { courses, sections } from './master.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const at = (name: string) => timestamp(name, { withTimezone: true });
const stamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
};

/** A shared stimulus (reading text, table, picture) that several questions stand under, as AKM presents them. */
export const examStimuli = pgTable(
  'sd_exam_stimuli',
  {
    id: integer('sd_exam_stimulus_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    courseId: integer('sd_course_id').references(() => courses.id),
    grade: integer('grade'),
    title: text('title').notNull(),
    html: text('html').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: at('deleted_at'),
    ...stamps,
  },
  (t) => [index('sd_exam_stimuli_school_idx').on(t.schoolId, t.courseId, t.grade)],
);

/** Bank Soal: one question. Deleting hides it from the bank; papers and answers that use it keep it. */
export const examQuestions = pgTable(
  'sd_exam_questions',
  {
    id: integer('sd_exam_question_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    courseId: integer('sd_course_id').references(() => courses.id),
    grade: integer('grade'),
    stimulusId: integer('sd_exam_stimulus_id').references(() => examStimuli.id),
    /** Order under its stimulus. */
    position: integer('position').notNull().default(0),
    type: text('type').$type<ItemType>().notNull(),
    content: jsonb('content').notNull(),
    /** The prompt as plain text, for the list and search. */
    summary: text('summary').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: at('deleted_at'),
    ...stamps,
  },
  (t) => [index('sd_exam_questions_school_idx').on(t.schoolId, t.courseId, t.grade, t.type), index('sd_exam_questions_stimulus_idx').on(t.stimulusId)],
);

/** An exam on the calendar: its window, duration, paper settings, token and lockdown rules. */
export const examSchedules = pgTable(
  'sd_exam_schedules',
  {
    id: integer('sd_exam_schedule_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    /** school (ulangan, PTS, PAS), akm, tka (tryout), remedial */
    kind: text('kind').$type<ScheduleKind>().notNull(),
    title: text('title').notNull(),
    courseId: integer('sd_course_id').references(() => courses.id),
    grade: integer('grade'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Token ujian; null when the exam starts without one. */
    token: text('token'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(true),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    /** never | after_finish | after_window */
    resultVisibility: text('result_visibility').notNull().default('after_window'),
    session: text('session'),
    room: text('room'),
    /** Safe Exam Browser: hex SHA-256 Config Keys and Browser Exam Keys accepted; required when the flag is set. */
    sebRequired: boolean('seb_required').notNull().default(false),
    sebConfigKeys: text('seb_config_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sebBrowserExamKeys: text('seb_browser_exam_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    recordLeave: boolean('record_leave').notNull().default(true),
    /** The remedial exam's original schedule. */
    parentId: integer('parent_schedule_id'),
    /** How the paper was chosen: { mode: 'fixed' } or { mode: 'draw', rules: [{ type, count }] }. */
    selection: jsonb('selection').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    deletedAt: at('deleted_at'),
    ...stamps,
  },
  (t) => [index('sd_exam_schedules_school_idx').on(t.schoolId, t.academicYearId, t.startsAt), index('sd_exam_schedules_course_idx').on(t.courseId)],
);

/** The paper: which questions, in which order. */
export const examScheduleQuestions = pgTable(
  'sd_exam_schedule_questions',
  {
    schoolId: schoolId(),
    scheduleId: integer('sd_exam_schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    questionId: integer('sd_exam_question_id')
      .notNull()
      .references(() => examQuestions.id),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.questionId] }),
    index('sd_exam_schedule_questions_school_idx').on(t.schoolId),
    index('sd_exam_schedule_questions_question_idx').on(t.questionId),
  ],
);

/** Participants by class: the rombel (sections) that sit the exam. */
export const examScheduleSections = pgTable(
  'sd_exam_schedule_sections',
  {
    schoolId: schoolId(),
    scheduleId: integer('sd_exam_schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    sectionId: integer('sd_section_id')
      .notNull()
      .references(() => sections.id),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.sectionId] }),
    index('sd_exam_schedule_sections_school_idx').on(t.schoolId),
    index('sd_exam_schedule_sections_section_idx').on(t.sectionId),
  ],
);

/**
 * One student on one schedule (exam_enroll_user in the spec): created for every participant when the schedule
 * is saved, started when the student presses "Mulai". Its layout (page order, option order) is drawn once and
 * kept, so a reload or another device shows the same paper.
 */
export const examAttempts = pgTable(
  'sd_exam_attempts',
  {
    id: integer('sd_exam_attempt_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    scheduleId: integer('sd_exam_schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id),
    /** not_started | working | finished */
    status: text('status').$type<AttemptStatus>().notNull().default('not_started'),
    blocked: boolean('blocked').notNull().default(false),
    blockReason: text('block_reason'),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    layout: jsonb('layout'),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    /** submitted | time_up | forced | abandoned */
    finishReason: text('finish_reason'),
    lastSeenAt: at('last_seen_at'),
    leaveCount: integer('leave_count').notNull().default(0),
    score: real('score'),
    maxScore: real('max_score'),
    grade: real('grade'),
    pendingEssays: integer('pending_essays').notNull().default(0),
    /** The student's seat: a room allocation of this schedule (exam-rooms.ts); null when rooms are not used. */
    roomAllocationId: integer('sd_exam_room_allocation_id'),
    ...stamps,
  },
  (t) => [
    uniqueIndex('sd_exam_attempts_key').on(t.scheduleId, t.userId),
    index('sd_exam_attempts_school_idx').on(t.schoolId),
    index('sd_exam_attempts_user_idx').on(t.userId),
    index('sd_exam_attempts_working_idx').on(t.status, t.startedAt),
    index('sd_exam_attempts_room_idx').on(t.roomAllocationId),
  ],
);

/**
 * The latest answer of an attempt to a question. revision grows with every change the student makes; a save
 * carrying an older revision never overwrites a newer one, and a save replayed with the same idempotency key
 * gets the same acknowledgement.
 */
export const examAnswers = pgTable(
  'sd_exam_answers',
  {
    schoolId: schoolId(),
    attemptId: integer('sd_exam_attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('sd_exam_question_id')
      .notNull()
      .references(() => examQuestions.id),
    value: jsonb('value'),
    answered: boolean('answered').notNull().default(false),
    flagged: boolean('flagged').notNull().default(false),
    revision: integer('revision').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    score: real('score'),
    scoredBy: integer('scored_by').references(() => users.id),
    savedAt: at('saved_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] }), index('sd_exam_answers_school_idx').on(t.schoolId)],
);

/** What happened to an attempt, for the proctor and the record: leave/return, block, reset, extend, finish. */
export const examEvents = pgTable(
  'sd_exam_events',
  {
    id: bigint('sd_exam_event_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    scheduleId: integer('sd_exam_schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    attemptId: integer('sd_exam_attempt_id'),
    userId: integer('sd_user_id'),
    kind: text('kind').notNull(),
    detail: jsonb('detail'),
    byUserId: integer('by_user_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sd_exam_events_school_idx').on(t.schoolId), index('sd_exam_events_schedule_idx').on(t.scheduleId, t.id)],
);

/** The secret that signs /webpageujian links, generated once per school on first use and kept. */
export const examLinkSecrets = pgTable('sd_exam_link_secrets', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
