import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { foundations, schools } from './schools.ts';

/** User types (1 superadmin ... 13 foundation); ids are numeric strings. Seeded from src/shared/user-types.ts. */
export const userTypes = pgTable('sd_user_types', {
  id: text('sd_user_type_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** Accounts. Every user belongs to a home school; a foundation user also names its foundation. */
export const users = pgTable(
  'sd_users',
  {
    id: integer('sd_user_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    userTypeId: text('sd_user_type_id')
      .notNull()
      .references(() => userTypes.id),
    foundationId: integer('sd_foundation_id').references(() => foundations.id),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    pathProfile: text('path_profile'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Sign-in is by email across the platform, compared without case.
    uniqueIndex('sd_users_email_key').on(sql`lower(${t.email})`),
    index('sd_users_school_type_idx').on(t.schoolId, t.userTypeId),
    // The people lists (students, teachers...) page through a school's accounts of one type by name.
    index('sd_users_school_type_name_idx').on(t.schoolId, t.userTypeId, t.fullName, t.id),
    // Their search box finds a name by the start of any of its words (full-text, no extension needed).
    index('sd_users_name_search_idx').using('gin', sql`to_tsvector('simple', ${t.fullName})`),
  ],
);

/**
 * Access tokens: only the SHA-256 of the opaque token is stored. The session's current school and academic
 * year live here, so the server never trusts a school id sent in a request body.
 */
export const accessTokens = pgTable(
  'sd_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    academicYearId: integer('sd_academic_year_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sd_access_tokens_user_idx').on(t.userId), index('sd_access_tokens_school_idx').on(t.schoolId)],
);
