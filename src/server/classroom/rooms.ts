/** The rooms a person sees (/kelas_room), with what is due and missing for a student or a guardian's child. */
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { classMaps, guardianStudents, teachingAssignments } from '../db/schema/master.ts';
import { roomAssignments, roomMeetings, roomSubmissions } from '../db/schema/classroom.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { classroomAllows, GUARDIAN, STUDENT, TEACHER } from '../../shared/classroom/permissions.ts';
import { roomQuery, type Room } from './room-access.ts';
import { statusOf } from './status.ts';

type Student = { id: number; name: string; sectionId: number };

/** The students whose rooms this person follows: themself, or their children; staff follow none. */
async function followedStudents(ctx: SessionContext, yearFilter: (col: typeof classMaps.academicYearId) => SQL | undefined): Promise<Student[] | null> {
  const { db, session } = ctx;
  const base = db
    .select({ id: users.id, name: users.fullName, sectionId: classMaps.sectionId })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId));
  if (session.userTypeId === STUDENT) return base.where(and(eq(classMaps.userId, session.userId), yearFilter(classMaps.academicYearId)));
  if (session.userTypeId === GUARDIAN) {
    return base
      .innerJoin(guardianStudents, eq(guardianStudents.studentId, classMaps.userId))
      .where(and(eq(guardianStudents.guardianId, session.userId), eq(classMaps.schoolId, session.schoolId), yearFilter(classMaps.academicYearId)))
      .orderBy(users.fullName);
  }
  return null;
}

export async function listRooms({ ctx }: { ctx: SessionContext }) {
  const { db, session } = ctx;
  const yearFilter = (col: typeof classMaps.academicYearId | typeof teachingAssignments.academicYearId) =>
    session.academicYearId ? eq(col, session.academicYearId) : undefined;
  const inSchool = and(eq(teachingAssignments.schoolId, session.schoolId), yearFilter(teachingAssignments.academicYearId));
  const followed = await followedStudents(ctx, yearFilter);
  let pairs: { room: Room; student: { id: number; name: string } | null }[] = [];
  if (followed) {
    const sectionIds = [...new Set(followed.map((s) => s.sectionId))];
    const rooms = sectionIds.length
      ? await roomQuery(db)
          .where(and(inSchool, inArray(teachingAssignments.sectionId, sectionIds)))
          .orderBy(teachingAssignments.id)
      : [];
    pairs = followed.flatMap((s) => rooms.filter((r) => r.sectionId === s.sectionId).map((room) => ({ room, student: { id: s.id, name: s.name } })));
  } else if (classroomAllows('rooms.oversee', session.userTypeId) || session.userTypeId === TEACHER) {
    const mine = classroomAllows('rooms.oversee', session.userTypeId) ? undefined : eq(teachingAssignments.userId, session.userId);
    const rooms = await roomQuery(db).where(and(inSchool, mine)).orderBy(teachingAssignments.sectionId, teachingAssignments.id);
    pairs = rooms.map((room) => ({ room, student: null }));
  }
  const roomIds = [...new Set(pairs.map((p) => p.room.id))];
  if (roomIds.length === 0) return { data: [] };
  const meetingCounts = await db
    .select({ roomId: roomMeetings.roomId, n: count() })
    .from(roomMeetings)
    .where(inArray(roomMeetings.roomId, roomIds))
    .groupBy(roomMeetings.roomId);
  const assignments = await db
    .select({ id: roomAssignments.id, roomId: roomAssignments.roomId, dueAt: roomAssignments.dueAt, closedAt: roomAssignments.closedAt })
    .from(roomAssignments)
    .where(inArray(roomAssignments.roomId, roomIds));
  const assignmentIds = assignments.map((a) => a.id);
  const studentIds = [...new Set(pairs.flatMap((p) => (p.student ? [p.student.id] : [])))];
  const submissions =
    assignmentIds.length && studentIds.length
      ? await db
          .select({
            assignmentId: roomSubmissions.assignmentId,
            studentId: roomSubmissions.studentId,
            late: roomSubmissions.late,
            gradedAt: roomSubmissions.gradedAt,
          })
          .from(roomSubmissions)
          .where(and(inArray(roomSubmissions.assignmentId, assignmentIds), inArray(roomSubmissions.studentId, studentIds)))
      : [];
  const ungraded =
    assignmentIds.length && !followed
      ? await db
          .select({ roomId: roomAssignments.roomId, n: count() })
          .from(roomSubmissions)
          .innerJoin(roomAssignments, eq(roomAssignments.id, roomSubmissions.assignmentId))
          .where(and(inArray(roomSubmissions.assignmentId, assignmentIds), isNull(roomSubmissions.gradedAt)))
          .groupBy(roomAssignments.roomId)
      : [];
  const now = new Date();
  return {
    data: pairs.map(({ room, student }) => {
      const own = assignments.filter((a) => a.roomId === room.id);
      const states = student
        ? own.map((a) =>
            statusOf(
              a,
              submissions.find((s) => s.assignmentId === a.id && s.studentId === student.id),
              now,
            ),
          )
        : [];
      return {
        id: room.id,
        courseName: room.courseName,
        sectionName: room.sectionName,
        sectionId: room.sectionId,
        teacherName: room.teacherName,
        meetings: meetingCounts.find((m) => m.roomId === room.id)?.n ?? 0,
        assignments: own.length,
        student,
        due: states.filter((s) => s === 'due').length,
        missing: states.filter((s) => s === 'missing').length,
        toGrade: ungraded.find((u) => u.roomId === room.id)?.n ?? 0,
      };
    }),
  };
}
