import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { staffDays } from '../db/schema/attendance.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { fieldError, notFound } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { isSchoolDay } from '../../shared/attendance/school-days.ts';
import type { StaffStatus } from '../../shared/attendance/statuses.ts';
import { loadSchoolWeek } from './calendar.ts';
import { todayAt } from './calendar-events.ts';
import { requireAttendance } from './guard.ts';

export const STAFF_TYPES = ['2', '3', '4', '7', '8', '9', '10', '11'];

/** GET /api/attendance/staff: every employee's day (/staff_daily_attendance): status, in, out, late, early leave. */
export async function staffDay({ ctx, input }: { ctx: SessionContext; input: { date?: string } }) {
  requireAttendance(ctx, 'staff_attendance.read');
  const schoolId = ctx.session.schoolId;
  const date = input.date ?? (await todayAt(ctx));
  const [people, rows, week] = await Promise.all([
    ctx.db
      .select({ id: users.id, fullName: users.fullName, userTypeId: users.userTypeId })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, STAFF_TYPES), eq(users.isActive, true)))
      .orderBy(asc(users.fullName)),
    ctx.db
      .select()
      .from(staffDays)
      .where(and(eq(staffDays.schoolId, schoolId), eq(staffDays.date, date))),
    loadSchoolWeek(ctx.db, schoolId, ctx.session.academicYearId),
  ]);
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return {
    date,
    schoolDay: isSchoolDay(date, week),
    canEdit: attendanceAllows('staff_attendance.write', ctx.session.userTypeId),
    people: people.map((p) => {
      const r = byUser.get(p.id);
      return {
        userId: p.id,
        fullName: p.fullName,
        userTypeId: p.userTypeId,
        status: r?.status ?? null,
        checkInAt: r?.checkInAt ?? null,
        checkOutAt: r?.checkOutAt ?? null,
        lateMinutes: r?.lateMinutes ?? 0,
        earlyLeaveMinutes: r?.earlyLeaveMinutes ?? 0,
        source: r?.source ?? null,
        note: r?.note ?? null,
      };
    }),
  };
}

/** PUT /api/attendance/staff: the office records a day by hand (sick, leave, duty) — taps keep their times. */
export async function setStaffDay({ ctx, input }: { ctx: SessionContext; input: { userId: number; date: string; status: StaffStatus; note?: string } }) {
  requireAttendance(ctx, 'staff_attendance.write');
  const schoolId = ctx.session.schoolId;
  if (input.date > (await todayAt(ctx))) throw fieldError('date', 'Presensi tidak dapat diisi untuk hari yang belum tiba.');
  return ctx.db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.id, input.userId), inArray(users.userTypeId, STAFF_TYPES)));
    if (!person) throw notFound('Pegawai tidak ditemukan.');
    const [before] = await tx
      .select()
      .from(staffDays)
      .where(and(eq(staffDays.userId, input.userId), eq(staffDays.date, input.date)));
    await tx
      .insert(staffDays)
      .values({ schoolId, userId: input.userId, date: input.date, status: input.status, source: 'manual', note: input.note ?? null })
      .onConflictDoUpdate({ target: [staffDays.userId, staffDays.date], set: { status: input.status, note: input.note ?? null } });
    await recordAudit(tx, ctx, {
      resource: 'staff_attendance',
      recordId: `${input.userId}:${input.date}`,
      action: 'set',
      before: before ? { status: before.status } : null,
      after: { status: input.status, note: input.note ?? null },
    });
    return { message: 'Presensi pegawai tersimpan.' };
  });
}
