import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { pklCompanies, pklDays, pklJournals, pklPlacements } from '../db/schema/attendance.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, fieldError, validationError } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { weekday } from '../../shared/attendance/school-days.ts';
import { todayAt } from './calendar-events.ts';
import { requireAttendance } from './guard.ts';
import { placementFor, placementScope, runningOn } from './pkl-access.ts';

/**
 * GET /api/attendance/pkl/days (/fwt_daily_student_absence): the placements running on a date with each
 * student's day (self check-in, confirmed or set by the supervisor) and their journal of that day. A student
 * sees their own; a supervisor or mentor theirs; the office all.
 */
export async function pklDay({ ctx, input }: { ctx: SessionContext; input: { date?: string } }) {
  if (!attendanceAllows('pkl.student', ctx.session.userTypeId)) requireAttendance(ctx, 'pkl.supervise');
  const date = input.date ?? (await todayAt(ctx));
  const rows = await ctx.db
    .select({
      id: pklPlacements.id,
      studentId: pklPlacements.studentId,
      studentName: users.fullName,
      companyName: pklCompanies.name,
      startDate: pklPlacements.startDate,
      endDate: pklPlacements.endDate,
    })
    .from(pklPlacements)
    .innerJoin(users, eq(users.id, pklPlacements.studentId))
    .innerJoin(pklCompanies, eq(pklCompanies.id, pklPlacements.companyId))
    .where(and(placementScope(ctx), runningOn(date)))
    .orderBy(asc(pklCompanies.name), asc(users.fullName));
  const ids = rows.map((r) => r.id);
  const [days, journals] = ids.length
    ? await Promise.all([
        ctx.db
          .select()
          .from(pklDays)
          .where(and(inArray(pklDays.placementId, ids), eq(pklDays.date, date))),
        ctx.db
          .select({ placementId: pklJournals.placementId, id: pklJournals.id, status: pklJournals.status })
          .from(pklJournals)
          .where(and(inArray(pklJournals.placementId, ids), eq(pklJournals.date, date))),
      ])
    : [[], []];
  const dayOf = new Map(days.map((d) => [d.placementId, d]));
  const journalOf = new Map(journals.map((j) => [j.placementId, j]));
  const today = await todayAt(ctx);
  return {
    date,
    isToday: date === today,
    role: ctx.session.userTypeId === '5' ? ('student' as const) : ('supervisor' as const),
    students: rows.map((r) => {
      const d = dayOf.get(r.id);
      return {
        placementId: r.id,
        studentId: r.studentId,
        studentName: r.studentName,
        companyName: r.companyName,
        status: d?.status ?? null,
        source: d?.source ?? null,
        checkInAt: d?.checkInAt ?? null,
        note: d?.note ?? null,
        confirmed: !!d?.confirmedBy,
        journal: journalOf.get(r.id)?.status ?? null,
      };
    }),
  };
}

/** POST /api/attendance/pkl/check-in: the student, at the DUDI, says they are there today (Hadir, to be confirmed). */
export async function pklCheckIn({ ctx, input }: { ctx: SessionContext; input: { note?: string } }) {
  requireAttendance(ctx, 'pkl.student');
  const date = await todayAt(ctx);
  if (weekday(date) === 0) throw fieldError('date', 'Hari Minggu bukan hari PKL.');
  const [placement] = await ctx.db
    .select()
    .from(pklPlacements)
    .where(and(placementScope(ctx), runningOn(date)));
  if (!placement) throw new AppError('conflict', 'Anda tidak sedang menjalani PKL hari ini.');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pklDays)
      .values({
        schoolId: ctx.session.schoolId,
        placementId: placement.id,
        date,
        status: 'H',
        checkInAt: new Date(),
        note: input.note?.trim() || null,
        source: 'student',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', 'Presensi PKL hari ini sudah tercatat.');
    await recordAudit(tx, ctx, { resource: 'pkl_day', recordId: `${placement.id}:${date}`, action: 'check_in', after: { note: row.note } });
    return { message: 'Kehadiran PKL hari ini tercatat. Pembimbing akan mengonfirmasi.' };
  });
}

/** PUT /api/attendance/pkl/days: the supervisor or mentor confirms a day or sets it (Sakit, Izin, Alpa). */
export async function setPklDay({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { placementId: number; date: string; status: 'H' | 'S' | 'I' | 'A'; note?: string };
}) {
  requireAttendance(ctx, 'pkl.supervise');
  const placement = await placementFor(ctx, input.placementId);
  if (input.date < placement.startDate || input.date > placement.endDate) throw validationError({ date: ['Tanggal di luar masa PKL siswa ini.'] });
  if (input.date > (await todayAt(ctx))) throw validationError({ date: ['Presensi PKL tidak dapat diisi untuk hari yang belum tiba.'] });
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(pklDays)
      .where(and(eq(pklDays.placementId, placement.id), eq(pklDays.date, input.date)));
    const note = input.note?.trim() || before?.note || null;
    await tx
      .insert(pklDays)
      .values({
        schoolId: ctx.session.schoolId,
        placementId: placement.id,
        date: input.date,
        status: input.status,
        note,
        source: 'supervisor',
        confirmedBy: ctx.session.userId,
        confirmedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: [pklDays.placementId, pklDays.date],
        set: { status: input.status, note, confirmedBy: ctx.session.userId, confirmedAt: new Date() },
      });
    await recordAudit(tx, ctx, {
      resource: 'pkl_day',
      recordId: `${placement.id}:${input.date}`,
      action: 'set',
      before: before ? { status: before.status } : null,
      after: { status: input.status, note },
    });
    return { message: 'Presensi PKL tersimpan.' };
  });
}

