/**
 * Teacher groups (MGMP, KKG, teams): the office forms them; the coordinator keeps the members; members record the
 * group's meetings and what came of them. Read by teachers, leaders and mentors of the school.
 */
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { teacherGroupActivities, teacherGroupMembers, teacherGroups } from '../../db/schema/school-life.ts';
import { courses, teachingAssignments } from '../../db/schema/master.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import type { activityInput, groupInput } from '../../../shared/api/classroom/teacher-groups.ts';
import { schoolLifeAllows } from '../../../shared/classroom/school-life.ts';
import { TEACHER } from '../../../shared/classroom/permissions.ts';

const coordinator = alias(users, 'coordinator');
type Kind = 'MGMP';

function requireReader(ctx: SessionContext) {
  if (!schoolLifeAllows('groups.read', ctx.session.userTypeId)) throw forbidden('Kelompok guru untuk guru, pimpinan dan mentor sekolah.');
}

const teachersOf = (ctx: SessionContext) =>
  ctx.db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(and(eq(users.schoolId, ctx.session.schoolId), eq(users.userTypeId, TEACHER), eq(users.isActive, true)))
    .orderBy(asc(users.fullName));

async function groupRows(ctx: SessionContext, id?: number) {
  const { db, session } = ctx;
  const rows = await db
    .select({ g: teacherGroups, courseName: courses.name, coordinatorName: coordinator.fullName })
    .from(teacherGroups)
    .leftJoin(courses, eq(courses.id, teacherGroups.courseId))
    .leftJoin(coordinator, eq(coordinator.id, teacherGroups.coordinatorId))
    .where(and(eq(teacherGroups.schoolId, session.schoolId), id ? eq(teacherGroups.id, id) : undefined))
    .orderBy(asc(teacherGroups.name));
  const ids = rows.map((r) => r.g.id);
  const [members, activities, mine] = ids.length
    ? await Promise.all([
        db
          .select({ id: teacherGroupMembers.groupId, n: count() })
          .from(teacherGroupMembers)
          .where(inArray(teacherGroupMembers.groupId, ids))
          .groupBy(teacherGroupMembers.groupId),
        db
          .select({ id: teacherGroupActivities.groupId, n: count(), last: max(teacherGroupActivities.activityDate) })
          .from(teacherGroupActivities)
          .where(inArray(teacherGroupActivities.groupId, ids))
          .groupBy(teacherGroupActivities.groupId),
        db
          .select({ id: teacherGroupMembers.groupId })
          .from(teacherGroupMembers)
          .where(and(inArray(teacherGroupMembers.groupId, ids), eq(teacherGroupMembers.userId, session.userId))),
      ])
    : [[], [], []];
  return rows.map(({ g, courseName, coordinatorName }) => ({
    id: g.id,
    name: g.name,
    kind: g.kind as Kind,
    courseName,
    coordinatorName,
    description: g.description,
    coordinatorId: g.coordinatorId,
    members: members.find((m) => m.id === g.id)?.n ?? 0,
    activities: activities.find((a) => a.id === g.id)?.n ?? 0,
    lastActivity: activities.find((a) => a.id === g.id)?.last ?? null,
    mine: mine.some((m) => m.id === g.id) || g.coordinatorId === session.userId,
  }));
}

export async function listGroups({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const canManage = schoolLifeAllows('groups.manage', ctx.session.userTypeId);
  const [data, teachers, courseList] = await Promise.all([
    groupRows(ctx),
    canManage ? teachersOf(ctx) : [],
    canManage
      ? ctx.db.select({ id: courses.id, name: courses.name }).from(courses).where(eq(courses.schoolId, ctx.session.schoolId)).orderBy(asc(courses.name))
      : [],
  ]);
  return { data: data.map(({ coordinatorId: _c, ...g }) => g), canManage, teachers, courses: courseList };
}

async function checkTeachers(ctx: SessionContext, ids: number[], field: string) {
  if (!ids.length) return;
  const found = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.schoolId, ctx.session.schoolId), eq(users.userTypeId, TEACHER)));
  if (found.length !== new Set(ids).size) throw validationError({ [field]: ['Pilih guru sekolah ini.'] });
}

