import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { staffProfiles } from '../db/schema/master.ts';
import { employeeGroups, employeeRecords, employeeStatuses, employeeTypes } from '../db/schema/staff.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { escapeLike } from '../resources/like.ts';
import { EMPLOYEE_USER_TYPES, staffAllows } from '../../shared/staff/permissions.ts';
import { USER_TYPES, type UserTypeId } from '../../shared/user-types.ts';
import { requireStaff } from './guard.ts';

/** The school's PTK accounts joined with their employee record and its named lists, one row each. */
export function employeeQuery(db: Db | Tx, schoolId: number) {
  return db
    .select({
      userId: users.id,
      fullName: users.fullName,
      userTypeId: users.userTypeId,
      nip: staffProfiles.nip,
      nuptk: staffProfiles.nuptk,
      record: employeeRecords,
      typeName: employeeTypes.name,
      statusName: employeeStatuses.name,
      groupCode: employeeGroups.code,
      groupName: employeeGroups.name,
      rankSalary: employeeGroups.baseSalary,
    })
    .from(users)
    .leftJoin(staffProfiles, eq(staffProfiles.userId, users.id))
    .leftJoin(employeeRecords, eq(employeeRecords.userId, users.id))
    .leftJoin(employeeTypes, eq(employeeTypes.id, employeeRecords.typeId))
    .leftJoin(employeeStatuses, eq(employeeStatuses.id, employeeRecords.statusId))
    .leftJoin(employeeGroups, eq(employeeGroups.id, employeeRecords.groupId))
    .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, [...EMPLOYEE_USER_TYPES]), eq(users.isActive, true)))
    .$dynamic();
}

type Row = Awaited<ReturnType<typeof employeeQuery>>[number];

export function rowOf(r: Row) {
  return {
    userId: r.userId,
    fullName: r.fullName,
    userType: USER_TYPES[r.userTypeId as UserTypeId]?.name ?? r.userTypeId,
    nip: r.nip,
    nuptk: r.nuptk,
    typeName: r.typeName,
    statusName: r.statusName,
    groupCode: r.groupCode,
    groupName: r.groupName,
    positions: r.record?.positions ?? [],
    certified: r.record?.certified ?? false,
  };
}

/** GET /api/staff/employees: every PTK of the school by name; a rank, a name or only those with two positions. */
export async function listEmployees({ ctx, input }: { ctx: SessionContext; input: { q?: string; groupId?: number; dual?: '1' } }) {
  requireStaff(ctx, 'staff.read');
  const term = input.q ? `%${escapeLike(input.q)}%` : null;
  const rows = await employeeQuery(ctx.db, ctx.session.schoolId)
    .where(
      and(
        eq(users.schoolId, ctx.session.schoolId),
        inArray(users.userTypeId, [...EMPLOYEE_USER_TYPES]),
        eq(users.isActive, true),
        term ? or(ilike(users.fullName, term), ilike(staffProfiles.nip, term), ilike(staffProfiles.nuptk, term)) : undefined,
        input.groupId ? eq(employeeRecords.groupId, input.groupId) : undefined,
        input.dual ? sql`jsonb_array_length(${employeeRecords.positions}) > 1` : undefined,
      ),
    )
    .orderBy(asc(users.fullName))
    .limit(500);
  return { data: rows.map(rowOf), canEdit: staffAllows('staff.write', ctx.session.userTypeId) };
}

/** One PTK of the school, or 404 (a student's id, another school's person). */
export async function oneEmployee(db: Db | Tx, schoolId: number, userId: number) {
  const [row] = await employeeQuery(db, schoolId).where(
    and(eq(users.schoolId, schoolId), inArray(users.userTypeId, [...EMPLOYEE_USER_TYPES]), eq(users.id, userId)),
  );
  if (!row) throw notFound('Pegawai tidak ditemukan.');
  return row;
}
