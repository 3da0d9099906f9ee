import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { studentDays } from '../db/schema/attendance.ts';
import { classMaps, guardianStudents, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { addDays, schoolDaysBetween } from '../../shared/attendance/school-days.ts';
import { loadSchoolWeek } from './calendar.ts';
import { todayAt } from './calendar-events.ts';
import { requireAttendance } from './guard.ts';
import { sectionStudents, sectionsFor, yearOf } from './sections.ts';
import { studentAbsenceRecap } from './absence-recap.ts';

const monthEnd = (month: string) => addDays(`${addDays(`${month}-01`, 31).slice(0, 7)}-01`, -1);

/** The school days of a month up to today. */
async function monthDays(ctx: SessionContext, month: string) {
  const today = await todayAt(ctx);
  const week = await loadSchoolWeek(ctx.db, ctx.session.schoolId, ctx.session.academicYearId);
  const last = monthEnd(month) < today ? monthEnd(month) : today;
  return { from: `${month}-01`, to: monthEnd(month), days: schoolDaysBetween(`${month}-01`, last, week) };
}

/** GET /api/attendance/recap: one rombel's month, student by day, with the S/I/A totals (/report_daily_attendance). */
export async function monthRecap({ ctx, input }: { ctx: SessionContext; input: { sectionId?: number; month?: string } }) {
  requireAttendance(ctx, 'attendance.read');
  const yearId = await yearOf(ctx);
  const list =
    ctx.session.userTypeId === '4' ? await sectionsFor({ ...ctx, session: { ...ctx.session, userTypeId: '2' } }, yearId) : await sectionsFor(ctx, yearId);
  const month = input.month ?? (await todayAt(ctx)).slice(0, 7);
  const sectionId = input.sectionId ?? list[0]?.id;
  const section = list.find((s) => s.id === sectionId);
  if (input.sectionId && !section) throw notFound('Rombel tidak ditemukan.');
  if (!section) return { month, sections: [], sectionId: null, days: [], students: [] };
  const { from, to, days } = await monthDays(ctx, month);
  const students = await sectionStudents(ctx.db, [section.id]);
  const rows = await ctx.db
    .select({ studentId: studentDays.studentId, date: studentDays.date, status: studentDays.status })
    .from(studentDays)
    .where(and(eq(studentDays.sectionId, section.id), gte(studentDays.date, from), lte(studentDays.date, to)));
  const totals = new Map(
    (
      await studentAbsenceRecap(
        ctx.db,
        ctx.session.schoolId,
        students.map((s) => s.id),
        from,
        to,
      )
    ).map((t) => [t.studentId, t]),
  );
  return {
    month,
    sections: list.map(({ id, name }) => ({ id, name })),
    sectionId: section.id,
    days,
    students: students.map((s) => ({
      id: s.id,
      fullName: s.fullName,
      nis: s.nis,
      statuses: Object.fromEntries(rows.filter((r) => r.studentId === s.id).map((r) => [r.date, r.status])),
      totals: totals.get(s.id)!,
    })),
  };
}

/** GET /api/attendance/mine: a student's own month, or a parent's child's (/daily_attendance_student). */
export async function myAttendance({ ctx, input }: { ctx: SessionContext; input: { month?: string; studentId?: number } }) {
  requireAttendance(ctx, 'attendance.own');
  const schoolId = ctx.session.schoolId;
  const children =
    ctx.session.userTypeId === '6'
      ? await ctx.db
          .select({ id: users.id, fullName: users.fullName })
          .from(guardianStudents)
          .innerJoin(users, eq(users.id, guardianStudents.studentId))
          .where(and(eq(guardianStudents.schoolId, schoolId), eq(guardianStudents.guardianId, ctx.session.userId)))
          .orderBy(asc(users.fullName))
      : await ctx.db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.id, ctx.session.userId));
  const studentId = input.studentId ?? children[0]?.id;
  const student = children.find((c) => c.id === studentId);
  const month = input.month ?? (await todayAt(ctx)).slice(0, 7);
  if (!student) {
    if (input.studentId) throw notFound('Siswa tidak ditemukan.');
    return { month, children, studentId: null, sectionName: null, days: [], totals: null };
  }
  const { from, to, days } = await monthDays(ctx, month);
  const [rows, [totals], [map]] = await Promise.all([
    ctx.db
      .select({ date: studentDays.date, status: studentDays.status, note: studentDays.note, checkInAt: studentDays.checkInAt })
      .from(studentDays)
      .where(and(eq(studentDays.schoolId, schoolId), eq(studentDays.studentId, student.id), gte(studentDays.date, from), lte(studentDays.date, to))),
    studentAbsenceRecap(ctx.db, schoolId, [student.id], from, to),
    ctx.db
      .select({ name: sections.name })
      .from(classMaps)
      .innerJoin(sections, eq(sections.id, classMaps.sectionId))
      .where(and(eq(classMaps.userId, student.id), inArray(classMaps.academicYearId, [await yearOf(ctx)]))),
  ]);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return {
    month,
    children,
    studentId: student.id,
    sectionName: map?.name ?? null,
    days: days.map((date) => ({
      date,
      status: byDate.get(date)?.status ?? null,
      note: byDate.get(date)?.note ?? null,
      checkInAt: byDate.get(date)?.checkInAt ?? null,
    })),
    totals,
  };
}
