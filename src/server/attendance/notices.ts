import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { attendanceNotices, noticeOptOuts, noticeRuns, studentDays } from '../db/schema/attendance.ts';
import { academicYears, schools } from '../db/schema/schools.ts';
import { classMaps, guardianProfiles, guardianStudents } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import type { JobHandler } from '../jobs/handler.ts';
import { queueMessage } from '../messaging/queue-message.ts';
import { schoolTimeZone } from '../school/time-zone.ts';
import type { SessionContext } from '../http/context.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { isSchoolDay } from '../../shared/attendance/school-days.ts';
import { fromZonedInput, toZonedInput } from '../../shared/time/school-time.ts';
import { loadSchoolWeek } from './calendar.ts';
import { requireAttendance } from './guard.ts';
import { readRules } from './rules.ts';

export const NOTICES_JOB = 'attendance.notices';

/**
 * Asks for the day's notice run once (one job per school and day, at the rules' cutoff or now if it has passed):
 * called where an Alpa or a late arrival is written. The job removes its row when done, so a later Alpa of the
 * same day queues one more run, which skips the students already noticed.
 */
export async function scheduleNotices(tx: Db | Tx, schoolId: number, date: string): Promise<void> {
  const [row] = await tx.insert(noticeRuns).values({ schoolId, date }).onConflictDoNothing().returning({ date: noticeRuns.date });
  if (!row) return;
  const rules = await readRules(tx, schoolId);
  const zone = await schoolTimeZone(tx as Db, schoolId);
  const due = new Date(fromZonedInput(`${date}T${rules.cutoff}`, zone));
  const jobId = await enqueueJob(tx, { kind: NOTICES_JOB, payload: { schoolId, date }, schoolId, runAt: due > new Date() ? due : new Date() });
  await tx
    .update(noticeRuns)
    .set({ jobId })
    .where(and(eq(noticeRuns.schoolId, schoolId), eq(noticeRuns.date, date)));
}

const message = (school: string, student: string, date: string, kind: 'A' | 'late', minutes: number) =>
  kind === 'A'
    ? `Yth. Bapak/Ibu, ${student} tercatat ALPA (tidak hadir tanpa keterangan) di ${school} pada ${date}. Bila ada keterangan, ajukan izin lewat portal sekolah. Balas STOP di portal untuk berhenti menerima pesan ini.`
    : `Yth. Bapak/Ibu, ${student} tercatat TERLAMBAT ${minutes} menit di ${school} pada ${date}.`;

/**
 * The day's run: first (when the school asks for it) every member without a status on a school day becomes Alpa;
 * then each Alpa (and late, when asked) student's parents get one WhatsApp message each through the outbox,
 * unless they opted out. `sd_attendance_notices` makes it at most once per student and day.
 */
