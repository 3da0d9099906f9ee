/**
 * Class rooms (issue 16): one room per teaching assignment (sd_teaching_assignments), holding meetings
 * (pertemuan/bab) with materials, assignments with their submissions, and who opened which material.
 * Every row carries sd_school_id; the room's id is the teaching assignment's id.
 */
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';
import { teachingAssignments } from './master.ts';
import { files } from './files.ts';

const schoolId = () =>
  integer('sd_school_id')
    .notNull()
    .references(() => schools.id);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const roomId = () =>
  integer('sd_teaching_assignment_id')
    .notNull()
    .references(() => teachingAssignments.id, { onDelete: 'cascade' });

/** A meeting or chapter of a room: the route's sd_class_rout_detail_id. */
export const roomMeetings = pgTable(
  'sd_room_meetings',
  {
    id: integer('sd_room_meeting_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    roomId: roomId(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    meetingDate: text('meeting_date'),
    createdAt: createdAt(),
  },
  (t) => [index('sd_room_meetings_room_idx').on(t.roomId, t.position), index('sd_room_meetings_school_idx').on(t.schoolId)],
);

/** One material of a meeting: rich text (sanitised), a link, a video to embed or a file of the upload path. */
export const roomMaterials = pgTable(
  'sd_room_materials',
  {
    id: integer('sd_room_material_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    meetingId: integer('sd_room_meeting_id')
      .notNull()
      .references(() => roomMeetings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    url: text('url'),
    fileId: uuid('sd_file_id').references(() => files.id),
    createdAt: createdAt(),
  },
  (t) => [index('sd_room_materials_meeting_idx').on(t.meetingId), index('sd_room_materials_school_idx').on(t.schoolId)],
);

/** The first time a person opened a material (/kelas_room_cek). */
export const roomMaterialViews = pgTable(
  'sd_room_material_views',
  {
    materialId: integer('sd_room_material_id')
      .notNull()
      .references(() => roomMaterials.id, { onDelete: 'cascade' }),
    userId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    firstSeenAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.materialId, t.userId] }), index('sd_room_material_views_school_idx').on(t.schoolId)],
);

/** Tugas of a room: due moment, accepted file types (extensions), rubric; closed stops submissions (409). */
export const roomAssignments = pgTable(
  'sd_room_assignments',
  {
    id: integer('sd_room_assignment_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    roomId: roomId(),
    meetingId: integer('sd_room_meeting_id').references(() => roomMeetings.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    instructions: text('instructions'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    acceptedTypes: jsonb('accepted_types').$type<string[]>().notNull(),
    rubric: text('rubric'),
    maxScore: integer('max_score').notNull().default(100),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sd_room_assignments_room_idx').on(t.roomId, t.dueAt), index('sd_room_assignments_school_idx').on(t.schoolId)],
);

/** A student's one submission per assignment; sending again replaces the text and files until it is graded. */
export const roomSubmissions = pgTable(
  'sd_room_submissions',
  {
    id: integer('sd_room_submission_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    assignmentId: integer('sd_room_assignment_id')
      .notNull()
      .references(() => roomAssignments.id, { onDelete: 'cascade' }),
    studentId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body'),
    fileIds: jsonb('file_ids').$type<string[]>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    late: boolean('late').notNull().default(false),
    score: integer('score'),
    feedback: text('feedback'),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    gradedBy: integer('graded_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('sd_room_submissions_key').on(t.assignmentId, t.studentId),
    index('sd_room_submissions_student_idx').on(t.studentId),
    index('sd_room_submissions_school_idx').on(t.schoolId),
  ],
);

/** Ekstrakurikuler: a club with its coach (a teacher account), schedule and place. */
export const extracurriculars = pgTable(
  'sd_extracurriculars',
  {
    id: integer('sd_extracurricular_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    name: text('name').notNull(),
    coachId: integer('coach_id').references(() => users.id),
    schedule: text('schedule'),
    place: text('place'),
    description: text('description'),
    quota: integer('quota'),
    createdAt: createdAt(),
  },
  (t) => [index('sd_extracurriculars_school_idx').on(t.schoolId), uniqueIndex('sd_extracurriculars_name_key').on(t.schoolId, t.name)],
);

/** A student's membership of a club in one year: asked (pending), approved or rejected by the coach; assessed for the rapor. */
export const extracurricularMembers = pgTable(
  'sd_extracurricular_members',
  {
    id: integer('sd_extracurricular_member_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    extracurricularId: integer('sd_extracurricular_id')
      .notNull()
      .references(() => extracurriculars.id, { onDelete: 'cascade' }),
    studentId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    academicYearId: integer('sd_academic_year_id').notNull(),
    status: text('status').notNull(),
    predicate: text('predicate'),
    description: text('description'),
    requestedAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sd_extracurricular_members_key').on(t.extracurricularId, t.studentId, t.academicYearId),
    index('sd_extracurricular_members_student_idx').on(t.studentId),
    index('sd_extracurricular_members_school_idx').on(t.schoolId, t.status),
  ],
);

/** A question-and-answer thread of a room (/kelas_room_data_pertanyaan): a student or the teacher asks. */
export const roomThreads = pgTable(
  'sd_room_threads',
  {
    id: integer('sd_room_thread_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    roomId: roomId(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The reply the teacher marked as the answer; the thread shows "Terjawab". */
    answerId: integer('answer_post_id'),
    createdAt: createdAt(),
    lastPostAt: timestamp('last_post_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sd_room_threads_room_idx').on(t.roomId, t.lastPostAt), index('sd_room_threads_school_idx').on(t.schoolId)],
);

/** A reply in a thread. */
export const roomPosts = pgTable(
  'sd_room_posts',
  {
    id: integer('sd_room_post_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    threadId: integer('sd_room_thread_id')
      .notNull()
      .references(() => roomThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sd_room_posts_thread_idx').on(t.threadId, t.id), index('sd_room_posts_school_idx').on(t.schoolId)],
);

/** One meeting (latihan) of a club on a date, with what was done: /ekstrakulikuler_schedule_detail. */
export const extracurricularSessions = pgTable(
  'sd_extracurricular_sessions',
  {
    id: integer('sd_extracurricular_session_id').primaryKey().generatedAlwaysAsIdentity(),
    schoolId: schoolId(),
    extracurricularId: integer('sd_extracurricular_id')
      .notNull()
      .references(() => extracurriculars.id, { onDelete: 'cascade' }),
    academicYearId: integer('sd_academic_year_id').notNull(),
    sessionDate: date('session_date', { mode: 'string' }).notNull(),
    activity: text('activity').notNull(),
    notes: text('notes'),
    recordedBy: integer('recorded_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sd_extracurricular_sessions_key').on(t.extracurricularId, t.sessionDate),
    index('sd_extracurricular_sessions_school_idx').on(t.schoolId, t.academicYearId),
  ],
);

/** A member's presence at a club meeting: H, S, I or A. */
export const extracurricularAttendance = pgTable(
  'sd_extracurricular_attendance',
  {
    sessionId: integer('sd_extracurricular_session_id')
      .notNull()
      .references(() => extracurricularSessions.id, { onDelete: 'cascade' }),
    studentId: integer('sd_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: schoolId(),
    status: text('status').notNull(),
  },
  (t) => [
    primaryKey({ name: 'sd_extracurricular_attendance_pk', columns: [t.sessionId, t.studentId] }),
    index('sd_extracurricular_attendance_school_idx').on(t.schoolId),
  ],
);
