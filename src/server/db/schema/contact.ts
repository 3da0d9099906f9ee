import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';

/** Messages from the public contact form; sd_school_id is null when addressed to the platform team. */
export const contactMessages = pgTable(
  'sd_contact_messages',
  {
    id: integer('sd_contact_message_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id').references(() => schools.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    /** HMAC of the sender's address: enough to rate-limit, not to identify. */
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [index('sd_contact_messages_school_idx').on(t.schoolId), index('sd_contact_messages_ip_idx').on(t.ipHash, t.createdAt)],
);
