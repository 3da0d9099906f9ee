import { and, asc, eq, inArray } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { lessonHours, timetableSlots } from '../db/schema/attendance.ts';
import { classes, classMaps, courses, guardianStudents, sections, teachingAssignments } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { DAY_NAMES } from '../../shared/attendance/statuses.ts';
import { requireAttendance } from './guard.ts';
import { readLessonHours } from './lesson-hours.ts';
import { yearOf } from './sections.ts';

/** Every slot of the year with its names, optionally of some rombels or one teacher. */
export function slotQuery(db: Db | Tx, schoolId: number, yearId: number, where: { sectionIds?: number[]; teacherId?: number }) {
  return db
    .select({
      id: timetableSlots.id,
      sectionId: timetableSlots.sectionId,
      sectionName: sections.name,
      lessonHourId: timetableSlots.lessonHourId,
      teachingAssignmentId: timetableSlots.teachingAssignmentId,
      teacherId: timetableSlots.teacherId,
      teacherName: users.fullName,
      courseName: courses.name,
      room: timetableSlots.room,
    })
    .from(timetableSlots)
    .innerJoin(sections, eq(sections.id, timetableSlots.sectionId))
    .innerJoin(users, eq(users.id, timetableSlots.teacherId))
    .innerJoin(teachingAssignments, eq(teachingAssignments.id, timetableSlots.teachingAssignmentId))
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .where(
      and(
        eq(timetableSlots.schoolId, schoolId),
        eq(timetableSlots.academicYearId, yearId),
        ...(where.sectionIds ? [inArray(timetableSlots.sectionId, where.sectionIds.length ? where.sectionIds : [0])] : []),
        ...(where.teacherId ? [eq(timetableSlots.teacherId, where.teacherId)] : []),
      ),
    );
}

function assignmentsOf(db: Db | Tx, schoolId: number, yearId: number, sectionIds: number[]) {
  return db
    .select({
      id: teachingAssignments.id,
      sectionId: teachingAssignments.sectionId,
      teacherId: teachingAssignments.userId,
      teacherName: users.fullName,
      courseName: courses.name,
      hoursPerWeek: teachingAssignments.hoursPerWeek,
    })
    .from(teachingAssignments)
    .innerJoin(users, eq(users.id, teachingAssignments.userId))
    .innerJoin(courses, eq(courses.id, teachingAssignments.courseId))
    .where(
      and(
        eq(teachingAssignments.schoolId, schoolId),
        eq(teachingAssignments.academicYearId, yearId),
        inArray(teachingAssignments.sectionId, sectionIds.length ? sectionIds : [0]),
      ),
    )
    .orderBy(asc(courses.name));
}

async function sectionList(db: Db | Tx, schoolId: number, yearId: number) {
  return db
    .select({ id: sections.id, name: sections.name, room: sections.room })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, yearId)))
    .orderBy(asc(classes.grade), asc(sections.name));
}

const hourView = (h: typeof lessonHours.$inferSelect) => ({
  id: h.id,
  day: h.day,
  dayName: DAY_NAMES[h.day],
  period: h.period,
  startTime: h.startTime,
  endTime: h.endTime,
  label: h.label,
});

/** GET /api/attendance/timetable: one rombel's week (/jadwalpelajaran), with its KBM and the hours still to place. */
export async function getTimetable({ ctx, input }: { ctx: SessionContext; input: { sectionId?: number } }) {
  requireAttendance(ctx, 'timetable.write');
  const schoolId = ctx.session.schoolId;
  const yearId = await yearOf(ctx);
  const list = await sectionList(ctx.db, schoolId, yearId);
  const sectionId = input.sectionId ?? list[0]?.id;
  if (input.sectionId && !list.some((s) => s.id === sectionId)) throw notFound('Rombel tidak ditemukan.');
  const ids = sectionId ? [sectionId] : [];
  const [hours, slots, assignments] = await Promise.all([
    readLessonHours(ctx.db, schoolId),
    slotQuery(ctx.db, schoolId, yearId, { sectionIds: ids }),
    assignmentsOf(ctx.db, schoolId, yearId, ids),
  ]);
  return {
    sections: list.map(({ id, name }) => ({ id, name })),
    sectionId: sectionId ?? null,
    hours: hours.map(hourView),
    slots,
    assignments: assignments.map((a) => ({ ...a, placed: slots.filter((s) => s.teachingAssignmentId === a.id).length })),
  };
}

