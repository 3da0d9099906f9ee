/**
 * Bimbingan konseling (issue 16, docs/decisions/0023-school-life.md): cases with their confidential entries, which
 * only the BK teachers and the principal read; conduct points (poin pelanggaran) with the thresholds already told.
 */
import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A case about one student. It starts as a student's request or a teacher's referral (status requested), or is
 * opened by a BK teacher; it is open while sessions go on, then closed with a summary (or a request declined).
 * request_note is what the student or the referring teacher wrote: they may see it with the status, never the entries.
 */
export const counselingCases = pgTable(
  'sd_counseling_cases',
  {
    id: integer('sd_counseling_case_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id').notNull(),
    studentId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    status: text('status').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    requestNote: text('request_note'),
    preferredTime: text('preferred_time'),
    requestedBy: integer('requested_by').references(() => users.id),
    counselorId: integer('counselor_id').references(() => users.id),
    summary: text('summary'),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('sd_counseling_cases_school_idx').on(t.schoolId, t.status),
    index('sd_counseling_cases_student_idx').on(t.studentId),
    index('sd_counseling_cases_requester_idx').on(t.requestedBy),
  ],
);

/** A session, note, follow-up or parent contact of a case: confidential text, read only by BK and the principal. */
export const counselingEntries = pgTable(
  'sd_counseling_entries',
  {
    id: integer('sd_counseling_entry_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    caseId: integer('sd_counseling_case_id')
      .notNull()
      .references(() => counselingCases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    happenedOn: date('happened_on', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    /** A follow-up's due date; done when it has been carried out. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_counseling_entries_case_idx').on(t.caseId, t.happenedOn), index('sd_counseling_entries_school_idx').on(t.schoolId)],
);

/** A violation (pelanggaran) with its points, recorded by any teacher; not confidential. */
export const conductPoints = pgTable(
  'sd_conduct_points',
  {
    id: integer('sd_conduct_point_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id').notNull(),
    studentId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    rule: text('rule').notNull(),
    points: integer('points').notNull(),
    note: text('note'),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_conduct_points_student_idx').on(t.studentId, t.academicYearId), index('sd_conduct_points_school_idx').on(t.schoolId, t.academicYearId)],
);

/** A threshold a student's points have crossed in a year, told once to the homeroom teacher and the parent. */
export const conductNotices = pgTable(
  'sd_conduct_notices',
  {
    studentId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    academicYearId: integer('sd_academic_year_id').notNull(),
    threshold: integer('threshold').notNull(),
    schoolId: schoolId(),
    total: integer('total').notNull(),
    notifiedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.academicYearId, t.threshold] }), index('sd_conduct_notices_school_idx').on(t.schoolId)],
);
