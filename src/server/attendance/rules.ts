import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { attendanceRules, shiftGroupDays, shiftGroups, shiftMembers, shifts } from '../db/schema/attendance.ts';
import { users } from '../db/schema/users.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { attendanceAllows } from '../../shared/attendance/permissions.ts';
import { requireAttendance } from './guard.ts';
import { STAFF_TYPES } from './staff-days.ts';
import { qualified } from '../db/qualified.ts';

export const DEFAULT_RULES = {
  lateToleranceMinutes: 0,
  earlyLeaveToleranceMinutes: 0,
  repeatTapMinutes: 2,
  autoAbsent: false,
  notifyParents: true,
  notifyLate: true,
  cutoff: '09:00',
};
export type Rules = typeof DEFAULT_RULES;

/** A school's rules, the defaults until it saves its own. */
export async function readRules(db: Db | Tx, schoolId: number): Promise<Rules> {
  const [row] = await db.select().from(attendanceRules).where(eq(attendanceRules.schoolId, schoolId));
  if (!row) return { ...DEFAULT_RULES };
  const { schoolId: _s, ...rules } = row;
  return rules;
}

/** GET /api/attendance/rules (/absent_rule) */
export async function getRules({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'devices.manage');
  return { ...(await readRules(ctx.db, ctx.session.schoolId)), canEdit: attendanceAllows('rules.manage', ctx.session.userTypeId) };
}

/** PUT /api/attendance/rules: tolerances, repeated taps, automatic Alpa and the parents' notice; later taps follow them. */
export async function saveRules({ ctx, input }: { ctx: SessionContext; input: Rules }) {
  requireAttendance(ctx, 'rules.manage');
  return ctx.db.transaction(async (tx) => {
    const before = await readRules(tx, ctx.session.schoolId);
    await tx
      .insert(attendanceRules)
      .values({ schoolId: ctx.session.schoolId, ...input })
      .onConflictDoUpdate({ target: attendanceRules.schoolId, set: input });
    await recordAudit(tx, ctx, { resource: 'attendance_rules', recordId: ctx.session.schoolId, action: 'save', before, after: input });
    return { ...input, canEdit: true };
  });
}

type ShiftInput = { name: string; checkInFrom: string; lateAfter: string; checkOutFrom: string };

/** GET /api/attendance/shifts (/absent_shift): the shifts and how many groups use each. */
export async function listShifts({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'devices.manage');
  const rows = await ctx.db
    .select({
      id: shifts.id,
      name: shifts.name,
      checkInFrom: shifts.checkInFrom,
      lateAfter: shifts.lateAfter,
      checkOutFrom: shifts.checkOutFrom,
      groups: sql<number>`(select count(distinct d.sd_attendance_shift_group_id)::int from sd_attendance_shift_group_days d where d.sd_attendance_shift_id = ${qualified(shifts.id)})`,
    })
    .from(shifts)
    .where(eq(shifts.schoolId, ctx.session.schoolId))
    .orderBy(asc(shifts.checkInFrom), asc(shifts.name));
  return { shifts: rows.map((r) => ({ ...r, groups: Number(r.groups) })), canEdit: attendanceAllows('rules.manage', ctx.session.userTypeId) };
}

/** POST /api/attendance/shifts, PUT …/:id */
export async function saveShift({ ctx, id, input }: { ctx: SessionContext; id?: number; input: ShiftInput }) {
  requireAttendance(ctx, 'rules.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.schoolId, schoolId), sql`lower(${shifts.name}) = lower(${input.name})`));
    if (same && same.id !== id) throw validationError({ name: ['Shift dengan nama ini sudah ada.'] });
    const [row] = id
      ? await tx
          .update(shifts)
          .set(input)
          .where(and(eq(shifts.schoolId, schoolId), eq(shifts.id, id)))
          .returning()
      : await tx
          .insert(shifts)
          .values({ schoolId, ...input })
          .returning();
    if (!row) throw notFound('Shift tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'attendance_shift', recordId: row.id, action: id ? 'update' : 'create', after: input });
    return { id: row.id, message: 'Shift tersimpan.' };
  });
}

/** DELETE /api/attendance/shifts/:id: a shift no group uses. */
export async function deleteShift({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireAttendance(ctx, 'rules.manage');
  return ctx.db.transaction(async (tx) => {
    // The school's own shift first: another school's id is "not found", whether or not it is in use there.
    const [mine] = await tx
      .select({ id: shifts.id })
      .from(shifts)
      .where(and(eq(shifts.schoolId, ctx.session.schoolId), eq(shifts.id, id)))
      .for('update');
    if (!mine) throw notFound('Shift tidak ditemukan.');
    const [used] = await tx.select({ g: shiftGroupDays.groupId }).from(shiftGroupDays).where(eq(shiftGroupDays.shiftId, id)).limit(1);
    if (used) throw new AppError('conflict', 'Shift ini masih dipakai grup shift. Ubah grupnya dahulu.');
    const [row] = await tx
      .delete(shifts)
      .where(and(eq(shifts.schoolId, ctx.session.schoolId), eq(shifts.id, id)))
      .returning();
    await recordAudit(tx, ctx, { resource: 'attendance_shift', recordId: id, action: 'delete', before: { name: row.name } });
    return { message: 'Shift dihapus.' };
  });
}

/** GET /api/attendance/shift-groups (/group_absent_shift): each group's week and members, and the staff to choose from. */
export async function listShiftGroups({ ctx }: { ctx: SessionContext }) {
  requireAttendance(ctx, 'devices.manage');
  const schoolId = ctx.session.schoolId;
  const [groups, days, members, staff, shiftRows] = await Promise.all([
    ctx.db.select().from(shiftGroups).where(eq(shiftGroups.schoolId, schoolId)).orderBy(asc(shiftGroups.name)),
    ctx.db.select().from(shiftGroupDays).where(eq(shiftGroupDays.schoolId, schoolId)),
    ctx.db.select().from(shiftMembers).where(eq(shiftMembers.schoolId, schoolId)),
    ctx.db
      .select({ id: users.id, name: users.fullName })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, STAFF_TYPES), eq(users.isActive, true)))
      .orderBy(asc(users.fullName)),
    ctx.db.select({ id: shifts.id, name: shifts.name }).from(shifts).where(eq(shifts.schoolId, schoolId)).orderBy(asc(shifts.name)),
  ]);
  return {
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      days: days.filter((d) => d.groupId === g.id).map((d) => ({ day: d.day, shiftId: d.shiftId })),
      memberIds: members.filter((m) => m.groupId === g.id).map((m) => m.userId),
    })),
    staff,
    shifts: shiftRows,
    canEdit: attendanceAllows('rules.manage', ctx.session.userTypeId),
  };
}

