import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { monthLocks, sectionDays, studentDays } from '../db/schema/attendance.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, fieldError, validationError } from '../http/errors.ts';
import { isSchoolDay } from '../../shared/attendance/school-days.ts';
import { STATUS_LABEL, type StudentStatus } from '../../shared/attendance/statuses.ts';
import { eventsBetween, loadSchoolWeek } from './calendar.ts';
import { todayAt } from './calendar-events.ts';
import { requireAttendance } from './guard.ts';
import { scheduleNotices } from './notices.ts';
import { sectionForWrite, sectionStudents, sectionsFor, yearOf } from './sections.ts';

export const MONTH_LOCKED = () => new AppError('conflict', 'Presensi bulan ini sudah dikunci wali kelas dan tidak dapat diubah.');

export async function isMonthLocked(db: SessionContext['db'] | Tx, sectionId: number, date: string): Promise<boolean> {
  const [lock] = await db
    .select({ month: monthLocks.month })
    .from(monthLocks)
    .where(and(eq(monthLocks.sectionId, sectionId), eq(monthLocks.month, date.slice(0, 7))));
  return !!lock;
}

/** Why a date takes no attendance (a holiday's name, the weekend, a day to come), or null when it does. */
async function closedReason(ctx: SessionContext, date: string): Promise<string | null> {
  if (date > (await todayAt(ctx))) return 'Presensi tidak dapat diisi untuk hari yang belum tiba.';
  const week = await loadSchoolWeek(ctx.db, ctx.session.schoolId, ctx.session.academicYearId);
  if (isSchoolDay(date, week)) return null;
  const [holiday] = (await eventsBetween(ctx.db, ctx.session.schoolId, date, date)).filter((e) => e.isHoliday);
  return holiday ? `Hari libur: ${holiday.title}.` : 'Bukan hari sekolah (akhir pekan).';
}

/** GET /api/attendance/daily: one rombel's day; everyone not yet saved shows as Hadir. */
export async function getDaily({ ctx, input }: { ctx: SessionContext; input: { sectionId?: number; date?: string } }) {
  requireAttendance(ctx, 'attendance.take');
  const yearId = await yearOf(ctx);
  const list = await sectionsFor(ctx, yearId);
  const date = input.date ?? (await todayAt(ctx));
  const sectionId = input.sectionId ?? list[0]?.id;
  if (!sectionId)
    return {
      date,
      sections: [],
      sectionId: null,
      closed: 'Anda belum menjadi wali kelas rombel mana pun.',
      revision: 0,
      taken: false,
      locked: false,
      students: [],
    };
  await sectionForWrite(ctx, sectionId);
  const [students, rows, [day], locked, closed] = await Promise.all([
    sectionStudents(ctx.db, [sectionId]),
    ctx.db
      .select()
      .from(studentDays)
      .where(and(eq(studentDays.sectionId, sectionId), eq(studentDays.date, date))),
    ctx.db
      .select()
      .from(sectionDays)
      .where(and(eq(sectionDays.sectionId, sectionId), eq(sectionDays.date, date))),
    isMonthLocked(ctx.db, sectionId, date),
    closedReason(ctx, date),
  ]);
  const byStudent = new Map(rows.map((r) => [r.studentId, r]));
  return {
    date,
    sections: list.map(({ id, name }) => ({ id, name })),
    sectionId,
    closed,
    revision: day?.revision ?? 0,
    taken: !!day,
    locked,
    students: students.map((s) => {
      const row = byStudent.get(s.id);
      return {
        id: s.id,
        fullName: s.fullName,
        nis: s.nis,
        status: (row?.status ?? 'H') as StudentStatus,
        note: row?.note ?? null,
        source: row?.source ?? null,
        checkInAt: row?.checkInAt ?? null,
      };
    }),
  };
}

type Change = { studentId: number; status: StudentStatus; note?: string };

/**
 * POST /api/attendance/daily: "Simpan Presensi". Every member without a status becomes Hadir and the taps are
 * written, in one transaction. Two teachers saving the same day lose nothing: a student changed by someone else
 * since this screen was loaded (revision) and set differently here is a 409 naming them; all else merges.
 */
