import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { jobs } from './jobs.ts';

/**
 * Every message the platform sends, whatever the provider (docs/decisions/0010-messaging.md). With the default
 * outbox provider this table is the only place a message goes; the super-admin reads it at /wa_check_message.
 */
export const messages = pgTable(
  'sd_messages',
  {
    id: integer('sd_message_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id').references(() => schools.id),
    channel: text('channel').notNull(),
    /** The provider that handled it (outbox, fonnte, wablas, whatsapp_cloud, smtp); null while queued. */
    provider: text('provider'),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** queued -> sent | outbox (kept, not sent out) | failed */
    status: text('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    jobId: integer('sd_job_id').references(() => jobs.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sd_messages_school_idx').on(t.schoolId, t.createdAt), index('sd_messages_created_idx').on(t.createdAt)],
);

/** A school's provider per channel. The credentials are one AES-256-GCM sealed JSON text (messaging/secret-box.ts). */
export const messagingSettings = pgTable(
  'sd_messaging_settings',
  {
    id: integer('sd_messaging_setting_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    channel: text('channel').notNull(),
    provider: text('provider').notNull(),
    sealedConfig: text('sealed_config').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_messaging_settings_school_channel_idx').on(t.schoolId, t.channel)],
);
