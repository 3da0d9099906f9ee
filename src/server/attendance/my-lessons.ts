import { and, asc, desc, eq } from 'drizzle-orm';
import { lessonAttendance, lessonMeetings, timetableSlots } from '../db/schema/attendance.ts';
import { courses, guardianStudents, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { requireAttendance } from './guard.ts';
import { yearOf } from './sections.ts';

/** A student's own, or a parent's children; the one asked for (404 for anyone else's). */
export async function ownStudent(ctx: SessionContext, studentId: number | undefined) {
  const children =
    ctx.session.userTypeId === '6'
      ? await ctx.db
          .select({ id: users.id, fullName: users.fullName })
          .from(guardianStudents)
          .innerJoin(users, eq(users.id, guardianStudents.studentId))
          .where(and(eq(guardianStudents.schoolId, ctx.session.schoolId), eq(guardianStudents.guardianId, ctx.session.userId)))
          .orderBy(asc(users.fullName))
      : await ctx.db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.id, ctx.session.userId));
  const student = children.find((c) => c.id === (studentId ?? children[0]?.id)) ?? null;
  if (studentId && !student) throw notFound('Siswa tidak ditemukan.');
  return { children, student };
}

/**
 * GET /api/attendance/lessons/mine (/absensikelasstudent): a student's per-lesson attendance this year, subject
 * by subject (meetings, each status, share present) and the latest meetings, for the student or their parent.
 */
export async function myLessons({ ctx, input }: { ctx: SessionContext; input: { studentId?: number } }) {
  requireAttendance(ctx, 'attendance.own');
  const { children, student } = await ownStudent(ctx, input.studentId);
  if (!student) return { children, studentId: null, subjects: [], recent: [] };
  const yearId = await yearOf(ctx);
  const rows = await ctx.db
    .select({
      date: lessonAttendance.date,
      status: lessonAttendance.status,
      courseName: courses.name,
      teacherName: users.fullName,
      topic: lessonMeetings.topic,
    })
    .from(lessonAttendance)
    .innerJoin(timetableSlots, eq(timetableSlots.id, lessonAttendance.slotId))
    .innerJoin(teachingAssignments, eq(teachingAssignments.id, timetableSlots.teachingAssignmentId))
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(users, eq(users.id, timetableSlots.teacherId))
    .leftJoin(lessonMeetings, and(eq(lessonMeetings.slotId, lessonAttendance.slotId), eq(lessonMeetings.date, lessonAttendance.date)))
    .where(and(eq(lessonAttendance.schoolId, ctx.session.schoolId), eq(lessonAttendance.studentId, student.id), eq(timetableSlots.academicYearId, yearId)))
    .orderBy(desc(lessonAttendance.date));
  const bySubject = new Map<string, { courseName: string; meetings: number; counts: Record<string, number> }>();
  for (const r of rows) {
    const s = bySubject.get(r.courseName) ?? { courseName: r.courseName, meetings: 0, counts: { H: 0, S: 0, I: 0, A: 0, D: 0 } };
    s.meetings += 1;
    s.counts[r.status] = (s.counts[r.status] ?? 0) + 1;
    bySubject.set(r.courseName, s);
  }
  return {
    children,
    studentId: student.id,
    subjects: [...bySubject.values()]
      .sort((a, b) => a.courseName.localeCompare(b.courseName))
      .map((s) => ({ ...s, percent: Math.round((s.counts.H / s.meetings) * 100) })),
    recent: rows.slice(0, 30),
  };
}
