/**
 * School life (issue 16, docs/decisions/0023-school-life.md): duty rosters and the duty officer's daily log, the
 * guest book, the organisation chart, staff meetings, teacher groups (MGMP) and the buku induk register.
 * Every row carries sd_school_id.
 */
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';
import { courses, sections } from './master.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const userRef = (name: string) => integer(name).references(() => users.id, { onDelete: 'cascade' });

/** Who is on duty on which weekday (1 = Senin … 6 = Sabtu): teachers (guru piket) or a rombel's students. */
export const dutyRosters = pgTable(
  'sd_duty_rosters',
  {
    id: integer('sd_duty_roster_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id').notNull(),
    kind: text('kind').notNull(),
    weekday: integer('weekday').notNull(),
    userId: userRef('sd_user_id').notNull(),
    /** A student's rombel (class cleaning roster); null for teachers. */
    sectionId: integer('sd_section_id').references(() => sections.id, { onDelete: 'cascade' }),
    task: text('task'),
  },
  (t) => [
    uniqueIndex('sd_duty_rosters_key').on(t.academicYearId, t.kind, t.weekday, t.userId),
    index('sd_duty_rosters_school_idx').on(t.schoolId, t.academicYearId, t.kind),
  ],
);

/** The duty officers' log of one school day: a closing summary and the day's entries. */
export const dutyLogs = pgTable(
  'sd_duty_logs',
  {
    id: integer('sd_duty_log_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    dutyDate: date('duty_date', { mode: 'string' }).notNull(),
    summary: text('summary'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_duty_logs_key').on(t.schoolId, t.dutyDate)],
);

/** One event of a duty day: a late student, a student leaving with permission, an absent teacher, an incident. */
export const dutyLogEntries = pgTable(
  'sd_duty_log_entries',
  {
    id: integer('sd_duty_log_entry_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    logId: integer('sd_duty_log_id')
      .notNull()
      .references(() => dutyLogs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    personId: integer('person_id').references(() => users.id, { onDelete: 'set null' }),
    atTime: text('at_time'),
    description: text('description').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_duty_log_entries_log_idx').on(t.logId), index('sd_duty_log_entries_school_idx').on(t.schoolId)],
);

/** Buku tamu: a visitor registered at the front desk, and when they left. */
export const guestVisits = pgTable(
  'sd_guest_visits',
  {
    id: integer('sd_guest_visit_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull().defaultNow(),
    name: text('name').notNull(),
    institution: text('institution'),
    phone: text('phone'),
    purpose: text('purpose').notNull(),
    hostName: text('host_name'),
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    visitors: integer('visitors').notNull().default(1),
    leftAt: timestamp('left_at', { withTimezone: true }),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
  },
  (t) => [index('sd_guest_visits_school_idx').on(t.schoolId, t.arrivedAt)],
);

/** A box of the organisation chart (a plain list: /struktur_test); parent_id places it under another. */
export const orgPositions = pgTable(
  'sd_org_positions',
  {
    id: integer('sd_org_position_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    title: text('title').notNull(),
    holderName: text('holder_name'),
    holderNip: text('holder_nip'),
    parentId: integer('parent_id'),
    sortOrder: integer('sort_order').notNull().default(1),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_org_positions_school_idx').on(t.schoolId, t.parentId)],
);

/** A staff meeting (rapat): agenda, then attendance, minutes and decisions once held. */
export const meetings = pgTable(
  'sd_meetings',
  {
    id: integer('sd_meeting_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    meetingDate: date('meeting_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    place: text('place').notNull(),
    agenda: text('agenda').notNull(),
    minutes: text('minutes'),
    decisions: jsonb('decisions').$type<string[]>().notNull().default([]),
    leaderId: integer('leader_id').references(() => users.id, { onDelete: 'set null' }),
    secretaryId: integer('secretary_id').references(() => users.id, { onDelete: 'set null' }),
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_meetings_school_idx').on(t.schoolId, t.meetingDate)],
);

/** Who is invited to a meeting and whether they came (hadir, izin, tidak hadir). */
export const meetingAttendees = pgTable(
  'sd_meeting_attendees',
  {
    meetingId: integer('sd_meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    status: text('status').notNull().default('invited'),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.userId] }),
    index('sd_meeting_attendees_user_idx').on(t.userId),
    index('sd_meeting_attendees_school_idx').on(t.schoolId),
  ],
);

/** A teacher group: MGMP (same subject), KKG, or a team; its coordinator keeps it. */
export const teacherGroups = pgTable(
  'sd_teacher_groups',
  {
    id: integer('sd_teacher_group_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    courseId: integer('sd_course_id').references(() => courses.id, { onDelete: 'set null' }),
    coordinatorId: integer('coordinator_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sd_teacher_groups_name_key').on(t.schoolId, t.name)],
);

export const teacherGroupMembers = pgTable(
  'sd_teacher_group_members',
  {
    groupId: integer('sd_teacher_group_id')
      .notNull()
      .references(() => teacherGroups.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('sd_teacher_group_members_user_idx').on(t.userId),
    index('sd_teacher_group_members_school_idx').on(t.schoolId),
  ],
);

/** A group's meeting or activity (a MGMP session), with its notes. */
export const teacherGroupActivities = pgTable(
  'sd_teacher_group_activities',
  {
    id: integer('sd_teacher_group_activity_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    groupId: integer('sd_teacher_group_id')
      .notNull()
      .references(() => teacherGroups.id, { onDelete: 'cascade' }),
    activityDate: date('activity_date', { mode: 'string' }).notNull(),
    topic: text('topic').notNull(),
    notes: text('notes'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_teacher_group_activities_group_idx').on(t.groupId, t.activityDate), index('sd_teacher_group_activities_school_idx').on(t.schoolId)],
);

/**
 * Buku induk: the register's own facts about a student (number, entry, exit, diploma). Identity, parents and the
 * classes come from master data, the results per semester from the grades service.
 */
export const studentRegisters = pgTable(
  'sd_student_registers',
  {
    studentId: integer('sd_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    registerNumber: text('register_number').notNull(),
    enteredOn: date('entered_on', { mode: 'string' }),
    entryGrade: text('entry_grade'),
    entryBasis: text('entry_basis').notNull().default('baru'),
    previousSchool: text('previous_school'),
    previousDiploma: text('previous_diploma'),
    exitOn: date('exit_on', { mode: 'string' }),
    exitReason: text('exit_reason'),
    exitDestination: text('exit_destination'),
    diplomaNumber: text('diploma_number'),
    notes: text('notes'),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sd_student_registers_number_key').on(t.schoolId, t.registerNumber)],
);
