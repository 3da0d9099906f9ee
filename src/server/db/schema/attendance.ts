import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';
import { sections, teachingAssignments } from './master.ts';

/**
 * Academic calendar, timetable and attendance (issue 13, docs/decisions/0015-attendance.md). Every row carries
 * sd_school_id; people, rombels and teaching assignments are master data's and referenced, never copied.
 */
const schoolId = () => integer('sd_school_id').notNull().references(() => schools.id);
const userRef = (name: string) => integer(name).references(() => users.id);
const stamp = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Kalender akademik: holidays (national ones seeded for 2026 and 2027) and school events, inclusive date ranges. */
export const calendarEvents = pgTable(
  'sd_calendar_events',
  {
    id: integer('sd_calendar_event_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    title: text('title').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** national (libur nasional, cuti bersama), holiday (libur sekolah), event (kegiatan), exam (ujian). */
    kind: text('kind').notNull(),
    /** No lessons and no attendance on these days. */
    isHoliday: boolean('is_holiday').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [index('sd_calendar_events_school_idx').on(t.schoolId, t.startDate)],
);

/** One student's status on one day: H, S, I, A or D (dispensasi); `revision` is the rombel-day's at the write. */
export const studentDays = pgTable(
  'sd_attendance_student_days',
  {
    id: integer('sd_attendance_student_day_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    sectionId: integer('sd_section_id').notNull().references(() => sections.id),
    studentId: integer('student_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    status: text('status').notNull(),
    note: text('note'),
    /** manual (teacher), device (fingerprint, card), qr, permit (an approved absence permit). */
    source: text('source').notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    lateMinutes: integer('late_minutes').notNull().default(0),
    revision: integer('revision').notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('sd_attendance_student_days_key').on(t.studentId, t.date),
    index('sd_attendance_student_days_section_idx').on(t.sectionId, t.date),
    index('sd_attendance_student_days_school_idx').on(t.schoolId, t.date),
  ],
);

/** A rombel's day: taken (by whom) and its revision, bumped by every save, so two savers lose nothing. */
export const sectionDays = pgTable(
  'sd_attendance_section_days',
  {
    schoolId: schoolId(),
    sectionId: integer('sd_section_id').notNull().references(() => sections.id),
    date: date('date').notNull(),
    revision: integer('revision').notNull().default(0),
    takenBy: userRef('taken_by'),
    takenAt: stamp('taken_at'),
  },
  (t) => [uniqueIndex('sd_attendance_section_days_key').on(t.sectionId, t.date), index('sd_attendance_section_days_school_idx').on(t.schoolId)],
);

/** A month the homeroom teacher locked for one rombel: every later change to it is a 409. */
export const monthLocks = pgTable(
  'sd_attendance_month_locks',
  {
    schoolId: schoolId(),
    sectionId: integer('sd_section_id').notNull().references(() => sections.id),
    month: text('month').notNull(),
    lockedBy: userRef('locked_by'),
    lockedAt: stamp('locked_at'),
  },
  (t) => [uniqueIndex('sd_attendance_month_locks_key').on(t.sectionId, t.month), index('sd_attendance_month_locks_school_idx').on(t.schoolId)],
);

/** Izin tidak hadir asked by a parent; approved by the homeroom teacher, its days become S or I. */
export const absencePermits = pgTable(
  'sd_absence_permits',
  {
    id: integer('sd_absence_permit_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    studentId: integer('student_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').notNull().references(() => users.id),
    dateFrom: date('date_from').notNull(),
    dateTo: date('date_to').notNull(),
    /** S (sakit) or I (izin). */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    /** The doctor's letter, an uploaded file (kind absence_letter). */
    fileId: text('sd_file_id'),
    status: text('status').notNull().default('pending'),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('sd_absence_permits_school_idx').on(t.schoolId, t.status), index('sd_absence_permits_student_idx').on(t.studentId)],
);

/** An attendance machine (ZKTeco ADMS, RFID reader, QR tablet) registered to one school by its serial. */
export const devices = pgTable(
  'sd_attendance_devices',
  {
    id: integer('sd_attendance_device_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    serial: text('serial').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    /** Shared secret a reader sends as `key`; ADMS machines are known by serial and network. */
    deviceKey: text('device_key').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('sd_attendance_devices_serial_key').on(t.serial), index('sd_attendance_devices_school_idx').on(t.schoolId)],
);

/** Every raw tap as it arrived (the log); the same tap sent again hits the unique key and adds nothing. */
export const taps = pgTable(
  'sd_attendance_taps',
  {
    id: integer('sd_attendance_tap_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    deviceId: integer('sd_attendance_device_id').references(() => devices.id),
    /** The PIN the machine knows: a student's NIS, a staff number, or a card number. */
    pin: text('pin').notNull(),
    userId: userRef('sd_user_id'),
    punchedAt: timestamp('punched_at', { withTimezone: true }).notNull(),
    /** fingerprint, face, card, qr, password: read from the ATTLOG verify column. */
    method: text('method').notNull(),
    /** ATTLOG status: 0 check-in, 1 check-out, ... */
    punch: smallint('punch').notNull().default(0),
    receivedAt: stamp('received_at'),
  },
  (t) => [
    uniqueIndex('sd_attendance_taps_key').on(t.schoolId, t.pin, t.punchedAt),
    index('sd_attendance_taps_day_idx').on(t.schoolId, t.punchedAt),
  ],
);

/** RFID card numbers, one card per person. */
export const cards = pgTable(
  'sd_attendance_cards',
  {
    id: integer('sd_attendance_card_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    userId: integer('sd_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cardNumber: text('card_number').notNull(),
  },
  (t) => [uniqueIndex('sd_attendance_cards_number_key').on(t.schoolId, t.cardNumber), uniqueIndex('sd_attendance_cards_user_key').on(t.userId)],
);

/** Jam sekolah and the late/early-leave rules, one row per school and audience (students, staff). */
export const schoolHours = pgTable(
  'sd_attendance_school_hours',
  {
    schoolId: schoolId(),
    audience: text('audience').notNull(),
    checkInFrom: text('check_in_from').notNull(),
    lateAfter: text('late_after').notNull(),
    checkOutFrom: text('check_out_from').notNull(),
  },
  (t) => [uniqueIndex('sd_attendance_school_hours_key').on(t.schoolId, t.audience)],
);

/** A staff member's day, from taps or entered by the office: H, S, I, A, D (dinas luar), C (cuti). */
export const staffDays = pgTable(
  'sd_attendance_staff_days',
  {
    id: integer('sd_attendance_staff_day_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    userId: integer('sd_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    status: text('status').notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyLeaveMinutes: integer('early_leave_minutes').notNull().default(0),
    source: text('source').notNull(),
    note: text('note'),
  },
  (t) => [uniqueIndex('sd_attendance_staff_days_key').on(t.userId, t.date), index('sd_attendance_staff_days_school_idx').on(t.schoolId, t.date)],
);

/** Jam pelajaran (Jampel): the periods of each school day, breaks included. day 1 = Senin ... 6 = Sabtu. */
export const lessonHours = pgTable(
  'sd_lesson_hours',
  {
    id: integer('sd_lesson_hour_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    day: smallint('day').notNull(),
    /** The period number (jam ke-); null for a break. */
    period: smallint('period'),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    label: text('label'),
  },
  (t) => [uniqueIndex('sd_lesson_hours_key').on(t.schoolId, t.day, t.startTime)],
);

/** Jadwal pelajaran: one teaching assignment (KBM) in one lesson period of one rombel. */
export const timetableSlots = pgTable(
  'sd_timetable_slots',
  {
    id: integer('sd_timetable_slot_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id').notNull().references(() => academicYears.id),
    sectionId: integer('sd_section_id').notNull().references(() => sections.id),
    lessonHourId: integer('sd_lesson_hour_id').notNull().references(() => lessonHours.id, { onDelete: 'cascade' }),
    teachingAssignmentId: integer('sd_teaching_assignment_id').notNull().references(() => teachingAssignments.id, { onDelete: 'cascade' }),
    /** Copied from the assignment so a teacher clash is one unique index. */
    teacherId: integer('teacher_user_id').notNull().references(() => users.id),
    room: text('room'),
  },
  (t) => [
    uniqueIndex('sd_timetable_slots_section_key').on(t.academicYearId, t.sectionId, t.lessonHourId),
    uniqueIndex('sd_timetable_slots_teacher_key').on(t.academicYearId, t.teacherId, t.lessonHourId),
    index('sd_timetable_slots_school_idx').on(t.schoolId),
  ],
);

/** Per-lesson attendance a subject teacher takes (/absensikelas): one student, one slot, one date. */
export const lessonAttendance = pgTable(
  'sd_lesson_attendance',
  {
    schoolId: schoolId(),
    slotId: integer('sd_timetable_slot_id').notNull().references(() => timetableSlots.id, { onDelete: 'cascade' }),
    studentId: integer('student_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    status: text('status').notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('sd_lesson_attendance_key').on(t.slotId, t.date, t.studentId), index('sd_lesson_attendance_school_idx').on(t.schoolId)],
);
