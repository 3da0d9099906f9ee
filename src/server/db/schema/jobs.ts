import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Background jobs (docs/decisions/0009-jobs.md): one row per piece of long work, claimed by a worker for a lease.
 * A worker that dies leaves its lease to expire; the next worker takes the job up again. sd_school_id is null for
 * platform work no school owns.
 */
export const jobs = pgTable(
  'sd_jobs',
  {
    id: integer('sd_job_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id').references(() => schools.id),
    /** Who asked for it: the one user (besides the school's admins) who may follow it. */
    userId: integer('sd_user_id').references(() => users.id),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued -> running -> done | failed; a failed attempt with tries left goes back to queued. */
    status: text('status').notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    result: jsonb('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('sd_jobs_due_idx').on(t.status, t.runAt), index('sd_jobs_school_idx').on(t.schoolId)],
);
