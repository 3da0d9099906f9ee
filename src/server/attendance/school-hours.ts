import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { schoolHours } from '../db/schema/attendance.ts';
import type { SessionContext } from '../http/context.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { requireAttendance } from './guard.ts';

type Hours = { checkInFrom: string; lateAfter: string; checkOutFrom: string };
const DEFAULTS: Record<'student' | 'staff', Hours> = {
  student: { checkInFrom: '05:30', lateAfter: '07:00', checkOutFrom: '14:00' },
  staff: { checkInFrom: '05:30', lateAfter: '07:15', checkOutFrom: '15:00' },
};

/** GET /api/attendance/school-hours: the tap rules for students and staff (the defaults until the school saves). */
export async function getSchoolHours({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'devices.manage');
  const rows = await ctx.db.select().from(schoolHours).where(eq(schoolHours.schoolId, ctx.session.schoolId));
  const of = (audience: 'student' | 'staff') => {
    const r = rows.find((x) => x.audience === audience);
    return r ? { checkInFrom: r.checkInFrom, lateAfter: r.lateAfter, checkOutFrom: r.checkOutFrom } : DEFAULTS[audience];
  };
  return { student: of('student'), staff: of('staff'), canEdit: attendanceAllows('staff_attendance.write', ctx.session.userTypeId) };
}

/** PUT /api/attendance/school-hours: one audience's hours; later taps are judged by them. */
export async function saveSchoolHours({ ctx, input }: { ctx: SessionContext; input: Hours & { audience: 'student' | 'staff' } }) {
  requireAttendance(ctx, 'staff_attendance.write');
  const { audience, ...hours } = input;
  return ctx.db.transaction(async (tx) => {
    await tx
      .insert(schoolHours)
      .values({ schoolId: ctx.session.schoolId, audience, ...hours })
      .onConflictDoUpdate({
        target: [schoolHours.schoolId, schoolHours.audience],
        set: { checkInFrom: sql`excluded.check_in_from`, lateAfter: sql`excluded.late_after`, checkOutFrom: sql`excluded.check_out_from` },
      });
    await recordAudit(tx, ctx, { resource: 'school_hours', recordId: audience, action: 'save', after: hours });
    return getSchoolHours({ ctx: { ...ctx, db: tx as unknown as SessionContext['db'] } });
  });
}
