import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clashesOf } from '../../../shared/exams/planning/clashes.ts';
import type { gridInput } from '../../../shared/exams/planning/schemas.ts';
import { examRoomAllocations, examRooms, examSessionTimes } from '../../db/schema/exam-rooms.ts';
import { examScheduleSections, examSchedules } from '../../db/schema/exams.ts';
import { courses, sections } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import { schoolTimeZone } from '../../school/time-zone.ts';
import type { SessionContext } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import { requireReader, yearOf } from '../guard.ts';

/**
 * The exam timetable of a date range (the school's own days, in its time zone): every schedule starting in
 * it with its course, rombel, rooms and proctors, the year's session times, and the clashes.
 */
export async function examGrid({ ctx, input }: { ctx: SessionContext; input: z.output<typeof gridInput> }) {
  requireReader(ctx);
  if (input.to < input.from) throw validationError({ to: ['Tanggal akhir harus setelah tanggal awal.'] });
  const days = (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000;
  if (days > 31) throw validationError({ to: ['Tampilkan paling banyak 31 hari sekaligus.'] });
  const schoolId = ctx.session.schoolId;
  const timeZone = await schoolTimeZone(ctx.db, ctx.session.schoolId);
  const localDay = sql`(${examSchedules.startsAt} at time zone ${timeZone})::date`;
  const where = [
    eq(examSchedules.schoolId, schoolId),
    eq(examSchedules.academicYearId, yearOf(ctx)),
    isNull(examSchedules.deletedAt),
    sql`${localDay} between ${input.from}::date and ${input.to}::date`,
  ];
  if (input.grade) where.push(eq(examSchedules.grade, input.grade));
  const rows = await ctx.db
    .select({
      id: examSchedules.id,
      title: examSchedules.title,
      kind: examSchedules.kind,
      courseName: courses.name,
      grade: examSchedules.grade,
      startsAt: examSchedules.startsAt,
      endsAt: examSchedules.endsAt,
      durationMinutes: examSchedules.durationMinutes,
      session: examSchedules.session,
      day: sql<string>`to_char(${localDay}, 'YYYY-MM-DD')`,
      time: sql<string>`to_char(${examSchedules.startsAt} at time zone ${timeZone}, 'HH24:MI')`,
    })
    .from(examSchedules)
    .leftJoin(courses, eq(courses.id, examSchedules.courseId))
    .where(and(...where))
    .orderBy(asc(examSchedules.startsAt), asc(examSchedules.id));
  const ids = rows.map((r) => r.id);
  const [sectionRows, roomRows, sessions] = await Promise.all([
    ids.length
      ? ctx.db
          .select({ scheduleId: examScheduleSections.scheduleId, id: sections.id, name: sections.name })
          .from(examScheduleSections)
          .innerJoin(sections, eq(sections.id, examScheduleSections.sectionId))
          .where(inArray(examScheduleSections.scheduleId, ids))
          .orderBy(asc(sections.name))
      : [],
    ids.length
      ? ctx.db
          .select({
            scheduleId: examRoomAllocations.scheduleId,
            roomId: examRooms.id,
            roomName: examRooms.name,
            proctorUserId: examRoomAllocations.proctorUserId,
            proctorName: users.fullName,
          })
          .from(examRoomAllocations)
          .innerJoin(examRooms, eq(examRooms.id, examRoomAllocations.roomId))
          .leftJoin(users, eq(users.id, examRoomAllocations.proctorUserId))
          .where(inArray(examRoomAllocations.scheduleId, ids))
      : [],
    ctx.db
      .select({
        id: examSessionTimes.id,
        name: examSessionTimes.name,
        position: examSessionTimes.position,
        startsAt: sql<string>`to_char(${examSessionTimes.startsAt}, 'HH24:MI')`,
        endsAt: sql<string>`to_char(${examSessionTimes.endsAt}, 'HH24:MI')`,
      })
      .from(examSessionTimes)
      .where(and(eq(examSessionTimes.schoolId, schoolId), eq(examSessionTimes.academicYearId, yearOf(ctx))))
      .orderBy(asc(examSessionTimes.position), asc(examSessionTimes.startsAt)),
  ]);
  const schedules = rows.map((r) => ({
    ...r,
    sections: sectionRows.filter((s) => s.scheduleId === r.id).map(({ id, name }) => ({ id, name })),
    rooms: roomRows.filter((a) => a.scheduleId === r.id).map(({ scheduleId: _s, ...room }) => room),
  }));
  const clashes = clashesOf(schedules);
  return { timeZone, sessions, schedules: schedules.map((s) => ({ ...s, clashes: clashes[s.id] ?? [] })) };
}
