/**
 * What an exam leaves behind beyond the live attempt (issue 7): earlier attempts kept when a proctor resets
 * one or a student retries a practice (latihan), and the final results of a schedule after remedial
 * ("olah nilai"), which report cards read.
 */
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';
import { examAttempts, examSchedules } from './exams.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A finished or reset attempt as it was: times, score and every answer (a jsonb copy of its sd_exam_answers
 * rows), written in the same transaction that resets the attempt, so nothing a student did is ever lost.
 */
export const examAttemptHistory = pgTable(
  'sd_exam_attempt_history',
  {
    id: integer('sd_exam_attempt_history_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    scheduleId: integer('sd_exam_schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    attemptId: integer('sd_exam_attempt_id')
      .notNull()
      .references(() => examAttempts.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id),
    /** 1 for the first attempt, growing with each reset or retry. */
    attemptNo: integer('attempt_no').notNull(),
    /** reset (by a proctor) | retry (a practice the student took again) */
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    finishReason: text('finish_reason'),
    score: real('score'),
    maxScore: real('max_score'),
    grade: real('grade'),
    answers: jsonb('answers').notNull(),
    byUserId: integer('by_user_id').references(() => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sd_exam_attempt_history_school_idx').on(t.schoolId),
    index('sd_exam_attempt_history_attempt_idx').on(t.attemptId),
    index('sd_exam_attempt_history_schedule_idx').on(t.scheduleId),
    index('sd_exam_attempt_history_user_idx').on(t.userId),
  ],
);

/**
 * The processed result of one student for one schedule: the exam's grade, the best remedial grade (capped at
 * the KKM, as schools count remedial), the final grade and whether it meets the KKM.
 */
export const examFinalResults = pgTable(
  'sd_exam_final_results',
  {
    id: integer('sd_exam_final_result_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    scheduleId: integer('sd_exam_schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id),
    attemptId: integer('sd_exam_attempt_id').references(() => examAttempts.id, { onDelete: 'set null' }),
    remedialAttemptId: integer('remedial_attempt_id').references(() => examAttempts.id, { onDelete: 'set null' }),
    originalGrade: real('original_grade'),
    remedialGrade: real('remedial_grade'),
    finalGrade: real('final_grade'),
    kkm: integer('kkm').notNull(),
    passed: boolean('passed').notNull(),
    processedAt: at('processed_at').notNull().defaultNow(),
    processedBy: integer('processed_by').references(() => users.id),
  },
  (t) => [
    index('sd_exam_final_results_school_idx').on(t.schoolId),
    uniqueIndex('sd_exam_final_results_key').on(t.scheduleId, t.userId),
    index('sd_exam_final_results_user_idx').on(t.userId),
  ],
);
