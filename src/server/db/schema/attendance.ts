import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';
import { sections, teachingAssignments } from './master.ts';

/**
 * Academic calendar, timetable and attendance (issue 13, docs/decisions/0015-attendance.md). Every row carries
 * sd_school_id; people, rombels and teaching assignments are master data's and referenced, never copied.
 */
const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
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
    sectionId: integer('sd_section_id')
      .notNull()
      .references(() => sections.id),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    sectionId: integer('sd_section_id')
      .notNull()
      .references(() => sections.id),
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
    sectionId: integer('sd_section_id')
      .notNull()
      .references(() => sections.id),
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
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
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
    /** A QR gate's code lives this many seconds (a screen shows a fresh one before it ends). */
    qrSeconds: smallint('qr_seconds').notNull().default(20),
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
  (t) => [uniqueIndex('sd_attendance_taps_key').on(t.schoolId, t.pin, t.punchedAt), index('sd_attendance_taps_day_idx').on(t.schoolId, t.punchedAt)],
);

/** RFID card numbers, one card per person. */
export const cards = pgTable(
  'sd_attendance_cards',
  {
    id: integer('sd_attendance_card_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    academicYearId: integer('sd_academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    sectionId: integer('sd_section_id')
      .notNull()
      .references(() => sections.id),
    lessonHourId: integer('sd_lesson_hour_id')
      .notNull()
      .references(() => lessonHours.id, { onDelete: 'cascade' }),
    teachingAssignmentId: integer('sd_teaching_assignment_id')
      .notNull()
      .references(() => teachingAssignments.id, { onDelete: 'cascade' }),
    /** Copied from the assignment so a teacher clash is one unique index. */
    teacherId: integer('teacher_user_id')
      .notNull()
      .references(() => users.id),
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
    slotId: integer('sd_timetable_slot_id')
      .notNull()
      .references(() => timetableSlots.id, { onDelete: 'cascade' }),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    status: text('status').notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('sd_lesson_attendance_key').on(t.slotId, t.date, t.studentId), index('sd_lesson_attendance_school_idx').on(t.schoolId)],
);

/** Aturan presensi: tolerances, automatic Alpa and the parents' WhatsApp notice, one row per school. */
export const attendanceRules = pgTable('sd_attendance_rules', {
  schoolId: integer('sd_school_id')
    .primaryKey()
    .references(() => schools.id),
  /** Minutes after the late hour (of the school or a shift) that still count as on time. */
  lateToleranceMinutes: smallint('late_tolerance_minutes').notNull().default(0),
  /** Minutes before the going-home hour that are not yet an early leave. */
  earlyLeaveToleranceMinutes: smallint('early_leave_tolerance_minutes').notNull().default(0),
  /** A second tap of the same person within these minutes is kept in the log but changes nothing. */
  repeatTapMinutes: smallint('repeat_tap_minutes').notNull().default(2),
  /** At `cutoff` on a school day, a student with no tap and no status becomes Alpa (schools on devices only). */
  autoAbsent: boolean('auto_absent').notNull().default(false),
  /** At `cutoff` the day's Alpa and late students' parents get one message each (unless they opted out). */
  notifyParents: boolean('notify_parents').notNull().default(true),
  notifyLate: boolean('notify_late').notNull().default(true),
  cutoff: text('cutoff').notNull().default('09:00'),
});

/** Shift kerja for staff whose hours are not the school's (security, cleaning, boarding). */
export const shifts = pgTable(
  'sd_attendance_shifts',
  {
    id: integer('sd_attendance_shift_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    checkInFrom: text('check_in_from').notNull(),
    lateAfter: text('late_after').notNull(),
    checkOutFrom: text('check_out_from').notNull(),
  },
  (t) => [uniqueIndex('sd_attendance_shifts_name_key').on(t.schoolId, t.name)],
);

/** Grup shift: a weekly pattern of shifts (one per day, none = day off) that its members follow. */
export const shiftGroups = pgTable(
  'sd_attendance_shift_groups',
  {
    id: integer('sd_attendance_shift_group_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('sd_attendance_shift_groups_name_key').on(t.schoolId, t.name)],
);

export const shiftGroupDays = pgTable(
  'sd_attendance_shift_group_days',
  {
    schoolId: schoolId(),
    groupId: integer('sd_attendance_shift_group_id')
      .notNull()
      .references(() => shiftGroups.id, { onDelete: 'cascade' }),
    /** 0 = Minggu ... 6 = Sabtu. */
    day: smallint('day').notNull(),
    shiftId: integer('sd_attendance_shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('sd_attendance_shift_group_days_key').on(t.groupId, t.day)],
);

/** A staff member in a shift group (at most one group each). */
export const shiftMembers = pgTable(
  'sd_attendance_shift_members',
  {
    schoolId: schoolId(),
    groupId: integer('sd_attendance_shift_group_id')
      .notNull()
      .references(() => shiftGroups.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('sd_attendance_shift_members_user_key').on(t.userId), index('sd_attendance_shift_members_group_idx').on(t.groupId)],
);

/** A student's use of one QR code (device, time window): the same code twice is refused. */
export const qrUses = pgTable(
  'sd_attendance_qr_uses',
  {
    schoolId: schoolId(),
    deviceId: integer('sd_attendance_device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** The code's window: its start in seconds since 1970 divided by the device's qr_seconds. */
    window: integer('window').notNull(),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: stamp('used_at'),
  },
  (t) => [uniqueIndex('sd_attendance_qr_uses_key').on(t.deviceId, t.window, t.userId), index('sd_attendance_qr_uses_school_idx').on(t.schoolId, t.usedAt)],
);

/** One meeting (pertemuan) of a lesson: a timetable slot on a date, with what was taught (jurnal mengajar). */
export const lessonMeetings = pgTable(
  'sd_lesson_meetings',
  {
    schoolId: schoolId(),
    slotId: integer('sd_timetable_slot_id')
      .notNull()
      .references(() => timetableSlots.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    topic: text('topic'),
    revision: integer('revision').notNull().default(0),
    takenBy: userRef('taken_by'),
    takenAt: stamp('taken_at'),
  },
  (t) => [uniqueIndex('sd_lesson_meetings_key').on(t.slotId, t.date), index('sd_lesson_meetings_school_idx').on(t.schoolId, t.date)],
);

/** The once-a-day notice to a student's parents (Alpa or late); the unique key makes it at most one. */
export const attendanceNotices = pgTable(
  'sd_attendance_notices',
  {
    schoolId: schoolId(),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** A (alpa) or late. */
    kind: text('kind').notNull(),
    /** How many parents got a message (0: none reachable or all opted out). */
    sent: smallint('sent').notNull().default(0),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('sd_attendance_notices_key').on(t.studentId, t.date), index('sd_attendance_notices_school_idx').on(t.schoolId, t.date)],
);

/** A parent who asked not to get attendance notices. */
export const noticeOptOuts = pgTable('sd_attendance_notice_optouts', {
  guardianId: integer('guardian_user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  schoolId: schoolId(),
  createdAt: stamp('created_at'),
});

/** An account blocked from signing in (/blocking_access_rights), with why; lifted rows stay as the log. */
export const accessBlocks = pgTable(
  'sd_access_blocks',
  {
    id: integer('sd_access_block_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    blockedBy: userRef('blocked_by'),
    blockedAt: stamp('blocked_at'),
    liftedBy: userRef('lifted_by'),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
  },
  (t) => [index('sd_access_blocks_school_idx').on(t.schoolId, t.blockedAt), index('sd_access_blocks_user_idx').on(t.userId)],
);

/** DUDI: the companies and institutions that take students for work placement (PKL). */
export const pklCompanies = pgTable(
  'sd_pkl_companies',
  {
    id: integer('sd_pkl_company_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    field: text('field'),
    address: text('address'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    quota: smallint('quota').notNull().default(0),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('sd_pkl_companies_name_key').on(t.schoolId, t.name)],
);

/** A student placed at a DUDI for a period, with the school's Pembimbing PKL and the DUDI's instructor (mentor). */
export const pklPlacements = pgTable(
  'sd_pkl_placements',
  {
    id: integer('sd_pkl_placement_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    companyId: integer('sd_pkl_company_id')
      .notNull()
      .references(() => pklCompanies.id),
    studentId: integer('student_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supervisorId: integer('supervisor_user_id')
      .notNull()
      .references(() => users.id),
    mentorId: userRef('mentor_user_id'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: stamp('created_at'),
  },
  (t) => [
    uniqueIndex('sd_pkl_placements_student_key').on(t.studentId, t.startDate),
    index('sd_pkl_placements_supervisor_idx').on(t.supervisorId),
    index('sd_pkl_placements_school_idx').on(t.schoolId, t.companyId),
  ],
);

/** A PKL student's day at the DUDI: the student checks in, the supervisor confirms or sets it. */
export const pklDays = pgTable(
  'sd_pkl_days',
  {
    schoolId: schoolId(),
    placementId: integer('sd_pkl_placement_id')
      .notNull()
      .references(() => pklPlacements.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    status: text('status').notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    note: text('note'),
    /** student (self check-in) or supervisor. */
    source: text('source').notNull(),
    confirmedBy: userRef('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sd_pkl_days_key').on(t.placementId, t.date), index('sd_pkl_days_school_idx').on(t.schoolId, t.date)],
);

/** Jurnal PKL: what the student did on a day; the supervisor (or the DUDI's mentor) approves or asks for a revision. */
export const pklJournals = pgTable(
  'sd_pkl_journals',
  {
    id: integer('sd_pkl_journal_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    placementId: integer('sd_pkl_placement_id')
      .notNull()
      .references(() => pklPlacements.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    activity: text('activity').notNull(),
    /** submitted, approved, revision. */
    status: text('status').notNull().default('submitted'),
    feedback: text('feedback'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('sd_pkl_journals_key').on(t.placementId, t.date), index('sd_pkl_journals_school_idx').on(t.schoolId, t.status)],
);

/** A school-day whose notice job is queued (one job per day; the job removes the row when it has run). */
export const noticeRuns = pgTable(
  'sd_attendance_notice_runs',
  {
    schoolId: schoolId(),
    date: date('date').notNull(),
    jobId: integer('sd_job_id'),
  },
  (t) => [uniqueIndex('sd_attendance_notice_runs_key').on(t.schoolId, t.date)],
);
