import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Staff records and payroll (kepegawaian, issue 19, docs/decisions/0021-staff-ppdb.md). The plain lists
 * (golongan, jenis, status, tunjangan) are resource definitions; a person's account and PTK identity stay in
 * master data (sd_users, sd_staff_profiles), and the employee record adds the Dapodik PTK fields around it.
 */
export const employeeGroups = pgTable(
  'sd_employee_groups',
  {
    id: integer('sd_employee_group_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    /** Golongan/ruang, e.g. III/a. */
    code: text('code').notNull(),
    /** Pangkat, e.g. Penata Muda. */
    name: text('name').notNull(),
    /** Gaji pokok of this rank, whole rupiah a month. */
    baseSalary: bigint('base_salary', { mode: 'number' }).notNull().default(0),
    description: text('description'),
  },
  (t) => [uniqueIndex('sd_employee_groups_code_key').on(t.schoolId, t.code)],
);

export const employeeTypes = pgTable(
  'sd_employee_types',
  {
    id: integer('sd_employee_type_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('sd_employee_types_name_key').on(t.schoolId, t.name)],
);

export const employeeStatuses = pgTable(
  'sd_employee_statuses',
  {
    id: integer('sd_employee_status_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('sd_employee_statuses_name_key').on(t.schoolId, t.name)],
);

/** Allowances (tunjangan) and deductions (potongan) a school pays or withholds; the amount is the default. */
export const allowanceTypes = pgTable(
  'sd_allowance_types',
  {
    id: integer('sd_allowance_type_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    description: text('description'),
  },
  (t) => [uniqueIndex('sd_allowance_types_name_key').on(t.schoolId, t.name)],
);

/** The employee record of one PTK account: Dapodik's rank, TMT, SK, qualification, certification and NRG. */
export const employeeRecords = pgTable(
  'sd_employee_records',
  {
    userId: integer('sd_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    typeId: integer('sd_employee_type_id').references(() => employeeTypes.id),
    statusId: integer('sd_employee_status_id').references(() => employeeStatuses.id),
    groupId: integer('sd_employee_group_id').references(() => employeeGroups.id),
    /** TMT golongan: from when the rank counts. */
    groupSince: date('tmt_group'),
    skNumber: text('sk_number'),
    /** TMT pengangkatan: from when the appointment (SK) counts. */
    appointedSince: date('tmt_appointment'),
    qualification: text('qualification'),
    certified: boolean('certified').notNull().default(false),
    certificateNumber: text('certificate_number'),
    nrg: text('nrg'),
    /** Positions held (jabatan), the first the main one; more than one is a dual position. */
    positions: jsonb('positions').$type<string[]>().notNull().default([]),
    /** Overrides the rank's base salary (honorer, GTY); null takes the rank's. */
    baseSalary: bigint('base_salary', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_employee_records_school_idx').on(t.schoolId, t.groupId)],
);

/** Which allowance or deduction one employee receives, at what amount. */
export const employeeAllowances = pgTable(
  'sd_employee_allowances',
  {
    id: integer('sd_employee_allowance_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allowanceTypeId: integer('sd_allowance_type_id')
      .notNull()
      .references(() => allowanceTypes.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('sd_employee_allowances_key').on(t.userId, t.allowanceTypeId), index('sd_employee_allowances_school_idx').on(t.schoolId)],
);

/** Appendices of an employee (SK, certificates, diplomas): a file through the one upload path. */
export const employeeAppendices = pgTable(
  'sd_employee_appendices',
  {
    id: integer('sd_employee_appendix_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    documentNumber: text('document_number'),
    documentDate: date('document_date'),
    fileId: text('sd_file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_employee_appendices_school_idx').on(t.schoolId, t.userId)],
);

/** A month's payroll: drafted from the records, then closed; a closed month is never changed (409). */
export const payrollMonths = pgTable(
  'sd_payroll_months',
  {
    id: integer('sd_payroll_month_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    /** "2026-11" */
    month: text('month').notNull(),
    status: text('status').notNull().default('draft'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_payroll_months_key').on(t.schoolId, t.month)],
);

/** One person's slip of one month, kept as it was computed (names and amounts do not move afterwards). */
export const payslips = pgTable(
  'sd_payslips',
  {
    id: integer('sd_payslip_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: integer('sd_school_id')
      .notNull()
      .references(() => schools.id),
    payrollMonthId: integer('sd_payroll_month_id')
      .notNull()
      .references(() => payrollMonths.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    nip: text('nip'),
    groupCode: text('group_code'),
    position: text('position'),
    baseSalary: bigint('base_salary', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<{ name: string; kind: 'allowance' | 'deduction'; amount: number }[]>().notNull().default([]),
    allowanceTotal: bigint('allowance_total', { mode: 'number' }).notNull(),
    deductionTotal: bigint('deduction_total', { mode: 'number' }).notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('sd_payslips_key').on(t.payrollMonthId, t.userId), index('sd_payslips_school_idx').on(t.schoolId, t.payrollMonthId)],
);