type GroupInput = { name: string; days: { day: number; shiftId: number }[]; memberIds: number[] };

/** POST /api/attendance/shift-groups, PUT …/:id: a group's name, its shift per weekday and its members (a person in one group only: moved here). */
export async function saveShiftGroup({ ctx, id, input }: { ctx: SessionContext; id?: number; input: GroupInput }) {
  requireAttendance(ctx, 'rules.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: shiftGroups.id })
      .from(shiftGroups)
      .where(and(eq(shiftGroups.schoolId, schoolId), sql`lower(${shiftGroups.name}) = lower(${input.name})`));
    if (same && same.id !== id) throw validationError({ name: ['Grup dengan nama ini sudah ada.'] });
    const shiftIds = [...new Set(input.days.map((d) => d.shiftId))];
    const known = shiftIds.length
      ? await tx
          .select({ id: shifts.id })
          .from(shifts)
          .where(and(eq(shifts.schoolId, schoolId), inArray(shifts.id, shiftIds)))
      : [];
    if (known.length !== shiftIds.length) throw validationError({ days: ['Pilih shift dari daftar.'] });
    const staff = input.memberIds.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.schoolId, schoolId), inArray(users.id, input.memberIds), inArray(users.userTypeId, STAFF_TYPES)))
      : [];
    if (staff.length !== new Set(input.memberIds).size) throw validationError({ memberIds: ['Anggota grup harus pegawai sekolah ini.'] });
    const [group] = id
      ? await tx
          .update(shiftGroups)
          .set({ name: input.name })
          .where(and(eq(shiftGroups.schoolId, schoolId), eq(shiftGroups.id, id)))
          .returning()
      : await tx.insert(shiftGroups).values({ schoolId, name: input.name }).returning();
    if (!group) throw notFound('Grup shift tidak ditemukan.');
    await tx.delete(shiftGroupDays).where(eq(shiftGroupDays.groupId, group.id));
    if (input.days.length) await tx.insert(shiftGroupDays).values(input.days.map((d) => ({ schoolId, groupId: group.id, day: d.day, shiftId: d.shiftId })));
    await tx.delete(shiftMembers).where(eq(shiftMembers.groupId, group.id));
    if (input.memberIds.length) {
      await tx.delete(shiftMembers).where(and(eq(shiftMembers.schoolId, schoolId), inArray(shiftMembers.userId, input.memberIds)));
      await tx.insert(shiftMembers).values([...new Set(input.memberIds)].map((userId) => ({ schoolId, groupId: group.id, userId })));
    }
    await recordAudit(tx, ctx, { resource: 'attendance_shift_group', recordId: group.id, action: id ? 'update' : 'create', after: input });
    return { id: group.id, message: 'Grup shift tersimpan.' };
  });
}

/** DELETE /api/attendance/shift-groups/:id: its members go back to the school hours. */
export async function deleteShiftGroup({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireAttendance(ctx, 'rules.manage');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(shiftGroups)
      .where(and(eq(shiftGroups.schoolId, ctx.session.schoolId), eq(shiftGroups.id, id)))
      .returning();
    if (!row) throw notFound('Grup shift tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'attendance_shift_group', recordId: id, action: 'delete', before: { name: row.name } });
    return { message: 'Grup shift dihapus.' };
  });
}

/** The shift each of these staff works on a weekday (0–6), or none: their hours then are the school's. */
export async function shiftsOf(db: Db | Tx, schoolId: number, userIds: number[]) {
  if (!userIds.length) return new Map<string, { lateAfter: string; checkOutFrom: string }>();
  const rows = await db
    .select({ userId: shiftMembers.userId, day: shiftGroupDays.day, lateAfter: shifts.lateAfter, checkOutFrom: shifts.checkOutFrom })
    .from(shiftMembers)
    .innerJoin(shiftGroupDays, eq(shiftGroupDays.groupId, shiftMembers.groupId))
    .innerJoin(shifts, eq(shifts.id, shiftGroupDays.shiftId))
    .where(and(eq(shiftMembers.schoolId, schoolId), inArray(shiftMembers.userId, userIds)));
  return new Map(rows.map((r) => [`${r.userId}|${r.day}`, { lateAfter: r.lateAfter, checkOutFrom: r.checkOutFrom }]));
}
