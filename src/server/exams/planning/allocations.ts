import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { AllocationInput } from '../../../shared/exams/planning/schemas.ts';
import { examRoomAllocations, examRooms, examSessionTimes } from '../../db/schema/exam-rooms.ts';
import { examAttempts, examSchedules } from '../../db/schema/exams.ts';
import { classMaps, sections, studentProfiles } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { requireManager, requireReader, yearOf } from '../guard.ts';
import { requireOwner } from '../ownership.ts';
import { ownAttempt, ownSchedule, staffSchedule } from '../proctor/schedule-access.ts';
import { PROCTOR_TYPES } from './proctors.ts';

const proctor = sql<string | null>`(select u.full_name from ${users} u where u.sd_user_id = ${examRoomAllocations.proctorUserId})`;

/** Every room allocation of the year (schedule_exam_room): schedule, room, session, proctor, seats used. */
export async function listAllocations({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const data = await ctx.db
    .select({
      id: examRoomAllocations.id,
      scheduleId: examSchedules.id,
      scheduleTitle: examSchedules.title,
      startsAt: examSchedules.startsAt,
      endsAt: examSchedules.endsAt,
      roomName: examRooms.name,
      capacity: examRooms.capacity,
      sessionName: examSessionTimes.name,
      proctorName: proctor,
      seated: sql<number>`(select count(*)::int from ${examAttempts} a where a.sd_exam_room_allocation_id = ${examRoomAllocations.id})`,
    })
    .from(examRoomAllocations)
    .innerJoin(examSchedules, eq(examSchedules.id, examRoomAllocations.scheduleId))
    .innerJoin(examRooms, eq(examRooms.id, examRoomAllocations.roomId))
    .leftJoin(examSessionTimes, eq(examSessionTimes.id, examRoomAllocations.sessionTimeId))
    .where(and(eq(examRoomAllocations.schoolId, ctx.session.schoolId), eq(examSchedules.academicYearId, yearOf(ctx)), isNull(examSchedules.deletedAt)))
    .orderBy(asc(examSchedules.startsAt), asc(examRooms.name));
  return { data };
}

/** One schedule's rooms with the students seated in each (for moving a student and the "Daftar Hadir"). */
export async function scheduleRooms({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireReader(ctx);
  const schedule = await staffSchedule(ctx, input.id);
  const [rooms, students] = await Promise.all([
    ctx.db
      .select({
        id: examRoomAllocations.id,
        roomId: examRooms.id,
        roomName: examRooms.name,
        code: examRooms.code,
        location: examRooms.location,
        capacity: examRooms.capacity,
        sessionTimeId: examRoomAllocations.sessionTimeId,
        sessionName: examSessionTimes.name,
        sessionStartsAt: examSessionTimes.startsAt,
        sessionEndsAt: examSessionTimes.endsAt,
        proctorUserId: examRoomAllocations.proctorUserId,
        proctorName: proctor,
      })
      .from(examRoomAllocations)
      .innerJoin(examRooms, eq(examRooms.id, examRoomAllocations.roomId))
      .leftJoin(examSessionTimes, eq(examSessionTimes.id, examRoomAllocations.sessionTimeId))
      .where(eq(examRoomAllocations.scheduleId, schedule.id))
      .orderBy(asc(examRoomAllocations.id)),
    seatingOrder(ctx, schedule),
  ]);
  return {
    schedule: { id: schedule.id, title: schedule.title, startsAt: schedule.startsAt, endsAt: schedule.endsAt, durationMinutes: schedule.durationMinutes },
    rooms: rooms.map((r) => ({ ...r, students: students.filter((s) => s.allocationId === r.id) })),
    unseated: students.filter((s) => s.allocationId === null),
  };
}

/** The participants in seating order: by rombel, then name (also the order of the printed exam documents). */
export function seatingOrder(ctx: SessionContext, schedule: { id: number; academicYearId: number }) {
  return ctx.db
    .select({
      attemptId: examAttempts.id,
      userId: examAttempts.userId,
      name: users.fullName,
      nis: studentProfiles.nis,
      nisn: studentProfiles.nisn,
      username: users.email,
      section: sections.name,
      status: examAttempts.status,
      allocationId: examAttempts.roomAllocationId,
    })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.userId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, examAttempts.userId))
    .leftJoin(classMaps, and(eq(classMaps.userId, examAttempts.userId), eq(classMaps.academicYearId, schedule.academicYearId)))
    .leftJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(eq(examAttempts.scheduleId, schedule.id))
    .orderBy(asc(sections.name), asc(users.fullName), asc(examAttempts.id));
}

/**
 * Sets a schedule's rooms (with the session and a proctor per room) and seats every participant again:
 * by rombel then name, filling each room up to its capacity in the order chosen. All in one transaction;
 * too few seats is a 422 that says how many are missing.
 */
