import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed which record when, with the record before and after (passwords never included). Written in
 * the same transaction as the change. No foreign key to the school, the record or the user: the trail outlives both.
 */
export const auditLog = pgTable(
  'sd_audit_log',
  {
    id: bigint('sd_audit_log_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id'),
    userId: integer('sd_user_id').notNull(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_audit_log_school_idx').on(t.schoolId, t.createdAt), index('sd_audit_log_record_idx').on(t.resource, t.recordId)],
);