/** GET /api/attendance/pkl/journals (/field/pkl_jurnal): a student's own entries, or the entries of a supervisor's students (waiting first). */
export async function listJournals({ ctx, input }: { ctx: SessionContext; input: { status?: 'submitted' | 'approved' | 'revision' } }) {
  if (!attendanceAllows('pkl.student', ctx.session.userTypeId)) requireAttendance(ctx, 'pkl.supervise');
  const student = ctx.session.userTypeId === '5';
  const rows = await ctx.db
    .select({
      id: pklJournals.id,
      placementId: pklJournals.placementId,
      date: pklJournals.date,
      activity: pklJournals.activity,
      status: pklJournals.status,
      feedback: pklJournals.feedback,
      studentName: users.fullName,
      companyName: pklCompanies.name,
    })
    .from(pklJournals)
    .innerJoin(pklPlacements, eq(pklPlacements.id, pklJournals.placementId))
    .innerJoin(users, eq(users.id, pklPlacements.studentId))
    .innerJoin(pklCompanies, eq(pklCompanies.id, pklPlacements.companyId))
    .where(and(placementScope(ctx), ...(input.status ? [eq(pklJournals.status, input.status)] : [])))
    .orderBy(sql`${pklJournals.status} = 'submitted' desc`, desc(pklJournals.date), asc(users.fullName))
    .limit(200);
  const today = await todayAt(ctx);
  const [placement] = student
    ? await ctx.db
        .select({ id: pklPlacements.id, companyName: pklCompanies.name })
        .from(pklPlacements)
        .innerJoin(pklCompanies, eq(pklCompanies.id, pklPlacements.companyId))
        .where(and(placementScope(ctx), runningOn(today)))
    : [];
  return { role: student ? ('student' as const) : ('supervisor' as const), today, placement: placement ?? null, entries: rows };
}

/** POST /api/attendance/pkl/journals: the student writes (or rewrites) a day's journal; an approved day is closed (409). */
export async function writeJournal({ ctx, input }: { ctx: SessionContext; input: { date: string; activity: string } }) {
  requireAttendance(ctx, 'pkl.student');
  const today = await todayAt(ctx);
  if (input.date > today) throw validationError({ date: ['Jurnal tidak dapat ditulis untuk hari yang belum tiba.'] });
  const [placement] = await ctx.db
    .select()
    .from(pklPlacements)
    .where(and(placementScope(ctx), runningOn(input.date)));
  if (!placement) throw validationError({ date: ['Tanggal itu di luar masa PKL Anda.'] });
  return ctx.db.transaction(async (tx) => {
    const [had] = await tx
      .select()
      .from(pklJournals)
      .where(and(eq(pklJournals.placementId, placement.id), eq(pklJournals.date, input.date)))
      .for('update');
    if (had?.status === 'approved') throw new AppError('conflict', 'Jurnal hari itu sudah disetujui pembimbing dan tidak dapat diubah.');
    await tx
      .insert(pklJournals)
      .values({ schoolId: ctx.session.schoolId, placementId: placement.id, date: input.date, activity: input.activity, status: 'submitted' })
      .onConflictDoUpdate({
        target: [pklJournals.placementId, pklJournals.date],
        set: { activity: input.activity, status: 'submitted', updatedAt: new Date() },
      });
    await recordAudit(tx, ctx, {
      resource: 'pkl_journal',
      recordId: `${placement.id}:${input.date}`,
      action: had ? 'revise' : 'submit',
      after: { activity: input.activity },
    });
    return { message: 'Jurnal terkirim ke pembimbing.' };
  });
}

/** POST /api/attendance/pkl/journals/:id/review: the supervisor or mentor approves, or asks for a revision with a note. */
export async function reviewJournal({ ctx, id, input }: { ctx: SessionContext; id: number; input: { approve: boolean; feedback?: string } }) {
  requireAttendance(ctx, 'pkl.supervise');
  if (!input.approve && !input.feedback?.trim()) throw validationError({ feedback: ['Tulis apa yang perlu diperbaiki.'] });
  return ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ j: pklJournals })
      .from(pklJournals)
      .innerJoin(pklPlacements, eq(pklPlacements.id, pklJournals.placementId))
      .where(and(placementScope(ctx), eq(pklJournals.id, id)))
      .for('update');
    if (!entry) throw new AppError('not_found', 'Jurnal tidak ditemukan.');
    if (entry.j.status !== 'submitted') throw new AppError('conflict', 'Jurnal ini sudah diperiksa.');
    const status = input.approve ? 'approved' : 'revision';
    await tx
      .update(pklJournals)
      .set({ status, feedback: input.feedback?.trim() || null, reviewedBy: ctx.session.userId, reviewedAt: new Date() })
      .where(eq(pklJournals.id, id));
    await recordAudit(tx, ctx, { resource: 'pkl_journal', recordId: id, action: status, after: { feedback: input.feedback ?? null } });
    return { message: input.approve ? 'Jurnal disetujui.' : 'Jurnal dikembalikan untuk diperbaiki.' };
  });
}
