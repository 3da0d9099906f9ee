import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { lessonAttendance, lessonHours, lessonMeetings, studentDays, timetableSlots } from '../db/schema/attendance.ts';
import { courses, sections, teachingAssignments, teachingSettings } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden, notFound, fieldError, validationError } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { isSchoolDay, weekday } from '../../shared/attendance/school-days.ts';
import type { StudentStatus } from '../../shared/attendance/statuses.ts';
import { loadSchoolWeek } from './calendar.ts';
import { todayAt } from './calendar-events.ts';
import { isOffice, requireAttendance } from './guard.ts';
import { sectionStudents, yearOf } from './sections.ts';
import { slotQuery } from './timetable.ts';

/** The semester whose dates hold `date` ('1' when the year has no teaching settings for it). */
async function semesterOf(ctx: SessionContext, yearId: number, date: string): Promise<'1' | '2'> {
  const [row] = await ctx.db
    .select({ semester: teachingSettings.semester })
    .from(teachingSettings)
    .where(
      and(
        eq(teachingSettings.schoolId, ctx.session.schoolId),
        eq(teachingSettings.academicYearId, yearId),
        lte(teachingSettings.startDate, date),
        gte(teachingSettings.endDate, date),
      ),
    );
  return row?.semester === '2' ? '2' : '1';
}

/** Why a date takes no lesson attendance, or null. */
async function closedReason(ctx: SessionContext, date: string, yearId: number): Promise<string | null> {
  if (date > (await todayAt(ctx))) return 'Presensi pelajaran tidak dapat diisi untuk hari yang belum tiba.';
  return isSchoolDay(date, await loadSchoolWeek(ctx.db, ctx.session.schoolId, yearId)) ? null : 'Bukan hari sekolah (libur atau akhir pekan).';
}

/**
 * GET /api/attendance/lessons (/absensikelas): a teacher's lessons on a date, from the timetable, each with
 * whether its meeting has been taken. The office may look at any teacher's day.
 */
export async function teacherLessons({ ctx, input }: { ctx: SessionContext; input: { date?: string; teacherId?: number } }) {
  requireAttendance(ctx, 'lesson.read');
  const schoolId = ctx.session.schoolId;
  const yearId = await yearOf(ctx);
  const date = input.date ?? (await todayAt(ctx));
  const office = isOffice(ctx) || ctx.session.userTypeId === '4';
  const teachers = office
    ? await ctx.db
        .selectDistinct({ id: users.id, name: users.fullName })
        .from(timetableSlots)
        .innerJoin(users, eq(users.id, timetableSlots.teacherId))
        .where(and(eq(timetableSlots.schoolId, schoolId), eq(timetableSlots.academicYearId, yearId)))
        .orderBy(asc(users.fullName))
    : [];
  const teacherId = office ? (input.teacherId ?? teachers[0]?.id ?? ctx.session.userId) : ctx.session.userId;
  if (office && input.teacherId && !teachers.some((t) => t.id === input.teacherId)) throw notFound('Guru tidak ditemukan.');
  const [hours, slots, semester, closed] = await Promise.all([
    ctx.db
      .select()
      .from(lessonHours)
      .where(and(eq(lessonHours.schoolId, schoolId), eq(lessonHours.day, weekday(date)))),
    slotQuery(ctx.db, schoolId, yearId, { teacherId }),
    semesterOf(ctx, yearId, date),
    closedReason(ctx, date, yearId),
  ]);
  const hourOf = new Map(hours.map((h) => [h.id, h]));
  const today = slots
    .filter((s) => hourOf.has(s.lessonHourId))
    .sort((a, b) => hourOf.get(a.lessonHourId)!.startTime.localeCompare(hourOf.get(b.lessonHourId)!.startTime));
  const meetings = today.length
    ? await ctx.db
        .select({ slotId: lessonMeetings.slotId, topic: lessonMeetings.topic })
        .from(lessonMeetings)
        .where(
          and(
            inArray(
              lessonMeetings.slotId,
              today.map((s) => s.id),
            ),
            eq(lessonMeetings.date, date),
          ),
        )
    : [];
  const taken = new Map(meetings.map((m) => [m.slotId, m]));
  return {
    date,
    yearId,
    semester,
    closed,
    teachers,
    teacherId,
    lessons: today.map((s) => {
      const h = hourOf.get(s.lessonHourId)!;
      return {
        slotId: s.id,
        sectionId: s.sectionId,
        sectionName: s.sectionName,
        teachingAssignmentId: s.teachingAssignmentId,
        courseName: s.courseName,
        period: h.period,
        startTime: h.startTime,
        endTime: h.endTime,
        room: s.room,
        taken: taken.has(s.id),
        topic: taken.get(s.id)?.topic ?? null,
      };
    }),
  };
}

type MeetingKey = { slotId: number; date: string; yearId?: number; semester?: '1' | '2'; sectionId?: number; teachingAssignmentId?: number };