/** Refuses a place already taken: the rombel, the teacher or the room in the same period (409, saying where). */
async function checkClash(
  tx: Db | Tx,
  schoolId: number,
  yearId: number,
  place: { sectionId: number; lessonHourId: number; teacherId: number; room: string | null },
) {
  const busy = await slotQuery(tx, schoolId, yearId, {}).then((rows) => rows.filter((r) => r.lessonHourId === place.lessonHourId));
  const own = busy.find((r) => r.sectionId === place.sectionId);
  if (own) throw new AppError('conflict', `Rombel ini sudah ada ${own.courseName} pada jam tersebut.`);
  const teacher = busy.find((r) => r.teacherId === place.teacherId);
  if (teacher) throw new AppError('conflict', `${teacher.teacherName} sudah mengajar di ${teacher.sectionName} pada jam tersebut.`);
  const room = place.room && busy.find((r) => r.room === place.room);
  if (room) throw new AppError('conflict', `Ruang ${place.room} sudah dipakai ${room.sectionName} pada jam tersebut.`);
}

/** POST /api/attendance/timetable: places one KBM in one period of its rombel, after the clash checks. */
export async function placeSlot({ ctx, input }: { ctx: SessionContext; input: { lessonHourId: number; teachingAssignmentId: number; room?: string | null } }) {
  requireAttendance(ctx, 'timetable.write');
  const schoolId = ctx.session.schoolId;
  const yearId = await yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [assignment] = await tx
      .select()
      .from(teachingAssignments)
      .where(
        and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.id, input.teachingAssignmentId), eq(teachingAssignments.academicYearId, yearId)),
      );
    if (!assignment) throw notFound('Pembelajaran (KBM) tidak ditemukan.');
    const [hour] = await tx
      .select()
      .from(lessonHours)
      .where(and(eq(lessonHours.schoolId, schoolId), eq(lessonHours.id, input.lessonHourId)));
    if (!hour) throw notFound('Jam pelajaran tidak ditemukan.');
    if (hour.period === null)
      throw new AppError('validation', 'Jam istirahat tidak dapat diisi pelajaran.', {
        fieldErrors: { lessonHourId: ['Jam istirahat tidak dapat diisi pelajaran.'] },
      });
    const [section] = await tx.select({ room: sections.room }).from(sections).where(eq(sections.id, assignment.sectionId));
    const room = input.room?.trim() || section?.room || null;
    await checkClash(tx, schoolId, yearId, { sectionId: assignment.sectionId, lessonHourId: hour.id, teacherId: assignment.userId, room });
    const [slot] = await tx
      .insert(timetableSlots)
      .values({
        schoolId,
        academicYearId: yearId,
        sectionId: assignment.sectionId,
        lessonHourId: hour.id,
        teachingAssignmentId: assignment.id,
        teacherId: assignment.userId,
        room,
      })
      .returning();
    await recordAudit(tx, ctx, {
      resource: 'timetable_slot',
      recordId: slot.id,
      action: 'create',
      after: { sectionId: slot.sectionId, lessonHourId: slot.lessonHourId, teachingAssignmentId: slot.teachingAssignmentId, room },
    });
    return { id: slot.id, message: 'Pelajaran ditempatkan.' };
  });
}

