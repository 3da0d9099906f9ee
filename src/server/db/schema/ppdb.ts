import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Admissions (PPDB/SPMB, issue 19, docs/decisions/0021-staff-ppdb.md). A school's settings per intake year
 * hold its periods (gelombang), each period its pathways (jalur) with quotas; the registrations of the public
 * form point at a period. tenants/<slug>/school.json seeds the first settings; the database is the truth after.
 */
export const ppdbSettings = pgTable(
  'sd_ppdb_settings',
  {
    id: integer('sd_ppdb_setting_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    /** The intake's academic year, e.g. "2027/2028". */
    academicYear: text('academic_year').notNull(),
    name: text('name').notNull(),
    /** Programmes (jurusan) an applicant may choose (SMA/SMK); empty for the others. */
    majors: jsonb('majors').$type<string[]>().notNull().default([]),
    description: text('description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_ppdb_settings_year_key').on(t.schoolId, t.academicYear)],
);

export const ppdbPeriods = pgTable(
  'sd_ppdb_periods',
  {
    id: integer('sd_ppdb_period_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    settingId: integer('sd_ppdb_setting_id')
      .notNull()
      .references(() => ppdbSettings.id, { onDelete: 'cascade' }),
    /** Stable key the public form sends ("2027-gel-1"), from the tenant file or made from the name. */
    periodKey: text('ppdb_period_key').notNull(),
    name: text('name').notNull(),
    opens: date('opens').notNull(),
    closes: date('closes').notNull(),
    /** Registration fee in rupiah; 0 is free. */
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    /** When the results were published; before it the public check page says "dalam proses seleksi". */
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_ppdb_periods_key').on(t.schoolId, t.periodKey), index('sd_ppdb_periods_setting_idx').on(t.schoolId, t.settingId)],
);

/** A period's pathways (jalur) and their quotas (daya tampung). */
export const ppdbPathways = pgTable(
  'sd_ppdb_pathways',
  {
    id: integer('sd_ppdb_pathway_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    periodId: integer('sd_ppdb_period_id')
      .notNull()
      .references(() => ppdbPeriods.id, { onDelete: 'cascade' }),
    pathway: text('pathway').notNull(),
    quota: integer('quota').notNull(),
  },
  (t) => [uniqueIndex('sd_ppdb_pathways_key').on(t.periodId, t.pathway), index('sd_ppdb_pathways_school_idx').on(t.schoolId, t.periodId)],
);

/** The schedule of an intake: registration, document check, selection, announcement, re-registration. */
export const ppdbActivities = pgTable(
  'sd_ppdb_activities',
  {
    id: integer('sd_ppdb_activity_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    settingId: integer('sd_ppdb_setting_id')
      .notNull()
      .references(() => ppdbSettings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    starts: date('starts').notNull(),
    ends: date('ends').notNull(),
    description: text('description'),
  },
  (t) => [index('sd_ppdb_activities_setting_idx').on(t.schoolId, t.settingId)],
);

/** Documents an applicant brings (all pathways, or one). */
export const ppdbRequirements = pgTable(
  'sd_ppdb_requirements',
  {
    id: integer('sd_ppdb_requirement_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    settingId: integer('sd_ppdb_setting_id')
      .notNull()
      .references(() => ppdbSettings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** null: every pathway. */
    pathway: text('pathway'),
    required: boolean('required').notNull().default(true),
  },
  (t) => [index('sd_ppdb_requirements_setting_idx').on(t.schoolId, t.settingId)],
);

/** What an accepted applicant pays at re-registration (uang pangkal, seragam ...), whole rupiah. */
export const ppdbCosts = pgTable(
  'sd_ppdb_costs',
  {
    id: integer('sd_ppdb_cost_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    settingId: integer('sd_ppdb_setting_id')
      .notNull()
      .references(() => ppdbSettings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('sd_ppdb_costs_setting_idx').on(t.schoolId, t.settingId)],
);

/** Reductions of those costs (potongan): a percentage or an amount, for one pathway or all. */
export const ppdbReductions = pgTable(
  'sd_ppdb_reductions',
  {
    id: integer('sd_ppdb_reduction_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    settingId: integer('sd_ppdb_setting_id')
      .notNull()
      .references(() => ppdbSettings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pathway: text('pathway'),
    percent: integer('percent'),
    amount: bigint('amount', { mode: 'number' }),
    description: text('description'),
  },
  (t) => [index('sd_ppdb_reductions_setting_idx').on(t.schoolId, t.settingId)],
);

/**
 * Public PPDB registrations (POST /api/ppdb/registrations), then the school's administration of each:
 * submitted -> verified | rejected (documents) -> accepted | not_accepted (selection) -> re-registered.
 */
export const ppdbRegistrations = pgTable(
  'sd_ppdb_registrations',
  {
    id: integer('sd_ppdb_registration_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    registrationNumber: text('registration_number').notNull(),
    periodKey: text('ppdb_period_key').notNull(),
    periodId: integer('sd_ppdb_period_id').references(() => ppdbPeriods.id),
    academicYear: text('academic_year').notNull(),
    pathway: text('pathway').notNull(),
    major: text('major'),
    fullName: text('full_name').notNull(),
    nik: text('nik').notNull(),
    nisn: text('nisn'),
    gender: text('gender').notNull(),
    birthPlace: text('birth_place').notNull(),
    birthDate: date('birth_date').notNull(),
    religion: text('religion').notNull(),
    address: text('address').notNull(),
    previousSchool: text('previous_school'),
    guardianName: text('guardian_name').notNull(),
    guardianRelation: text('guardian_relation').notNull(),
    guardianPhone: text('guardian_phone').notNull(),
    guardianEmail: text('guardian_email'),
    /** When the guardian ticked the consent box (UU PDP article 25). */
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('submitted'),
    /** Checked documents: requirement id -> { ok, note, fileId }. */
    documents: jsonb('documents').$type<Record<string, { ok: boolean; note?: string; fileId?: string }>>().notNull().default({}),
    /** Scoring inputs entered at verification: distance home-school (domisili), report average x100 and achievement points (prestasi). */
    distanceMeters: integer('distance_m'),
    reportAverage: integer('report_average'),
    achievementPoints: integer('achievement_points').notNull().default(0),
    /** The selection's order within the pathway, written by the ranking. */
    rank: integer('rank'),
    /** Accepted beyond the quota by an explicit, audited override. */
    overQuota: boolean('over_quota').notNull().default(false),
    note: text('note'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    studentUserId: integer('student_user_id').references(() => users.id),
    guardianUserId: integer('guardian_user_id').references(() => users.id),
    reregisteredAt: timestamp('reregistered_at', { withTimezone: true }),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sd_ppdb_registrations_number_key').on(t.registrationNumber),
    index('sd_ppdb_registrations_school_idx').on(t.schoolId, t.periodKey),
    index('sd_ppdb_registrations_period_idx').on(t.schoolId, t.periodId, t.pathway, t.status),
    index('sd_ppdb_registrations_ip_idx').on(t.ipHash, t.createdAt),
  ],
);