export async function saveDaily({ ctx, input }: { ctx: SessionContext; input: { sectionId: number; date: string; revision: number; changes: Change[] } }) {
  requireAttendance(ctx, 'attendance.take');
  const section = await sectionForWrite(ctx, input.sectionId);
  const closed = await closedReason(ctx, input.date);
  if (closed) throw fieldError('date', closed);
  return ctx.db.transaction(async (tx) => {
    if (await isMonthLocked(tx, section.id, input.date)) throw MONTH_LOCKED();
    await tx
      .insert(sectionDays)
      .values({ schoolId: ctx.session.schoolId, sectionId: section.id, date: input.date, revision: 0, takenBy: ctx.session.userId })
      .onConflictDoNothing();
    const [day] = await tx
      .select()
      .from(sectionDays)
      .where(and(eq(sectionDays.sectionId, section.id), eq(sectionDays.date, input.date)))
      .for('update');
    const members = await sectionStudents(tx, [section.id]);
    const memberIds = new Set(members.map((m) => m.id));
    const strangers = input.changes.filter((c) => !memberIds.has(c.studentId));
    if (strangers.length) throw validationError({ changes: ['Ada siswa yang bukan anggota rombel ini.'] });
    const existing = await tx
      .select()
      .from(studentDays)
      .where(and(eq(studentDays.sectionId, section.id), eq(studentDays.date, input.date)));
    const before = new Map(existing.map((r) => [r.studentId, r]));
    const clashes = input.changes.filter((c) => {
      const row = before.get(c.studentId);
      return row && row.revision > input.revision && row.status !== c.status;
    });
    if (clashes.length) {
      const names = clashes.map((c) => members.find((m) => m.id === c.studentId)!.fullName).join(', ');
      throw new AppError('conflict', `Presensi ${names} baru saja diubah oleh pengguna lain. Muat ulang lalu periksa kembali.`);
    }
    const revision = day.revision + 1;
    const base = { schoolId: ctx.session.schoolId, sectionId: section.id, date: input.date, revision, updatedBy: ctx.session.userId, updatedAt: new Date() };
    const fresh = members.filter((m) => !before.has(m.id) && !input.changes.some((c) => c.studentId === m.id));
    const written = [
      ...fresh.map((m) => ({ ...base, studentId: m.id, status: 'H', source: 'manual', note: null })),
      ...input.changes.map((c) => ({ ...base, studentId: c.studentId, status: c.status, source: 'manual', note: c.note ?? null })),
    ];
    if (written.length) {
      await tx
        .insert(studentDays)
        .values(written)
        .onConflictDoUpdate({
          target: [studentDays.studentId, studentDays.date],
          set: {
            status: sql`excluded.status`,
            note: sql`excluded.note`,
            source: sql`excluded.source`,
            revision,
            updatedBy: ctx.session.userId,
            updatedAt: new Date(),
            sectionId: section.id,
          },
        });
    }
    await tx
      .update(sectionDays)
      .set({ revision, takenBy: ctx.session.userId, takenAt: new Date() })
      .where(and(eq(sectionDays.sectionId, section.id), eq(sectionDays.date, input.date)));
    const changed = input.changes.filter((c) => before.get(c.studentId)?.status !== c.status);
    if (changed.some((c) => c.status === 'A')) await scheduleNotices(tx, ctx.session.schoolId, input.date);
    await recordAudit(tx, ctx, {
      resource: 'attendance_day',
      recordId: `${section.id}:${input.date}`,
      action: 'save',
      after: { revision, changes: changed.map((c) => ({ studentId: c.studentId, from: before.get(c.studentId)?.status ?? null, to: c.status })) },
    });
    const counts = Object.fromEntries(Object.keys(STATUS_LABEL).map((k) => [k, 0])) as Record<StudentStatus, number>;
    const final = await tx
      .select({ status: studentDays.status })
      .from(studentDays)
      .where(and(eq(studentDays.sectionId, section.id), eq(studentDays.date, input.date), inArray(studentDays.studentId, [...memberIds])));
    for (const r of final) counts[r.status as StudentStatus] += 1;
    return { revision, counts, message: 'Presensi tersimpan.' };
  });
}

/** POST /api/attendance/daily/lock: the homeroom teacher closes a month of their rombel; later edits are 409. */
export async function lockMonth({ ctx, input }: { ctx: SessionContext; input: { sectionId: number; month: string } }) {
  requireAttendance(ctx, 'attendance.take');
  const section = await sectionForWrite(ctx, input.sectionId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(monthLocks)
      .values({ schoolId: ctx.session.schoolId, sectionId: section.id, month: input.month, lockedBy: ctx.session.userId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', 'Bulan ini sudah dikunci.');
    await recordAudit(tx, ctx, { resource: 'attendance_month', recordId: `${section.id}:${input.month}`, action: 'lock' });
    return { message: `Presensi ${section.name} bulan ${input.month} dikunci.` };
  });
}
