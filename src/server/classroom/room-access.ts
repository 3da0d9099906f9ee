/**
 * Who may open a class room: its teacher and the office keep it, the principal reads it, a student of its
 * rombel and that student's guardian read it. Anyone else, and any room of another school, gets 404.
 */
import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { classMaps, courses, guardianStudents, sections, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { Db } from '../db/client.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { classroomAllows, GUARDIAN, STUDENT } from '../../shared/classroom/permissions.ts';
import { memberKey, roomById, rombelMember } from './room-loaders.ts';

export interface Room {
  id: number;
  schoolId: number;
  academicYearId: number;
  teacherId: number;
  sectionId: number;
  courseId: number;
  courseName: string;
  sectionName: string;
  teacherName: string;
}

export interface RoomAccess {
  room: Room;
  /** May add meetings, materials and assignments, and grade. */
  canKeep: boolean;
  /** The student whose work this person sees (themself, or the guardian's child); null for staff. */
  student: { id: number; name: string } | null;
}

export const ROOM_NOT_FOUND = 'Ruang kelas tidak ditemukan.';

export const roomColumns = {
  id: teachingAssignments.id,
  schoolId: teachingAssignments.schoolId,
  academicYearId: teachingAssignments.academicYearId,
  teacherId: teachingAssignments.userId,
  sectionId: teachingAssignments.sectionId,
  courseId: teachingAssignments.courseId,
  courseName: courses.name,
  sectionName: sections.name,
  teacherName: users.fullName,
};

/** Rooms with their course, rombel and teacher; `extra` columns ride along (joined on by the caller). */
export function roomQuery<E extends SelectedFields>(db: Db, extra: E = {} as E) {
  return db
    .select({ ...roomColumns, ...extra })
    .from(teachingAssignments)
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .innerJoin(sections, eq(sections.id, teachingAssignments.sectionId))
    .innerJoin(users, eq(users.id, teachingAssignments.userId));
}

/** The students of a rombel in a year, by name. */
export async function sectionStudents(db: Db, schoolId: number, sectionId: number, yearId: number) {
  return db
    .select({ id: users.id, name: users.fullName })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.sectionId, sectionId), eq(classMaps.academicYearId, yearId)))
    .orderBy(users.fullName);
}

/**
 * The room and what this person may do in it. The room and a student's place in its rombel are read through
 * batched loaders (room-loaders.ts): a whole class opening the room at once shares a few statements.
 */
export async function openRoom(ctx: SessionContext, roomId: number): Promise<RoomAccess> {
  const { db, session } = ctx;
  const room = await roomById(db)(roomId);
  if (!room || room.schoolId !== session.schoolId) throw notFound(ROOM_NOT_FOUND);
  if (room.teacherId === session.userId || classroomAllows('rooms.keep-any', session.userTypeId)) return { room, canKeep: true, student: null };
  if (classroomAllows('rooms.oversee', session.userTypeId)) return { room, canKeep: false, student: null };
  const inRoom = and(eq(classMaps.sectionId, room.sectionId), eq(classMaps.academicYearId, room.academicYearId));
  if (session.userTypeId === STUDENT) {
    const me = await rombelMember(db)(memberKey(room.sectionId, room.academicYearId, session.userId));
    if (me) return { room, canKeep: false, student: me };
  }
  if (session.userTypeId === GUARDIAN) {
    const [child] = await db
      .select({ id: users.id, name: users.fullName })
      .from(guardianStudents)
      .innerJoin(classMaps, eq(classMaps.userId, guardianStudents.studentId))
      .innerJoin(users, eq(users.id, guardianStudents.studentId))
      .where(and(inRoom, eq(guardianStudents.guardianId, session.userId), eq(guardianStudents.schoolId, session.schoolId)))
      .orderBy(users.fullName)
      .limit(1);
    if (child) return { room, canKeep: false, student: child };
  }
  throw notFound(ROOM_NOT_FOUND);
}

export async function keepRoom(ctx: SessionContext, roomId: number): Promise<RoomAccess> {
  const access = await openRoom(ctx, roomId);
  if (!access.canKeep) throw forbidden('Hanya guru kelas ini yang dapat mengubah ruang kelas.');
  return access;
}
