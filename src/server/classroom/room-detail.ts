/** One room (/kelas_room_detail/:id): meetings with materials, assignments with the student's state or the counts. */
import { count, inArray } from 'drizzle-orm';
import { roomSubmissions } from '../db/schema/classroom.ts';
import type { SessionContext } from '../http/context.ts';
import { openRoom } from './room-access.ts';
import { roomParts, roomProgress } from './room-loaders.ts';
import { statusOf } from './status.ts';
import type { MATERIAL_KINDS } from '../../shared/classroom/permissions.ts';

export async function getRoom({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { db } = ctx;
  const { room, canKeep, student } = await openRoom(ctx, id);
  // The room's own parts are read once for everyone opening it together; the person's own progress beside them.
  const viewer = student?.id ?? ctx.session.userId;
  const [parts, progress] = await Promise.all([roomParts(db)(room.id), roomProgress(db)(`${viewer}:${room.id}`)]);
  const { meetings, materials, assignments, students } = parts!;
  const seen = progress?.opened ?? new Set<number>();
  const mine = student ? (progress?.submissions ?? []) : [];
  const ids = assignments.map((a) => a.id);
  // The teacher's page counts the submissions of each assignment (not a class-wide burst: one read).
  const counts =
    !student && ids.length
      ? await db
          .select({ id: roomSubmissions.assignmentId, n: count() })
          .from(roomSubmissions)
          .where(inArray(roomSubmissions.assignmentId, ids))
          .groupBy(roomSubmissions.assignmentId)
      : [];
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
