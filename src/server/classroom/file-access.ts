/**
 * Who may read a classroom_file: its uploader; for a material's file, whoever may open that room (its teacher,
 * the office, the principal, its students and their guardians); for a submission's file, the room's staff, the
 * student who handed it in and that student's guardians. Anyone else gets 404 (serveFile).
 */
import { and, eq, sql } from 'drizzle-orm';
import { roomAssignments, roomMaterials, roomMeetings, roomSubmissions } from '../db/schema/classroom.ts';
import { guardianStudents } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { GUARDIAN } from '../../shared/classroom/permissions.ts';
import { openRoom } from './room-access.ts';

const opens = (ctx: SessionContext, roomId: number) =>
  openRoom(ctx, roomId).then(
    (a) => a,
    () => null,
  );

export async function classroomFileAccess(ctx: SessionContext, file: { id: string; createdBy: number | null }): Promise<boolean> {
  if (file.createdBy === ctx.session.userId) return true;
  const materials = await ctx.db
    .select({ roomId: roomMeetings.roomId })
    .from(roomMaterials)
    .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
    .where(eq(roomMaterials.fileId, file.id));
  for (const m of materials) if (await opens(ctx, m.roomId)) return true;
  const submissions = await ctx.db
    .select({ studentId: roomSubmissions.studentId, roomId: roomAssignments.roomId })
    .from(roomSubmissions)
    .innerJoin(roomAssignments, eq(roomAssignments.id, roomSubmissions.assignmentId))
    .where(and(eq(roomSubmissions.schoolId, ctx.session.schoolId), sql`${roomSubmissions.fileIds} @> ${JSON.stringify([file.id])}::jsonb`));
  for (const s of submissions) {
    const access = await opens(ctx, s.roomId);
    if (!access) continue;
    if (!access.student) return true;
    if (access.student.id === s.studentId) return true;
    if (ctx.session.userTypeId === GUARDIAN) {
      const [child] = await ctx.db
        .select({ id: guardianStudents.studentId })
        .from(guardianStudents)
        .where(and(eq(guardianStudents.guardianId, ctx.session.userId), eq(guardianStudents.studentId, s.studentId)));
      if (child) return true;
    }
  }
  return false;
}
