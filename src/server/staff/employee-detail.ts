import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import {
  allowanceTypes,
  employeeAllowances,
  employeeAppendices,
  employeeGroups,
  employeeRecords,
  employeeStatuses,
  employeeTypes,
} from '../db/schema/staff.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import type { employeeRecordInput } from '../../shared/staff/schemas.ts';
import { staffAllows } from '../../shared/staff/permissions.ts';
import { requireStaff } from './guard.ts';
import { oneEmployee, rowOf } from './employees.ts';

/** GET /api/staff/employees/:id */
export async function getEmployee({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireStaff(ctx, 'staff.read');
  return readEmployee(ctx.db, ctx, id);
}

async function readEmployee(db: Db | Tx, ctx: SessionContext, id: number) {
  const schoolId = ctx.session.schoolId;
  const row = await oneEmployee(db, schoolId, id);
  const mine = <T extends { schoolId: any }>(t: T) => eq(t.schoolId, schoolId);
  const [allowances, appendices, types, statuses, groups, kinds] = await Promise.all([
    db
      .select({ a: employeeAllowances, name: allowanceTypes.name, kind: allowanceTypes.kind })
      .from(employeeAllowances)
      .innerJoin(allowanceTypes, eq(allowanceTypes.id, employeeAllowances.allowanceTypeId))
      .where(and(mine(employeeAllowances), eq(employeeAllowances.userId, id)))
      .orderBy(asc(allowanceTypes.name)),
    db
      .select()
      .from(employeeAppendices)
      .where(and(mine(employeeAppendices), eq(employeeAppendices.userId, id)))
      .orderBy(asc(employeeAppendices.id)),
    db.select({ id: employeeTypes.id, name: employeeTypes.name }).from(employeeTypes).where(mine(employeeTypes)).orderBy(asc(employeeTypes.name)),
    db
      .select({ id: employeeStatuses.id, name: employeeStatuses.name })
      .from(employeeStatuses)
      .where(mine(employeeStatuses))
      .orderBy(asc(employeeStatuses.name)),
    db
      .select({ id: employeeGroups.id, name: employeeGroups.code, baseSalary: employeeGroups.baseSalary })
      .from(employeeGroups)
      .where(mine(employeeGroups))
      .orderBy(asc(employeeGroups.code)),
    db
      .select({ id: allowanceTypes.id, name: allowanceTypes.name, kind: allowanceTypes.kind, amount: allowanceTypes.amount })
      .from(allowanceTypes)
      .where(mine(allowanceTypes))
      .orderBy(asc(allowanceTypes.name)),
  ]);
  const r = row.record;
  return {
    ...rowOf(row),
    typeId: r?.typeId ?? null,
    statusId: r?.statusId ?? null,
    groupId: r?.groupId ?? null,
    groupSince: r?.groupSince ?? null,
    skNumber: r?.skNumber ?? null,
    appointedSince: r?.appointedSince ?? null,
    qualification: r?.qualification ?? null,
    certificateNumber: r?.certificateNumber ?? null,
    nrg: r?.nrg ?? null,
    baseSalary: r?.baseSalary ?? null,
    rankSalary: row.rankSalary,
    allowances: allowances.map(({ a, name, kind }) => ({ allowanceTypeId: a.allowanceTypeId, name, kind, amount: a.amount })),
    appendices: appendices.map((x) => ({
      id: x.id,
      userId: x.userId,
      fullName: row.fullName,
      kind: x.kind,
      title: x.title,
      documentNumber: x.documentNumber,
      documentDate: x.documentDate,
      fileId: x.fileId,
    })),
    options: { types, statuses, groups, allowances: kinds },
    canEdit: staffAllows('staff.write', ctx.session.userTypeId),
  };
}

/** PUT /api/staff/employees/:id: the record and its allowances, replaced together in one transaction with one audit row. */
export async function saveEmployee({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof employeeRecordInput> }) {
  requireStaff(ctx, 'staff.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const before = await readEmployee(tx, ctx, id);
    const own = (list: { id: number }[], value: number | null | undefined) => value == null || list.some((x) => x.id === value);
    const errors: Record<string, string[]> = {};
    if (!own(before.options.types, input.typeId)) errors.typeId = ['Pilihan tidak ditemukan.'];
    if (!own(before.options.statuses, input.statusId)) errors.statusId = ['Pilihan tidak ditemukan.'];
    if (!own(before.options.groups, input.groupId)) errors.groupId = ['Pilihan tidak ditemukan.'];
    if (input.allowances.some((a) => !own(before.options.allowances, a.allowanceTypeId))) errors.allowances = ['Tunjangan/potongan tidak ditemukan.'];
    if (new Set(input.allowances.map((a) => a.allowanceTypeId)).size !== input.allowances.length) errors.allowances = ['Satu tunjangan/potongan hanya sekali.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const { allowances, ...record } = input;
    const values = {
      ...record,
      typeId: record.typeId ?? null,
      statusId: record.statusId ?? null,
      groupId: record.groupId ?? null,
      baseSalary: record.baseSalary ?? null,
      updatedAt: new Date(),
    };
    await tx
      .insert(employeeRecords)
      .values({ userId: id, schoolId, ...values })
      .onConflictDoUpdate({ target: employeeRecords.userId, set: values });
    await tx.delete(employeeAllowances).where(and(eq(employeeAllowances.schoolId, schoolId), eq(employeeAllowances.userId, id)));
    if (allowances.length)
      await tx.insert(employeeAllowances).values(allowances.map((a) => ({ schoolId, userId: id, allowanceTypeId: a.allowanceTypeId, amount: a.amount })));
    const { options: _o, appendices: _a, canEdit: _c, ...kept } = before;
    await recordAudit(tx, ctx, { resource: 'employee_record', recordId: id, action: 'update', before: kept, after: input });
    return readEmployee(tx, ctx, id);
  });
}
