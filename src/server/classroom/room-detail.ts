/** One room (/kelas_room_detail/:id): meetings with materials, assignments with the student's state or the counts. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { roomAssignments, roomMaterials, roomMaterialViews, roomMeetings, roomSubmissions } from '../db/schema/classroom.ts';
import { classMaps } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { openRoom } from './room-access.ts';
import { statusOf } from './status.ts';
import type { MATERIAL_KINDS } from '../../shared/classroom/permissions.ts';

export async function getRoom({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { db } = ctx;
  const { room, canKeep, student } = await openRoom(ctx, id);
  const meetings = await db.select().from(roomMeetings).where(eq(roomMeetings.roomId, room.id)).orderBy(asc(roomMeetings.position), asc(roomMeetings.id));
  const meetingIds = meetings.map((m) => m.id);
  const materials = meetingIds.length
    ? await db
        .select({ id: roomMaterials.id, meetingId: roomMaterials.meetingId, kind: roomMaterials.kind, title: roomMaterials.title })
        .from(roomMaterials)
        .where(inArray(roomMaterials.meetingId, meetingIds))
        .orderBy(asc(roomMaterials.id))
    : [];
  const viewer = student?.id ?? ctx.session.userId;
  const seen = materials.length
    ? new Set(
        (
          await db
            .select({ id: roomMaterialViews.materialId })
            .from(roomMaterialViews)
            .where(
              and(
                eq(roomMaterialViews.userId, viewer),
                inArray(
                  roomMaterialViews.materialId,
                  materials.map((m) => m.id),
                ),
              ),
            )
        ).map((v) => v.id),
      )
    : new Set<number>();
  const assignments = await db.select().from(roomAssignments).where(eq(roomAssignments.roomId, room.id)).orderBy(asc(roomAssignments.dueAt));
  const ids = assignments.map((a) => a.id);
  const mine =
    student && ids.length
      ? await db
          .select()
          .from(roomSubmissions)
          .where(and(eq(roomSubmissions.studentId, student.id), inArray(roomSubmissions.assignmentId, ids)))
      : [];
  const counts =
    !student && ids.length
      ? await db
          .select({ id: roomSubmissions.assignmentId, n: count() })
          .from(roomSubmissions)
          .where(inArray(roomSubmissions.assignmentId, ids))
          .groupBy(roomSubmissions.assignmentId)
      : [];
  const [{ students }] = await db
    .select({ students: count() })
    .from(classMaps)
    .where(and(eq(classMaps.sectionId, room.sectionId), eq(classMaps.academicYearId, room.academicYearId)));
  const now = new Date();
  return {
    id: room.id,
    courseName: room.courseName,
    sectionName: room.sectionName,
    teacherName: room.teacherName,
    canKeep,
    student,
    meetings: meetings.map((m) => ({
      id: m.id,
      title: m.title,
      position: m.position,
      meetingDate: m.meetingDate,
      materials: materials
        .filter((x) => x.meetingId === m.id)
        .map((x) => ({ id: x.id, kind: x.kind as (typeof MATERIAL_KINDS)[number], title: x.title, opened: seen.has(x.id) })),
    })),
    assignments: assignments.map((a) => {
      const submission = mine.find((s) => s.assignmentId === a.id);
      return {
        id: a.id,
        meetingId: a.meetingId,
        title: a.title,
        dueAt: a.dueAt,
        closed: !!a.closedAt,
        maxScore: a.maxScore,
        status: student ? statusOf(a, submission, now) : null,
        score: submission?.gradedAt ? submission.score : null,
        submitted: student ? (submission ? 1 : 0) : (counts.find((c) => c.id === a.id)?.n ?? 0),
        students: student ? 1 : students,
      };
    }),
  };
}
