/** Overviews across the rooms a person follows: all materials, and each room's figures for teachers and leaders. */
import { and, count, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { roomAssignments, roomMaterials, roomMaterialViews, roomMeetings, roomSubmissions, roomThreads } from '../db/schema/classroom.ts';
import { classMaps } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { GUARDIAN, STUDENT } from '../../shared/classroom/permissions.ts';
import { listRooms } from './rooms.ts';

type Kind = 'text' | 'link' | 'video' | 'file';

export async function allMaterials({ ctx }: { ctx: SessionContext }) {
  const { data: rooms } = await listRooms({ ctx });
  const roomIds = [...new Set(rooms.map((r) => r.id))];
  if (!roomIds.length) return { data: [] };
  const rows = await ctx.db
    .select({
      id: roomMaterials.id,
      roomId: roomMeetings.roomId,
      meetingId: roomMeetings.id,
      meetingTitle: roomMeetings.title,
      kind: roomMaterials.kind,
      title: roomMaterials.title,
      createdAt: roomMaterials.createdAt,
    })
    .from(roomMaterials)
    .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
    .where(inArray(roomMeetings.roomId, roomIds))
    .orderBy(desc(roomMaterials.createdAt), desc(roomMaterials.id))
    .limit(500);
  const ids = rows.map((r) => r.id);
  const follows = ctx.session.userTypeId === STUDENT || ctx.session.userTypeId === GUARDIAN;
  const studentIds = [...new Set(rooms.flatMap((r) => (r.student ? [r.student.id] : [])))];
  const views = ids.length
    ? follows
      ? await ctx.db
          .select({ id: roomMaterialViews.materialId, userId: roomMaterialViews.userId })
          .from(roomMaterialViews)
          .where(and(inArray(roomMaterialViews.materialId, ids), inArray(roomMaterialViews.userId, studentIds.length ? studentIds : [0])))
      : await ctx.db
          .select({ id: roomMaterialViews.materialId, n: count() })
          .from(roomMaterialViews)
          .where(inArray(roomMaterialViews.materialId, ids))
          .groupBy(roomMaterialViews.materialId)
    : [];
  const sizes = follows
    ? []
    : await sectionSizes(
        ctx,
        rooms.map((r) => r.sectionId),
      );
  return {
    data: rooms
      .flatMap((room) =>
        rows
          .filter((m) => m.roomId === room.id)
          .map((m) => ({
            ...m,
            kind: m.kind as Kind,
            courseName: room.courseName,
            sectionName: room.sectionName,
            opened: room.student ? views.some((v) => v.id === m.id && 'userId' in v && v.userId === room.student!.id) : null,
            views: follows ? 0 : Number((views.find((v) => v.id === m.id) as { n?: number } | undefined)?.n ?? 0),
            students: sizes.find((s) => s.sectionId === room.sectionId)?.n ?? 0,
          })),
      )
      .sort((a, b) => +new Date(b.createdAt) - +new Date(a.createdAt)),
  };
}

function sectionSizes(ctx: SessionContext, sectionIds: number[]) {
  const ids = [...new Set(sectionIds)];
  if (!ids.length || !ctx.session.academicYearId) return Promise.resolve([] as { sectionId: number; n: number }[]);
  return ctx.db
    .select({ sectionId: classMaps.sectionId, n: count() })
    .from(classMaps)
    .where(and(inArray(classMaps.sectionId, ids), eq(classMaps.academicYearId, ctx.session.academicYearId)))
    .groupBy(classMaps.sectionId);
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : null);

export async function roomsRecap({ ctx }: { ctx: SessionContext }) {
  if (ctx.session.userTypeId === STUDENT || ctx.session.userTypeId === GUARDIAN) throw forbidden('Rekap ruang kelas untuk guru dan pimpinan sekolah.');
  const { data: rooms } = await listRooms({ ctx });
  const ids = rooms.map((r) => r.id);
  if (!ids.length) return { data: [] };
  const { db } = ctx;
  const [sizes, meetings, materials, opened, assignments, subs, threads] = await Promise.all([
    sectionSizes(
      ctx,
      rooms.map((r) => r.sectionId),
    ),
    db
      .select({ id: roomMeetings.roomId, n: count(), last: max(roomMeetings.createdAt) })
      .from(roomMeetings)
      .where(inArray(roomMeetings.roomId, ids))
      .groupBy(roomMeetings.roomId),
    db
      .select({ id: roomMeetings.roomId, n: count(), last: max(roomMaterials.createdAt) })
      .from(roomMaterials)
      .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
      .where(inArray(roomMeetings.roomId, ids))
      .groupBy(roomMeetings.roomId),
    db
      .select({ id: roomMeetings.roomId, n: count() })
      .from(roomMaterialViews)
      .innerJoin(roomMaterials, eq(roomMaterials.id, roomMaterialViews.materialId))
      .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
      .where(inArray(roomMeetings.roomId, ids))
      .groupBy(roomMeetings.roomId),
    db.select({ id: roomAssignments.roomId, n: count() }).from(roomAssignments).where(inArray(roomAssignments.roomId, ids)).groupBy(roomAssignments.roomId),
    db
      .select({
        id: roomAssignments.roomId,
        n: count(),
        ungraded: sql<number>`count(*) filter (where ${roomSubmissions.gradedAt} is null)::int`,
        avg: sql<
          number | null
        >`avg(100.0 * ${roomSubmissions.score} / nullif(${roomAssignments.maxScore}, 0)) filter (where ${roomSubmissions.gradedAt} is not null)`,
        last: max(roomSubmissions.submittedAt),
      })
      .from(roomSubmissions)
      .innerJoin(roomAssignments, eq(roomAssignments.id, roomSubmissions.assignmentId))
      .where(inArray(roomAssignments.roomId, ids))
      .groupBy(roomAssignments.roomId),
    db
      .select({ id: roomThreads.roomId, n: count(), last: max(roomThreads.lastPostAt) })
      .from(roomThreads)
      .where(and(inArray(roomThreads.roomId, ids), isNotNull(roomThreads.id)))
      .groupBy(roomThreads.roomId),
  ]);
  const of = <T extends { id: number }>(list: T[], id: number) => list.find((x) => x.id === id);
  return {
    data: rooms.map((r) => {
      const students = sizes.find((s) => s.sectionId === r.sectionId)?.n ?? 0;
      const materialCount = of(materials, r.id)?.n ?? 0;
      const assignmentCount = of(assignments, r.id)?.n ?? 0;
      const sub = of(subs, r.id);
      const lasts = [of(meetings, r.id)?.last, of(materials, r.id)?.last, sub?.last, of(threads, r.id)?.last]
        .filter((d): d is Date => !!d)
        .map((d) => new Date(d));
      return {
        id: r.id,
        courseName: r.courseName,
        sectionName: r.sectionName,
        teacherName: r.teacherName,
        students,
        meetings: of(meetings, r.id)?.n ?? 0,
        materials: materialCount,
        openedPct: pct(of(opened, r.id)?.n ?? 0, materialCount * students),
        assignments: assignmentCount,
        submittedPct: pct(sub?.n ?? 0, assignmentCount * students),
        toGrade: Number(sub?.ungraded ?? 0),
        averagePct: sub?.avg === null || sub?.avg === undefined ? null : Math.round(Number(sub.avg) * 10) / 10,
        threads: of(threads, r.id)?.n ?? 0,
        lastActivity: lasts.length ? new Date(Math.max(...lasts.map((d) => d.getTime()))) : null,
      };
    }),
  };
}
