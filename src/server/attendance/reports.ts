import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { staffDays, studentDays, taps } from '../db/schema/attendance.ts';
import { users } from '../db/schema/users.ts';
import { classMaps } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { addDays, isSchoolDay, schoolDaysBetween, weekday } from '../../shared/attendance/school-days.ts';
import { schoolDay, schoolTimeZone } from '../school/time-zone.ts';
import { loadSchoolWeek } from './calendar.ts';
import { todayAt } from './calendar-events.ts';
import { requireAttendance } from './guard.ts';
import { readableSections } from './report-sections.ts';
import { sectionStudents, yearOf } from './sections.ts';
import { STAFF_TYPES } from './staff-days.ts';

const EMPTY = () => ({ H: 0, S: 0, I: 0, A: 0, D: 0 });
type Counts = ReturnType<typeof EMPTY>;

/** The rombel asked for (or the first one this person reads); 404 for one they do not. */
async function pickSection(ctx: SessionContext, sectionId: number | undefined) {
  const list = await readableSections(ctx, await yearOf(ctx));
  const section = list.find((s) => s.id === (sectionId ?? list[0]?.id));
  if (sectionId && !section) throw notFound('Rombel tidak ditemukan.');
  return { list: list.map(({ id, name }) => ({ id, name })), section: section ?? null };
}

/**
 * GET /api/attendance/reports/daily (/attendance-report/daily): one day of the whole school, rombel by rombel:
 * how many students, each status, late arrivals, and whether the homeroom teacher has taken it. Two grouped
 * queries whatever the school's size.
 */
export async function dailyReport({ ctx, input }: { ctx: SessionContext; input: { date?: string } }) {
  requireAttendance(ctx, 'attendance.read');
  const schoolId = ctx.session.schoolId;
  const date = input.date ?? (await todayAt(ctx));
  const yearId = await yearOf(ctx);
  const [list, week] = await Promise.all([readableSections(ctx, yearId), loadSchoolWeek(ctx.db, schoolId, yearId)]);
  const ids = list.map((s) => s.id);
  const [sizes, rows] = await Promise.all([
    ids.length
      ? ctx.db
          .select({ sectionId: classMaps.sectionId, n: sql<number>`count(*)::int` })
          .from(classMaps)
          .where(inArray(classMaps.sectionId, ids))
          .groupBy(classMaps.sectionId)
      : Promise.resolve([]),
    ids.length
      ? ctx.db
          .select({
            sectionId: studentDays.sectionId,
            status: studentDays.status,
            n: sql<number>`count(*)::int`,
            late: sql<number>`count(*) filter (where ${studentDays.lateMinutes} > 0)::int`,
          })
          .from(studentDays)
          .where(and(eq(studentDays.schoolId, schoolId), eq(studentDays.date, date), inArray(studentDays.sectionId, ids)))
          .groupBy(studentDays.sectionId, studentDays.status)
      : Promise.resolve([]),
  ]);
  const sizeOf = new Map(sizes.map((r) => [r.sectionId, Number(r.n)]));
  const total = { students: 0, recorded: 0, late: 0, counts: EMPTY() };
  const sections = list.map((s) => {
    const counts = EMPTY();
    let late = 0;
    for (const r of rows.filter((x) => x.sectionId === s.id)) {
      if (r.status in counts) counts[r.status as keyof Counts] += Number(r.n);
      late += Number(r.late);
    }
    const students = sizeOf.get(s.id) ?? 0;
    const recorded = Object.values(counts).reduce((a, b) => a + b, 0);
    total.students += students;
    total.recorded += recorded;
    total.late += late;
    for (const k of Object.keys(counts) as (keyof Counts)[]) total.counts[k] += counts[k];
    return { id: s.id, name: s.name, students, recorded, late, counts, presentPercent: students ? Math.round((counts.H / students) * 1000) / 10 : 0 };
  });
  return { date, schoolDay: isSchoolDay(date, week), sections, total };
}

/** The Monday of a date's week. */
const mondayOf = (date: string) => addDays(date, -((weekday(date) + 6) % 7));