/** One slot of the school in the session's year, checked against the ids of the address; the teacher or the office. */
async function loadSlot(ctx: SessionContext, key: MeetingKey) {
  const yearId = await yearOf(ctx);
  const [slot] = (await slotQuery(ctx.db, ctx.session.schoolId, key.yearId ?? yearId, {})).filter((s) => s.id === key.slotId);
  const [hour] = slot ? await ctx.db.select().from(lessonHours).where(eq(lessonHours.id, slot.lessonHourId)) : [];
  const gone = () => notFound('Pertemuan tidak ditemukan.');
  if (!slot || !hour || hour.day !== weekday(key.date)) throw gone();
  if ((key.sectionId && key.sectionId !== slot.sectionId) || (key.teachingAssignmentId && key.teachingAssignmentId !== slot.teachingAssignmentId)) throw gone();
  const semester = await semesterOf(ctx, key.yearId ?? yearId, key.date);
  if (key.semester && key.semester !== semester) throw gone();
  const mine = slot.teacherId === ctx.session.userId;
  if (!mine && !isOffice(ctx) && ctx.session.userTypeId !== '4') throw forbidden('Pelajaran ini diampu guru lain.');
  return { slot, hour, semester, yearId: key.yearId ?? yearId, canEdit: (mine || isOffice(ctx)) && attendanceAllows('lesson.take', ctx.session.userTypeId) };
}

/** GET /api/attendance/meetings (/lesson_timetable_meeting): one lesson on one date, each student's status (from the daily sheet until saved). */
export async function getMeeting({ ctx, input }: { ctx: SessionContext; input: MeetingKey }) {
  requireAttendance(ctx, 'lesson.read');
  const { slot, hour, semester, yearId, canEdit } = await loadSlot(ctx, input);
  const [students, [meeting], saved, daily, closed] = await Promise.all([
    sectionStudents(ctx.db, [slot.sectionId]),
    ctx.db
      .select()
      .from(lessonMeetings)
      .where(and(eq(lessonMeetings.slotId, slot.id), eq(lessonMeetings.date, input.date))),
    ctx.db
      .select({ studentId: lessonAttendance.studentId, status: lessonAttendance.status })
      .from(lessonAttendance)
      .where(and(eq(lessonAttendance.slotId, slot.id), eq(lessonAttendance.date, input.date))),
    ctx.db
      .select({ studentId: studentDays.studentId, status: studentDays.status })
      .from(studentDays)
      .where(and(eq(studentDays.sectionId, slot.sectionId), eq(studentDays.date, input.date))),
    closedReason(ctx, input.date, yearId),
  ]);
  const savedOf = new Map(saved.map((r) => [r.studentId, r.status]));
  const dailyOf = new Map(daily.map((r) => [r.studentId, r.status]));
  return {
    slotId: slot.id,
    date: input.date,
    yearId,
    semester,
    sectionId: slot.sectionId,
    sectionName: slot.sectionName,
    teachingAssignmentId: slot.teachingAssignmentId,
    courseName: slot.courseName,
    teacherName: slot.teacherName,
    period: hour.period,
    startTime: hour.startTime,
    endTime: hour.endTime,
    closed,
    canEdit: canEdit && !closed,
    taken: !!meeting,
    revision: meeting?.revision ?? 0,
    topic: meeting?.topic ?? null,
    students: students.map((s) => {
      const day = dailyOf.get(s.id) ?? null;
      const status = (savedOf.get(s.id) ?? (day && day !== 'H' ? day : 'H')) as StudentStatus;
      return { id: s.id, fullName: s.fullName, nis: s.nis, status, daily: day };
    }),
  };
}

