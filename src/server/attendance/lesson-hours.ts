import { and, asc, eq, notInArray } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { lessonHours } from '../db/schema/attendance.ts';
import type { SessionContext } from '../http/context.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { requireAttendance } from './guard.ts';

export function readLessonHours(db: Db | Tx, schoolId: number) {
  return db.select().from(lessonHours).where(eq(lessonHours.schoolId, schoolId)).orderBy(asc(lessonHours.day), asc(lessonHours.startTime));
}

const view = (r: typeof lessonHours.$inferSelect) => ({ id: r.id, day: r.day, period: r.period, startTime: r.startTime, endTime: r.endTime, label: r.label });

/** GET /api/attendance/lesson-hours */
export async function listLessonHours({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'timetable.read');
  return { hours: (await readLessonHours(ctx.db, ctx.session.schoolId)).map(view), canEdit: attendanceAllows('timetable.write', ctx.session.userTypeId) };
}

type Row = { startTime: string; endTime: string; isBreak: boolean; label?: string };

/** Writes one day: a row whose start time stays keeps its id (and the lessons placed in it); the others go. */
export async function writeLessonDay(tx: Db | Tx, schoolId: number, day: number, rows: readonly Row[]) {
  let period = 0;
  const values = rows.map((r) => ({ schoolId, day, startTime: r.startTime, endTime: r.endTime, period: r.isBreak ? null : ++period, label: r.label ?? null }));
  const keep = values.map((v) => v.startTime);
  await tx
    .delete(lessonHours)
    .where(and(eq(lessonHours.schoolId, schoolId), eq(lessonHours.day, day), ...(keep.length ? [notInArray(lessonHours.startTime, keep)] : [])));
  for (const v of values) {
    await tx
      .insert(lessonHours)
      .values(v)
      .onConflictDoUpdate({
        target: [lessonHours.schoolId, lessonHours.day, lessonHours.startTime],
        set: { endTime: v.endTime, period: v.period, label: v.label },
      });
  }
}

/** PUT /api/attendance/lesson-hours: one day's periods and breaks (/Jampel). */
export async function saveLessonDay({ ctx, input }: { ctx: SessionContext; input: { day: number; rows: Row[] } }) {
  requireAttendance(ctx, 'timetable.write');
  return ctx.db.transaction(async (tx) => {
    await writeLessonDay(tx, ctx.session.schoolId, input.day, input.rows);
    await recordAudit(tx, ctx, { resource: 'lesson_hours', recordId: input.day, action: 'save', after: input.rows });
    return { hours: (await readLessonHours(tx, ctx.session.schoolId)).map(view), canEdit: true };
  });
}
