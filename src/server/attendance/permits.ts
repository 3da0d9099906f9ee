import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { absencePermits, studentDays } from '../db/schema/attendance.ts';
import { files } from '../db/schema/files.ts';
import { classMaps, guardianStudents, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { schoolDaysBetween } from '../../shared/attendance/school-days.ts';
import { loadSchoolWeek } from './calendar.ts';
import { todayAt } from './calendar-events.ts';
import { isMonthLocked, MONTH_LOCKED } from './daily.ts';
import { isOffice, requireAttendance } from './guard.ts';
import { yearOf } from './sections.ts';

/** The students whose permits this person sees: a parent's children, a homeroom teacher's rombel, all for the office. */
async function visibleStudents(ctx: SessionContext): Promise<number[] | 'all'> {
  if (isOffice(ctx)) return 'all';
  if (ctx.session.userTypeId === '6') {
    return (
      await ctx.db
        .select({ id: guardianStudents.studentId })
        .from(guardianStudents)
        .where(and(eq(guardianStudents.schoolId, ctx.session.schoolId), eq(guardianStudents.guardianId, ctx.session.userId)))
    ).map((r) => r.id);
  }
  const yearId = await yearOf(ctx);
  return (
    await ctx.db
      .select({ id: classMaps.userId })
      .from(classMaps)
      .innerJoin(sections, eq(sections.id, classMaps.sectionId))
      .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(classMaps.academicYearId, yearId), eq(sections.homeroomTeacherId, ctx.session.userId)))
  ).map((r) => r.id);
}

/** GET /api/attendance/permits: pending first, then the newest. */
export async function listPermits({ ctx }: { ctx: SessionContext }) {
  if (!attendanceAllows('permit.request', ctx.session.userTypeId)) requireAttendance(ctx, 'permit.decide');
  const visible = await visibleStudents(ctx);
  const rows = await ctx.db
    .select({ p: absencePermits, studentName: users.fullName })
    .from(absencePermits)
    .innerJoin(users, eq(users.id, absencePermits.studentId))
    .where(
      and(eq(absencePermits.schoolId, ctx.session.schoolId), ...(visible === 'all' ? [] : [inArray(absencePermits.studentId, visible.length ? visible : [0])])),
    )
    .orderBy(sql`${absencePermits.status} = 'pending' desc`, desc(absencePermits.createdAt))
    .limit(200);
  const children =
    ctx.session.userTypeId === '6' && visible !== 'all' && visible.length
      ? await ctx.db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, visible))
      : [];
  return {
    permits: rows.map(({ p, studentName }) => ({
      id: p.id,
      studentId: p.studentId,
      studentName,
      dateFrom: p.dateFrom,
      dateTo: p.dateTo,
      kind: p.kind,
      reason: p.reason,
      fileId: p.fileId,
      status: p.status,
      decisionNote: p.decisionNote,
      createdAt: p.createdAt,
    })),
    children,
    canRequest: attendanceAllows('permit.request', ctx.session.userTypeId),
    canDecide: attendanceAllows('permit.decide', ctx.session.userTypeId),
  };
}

type PermitInput = { studentId: number; dateFrom: string; dateTo: string; kind: 'S' | 'I'; reason: string; fileId?: string | null };

/** POST /api/attendance/permits: a parent asks for their child; at most a week back. */
export async function requestPermit({ ctx, input }: { ctx: SessionContext; input: PermitInput }) {
  requireAttendance(ctx, 'permit.request');
  const visible = await visibleStudents(ctx);
  if (visible === 'all' || !visible.includes(input.studentId)) throw notFound('Siswa tidak ditemukan.');
  const today = await todayAt(ctx);
  if (input.dateFrom < new Date(Date.parse(`${today}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10))
    throw validationError({ dateFrom: ['Izin paling lambat diajukan seminggu setelahnya.'] });
  return ctx.db.transaction(async (tx) => {
    if (input.fileId) {
      const [file] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.schoolId, ctx.session.schoolId), eq(files.id, input.fileId), eq(files.kind, 'absence_letter')));
      if (!file) throw validationError({ fileId: ['Foto surat tidak ditemukan. Unggah ulang.'] });
    }
    const [row] = await tx
      .insert(absencePermits)
      .values({
        schoolId: ctx.session.schoolId,
        studentId: input.studentId,
        requestedBy: ctx.session.userId,
        dateFrom: input.dateFrom,
        dateTo: input.dateTo,
        kind: input.kind,
        reason: input.reason,
        fileId: input.fileId ?? null,
      })
      .returning();
    await recordAudit(tx, ctx, { resource: 'absence_permit', recordId: row.id, action: 'request', after: input });
    return { id: row.id, message: 'Izin terkirim ke wali kelas.' };
  });
}

/**
 * POST /api/attendance/permits/:id/decide: the homeroom teacher (or the office) approves, and every school day
 * of the permit becomes Sakit or Izin for the student, or refuses with a note. Decided once (409 after).
 */
export async function decidePermit({ ctx, id, input }: { ctx: SessionContext; id: number; input: { approve: boolean; note?: string } }) {
  requireAttendance(ctx, 'permit.decide');
  const visible = await visibleStudents(ctx);
  return ctx.db.transaction(async (tx) => {
    const [permit] = await tx
      .select()
      .from(absencePermits)
      .where(and(eq(absencePermits.schoolId, ctx.session.schoolId), eq(absencePermits.id, id)))
      .for('update');
    if (!permit || (visible !== 'all' && !visible.includes(permit.studentId))) throw notFound('Izin tidak ditemukan.');
    if (permit.status !== 'pending') throw new AppError('conflict', 'Izin ini sudah diputuskan.');
    const status = input.approve ? 'approved' : 'rejected';
    let days: string[] = [];
    if (input.approve) {
      const [map] = await tx
        .select({ sectionId: classMaps.sectionId })
        .from(classMaps)
        .where(and(eq(classMaps.userId, permit.studentId), eq(classMaps.academicYearId, await yearOf(ctx))));
      if (!map) throw new AppError('conflict', 'Siswa belum terdaftar di rombel tahun ajaran ini.');
      days = schoolDaysBetween(permit.dateFrom, permit.dateTo, await loadSchoolWeek(tx, ctx.session.schoolId, ctx.session.academicYearId));
      for (const date of days) if (await isMonthLocked(tx, map.sectionId, date)) throw MONTH_LOCKED();
      if (days.length) {
        await tx
          .insert(studentDays)
          .values(
            days.map((date) => ({
              schoolId: ctx.session.schoolId,
              sectionId: map.sectionId,
              studentId: permit.studentId,
              date,
              status: permit.kind,
              source: 'permit',
              note: permit.reason.slice(0, 200),
              revision: 0,
              updatedBy: ctx.session.userId,
            })),
          )
          .onConflictDoUpdate({
            target: [studentDays.studentId, studentDays.date],
            set: { status: permit.kind, source: 'permit', note: permit.reason.slice(0, 200), updatedBy: ctx.session.userId, updatedAt: new Date() },
          });
      }
    }
    await tx
      .update(absencePermits)
      .set({ status, decidedBy: ctx.session.userId, decidedAt: new Date(), decisionNote: input.note ?? null })
      .where(eq(absencePermits.id, id));
    await recordAudit(tx, ctx, { resource: 'absence_permit', recordId: id, action: status, after: { days, note: input.note ?? null } });
    return { message: input.approve ? `Izin disetujui; ${days.length} hari tercatat ${permit.kind === 'S' ? 'Sakit' : 'Izin'}.` : 'Izin ditolak.' };
  });
}
