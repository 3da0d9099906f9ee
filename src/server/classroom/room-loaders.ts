/**
 * Batched reads and writes for the moment a whole class opens the same page (issue 16: 1,000 students opening
 * one material at once). Each opening needs the material, its room, the student's place in the rombel and a
 * record of the first view; made one by one, that is 4,000 statements queueing for a pool of ten connections,
 * and the last student waited over three seconds. Batched (db/batch.ts), concurrent openings share a handful of
 * statements; a lone opening still goes out at once, alone. Nothing is cached between batches, so an edit is
 * seen by the next request.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { anyOf, arrayParam, col } from '../db/sql-arrays.ts';
import type { Db } from '../db/client.ts';
import { createBatcher, createLoader, perDatabase } from '../db/batch.ts';
import { roomAssignments, roomMaterials, roomMaterialViews, roomMeetings, roomSubmissions } from '../db/schema/classroom.ts';
import { files } from '../db/schema/files.ts';
import { classMaps, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import { roomQuery, type Room } from './room-access.ts';

const BURST = { maxBatch: 500, maxInFlight: 2 };

/** A room (teaching assignment) by id, of any school: the caller compares its schoolId with the session's. */
export const roomById = perDatabase((db: Db) =>
  createLoader<number, Room>(async (ids) => {
    const rows = await roomQuery(db).where(inArray(teachingAssignments.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  }, BURST),
);

/** A student's row in a rombel and year, keyed "section:year:user"; undefined when they are not in it. */
export const rombelMember = perDatabase((db: Db) =>
  createLoader<string, { id: number; name: string }>(async (keys) => {
    const tuples = keys.map((k) => {
      const [section, year, user] = k.split(':').map(Number);
      return sql`(${section}, ${year}, ${user})`;
    });
    const rows = await db
      .select({ sectionId: classMaps.sectionId, yearId: classMaps.academicYearId, id: users.id, name: users.fullName })
      .from(classMaps)
      .innerJoin(users, eq(users.id, classMaps.userId))
      .where(sql`(${classMaps.sectionId}, ${classMaps.academicYearId}, ${classMaps.userId}) in (${sql.join(tuples, sql`, `)})`);
    return new Map(rows.map((r) => [memberKey(r.sectionId, r.yearId, r.id), { id: r.id, name: r.name }]));
  }, BURST),
);

export function memberKey(sectionId: number, yearId: number, userId: number): string {
  return `${sectionId}:${yearId}:${userId}`;
}

/** A material with its meeting's title, its room and its file's name, by id (any school: the caller checks). */
export const materialById = perDatabase((db: Db) =>
  createLoader<number, MaterialRow>(async (ids) => {
    const rows = await db
      .select({ material: roomMaterials, meetingTitle: roomMeetings.title, roomId: roomMeetings.roomId, fileName: files.originalName })
      .from(roomMaterials)
      .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
      .leftJoin(files, eq(files.id, roomMaterials.fileId))
      .where(inArray(roomMaterials.id, ids));
    return new Map(rows.map((r) => [r.material.id, r]));
  }, BURST),
);

export type MaterialRow = { material: typeof roomMaterials.$inferSelect; meetingTitle: string; roomId: number; fileName: string | null };
type Opening = MaterialRow & { room: Room; member: { id: number; name: string } | null; viewed: boolean };
type Member = { id: number; name: string; viewed: boolean };

/**
 * What a student's opening of a material needs, in one statement: the material, its room, the student's place
 * in the room's rombel (null when they are not in it) and whether they opened it before, keyed
 * "material:student". Four round trips in turn became one: under a class-wide burst each round trip is a queue
 * of its own. The batch's students found in the material's rombel come back as one JSON list per material, so
 * the material's body is sent once, not once per student.
 */
export const studentOpening = perDatabase((db: Db) =>
  createLoader<string, Opening>(async (keys) => {
    const pairs = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const userIds = [...new Set(pairs.map(([, user]) => user))];
    const rows = await roomQuery(db, {
      material: roomMaterials,
      meetingTitle: roomMeetings.title,
      fileName: files.originalName,
      members: sql<Member[] | null>`(
          select json_agg(json_build_object('id', m.sd_user_id, 'name', u.full_name, 'viewed', v.sd_user_id is not null))
          from sd_class_maps m
          join sd_users u on u.sd_user_id = m.sd_user_id
          left join sd_room_material_views v on v.sd_room_material_id = ${roomMaterials.id} and v.sd_user_id = m.sd_user_id
          where m.sd_section_id = ${teachingAssignments.sectionId} and m.sd_academic_year_id = ${teachingAssignments.academicYearId}
            and ${anyOf(sql`m.sd_user_id`, userIds, 'int')})`,
    })
      .innerJoin(roomMeetings, eq(roomMeetings.roomId, teachingAssignments.id))
      .innerJoin(roomMaterials, eq(roomMaterials.meetingId, roomMeetings.id))
      .leftJoin(files, eq(files.id, roomMaterials.fileId))
      .where(inArray(roomMaterials.id, [...new Set(pairs.map(([material]) => material))]));
    const byMaterial = new Map(
      rows.map(({ material, meetingTitle, fileName, members, ...room }) => [
        material.id,
        { material, meetingTitle, roomId: room.id, fileName, room, members: new Map((members ?? []).map((m) => [m.id, m])) },
      ]),
    );
    const found = new Map<string, Opening>();
    keys.forEach((key, i) => {
      const [materialId, userId] = pairs[i];
      const hit = byMaterial.get(materialId);
      if (!hit) return;
      const { members, ...base } = hit;
      const m = members.get(userId);
      found.set(key, { ...base, member: m ? { id: m.id, name: m.name } : null, viewed: m?.viewed ?? false });
    });
    return found;
  }, BURST),
);

/**
 * Records a student's first opening of a material; openings that arrive together are one insert. The request
 * answers only after its row is committed, as before: the teacher's /kelas_room_cek never misses a view that
 * the student's screen already showed.
 */
export const recordMaterialView = perDatabase((db: Db) =>
  createBatcher<{ materialId: number; userId: number; schoolId: number }, void>(
    async (views) => {
      const distinct = [...new Map(views.map((v) => [`${v.materialId}:${v.userId}`, v])).values()];
      await db.execute(sql`
        insert into ${roomMaterialViews} (${col(roomMaterialViews.materialId)}, ${col(roomMaterialViews.userId)}, ${col(roomMaterialViews.schoolId)})
        select * from unnest(${arrayParam(distinct.map((v) => v.materialId))}::int[], ${arrayParam(distinct.map((v) => v.userId))}::int[],
                             ${arrayParam(distinct.map((v) => v.schoolId))}::int[])
        on conflict do nothing`);
      return views.map(() => undefined);
    },
    { ...BURST, isolateFailures: true },
  ),
);

/**
 * The parts of a room page that are the same for everyone who opens it (meetings, their materials, assignments
 * and the rombel's size), by room id: a class opening the room together shares one read of each. Before, every
 * student's page made these statements in turn, and 1,000 students opening the room at once waited 1.3 s.
 */
export const roomParts = perDatabase((db: Db) =>
  createLoader<number, RoomParts>(async (roomIds) => {
    const [meetings, materials, assignments, sizes] = await Promise.all([
      db.select().from(roomMeetings).where(inArray(roomMeetings.roomId, roomIds)).orderBy(asc(roomMeetings.position), asc(roomMeetings.id)),
      db
        .select({ id: roomMaterials.id, meetingId: roomMaterials.meetingId, roomId: roomMeetings.roomId, kind: roomMaterials.kind, title: roomMaterials.title })
        .from(roomMaterials)
        .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
        .where(inArray(roomMeetings.roomId, roomIds))
        .orderBy(asc(roomMaterials.id)),
      db.select().from(roomAssignments).where(inArray(roomAssignments.roomId, roomIds)).orderBy(asc(roomAssignments.dueAt), asc(roomAssignments.id)),
      db
        .select({ roomId: teachingAssignments.id, students: count(classMaps.userId) })
        .from(teachingAssignments)
        .leftJoin(classMaps, and(eq(classMaps.sectionId, teachingAssignments.sectionId), eq(classMaps.academicYearId, teachingAssignments.academicYearId)))
        .where(inArray(teachingAssignments.id, roomIds))
        .groupBy(teachingAssignments.id),
    ]);
    return new Map(
      roomIds.map((id) => [
        id,
        {
          meetings: meetings.filter((m) => m.roomId === id),
          materials: materials.filter((m) => m.roomId === id),
          assignments: assignments.filter((a) => a.roomId === id),
          students: sizes.find((s) => s.roomId === id)?.students ?? 0,
        },
      ]),
    );
  }, BURST),
);

export interface RoomParts {
  meetings: (typeof roomMeetings.$inferSelect)[];
  materials: { id: number; meetingId: number; roomId: number; kind: string; title: string }[];
  assignments: (typeof roomAssignments.$inferSelect)[];
  students: number;
}

/** What one person has done in a room, keyed "user:room": the materials they opened and their submissions. */
export const roomProgress = perDatabase((db: Db) =>
  createLoader<string, { opened: Set<number>; submissions: (typeof roomSubmissions.$inferSelect)[] }>(async (keys) => {
    const pairs = keys.map((k) => k.split(':').map(Number) as [number, number]);
    const tuples = sql.join(
      pairs.map(([user, room]) => sql`(${user}::int, ${room}::int)`),
      sql`, `,
    );
    const [views, submissions] = await Promise.all([
      db
        .select({ userId: roomMaterialViews.userId, roomId: roomMeetings.roomId, materialId: roomMaterialViews.materialId })
        .from(roomMaterialViews)
        .innerJoin(roomMaterials, eq(roomMaterials.id, roomMaterialViews.materialId))
        .innerJoin(roomMeetings, eq(roomMeetings.id, roomMaterials.meetingId))
        .where(sql`(${roomMaterialViews.userId}, ${roomMeetings.roomId}) in (${tuples})`),
      db
        .select({ submission: roomSubmissions, roomId: roomAssignments.roomId })
        .from(roomSubmissions)
        .innerJoin(roomAssignments, eq(roomAssignments.id, roomSubmissions.assignmentId))
        .where(sql`(${roomSubmissions.studentId}, ${roomAssignments.roomId}) in (${tuples})`),
    ]);
    return new Map(
      keys.map((key, i) => {
        const [user, room] = pairs[i];
        return [
          key,
          {
            opened: new Set(views.filter((v) => v.userId === user && v.roomId === room).map((v) => v.materialId)),
            submissions: submissions.filter((s) => s.submission.studentId === user && s.roomId === room).map((s) => s.submission),
          },
        ];
      }),
    );
  }, BURST),
);
