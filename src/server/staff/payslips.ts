import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { payrollMonths, payslips } from '../db/schema/staff.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { payslipLinesInput } from '../../shared/staff/schemas.ts';
import { staffAllows } from '../../shared/staff/permissions.ts';
import { requireStaff } from './guard.ts';
import { CLOSED, slipView, totalsOf } from './payroll.ts';

export async function readPayslip(db: Db | Tx, schoolId: number, id: number, lock = false) {
  const query = db
    .select({ s: payslips, month: payrollMonths.month, status: payrollMonths.status })
    .from(payslips)
    .innerJoin(payrollMonths, eq(payrollMonths.id, payslips.payrollMonthId))
    .where(and(eq(payslips.schoolId, schoolId), eq(payslips.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Slip gaji tidak ditemukan.');
  return row;
}

const view = (row: Awaited<ReturnType<typeof readPayslip>>, ctx: SessionContext) => ({
  ...slipView(row.s),
  month: row.month,
  status: row.status,
  canEdit: row.status !== 'closed' && staffAllows('payroll.write', ctx.session.userTypeId),
});

/** GET /api/staff/payslips/:id */
export async function getPayslip({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireStaff(ctx, 'payroll.read');
  return view(await readPayslip(ctx.db, ctx.session.schoolId, id), ctx);
}

/** PUT /api/staff/payslips/:id: this month's own lines (an absence deduction, an overtime allowance); 409 once closed. */
export async function updatePayslip({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof payslipLinesInput> }) {
  requireStaff(ctx, 'payroll.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const before = await readPayslip(tx, schoolId, id, true);
    if (before.status === 'closed') throw CLOSED();
    const set = { lines: input.lines, ...totalsOf(before.s.baseSalary, input.lines) };
    await tx.update(payslips).set(set).where(eq(payslips.id, id));
    await recordAudit(tx, ctx, { resource: 'payslip', recordId: id, action: 'update', before: { lines: before.s.lines, net: before.s.net }, after: set });
    return view(await readPayslip(tx, schoolId, id), ctx);
  });
}