export async function allocateRooms({ ctx, input }: { ctx: SessionContext; input: AllocationInput }) {
  requireManager(ctx);
  const schoolId = ctx.session.schoolId;
  const schedule = await staffSchedule(ctx, input.scheduleId).catch(() => {
    throw validationError({ scheduleId: ['Jadwal ujian tidak ditemukan.'] });
  });
  await requireOwner(ctx, schedule);
  const roomIds = input.rooms.map((r) => r.roomId);
  const rooms = await ctx.db
    .select({ id: examRooms.id, name: examRooms.name, capacity: examRooms.capacity })
    .from(examRooms)
    .where(and(eq(examRooms.schoolId, schoolId), inArray(examRooms.id, roomIds)));
  if (rooms.length !== roomIds.length) throw validationError({ rooms: ['Ada ruang yang tidak ditemukan.'] });
  if (input.sessionTimeId) {
    const [session] = await ctx.db
      .select({ id: examSessionTimes.id })
      .from(examSessionTimes)
      .where(and(eq(examSessionTimes.id, input.sessionTimeId), eq(examSessionTimes.schoolId, schoolId)));
    if (!session) throw validationError({ sessionTimeId: ['Sesi ujian tidak ditemukan.'] });
  }
  const proctorIds = [...new Set(input.rooms.map((r) => r.proctorUserId).filter((p): p is number => !!p))];
  if (proctorIds.length) {
    const found = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(users.id, proctorIds), inArray(users.userTypeId, [...PROCTOR_TYPES]), eq(users.isActive, true)));
    if (found.length !== proctorIds.length) throw validationError({ rooms: ['Pengawas harus guru atau staf sekolah ini.'] });
  }
  const students = await seatingOrder(ctx, schedule);
  const ordered = input.rooms.map((r) => rooms.find((x) => x.id === r.roomId)!);
  const seats = ordered.reduce((n, r) => n + r.capacity, 0);
  if (seats < students.length) {
    throw validationError({
      rooms: [`Kursi tidak cukup: ${students.length} peserta, hanya ${seats} kursi di ruang yang dipilih. Tambah ruang atau pilih ruang yang lebih besar.`],
    });
  }
  const result = await ctx.db.transaction(async (tx) => {
    await tx.update(examAttempts).set({ roomAllocationId: null }).where(eq(examAttempts.scheduleId, schedule.id));
    await tx.delete(examRoomAllocations).where(and(eq(examRoomAllocations.scheduleId, schedule.id), notInArray(examRoomAllocations.roomId, roomIds)));
    const placed: { room: string; seated: number }[] = [];
    let next = 0;
    for (const [i, r] of input.rooms.entries()) {
      const values = { sessionTimeId: input.sessionTimeId ?? null, proctorUserId: r.proctorUserId ?? null, updatedAt: new Date() };
      const [row] = await tx
        .insert(examRoomAllocations)
        .values({ schoolId, scheduleId: schedule.id, roomId: r.roomId, ...values })
        .onConflictDoUpdate({ target: [examRoomAllocations.scheduleId, examRoomAllocations.roomId], set: values })
        .returning({ id: examRoomAllocations.id });
      const seated = students.slice(next, next + ordered[i].capacity).map((s) => s.attemptId);
      next += seated.length;
      if (seated.length) await tx.update(examAttempts).set({ roomAllocationId: row.id }).where(inArray(examAttempts.id, seated));
      placed.push({ room: ordered[i].name, seated: seated.length });
    }
    // The free-text room of the schedule (shown in lists and the student's card) follows the allocation.
    await tx
      .update(examSchedules)
      .set({
        room: ordered
          .map((r) => r.name)
          .join(', ')
          .slice(0, 40),
        updatedAt: new Date(),
      })
      .where(eq(examSchedules.id, schedule.id));
    await auditExam(tx, ctx, 'exam_room_allocation', schedule.id, 'allocate', null, { ...input, placed });
    return placed;
  });
  return { placed: result, participants: students.length, message: 'Pembagian ruang tersimpan.' };
}

/** Moves one student to another room of the same schedule, if that room still has a free seat. */
export async function moveSeat({ ctx, input }: { ctx: SessionContext; input: { id: number; allocationId: number } }) {
  requireManager(ctx);
  const attempt = await ownAttempt(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: examRoomAllocations.id, capacity: examRooms.capacity, name: examRooms.name })
      .from(examRoomAllocations)
      .innerJoin(examRooms, eq(examRooms.id, examRoomAllocations.roomId))
      .where(and(eq(examRoomAllocations.id, input.allocationId), eq(examRoomAllocations.scheduleId, attempt.scheduleId)));
    if (!target) throw validationError({ allocationId: ['Ruang ini tidak dipakai jadwal tersebut.'] });
    const [{ seated }] = await tx
      .select({ seated: sql<number>`count(*)::int` })
      .from(examAttempts)
      .where(eq(examAttempts.roomAllocationId, target.id));
    if (attempt.roomAllocationId !== target.id && seated >= target.capacity)
      throw validationError({ allocationId: [`${target.name} sudah penuh (${target.capacity} kursi).`] });
    await tx.update(examAttempts).set({ roomAllocationId: target.id }).where(eq(examAttempts.id, attempt.id));
    await auditExam(
      tx,
      ctx,
      'exam_room_allocation',
      attempt.scheduleId,
      'move',
      { attemptId: attempt.id, from: attempt.roomAllocationId },
      { attemptId: attempt.id, to: target.id },
    );
    return { message: `Siswa dipindah ke ${target.name}.` };
  });
}

export async function deleteAllocations({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireManager(ctx);
  const schedule = await ownSchedule(ctx, input.id);
  await ctx.db.transaction(async (tx) => {
    await tx.update(examAttempts).set({ roomAllocationId: null }).where(eq(examAttempts.scheduleId, schedule.id));
    const removed = await tx.delete(examRoomAllocations).where(eq(examRoomAllocations.scheduleId, schedule.id)).returning({ id: examRoomAllocations.id });
    if (!removed.length) throw notFound('Jadwal ini belum dibagi ke ruang.');
    await auditExam(tx, ctx, 'exam_room_allocation', schedule.id, 'delete', null, null);
  });
  return { message: 'Pembagian ruang dihapus.' };
}
