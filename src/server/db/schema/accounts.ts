import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schools } from './schools.ts';
import { users } from './users.ts';
import { sections } from './master.ts';

/**
 * Password resets and invitations (issue 20, item 5): a single-use secret that lets one account set its password.
 * Only a hash of the secret is kept: the SHA-256 of an email link's token, or an HMAC of a WhatsApp OTP (six
 * digits are too few to keep as a plain hash). `purpose` is "reset" (the person asked: 30 minutes) or "invite"
 * (an approved account request or an admin's link: 3 days). A newer secret for the same account ends the older.
 */
export const passwordResets = pgTable(
  'sd_password_resets',
  {
    id: integer('sd_password_reset_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'reset' | 'invite'>().notNull(),
    channel: text('channel').$type<'email' | 'whatsapp'>().notNull(),
    /** "link" (a token in an address) or "otp" (six digits typed with the number). */
    kind: text('kind').$type<'link' | 'otp'>().notNull(),
    secretHash: text('secret_hash').notNull(),
    /** Wrong OTPs typed against this row; at 5 it is spent. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sd_password_resets_secret_key').on(t.secretHash),
    index('sd_password_resets_user_idx').on(t.userId, t.createdAt),
    index('sd_password_resets_school_idx').on(t.schoolId),
  ],
);

/** Someone from the public asks the school for an account; an admin approves (the account is made) or rejects. */
export const accountRequests = pgTable(
  'sd_account_requests',
  {
    id: integer('sd_account_request_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    /** '3' guru, '5' siswa, '6' orang tua/wali. */
    userTypeId: text('sd_user_type_id').$type<'3' | '5' | '6'>().notNull(),
    fullName: text('full_name').notNull(),
    gender: text('gender').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The student's own NISN, or (a parent) the child's. */
    nisn: text('nisn'),
    note: text('note'),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdUserId: integer('created_user_id').references(() => users.id, { onDelete: 'set null' }),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_account_requests_school_idx').on(t.schoolId, t.status, t.createdAt), index('sd_account_requests_ip_idx').on(t.ipHash, t.createdAt)],
);

/** A code the school hands out (a rombel's students on the first day, a parents' meeting) to register oneself. */
export const registrationCodes = pgTable(
  'sd_registration_codes',
  {
    id: integer('sd_registration_code_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    code: text('code').notNull(),
    userTypeId: text('sd_user_type_id').$type<'3' | '5' | '6'>().notNull(),
    /** Students registering with this code are placed in this rombel (of its academic year). */
    sectionId: integer('sd_section_id').references(() => sections.id, { onDelete: 'set null' }),
    label: text('label'),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_registration_codes_code_key').on(sql`upper(${t.code})`), index('sd_registration_codes_school_idx').on(t.schoolId)],
);