export async function sendNotices(db: Db, schoolId: number, date: string): Promise<{ students: number; messages: number; markedAbsent: number }> {
  await db.delete(noticeRuns).where(and(eq(noticeRuns.schoolId, schoolId), eq(noticeRuns.date, date)));
  const rules = await readRules(db, schoolId);
  const [year] = await db
    .select({ id: academicYears.id })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, schoolId), eq(academicYears.isCurrent, true)));
  let markedAbsent = 0;
  if (rules.autoAbsent && year && isSchoolDay(date, await loadSchoolWeek(db, schoolId, year.id))) {
    const missing = await db
      .select({ studentId: classMaps.userId, sectionId: classMaps.sectionId })
      .from(classMaps)
      .leftJoin(studentDays, and(eq(studentDays.studentId, classMaps.userId), eq(studentDays.date, date)))
      .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.academicYearId, year.id), isNull(studentDays.studentId)));
    for (let i = 0; i < missing.length; i += 1000) {
      const rows = await db
        .insert(studentDays)
        .values(
          missing.slice(i, i + 1000).map((m) => ({
            schoolId,
            sectionId: m.sectionId,
            studentId: m.studentId,
            date,
            status: 'A',
            source: 'auto',
            note: 'Tanpa tap sampai jam batas',
            revision: 0,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: studentDays.id });
      markedAbsent += rows.length;
    }
  }
  if (!rules.notifyParents) return { students: 0, messages: 0, markedAbsent };
  const done = (
    await db
      .select({ id: attendanceNotices.studentId })
      .from(attendanceNotices)
      .where(and(eq(attendanceNotices.schoolId, schoolId), eq(attendanceNotices.date, date)))
  ).map((r) => r.id);
  const due = await db
    .select({ studentId: studentDays.studentId, status: studentDays.status, lateMinutes: studentDays.lateMinutes, name: users.fullName })
    .from(studentDays)
    .innerJoin(users, eq(users.id, studentDays.studentId))
    .where(
      and(
        eq(studentDays.schoolId, schoolId),
        eq(studentDays.date, date),
        rules.notifyLate ? sql`(${studentDays.status} = 'A' or (${studentDays.status} = 'H' and ${studentDays.lateMinutes} > 0))` : eq(studentDays.status, 'A'),
        ...(done.length ? [notInArray(studentDays.studentId, done)] : []),
      ),
    );
  if (!due.length) return { students: 0, messages: 0, markedAbsent };
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  const parents = await db
    .select({ studentId: guardianStudents.studentId, guardianId: guardianStudents.guardianId, phone: guardianProfiles.phone })
    .from(guardianStudents)
    .innerJoin(guardianProfiles, eq(guardianProfiles.userId, guardianStudents.guardianId))
    .leftJoin(noticeOptOuts, eq(noticeOptOuts.guardianId, guardianStudents.guardianId))
    .where(
      and(
        eq(guardianStudents.schoolId, schoolId),
        inArray(
          guardianStudents.studentId,
          due.map((d) => d.studentId),
        ),
        isNull(noticeOptOuts.guardianId),
      ),
    );
  let messages = 0;
  for (const d of due) {
    const kind = d.status === 'A' ? 'A' : 'late';
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(attendanceNotices)
        .values({ schoolId, studentId: d.studentId, date, kind })
        .onConflictDoNothing()
        .returning({ id: attendanceNotices.studentId });
      if (!claimed) return;
      const to = parents.filter((p) => p.studentId === d.studentId && p.phone);
      for (const p of to)
        await queueMessage(tx as unknown as Db, {
          schoolId,
          userId: p.guardianId,
          channel: 'whatsapp',
          to: p.phone!,
          body: message(school?.name ?? 'sekolah', d.name, date, kind, d.lateMinutes),
        });
      await tx
        .update(attendanceNotices)
        .set({ sent: to.length })
        .where(and(eq(attendanceNotices.studentId, d.studentId), eq(attendanceNotices.date, date)));
      messages += to.length;
    });
  }
  return { students: due.length, messages, markedAbsent };
}

export const attendanceNoticesJob: JobHandler<{ schoolId: number; date: string }> = {
  kind: NOTICES_JOB,
  parse: (payload) => z.object({ schoolId: z.number().int(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).parse(payload),
  async run({ db, payload, progress }) {
    const result = await sendNotices(db, payload.schoolId, payload.date);
    await progress(100);
    return result;
  },
};

/** GET /api/attendance/notices/opt-out: whether this parent gets the attendance messages. */
export async function getOptOut({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'attendance.own');
  const [row] = ctx.session.userTypeId === '6' ? await ctx.db.select().from(noticeOptOuts).where(eq(noticeOptOuts.guardianId, ctx.session.userId)) : [];
  return { canChoose: ctx.session.userTypeId === '6', optOut: !!row };
}

/** PUT /api/attendance/notices/opt-out: a parent stops (or resumes) the Alpa/late WhatsApp messages. */
export async function setOptOut({ ctx, input }: { ctx: SessionContext; input: { optOut: boolean } }) {
  requireAttendance(ctx, 'permit.request');
  return ctx.db.transaction(async (tx) => {
    if (input.optOut) await tx.insert(noticeOptOuts).values({ guardianId: ctx.session.userId, schoolId: ctx.session.schoolId }).onConflictDoNothing();
    else await tx.delete(noticeOptOuts).where(eq(noticeOptOuts.guardianId, ctx.session.userId));
    await recordAudit(tx, ctx, { resource: 'attendance_notice_optout', recordId: ctx.session.userId, action: input.optOut ? 'opt_out' : 'opt_in' });
    return { canChoose: true, optOut: input.optOut };
  });
}

/** Today on a school's clock, for the intake (no session there). */
export const schoolToday = (timeZone: string) => toZonedInput(new Date(), timeZone).slice(0, 10);
