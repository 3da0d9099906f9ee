/**
 * School-wide exam rules (issue 7): defaults for new schedules, the switch that hides every result from
 * students, which ways in an exam accepts (the portal, the apps' signed links, Safe Exam Browser), the
 * lockdown apps the school whitelists, and exam files the platform's super admin hands out.
 */
import { boolean, customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ResultVisibility } from '../../../shared/exams/access.ts';
import type { AppPlatform } from '../../../shared/exams/platform/app-platforms.ts';
import type { ExamWay } from '../../../shared/exams/platform/settings-schema.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** One row per school; a school without a row uses the defaults below. Column names are resource field names. */
export const examSchoolSettings = pgTable('sd_exam_school_settings', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  defaultDurationMinutes: integer('default_duration_minutes').notNull().default(90),
  defaultShuffleQuestions: boolean('default_shuffle_questions').notNull().default(true),
  defaultShuffleOptions: boolean('default_shuffle_options').notNull().default(true),
  defaultResultVisibility: text('default_result_visibility').$type<ResultVisibility>().notNull().default('after_window'),
  defaultTokenRequired: boolean('default_token_required').notNull().default(true),
  defaultRecordLeave: boolean('default_record_leave').notNull().default(true),
  /** "Tampilkan hasil ujian": off hides every result from students, whatever a schedule says. */
  resultsShown: boolean('results_shown').notNull().default(true),
  /** Ways in: portal (a student's session), app (signed /webpageujian links), seb (Safe Exam Browser headers). */
  allowedPlatforms: text('allowed_platforms')
    .array()
    .$type<ExamWay[]>()
    .notNull()
    .default(sql`'{portal,app,seb}'::text[]`),
  ...stamps,
});

/** A lockdown app the school accepts (Safe Exam Browser on the lab PCs, an exam browser on tablets) by its keys. */
export const examAllowedApps = pgTable(
  'sd_exam_allowed_apps',
  {
    id: integer('sd_exam_allowed_app_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    platform: text('platform').$type<AppPlatform>().notNull(),
    configKey: text('config_key'),
    browserExamKey: text('browser_exam_key'),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    ...stamps,
  },
  (t) => [index('sd_exam_allowed_apps_school_idx').on(t.schoolId)],
);

/**
 * A file the platform's super admin publishes for exams (a .seb configuration, a proctor's guide, an answer
 * sheet template): for every school (no school id) or for one. Kept in the database, so a backup holds it.
 */
export const examFiles = pgTable(
  'sd_exam_files',
  {
    id: integer('sd_exam_file_id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null: published to every school. */
    schoolId: integer('sd_school_id').references(() => schools.id),
    title: text('title').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    ...stamps,
  },
  (t) => [index('sd_exam_files_school_idx').on(t.schoolId)],
);
