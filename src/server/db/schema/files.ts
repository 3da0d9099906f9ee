/**
 * Uploaded files (issue 12, item 5). The bytes live under DATA_DIR/files/<schoolId>/<id>; this table says whose
 * they are and what they are. The id is a random UUID, not a counter: a question picture's address is shown
 * to students on the exam screen, where an <img> cannot carry the bearer token, so the address itself must not
 * be guessable (docs/decisions/0011-files.md).
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

export const files = pgTable(
  'sd_files',
  {
    id: uuid('sd_file_id').primaryKey(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    /** question_image, profile_photo, document: decides the size limit, the accepted types and who may read it. */
    kind: text('kind').notNull(),
    /** The type found in the file's first bytes, never the one the browser sent. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_files_school_idx').on(t.schoolId, t.kind), index('sd_files_sha_idx').on(t.schoolId, t.sha256)],
);
