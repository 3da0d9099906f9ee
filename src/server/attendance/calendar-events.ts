import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { calendarEvents } from '../db/schema/attendance.ts';
import { teachingSettings } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { addDays, countSchoolDays } from '../../shared/attendance/school-days.ts';
import { schoolTimeZone } from '../school/time-zone.ts';
import { toZonedInput } from '../../shared/time/school-time.ts';
import { eventsBetween, loadSchoolWeek } from './calendar.ts';
import { requireAttendance } from './guard.ts';

const HOLIDAY_KINDS = new Set(['national', 'holiday']);

export async function todayAt(ctx: SessionContext): Promise<string> {
  return toZonedInput(new Date(), await schoolTimeZone(ctx.db, ctx.session.schoolId)).slice(0, 10);
}

/** GET /api/attendance/calendar: a month (or any range) of events, and the semesters' effective days. */
export async function getCalendar({ ctx, input }: { ctx: SessionContext; input: { from?: string; to?: string } }) {
  requireAttendance(ctx, 'calendar.read');
  const schoolId = ctx.session.schoolId;
  const from = input.from ?? `${(await todayAt(ctx)).slice(0, 7)}-01`;
  const to = input.to && input.to >= from ? input.to : addDays(`${addDays(from, 31).slice(0, 7)}-01`, -1);
  const week = await loadSchoolWeek(ctx.db, schoolId, ctx.session.academicYearId);
  const events = await eventsBetween(ctx.db, schoolId, from, to);
  const semesters = ctx.session.academicYearId
    ? await ctx.db
        .select()
        .from(teachingSettings)
        .where(and(eq(teachingSettings.schoolId, schoolId), eq(teachingSettings.academicYearId, ctx.session.academicYearId)))
        .orderBy(asc(teachingSettings.semester))
    : [];
  return {
    from,
    to,
    events: events.map(({ id, title, startDate, endDate, kind, isHoliday }) => ({ id, title, startDate, endDate, kind, isHoliday })),
    schoolDaysPerWeek: week.schoolDays,
    effectiveDays: countSchoolDays(from, to, week),
    semesters: semesters.map((s) => ({
      semester: s.semester,
      startDate: s.startDate,
      endDate: s.endDate,
      effectiveDays: countSchoolDays(s.startDate, s.endDate, week),
    })),
    canEdit: attendanceAllows('calendar.write', ctx.session.userTypeId),
  };
}

export async function createCalendarEvent({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { title: string; startDate: string; endDate: string; kind: 'national' | 'holiday' | 'event' | 'exam' };
}) {
  requireAttendance(ctx, 'calendar.write');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarEvents)
      .values({ schoolId: ctx.session.schoolId, ...input, isHoliday: HOLIDAY_KINDS.has(input.kind) })
      .returning();
    await recordAudit(tx, ctx, { resource: 'calendar_event', recordId: row.id, action: 'create', after: input });
    return { id: row.id, title: row.title, startDate: row.startDate, endDate: row.endDate, kind: row.kind, isHoliday: row.isHoliday };
  });
}

export async function deleteCalendarEvent({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireAttendance(ctx, 'calendar.write');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(calendarEvents)
      .where(and(eq(calendarEvents.schoolId, ctx.session.schoolId), eq(calendarEvents.id, id)))
      .returning();
    if (!row) throw notFound('Kegiatan tidak ditemukan.');
    await recordAudit(tx, ctx, {
      resource: 'calendar_event',
      recordId: id,
      action: 'delete',
      before: { title: row.title, startDate: row.startDate, endDate: row.endDate, kind: row.kind },
    });
    return { message: 'Kegiatan dihapus.' };
  });
}
