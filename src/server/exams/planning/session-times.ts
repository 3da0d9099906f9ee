import { and, asc, eq, ne } from 'drizzle-orm';
import { minutesOf, type SessionTimeInput } from '../../../shared/exams/planning/schemas.ts';
import { examRoomAllocations, examSessionTimes } from '../../db/schema/exam-rooms.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { requireManager, requireReader, yearOf } from '../guard.ts';

const shown = { id: examSessionTimes.id, name: examSessionTimes.name, position: examSessionTimes.position, startsAt: examSessionTimes.startsAt, endsAt: examSessionTimes.endsAt };
const hhmm = (t: string) => t.slice(0, 5);

/** The exam sessions of the session's academic year, in order ("Sesi 1 07:30–09:00"). */
export async function listSessionTimes({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const rows = await ctx.db
    .select(shown)
    .from(examSessionTimes)
    .where(and(eq(examSessionTimes.schoolId, ctx.session.schoolId), eq(examSessionTimes.academicYearId, yearOf(ctx))))
    .orderBy(asc(examSessionTimes.position), asc(examSessionTimes.startsAt));
  return { data: rows.map((r) => ({ ...r, startsAt: hhmm(r.startsAt), endsAt: hhmm(r.endsAt) })) };
}

/**
 * Adds or changes one session. Sessions of a year must not overlap: a proctor and a room are booked per
 * session, so two sessions sharing minutes would let the same room be given twice.
 */
export async function saveSessionTime({ ctx, input }: { ctx: SessionContext; input: SessionTimeInput }) {
  requireManager(ctx);
  const schoolId = ctx.session.schoolId;
  const academicYearId = yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const scope = and(eq(examSessionTimes.schoolId, schoolId), eq(examSessionTimes.academicYearId, academicYearId), input.id ? ne(examSessionTimes.id, input.id) : undefined);
    const others = await tx.select(shown).from(examSessionTimes).where(scope);
    const errors: Record<string, string[]> = {};
    if (others.some((o) => o.name.toLowerCase() === input.name.toLowerCase())) errors.name = ['Nama sesi ini sudah dipakai di tahun ajaran ini.'];
    const clash = others.find((o) => minutesOf(input.startsAt) < minutesOf(o.endsAt) && minutesOf(o.startsAt) < minutesOf(input.endsAt));
    if (clash) errors.startsAt = [`Bertabrakan dengan ${clash.name} (${hhmm(clash.startsAt)}–${hhmm(clash.endsAt)}).`];
    if (Object.keys(errors).length) throw validationError(errors);
    const values = { name: input.name, position: input.position, startsAt: input.startsAt, endsAt: input.endsAt };
    let id = input.id;
    if (id) {
      const rows = await tx
        .update(examSessionTimes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(examSessionTimes.id, id), eq(examSessionTimes.schoolId, schoolId), eq(examSessionTimes.academicYearId, academicYearId)))
        .returning({ id: examSessionTimes.id });
      if (!rows.length) throw notFound('Sesi ujian tidak ditemukan.');
    } else {
      [{ id }] = await tx.insert(examSessionTimes).values({ ...values, schoolId, academicYearId }).returning({ id: examSessionTimes.id });
    }
    await auditExam(tx, ctx, 'exam_session_time', id!, input.id ? 'update' : 'create', null, values);
    return { id: id!, message: 'Sesi ujian tersimpan.' };
  });
}

export async function deleteSessionTime({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  return ctx.db.transaction(async (tx) => {
    const [used] = await tx.select({ id: examRoomAllocations.id }).from(examRoomAllocations).where(eq(examRoomAllocations.sessionTimeId, input.id)).limit(1);
    const rows = await tx
      .select({ id: examSessionTimes.id })
      .from(examSessionTimes)
      .where(and(eq(examSessionTimes.id, input.id), eq(examSessionTimes.schoolId, ctx.session.schoolId)));
    if (!rows.length) throw notFound('Sesi ujian tidak ditemukan.');
    if (used) throw new AppError('conflict', 'Sesi ini dipakai di pembagian ruang ujian, jadi tidak dapat dihapus.');
    await tx.delete(examSessionTimes).where(eq(examSessionTimes.id, input.id));
    await auditExam(tx, ctx, 'exam_session_time', input.id, 'delete', null, null);
    return { message: 'Sesi ujian dihapus.' };
  });
}
