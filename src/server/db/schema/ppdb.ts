import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';

/**
 * Public PPDB registrations (POST /api/ppdb/registrations). The period is the tenant's period key from
 * tenants/<slug>/school.json (ppdb.periods[].id); admission administration will later add verification,
 * selection and re-registration on top of the status column.
 */
export const ppdbRegistrations = pgTable(
  'sd_ppdb_registrations',
  {
    id: integer('sd_ppdb_registration_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id').notNull().references(() => schools.id),
    registrationNumber: text('registration_number').notNull(),
    periodKey: text('ppdb_period_key').notNull(),
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
    /** submitted -> verified -> accepted | rejected; set by admission administration. */
    status: text('status').notNull().default('submitted'),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sd_ppdb_registrations_number_key').on(t.registrationNumber),
    index('sd_ppdb_registrations_school_idx').on(t.schoolId, t.periodKey),
    index('sd_ppdb_registrations_ip_idx').on(t.ipHash, t.createdAt),
  ],
);