/** DELETE /api/attendance/timetable/:id */
export async function removeSlot({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireAttendance(ctx, 'timetable.write');
  return ctx.db.transaction(async (tx) => {
    const [slot] = await tx
      .delete(timetableSlots)
      .where(and(eq(timetableSlots.schoolId, ctx.session.schoolId), eq(timetableSlots.id, id)))
      .returning();
    if (!slot) throw notFound('Jadwal tidak ditemukan.');
    await recordAudit(tx, ctx, {
      resource: 'timetable_slot',
      recordId: id,
      action: 'delete',
      before: { sectionId: slot.sectionId, lessonHourId: slot.lessonHourId, teachingAssignmentId: slot.teachingAssignmentId },
    });
    return { message: 'Pelajaran dilepas dari jadwal.' };
  });
}

/**
 * The automatic draft: every KBM hour not yet placed goes into a free period of its rombel where its teacher
 * (and room) is free, in blocks of two where it can, spreading a course over the week. What is already placed
 * stays, so the admin edits the draft and drafts again. Returns how many hours it placed and could not place.
 */
export async function draftTimetable(tx: Db | Tx, schoolId: number, yearId: number) {
  const [hours, list] = await Promise.all([readLessonHours(tx, schoolId), sectionList(tx, schoolId, yearId)]);
  const periods = hours.filter((h) => h.period !== null);
  const existing = await slotQuery(tx, schoolId, yearId, {});
  const taken = new Set(
    existing.flatMap((s) => [`s${s.sectionId}:${s.lessonHourId}`, `t${s.teacherId}:${s.lessonHourId}`, ...(s.room ? [`r${s.room}:${s.lessonHourId}`] : [])]),
  );
  const assignments = await assignmentsOf(
    tx,
    schoolId,
    yearId,
    list.map((s) => s.id),
  );
  const roomOf = new Map(list.map((s) => [s.id, s.room]));
  const days = [...new Set(periods.map((p) => p.day))];
  const values: (typeof timetableSlots.$inferInsert)[] = [];
  let missing = 0;
  // Big courses first: they need the most room to spread.
  const order = [...assignments].sort((a, b) => b.hoursPerWeek - a.hoursPerWeek || a.id - b.id);
  for (const a of order) {
    let left = a.hoursPerWeek - existing.filter((s) => s.teachingAssignmentId === a.id).length;
    const room = roomOf.get(a.sectionId) ?? null;
    const free = (h: (typeof periods)[number]) =>
      !taken.has(`s${a.sectionId}:${h.id}`) && !taken.has(`t${a.teacherId}:${h.id}`) && !(room && taken.has(`r${room}:${h.id}`));
    for (let round = 0; left > 0 && round < 3; round++) {
      for (let i = 0; left > 0 && i < days.length; i++) {
        const day = days[(a.id + i) % days.length];
        const today = periods.filter((p) => p.day === day);
        const usedToday = values.filter((v) => v.teachingAssignmentId === a.id && today.some((p) => p.id === v.lessonHourId)).length;
        if (round === 0 && usedToday > 0) continue;
        const start = (a.id * 3 + i) % today.length;
        for (let k = 0; k < today.length && left > 0; k++) {
          const h = today[(start + k) % today.length];
          if (!free(h)) continue;
          values.push({
            schoolId,
            academicYearId: yearId,
            sectionId: a.sectionId,
            lessonHourId: h.id,
            teachingAssignmentId: a.id,
            teacherId: a.teacherId,
            room,
          });
          for (const key of [`s${a.sectionId}:${h.id}`, `t${a.teacherId}:${h.id}`, ...(room ? [`r${room}:${h.id}`] : [])]) taken.add(key);
          left -= 1;
          if (round < 2 && values.filter((v) => v.teachingAssignmentId === a.id && today.some((p) => p.id === v.lessonHourId)).length >= 2) break;
        }
      }
    }
    missing += Math.max(0, left);
  }
  for (let i = 0; i < values.length; i += 1000) await tx.insert(timetableSlots).values(values.slice(i, i + 1000));
  return { placed: values.length, missing };
}

/** POST /api/attendance/timetable/draft */
export async function draftTimetableCall({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'timetable.write');
  const yearId = await yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const result = await draftTimetable(tx, ctx.session.schoolId, yearId);
    await recordAudit(tx, ctx, { resource: 'timetable', recordId: yearId, action: 'draft', after: result });
    return { ...result, message: `${result.placed} jam pelajaran ditempatkan${result.missing ? `, ${result.missing} jam belum mendapat tempat` : ''}.` };
  });
}

/** GET /api/attendance/timetable/mine: a teacher's week, a student's rombel's, a parent's child's. */
export async function myTimetable({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'timetable.read');
  const schoolId = ctx.session.schoolId;
  const yearId = await yearOf(ctx);
  const type = ctx.session.userTypeId;
  const hours = (await readLessonHours(ctx.db, schoolId)).map(hourView);
  let owner = ctx.session.userId;
  if (type === '6') {
    const [child] = await ctx.db
      .select({ id: guardianStudents.studentId })
      .from(guardianStudents)
      .where(and(eq(guardianStudents.schoolId, schoolId), eq(guardianStudents.guardianId, ctx.session.userId)))
      .limit(1);
    owner = child?.id ?? 0;
  }
  if (type === '5' || type === '6') {
    const [map] = await ctx.db
      .select({ sectionId: classMaps.sectionId, name: sections.name })
      .from(classMaps)
      .innerJoin(sections, eq(sections.id, classMaps.sectionId))
      .where(and(eq(classMaps.userId, owner), eq(classMaps.academicYearId, yearId)));
    return {
      title: map ? `Jadwal ${map.name}` : 'Belum terdaftar di rombel',
      kind: 'student' as const,
      hours,
      slots: map ? await slotQuery(ctx.db, schoolId, yearId, { sectionIds: [map.sectionId] }) : [],
      canEdit: false,
    };
  }
  return {
    title: 'Jadwal mengajar saya',
    kind: 'teacher' as const,
    hours,
    slots: await slotQuery(ctx.db, schoolId, yearId, { teacherId: ctx.session.userId }),
    canEdit: attendanceAllows('timetable.write', type),
  };
}