/** POST /api/attendance/meetings: saves a meeting whole (every student's status and the topic), once per revision. */
export async function saveMeeting({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { slotId: number; date: string; revision: number; topic?: string; statuses: { studentId: number; status: StudentStatus }[] };
}) {
  requireAttendance(ctx, 'lesson.take');
  const { slot, canEdit, yearId } = await loadSlot(ctx, input);
  if (!canEdit) throw forbidden('Pelajaran ini diampu guru lain.');
  const closed = await closedReason(ctx, input.date, yearId);
  if (closed) throw fieldError('date', closed);
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    await tx.insert(lessonMeetings).values({ schoolId, slotId: slot.id, date: input.date, revision: 0, takenBy: ctx.session.userId }).onConflictDoNothing();
    const [meeting] = await tx
      .select()
      .from(lessonMeetings)
      .where(and(eq(lessonMeetings.slotId, slot.id), eq(lessonMeetings.date, input.date)))
      .for('update');
    if (meeting.revision !== input.revision)
      throw new AppError('conflict', 'Presensi pelajaran ini baru saja disimpan pengguna lain. Muat ulang lalu periksa kembali.');
    const members = new Set((await sectionStudents(tx, [slot.sectionId])).map((m) => m.id));
    if (input.statuses.some((s) => !members.has(s.studentId))) throw validationError({ statuses: ['Ada siswa yang bukan anggota rombel ini.'] });
    const given = new Map(input.statuses.map((s) => [s.studentId, s.status]));
    const rows = [...members].map((studentId) => ({
      schoolId,
      slotId: slot.id,
      studentId,
      date: input.date,
      status: given.get(studentId) ?? 'H',
      updatedBy: ctx.session.userId,
      updatedAt: new Date(),
    }));
    if (rows.length)
      await tx
        .insert(lessonAttendance)
        .values(rows)
        .onConflictDoUpdate({
          target: [lessonAttendance.slotId, lessonAttendance.date, lessonAttendance.studentId],
          set: { status: sql`excluded.status`, updatedBy: ctx.session.userId, updatedAt: new Date() },
        });
    const revision = meeting.revision + 1;
    await tx
      .update(lessonMeetings)
      .set({ revision, topic: input.topic?.trim() || null, takenBy: ctx.session.userId, takenAt: new Date() })
      .where(and(eq(lessonMeetings.slotId, slot.id), eq(lessonMeetings.date, input.date)));
    await recordAudit(tx, ctx, {
      resource: 'lesson_meeting',
      recordId: `${slot.id}:${input.date}`,
      action: 'save',
      after: { revision, topic: input.topic ?? null, absent: input.statuses.filter((s) => s.status !== 'H') },
    });
    const counts: Record<string, number> = { H: 0, S: 0, I: 0, A: 0, D: 0 };
    for (const r of rows) counts[r.status] += 1;
    return { revision, counts, message: 'Presensi pelajaran tersimpan.' };
  });
}

/** The teaching assignments (KBM) a person reads lesson attendance of: their own, or all for the office and the principal. */
async function readableAssignments(ctx: SessionContext, yearId: number) {
  const all = isOffice(ctx) || ctx.session.userTypeId === '4';
  return ctx.db
    .select({ id: teachingAssignments.id, sectionId: sections.id, sectionName: sections.name, courseName: courses.name, teacherId: teachingAssignments.userId })
    .from(teachingAssignments)
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .where(
      and(
        eq(teachingAssignments.schoolId, ctx.session.schoolId),
        eq(teachingAssignments.academicYearId, yearId),
        ...(all ? [] : [eq(teachingAssignments.userId, ctx.session.userId)]),
      ),
    )
    .orderBy(asc(courses.name), asc(sections.name));
}

/** GET /api/attendance/lessons/recap (/attendance_student): one KBM's meetings so far, student by meeting, with each student's share present. */
export async function lessonRecap({ ctx, input }: { ctx: SessionContext; input: { teachingAssignmentId?: number } }) {
  requireAttendance(ctx, 'lesson.read');
  const yearId = await yearOf(ctx);
  const list = await readableAssignments(ctx, yearId);
  const kbm = list.find((a) => a.id === (input.teachingAssignmentId ?? list[0]?.id));
  if (input.teachingAssignmentId && !kbm) throw notFound('Pembelajaran tidak ditemukan.');
  const options = list.map((a) => ({ id: a.id, name: `${a.courseName} · ${a.sectionName}` }));
  if (!kbm) return { assignments: options, teachingAssignmentId: null, meetings: [], students: [] };
  const slotIds = (await ctx.db.select({ id: timetableSlots.id }).from(timetableSlots).where(eq(timetableSlots.teachingAssignmentId, kbm.id))).map((s) => s.id);
  const [meetings, rows, students] = await Promise.all([
    ctx.db
      .select({ slotId: lessonMeetings.slotId, date: lessonMeetings.date, topic: lessonMeetings.topic })
      .from(lessonMeetings)
      .where(inArray(lessonMeetings.slotId, slotIds.length ? slotIds : [0]))
      .orderBy(asc(lessonMeetings.date), asc(lessonMeetings.slotId)),
    ctx.db
      .select({ slotId: lessonAttendance.slotId, date: lessonAttendance.date, studentId: lessonAttendance.studentId, status: lessonAttendance.status })
      .from(lessonAttendance)
      .where(inArray(lessonAttendance.slotId, slotIds.length ? slotIds : [0])),
    sectionStudents(ctx.db, [kbm.sectionId]),
  ]);
  const key = (slotId: number, date: string) => `${slotId}:${date}`;
  return {
    assignments: options,
    teachingAssignmentId: kbm.id,
    meetings: meetings.map((m, i) => ({ key: key(m.slotId, m.date), number: i + 1, slotId: m.slotId, date: m.date, topic: m.topic })),
    students: students.map((s) => {
      const mine = rows.filter((r) => r.studentId === s.id);
      const present = mine.filter((r) => r.status === 'H').length;
      return {
        id: s.id,
        fullName: s.fullName,
        statuses: Object.fromEntries(mine.map((r) => [key(r.slotId, r.date), r.status])),
        present,
        percent: mine.length ? Math.round((present / mine.length) * 100) : null,
      };
    }),
  };
}
