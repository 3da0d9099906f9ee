/**
 * Exam rooms and sessions (issue 7, "sessions and rooms"): the school's rooms, its session times (Sesi 1,
 * Sesi 2 …), and which room, session and proctor (pengawas) each schedule uses. A student's seat is the
 * allocation on their attempt (sd_exam_attempts.sd_exam_room_allocation_id). Column names are the resource
 * definitions' field names, so rooms and session times are plain resource-engine entities.
 */
import { index, integer, pgTable, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { academicYears, schools } from './schools.ts';
import { users } from './users.ts';
import { examSchedules } from './exams.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A room where students sit exams (a classroom, the computer lab), with its number of seats. */
export const examRooms = pgTable(
  'sd_exam_rooms',
  {
    id: integer('sd_exam_room_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    code: text('code'),
    capacity: integer('capacity').notNull(),
    location: text('location'),
    ...stamps,
  },
  (t) => [index('sd_exam_rooms_school_idx').on(t.schoolId), uniqueIndex('sd_exam_rooms_name_key').on(t.schoolId, t.name)],
);

/** The school's exam session times per academic year ("Sesi 1, 07.30–09.00"). */
export const examSessionTimes = pgTable(
  'sd_exam_session_times',
  {
    id: integer('sd_exam_session_time_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    academicYearId: integer('sd_academic_year_id')
      .notNull()
      .references(() => academicYears.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    ...stamps,
  },
  (t) => [index('sd_exam_session_times_school_idx').on(t.schoolId), uniqueIndex('sd_exam_session_times_name_key').on(t.academicYearId, t.name)],
);

/** One room used by one schedule in one session, with its proctor; students are seated by their attempts. */
export const examRoomAllocations = pgTable(
  'sd_exam_room_allocations',
  {
    id: integer('sd_exam_room_allocation_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    scheduleId: integer('sd_exam_schedule_id')
      .notNull()
      .references(() => examSchedules.id, { onDelete: 'cascade' }),
    roomId: integer('sd_exam_room_id')
      .notNull()
      .references(() => examRooms.id),
    sessionTimeId: integer('sd_exam_session_time_id').references(() => examSessionTimes.id),
    proctorUserId: integer('proctor_user_id').references(() => users.id),
    ...stamps,
  },
  (t) => [
    index('sd_exam_room_allocations_school_idx').on(t.schoolId),
    uniqueIndex('sd_exam_room_allocations_key').on(t.scheduleId, t.roomId),
    index('sd_exam_room_allocations_room_idx').on(t.roomId),
    index('sd_exam_room_allocations_session_idx').on(t.sessionTimeId),
    index('sd_exam_room_allocations_proctor_idx').on(t.proctorUserId),
  ],
);
