import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Foundations (yayasan) run one or more schools. Platform-level, not owned by a school. */
export const foundations = pgTable('sd_foundations', {
  id: integer('sd_foundation_id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** School stages (jenjang): SD, SMP, SMA, SMK... sd_school_stage_id in the spec. */
export const schoolStages = pgTable('sd_school_stages', {
  id: integer('sd_school_stage_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const schools = pgTable(
  'sd_schools',
  {
    id: integer('sd_school_id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull(),
    name: text('school_name').notNull(),
    code: text('school_code').notNull(),
    npsn: text('npsn').notNull(),
    stageId: integer('sd_school_stage_id')
      .notNull()
      .references(() => schoolStages.id),
    foundationId: integer('sd_foundation_id').references(() => foundations.id),
    pathImage: text('path_image_school'),
    address: text('address'),
    city: text('city'),
    province: text('province'),
    email: text('email'),
    phone: text('phone'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sd_schools_slug_key').on(t.slug),
    uniqueIndex('sd_schools_npsn_key').on(t.npsn),
    uniqueIndex('sd_schools_code_key').on(t.code),
    index('sd_schools_foundation_idx').on(t.foundationId),
  ],
);

/** Curricula (Kurikulum 2013, Kurikulum Merdeka): platform-level reference data. */
export const curricula = pgTable('sd_curricula', {
  id: integer('sd_curriculum_id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/** Academic years belong to a school; exactly one is current per school (partial unique index). */
export const academicYears = pgTable(
  'sd_academic_years',
  {
    id: integer('sd_academic_year_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    description: text('description').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    curriculumId: integer('sd_curriculum_id').references(() => curricula.id),
  },
  (t) => [
    index('sd_academic_years_school_idx').on(t.schoolId),
    uniqueIndex('sd_academic_years_school_desc_key').on(t.schoolId, t.description),
    uniqueIndex('sd_academic_years_current_key')
      .on(t.schoolId)
      .where(sql`${t.isCurrent}`),
  ],
);