/** GET /api/attendance/reports/week (/attendance-report/weeks): one rombel's week, student by school day. */
export async function weekReport({ ctx, input }: { ctx: SessionContext; input: { sectionId?: number; date?: string } }) {
  requireAttendance(ctx, 'attendance.read');
  const from = mondayOf(input.date ?? (await todayAt(ctx)));
  const to = addDays(from, 6);
  const { list, section } = await pickSection(ctx, input.sectionId);
  if (!section) return { from, to, sections: list, sectionId: null, sectionName: null, days: [], students: [] };
  const week = await loadSchoolWeek(ctx.db, ctx.session.schoolId, await yearOf(ctx));
  const days = schoolDaysBetween(from, to, week);
  const [students, rows] = await Promise.all([
    sectionStudents(ctx.db, [section.id]),
    ctx.db
      .select({ studentId: studentDays.studentId, date: studentDays.date, status: studentDays.status, lateMinutes: studentDays.lateMinutes })
      .from(studentDays)
      .where(and(eq(studentDays.sectionId, section.id), gte(studentDays.date, from), lte(studentDays.date, to))),
  ]);
  return {
    from,
    to,
    sections: list,
    sectionId: section.id,
    sectionName: section.name,
    days,
    students: students.map((s) => {
      const mine = rows.filter((r) => r.studentId === s.id);
      const counts = EMPTY();
      for (const r of mine) if (r.status in counts) counts[r.status as keyof Counts] += 1;
      return {
        id: s.id,
        fullName: s.fullName,
        nis: s.nis,
        statuses: Object.fromEntries(mine.map((r) => [r.date, r.status])),
        late: mine.filter((r) => r.lateMinutes > 0).length,
        counts,
      };
    }),
  };
}

type Audience = 'student' | 'staff';

/** The people of one audience: a rombel's students (or all the readable ones), or every active employee. */
async function peopleOf(ctx: SessionContext, audience: Audience, sectionId: number | undefined) {
  if (audience === 'staff') {
    requireAttendance(ctx, 'staff_attendance.read');
    const staff = await ctx.db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(and(eq(users.schoolId, ctx.session.schoolId), inArray(users.userTypeId, STAFF_TYPES), eq(users.isActive, true)))
      .orderBy(asc(users.fullName));
    return {
      list: [] as { id: number; name: string }[],
      sectionId: null,
      people: staff.map((p) => ({ ...p, nis: null as string | null, group: null as string | null })),
    };
  }
  requireAttendance(ctx, 'attendance.read');
  const yearId = await yearOf(ctx);
  const all = await readableSections(ctx, yearId);
  if (sectionId && !all.some((s) => s.id === sectionId)) throw notFound('Rombel tidak ditemukan.');
  const chosen = sectionId ? all.filter((s) => s.id === sectionId) : all;
  const nameOf = new Map(all.map((s) => [s.id, s.name]));
  const students = await sectionStudents(
    ctx.db,
    chosen.map((s) => s.id),
  );
  return {
    list: all.map(({ id, name }) => ({ id, name })),
    sectionId: sectionId ?? null,
    people: students.map((s) => ({ id: s.id, fullName: s.fullName, nis: s.nis, group: nameOf.get(s.sectionId) ?? null })),
  };
}

/** GET /api/attendance/reports/one-day (/report_daily_one_days): every person on one day: status, in, out, late. */
export async function oneDayReport({ ctx, input }: { ctx: SessionContext; input: { date?: string; audience: Audience; sectionId?: number } }) {
  const date = input.date ?? (await todayAt(ctx));
  const { list, sectionId, people } = await peopleOf(ctx, input.audience, input.sectionId);
  const ids = people.map((p) => p.id);
  const rows = !ids.length
    ? []
    : input.audience === 'staff'
      ? await ctx.db
          .select({
            userId: staffDays.userId,
            status: staffDays.status,
            checkInAt: staffDays.checkInAt,
            checkOutAt: staffDays.checkOutAt,
            lateMinutes: staffDays.lateMinutes,
            earlyLeaveMinutes: staffDays.earlyLeaveMinutes,
            source: staffDays.source,
          })
          .from(staffDays)
          .where(and(eq(staffDays.schoolId, ctx.session.schoolId), eq(staffDays.date, date)))
      : await ctx.db
          .select({
            userId: studentDays.studentId,
            status: studentDays.status,
            checkInAt: studentDays.checkInAt,
            checkOutAt: sql<Date | null>`null`,
            lateMinutes: studentDays.lateMinutes,
            earlyLeaveMinutes: sql<number>`0`,
            source: studentDays.source,
          })
          .from(studentDays)
          .where(and(eq(studentDays.schoolId, ctx.session.schoolId), eq(studentDays.date, date), inArray(studentDays.studentId, ids)));
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return {
    date,
    audience: input.audience,
    sections: list,
    sectionId,
    people: people.map((p) => {
      const r = byUser.get(p.id);
      return {
        ...p,
        status: r?.status ?? null,
        checkInAt: r?.checkInAt ?? null,
        checkOutAt: r?.checkOutAt ?? null,
        lateMinutes: Number(r?.lateMinutes ?? 0),
        earlyLeaveMinutes: Number(r?.earlyLeaveMinutes ?? 0),
        source: r?.source ?? null,
      };
    }),
  };
}

