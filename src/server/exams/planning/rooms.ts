import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { RoomInput } from '../../../shared/exams/planning/schemas.ts';
import { examRoomAllocations, examRooms } from '../../db/schema/exam-rooms.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, notFound, validationError } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { requireManager, requireReader } from '../guard.ts';

/** The school's exam rooms with how many schedules use each. */
export async function listRooms({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const data = await ctx.db
    .select({
      id: examRooms.id,
      name: examRooms.name,
      code: examRooms.code,
      capacity: examRooms.capacity,
      location: examRooms.location,
      allocations: sql<number>`(select count(*)::int from ${examRoomAllocations} a where a.sd_exam_room_id = ${examRooms.id})`,
    })
    .from(examRooms)
    .where(eq(examRooms.schoolId, ctx.session.schoolId))
    .orderBy(asc(examRooms.name));
  return { data };
}

export async function saveRoom({ ctx, input }: { ctx: SessionContext; input: RoomInput }) {
  requireManager(ctx);
  const schoolId = ctx.session.schoolId;
  const values = { name: input.name, code: input.code || null, capacity: input.capacity, location: input.location || null };
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: examRooms.id })
      .from(examRooms)
      .where(and(eq(examRooms.schoolId, schoolId), sql`lower(${examRooms.name}) = lower(${input.name})`, input.id ? ne(examRooms.id, input.id) : undefined));
    if (taken) throw validationError({ name: ['Nama ruang ini sudah dipakai.'] });
    let id = input.id;
    if (id) {
      const rows = await tx
        .update(examRooms)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(examRooms.id, id), eq(examRooms.schoolId, schoolId)))
        .returning({ id: examRooms.id });
      if (!rows.length) throw notFound('Ruang ujian tidak ditemukan.');
    } else {
      [{ id }] = await tx.insert(examRooms).values({ ...values, schoolId }).returning({ id: examRooms.id });
    }
    await auditExam(tx, ctx, 'exam_room', id!, input.id ? 'update' : 'create', null, values);
    return { id: id!, message: 'Ruang ujian tersimpan.' };
  });
}

export async function deleteRoom({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: examRooms.id }).from(examRooms).where(and(eq(examRooms.id, input.id), eq(examRooms.schoolId, ctx.session.schoolId)));
    if (!rows.length) throw notFound('Ruang ujian tidak ditemukan.');
    const [used] = await tx.select({ id: examRoomAllocations.id }).from(examRoomAllocations).where(eq(examRoomAllocations.roomId, input.id)).limit(1);
    if (used) throw new AppError('conflict', 'Ruang ini sudah dipakai jadwal ujian, jadi tidak dapat dihapus.');
    await tx.delete(examRooms).where(eq(examRooms.id, input.id));
    await auditExam(tx, ctx, 'exam_room', input.id, 'delete', null, null);
    return { message: 'Ruang ujian dihapus.' };
  });
}
