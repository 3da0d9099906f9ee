import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';
import { messages } from './messaging.ts';

/**
 * Information, polls, broadcasts and website content (issue 20, docs/decisions/0022-content.md). Every row
 * carries the school; an audience is one of CONTENT_AUDIENCES (src/shared/content/audiences.ts).
 */
const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Pengumuman (information) for an audience; with channels beyond the app it is a broadcast. */
export const announcements = pgTable(
  'sd_announcements',
  {
    id: integer('sd_announcement_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    title: text('title').notNull(),
    /** Plain text; shown as text, never as HTML. */
    body: text('body').notNull(),
    audience: text('audience').notNull(),
    /** app, or app plus whatsapp / email (a broadcast). */
    channel: text('channel').notNull().default('app'),
    /** scheduled -> sending -> sent; an app-only announcement is sent at once. */
    status: text('status').notNull().default('sent'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    jobId: integer('sd_job_id'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_announcements_school_idx').on(t.schoolId, t.sendAt)],
);

/** Each recipient of an announcement: read tracking (the bell) and, for a broadcast, the message sent. */
export const announcementRecipients = pgTable(
  'sd_announcement_recipients',
  {
    announcementId: integer('sd_announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    /** The phone or email the broadcast went to; null when the person has none (app only). */
    address: text('address'),
    messageId: integer('sd_message_id').references(() => messages.id),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index('sd_announcement_recipients_user_idx').on(t.userId, t.readAt)],
);

export const polls = pgTable(
  'sd_polls',
  {
    id: integer('sd_poll_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    question: text('question').notNull(),
    description: text('description'),
    audience: text('audience').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_polls_school_idx').on(t.schoolId)],
);

export const pollOptions = pgTable(
  'sd_poll_options',
  {
    id: integer('sd_poll_option_id').primaryKey().generatedAlwaysAsIdentity(),
    pollId: integer('sd_poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('sd_poll_options_poll_idx').on(t.pollId)],
);

/** One vote per user per poll, enforced by the key. */
export const pollVotes = pgTable(
  'sd_poll_votes',
  {
    pollId: integer('sd_poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: integer('sd_poll_option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    votedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] }), index('sd_poll_votes_option_idx').on(t.optionId)],
);

/** Website posts (berita) edited in the portal and shown on the school's public site. */
export const posts = pgTable(
  'sd_posts',
  {
    id: integer('sd_post_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    kind: text('kind').notNull().default('news'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Sanitised HTML (sanitize-html, a short allow-list). */
    body: text('body').notNull(),
    /** draft -> published */
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sd_posts_school_idx').on(t.schoolId, t.kind, t.status, t.publishedAt),
    uniqueIndex('sd_posts_school_title_key').on(t.schoolId, t.kind, t.title),
  ],
);

/** Live chat (/livechatting): one conversation between a member of staff and a parent or a student. */
export const chatConversations = pgTable(
  'sd_chat_conversations',
  {
    id: integer('sd_chat_conversation_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: integer('other_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staffLastRead: integer('staff_last_read').notNull().default(0),
    otherLastRead: integer('other_last_read').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sd_chat_conversations_pair_key').on(t.schoolId, t.staffUserId, t.otherUserId),
    index('sd_chat_conversations_other_idx').on(t.otherUserId),
  ],
);

export const chatMessages = pgTable(
  'sd_chat_messages',
  {
    id: integer('sd_chat_message_id').primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('sd_chat_conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    senderId: integer('sender_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** May be empty when the message is only an attachment. */
    body: text('body').notNull(),
    /** A chat_attachment file of the same school, uploaded by the sender; readable by the two members only. */
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_chat_messages_conversation_idx').on(t.conversationId, t.id), index('sd_chat_messages_attachment_idx').on(t.attachmentFileId)],
);

/** A school's switches for this area: whether students may chat (parents always may). */
export const contentSettings = pgTable('sd_content_settings', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  studentChat: boolean('student_chat').notNull().default(true),
});