const monthEnd = (month: string) => addDays(`${addDays(`${month}-01`, 31).slice(0, 7)}-01`, -1);

/** GET /api/attendance/reports/monthly (/report_monthly_users): each person's month: days per status, late and early leave. */
export async function monthlyReport({ ctx, input }: { ctx: SessionContext; input: { month?: string; audience: Audience; sectionId?: number } }) {
  const month = input.month ?? (await todayAt(ctx)).slice(0, 7);
  const from = `${month}-01`;
  const to = monthEnd(month);
  const { list, sectionId, people } = await peopleOf(ctx, input.audience, input.sectionId);
  const ids = people.map((p) => p.id);
  const table = input.audience === 'staff' ? staffDays : studentDays;
  const who = input.audience === 'staff' ? staffDays.userId : studentDays.studentId;
  const rows = ids.length
    ? await ctx.db
        .select({
          userId: who,
          status: table.status,
          n: sql<number>`count(*)::int`,
          late: sql<number>`count(*) filter (where ${table.lateMinutes} > 0)::int`,
          lateMinutes: sql<number>`coalesce(sum(${table.lateMinutes}), 0)::int`,
          early: input.audience === 'staff' ? sql<number>`coalesce(sum(${staffDays.earlyLeaveMinutes}), 0)::int` : sql<number>`0`,
        })
        .from(table)
        .where(and(eq(table.schoolId, ctx.session.schoolId), gte(table.date, from), lte(table.date, to), inArray(who, ids)))
        .groupBy(who, table.status)
    : [];
  const week = await loadSchoolWeek(ctx.db, ctx.session.schoolId, await yearOf(ctx));
  const today = await todayAt(ctx);
  const schoolDays = schoolDaysBetween(from, to < today ? to : today, week).length;
  return {
    month,
    audience: input.audience,
    sections: list,
    sectionId,
    schoolDays,
    people: people.map((p) => {
      const mine = rows.filter((r) => r.userId === p.id);
      const counts: Record<string, number> = { H: 0, S: 0, I: 0, A: 0, D: 0, C: 0 };
      for (const r of mine) counts[r.status] = (counts[r.status] ?? 0) + Number(r.n);
      const sum = (f: (r: (typeof mine)[number]) => number) => mine.reduce((a, r) => a + Number(f(r)), 0);
      return {
        ...p,
        counts,
        late: sum((r) => r.late),
        lateMinutes: sum((r) => r.lateMinutes),
        earlyLeaveMinutes: sum((r) => r.early),
        unrecorded: Math.max(0, schoolDays - sum((r) => r.n)),
      };
    }),
  };
}

/**
 * GET /api/attendance/reports/no-tap (/report_available_users_log): who sent no tap on a day (students of a
 * rombel or all, or staff), with their status that day if someone set one, and how many taps had an unknown PIN.
 */
export async function noTapReport({ ctx, input }: { ctx: SessionContext; input: { date?: string; audience: Audience; sectionId?: number } }) {
  const timeZone = await schoolTimeZone(ctx.db, ctx.session.schoolId);
  const day = schoolDay(timeZone, input.date ?? (await todayAt(ctx)));
  const report = await oneDayReport({ ctx, input: { ...input, date: day.date } });
  const tapped = new Set(
    (
      await ctx.db
        .selectDistinct({ userId: taps.userId })
        .from(taps)
        .where(and(eq(taps.schoolId, ctx.session.schoolId), gte(taps.punchedAt, day.from), sql`${taps.punchedAt} < ${day.to}`, isNotNull(taps.userId)))
    ).map((r) => r.userId),
  );
  const [{ n }] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(taps)
    .where(and(eq(taps.schoolId, ctx.session.schoolId), gte(taps.punchedAt, day.from), sql`${taps.punchedAt} < ${day.to}`, sql`${taps.userId} is null`));
  const week = await loadSchoolWeek(ctx.db, ctx.session.schoolId, await yearOf(ctx));
  const missing = report.people.filter((p) => !tapped.has(p.id));
  return {
    ...report,
    schoolDay: isSchoolDay(day.date, week),
    total: report.people.length,
    tapped: report.people.length - missing.length,
    unknownPins: Number(n),
    people: missing,
  };
}