export async function createGroup({ ctx, input }: { ctx: SessionContext; input: z.output<typeof groupInput> }) {
  if (!schoolLifeAllows('groups.manage', ctx.session.userTypeId)) throw forbidden('Kelompok guru dibentuk admin sekolah.');
  const { db, session } = ctx;
  if (input.courseId) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, input.courseId), eq(courses.schoolId, session.schoolId)));
    if (!course) throw validationError({ courseId: ['Pilih mata pelajaran sekolah ini.'] });
  }
  await checkTeachers(ctx, input.coordinatorId ? [input.coordinatorId] : [], 'coordinatorId');
  await checkTeachers(ctx, input.memberIds, 'memberIds');
  let memberIds = [...new Set(input.memberIds)];
  if (!memberIds.length && input.courseId && session.academicYearId) {
    memberIds = [
      ...new Set(
        (
          await db
            .select({ id: teachingAssignments.userId })
            .from(teachingAssignments)
            .where(and(eq(teachingAssignments.courseId, input.courseId), eq(teachingAssignments.academicYearId, session.academicYearId)))
        ).map((r) => r.id),
      ),
    ];
  }
  if (input.coordinatorId && !memberIds.includes(input.coordinatorId)) memberIds.push(input.coordinatorId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teacherGroups)
      .values({
        schoolId: session.schoolId,
        name: input.name,
        kind: input.kind,
        courseId: input.courseId ?? null,
        coordinatorId: input.coordinatorId ?? null,
        description: input.description ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: teacherGroups.id });
    if (!row) throw new AppError('conflict', 'Nama kelompok ini sudah dipakai.');
    if (memberIds.length) await tx.insert(teacherGroupMembers).values(memberIds.map((userId) => ({ groupId: row.id, userId, schoolId: session.schoolId })));
    await recordAudit(tx, ctx, { resource: 'teacher_group', recordId: row.id, action: 'create', after: { ...input, memberIds } });
    return { id: row.id, members: memberIds.length };
  });
}

async function openGroup(ctx: SessionContext, id: number) {
  requireReader(ctx);
  const [group] = await groupRows(ctx, id);
  if (!group) throw notFound('Kelompok guru tidak ditemukan.');
  const canKeep = schoolLifeAllows('groups.manage', ctx.session.userTypeId) || group.coordinatorId === ctx.session.userId;
  return { group, canKeep };
}

export async function getGroup({ ctx, id }: { ctx: SessionContext; id: number }) {
  const { group, canKeep } = await openGroup(ctx, id);
  const creator = alias(users, 'creator');
  const [memberList, activityList, teachers] = await Promise.all([
    ctx.db
      .select({ id: users.id, name: users.fullName })
      .from(teacherGroupMembers)
      .innerJoin(users, eq(users.id, teacherGroupMembers.userId))
      .where(eq(teacherGroupMembers.groupId, id))
      .orderBy(asc(users.fullName)),
    ctx.db
      .select({
        id: teacherGroupActivities.id,
        activityDate: teacherGroupActivities.activityDate,
        topic: teacherGroupActivities.topic,
        notes: teacherGroupActivities.notes,
        createdByName: creator.fullName,
      })
      .from(teacherGroupActivities)
      .innerJoin(creator, eq(creator.id, teacherGroupActivities.createdBy))
      .where(eq(teacherGroupActivities.groupId, id))
      .orderBy(desc(teacherGroupActivities.activityDate), desc(teacherGroupActivities.id)),
    canKeep ? teachersOf(ctx) : [],
  ]);
  const { coordinatorId: _c, ...rest } = group;
  return { ...rest, memberList, activityList, canKeep, teachers };
}

export async function setMembers({ ctx, id, input }: { ctx: SessionContext; id: number; input: { memberIds: number[] } }) {
  const { group, canKeep } = await openGroup(ctx, id);
  if (!canKeep) throw forbidden('Anggota diatur koordinator kelompok atau admin.');
  const ids = [...new Set([...input.memberIds, ...(group.coordinatorId ? [group.coordinatorId] : [])])];
  await checkTeachers(ctx, ids, 'memberIds');
  return ctx.db.transaction(async (tx) => {
    await tx.delete(teacherGroupMembers).where(eq(teacherGroupMembers.groupId, id));
    if (ids.length) await tx.insert(teacherGroupMembers).values(ids.map((userId) => ({ groupId: id, userId, schoolId: ctx.session.schoolId })));
    await recordAudit(tx, ctx, { resource: 'teacher_group', recordId: id, action: 'members', after: { memberIds: ids } });
    return { members: ids.length };
  });
}

export async function addActivity({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof activityInput> }) {
  const { group, canKeep } = await openGroup(ctx, id);
  if (!canKeep && !group.mine) throw forbidden('Kegiatan dicatat anggota kelompok.');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teacherGroupActivities)
      .values({
        schoolId: ctx.session.schoolId,
        groupId: id,
        activityDate: input.activityDate,
        topic: input.topic,
        notes: input.notes ?? null,
        createdBy: ctx.session.userId,
      })
      .returning({ id: teacherGroupActivities.id });
    await recordAudit(tx, ctx, { resource: 'teacher_group_activity', recordId: row.id, action: 'create', after: input });
    return { id: row.id };
  });
}
