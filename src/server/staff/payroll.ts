import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { allowanceTypes, employeeAllowances, payrollMonths, payslips } from '../db/schema/staff.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { staffAllows } from '../../shared/staff/permissions.ts';
import { requireStaff } from './guard.ts';
import { employeeQuery } from './employees.ts';

type Line = { name: string; kind: 'allowance' | 'deduction'; amount: number };

/** Totals of one slip: the base salary and allowances less the deductions, never below zero. */
export function totalsOf(baseSalary: number, lines: readonly Line[]) {
  const allowanceTotal = lines.filter((l) => l.kind === 'allowance').reduce((s, l) => s + l.amount, 0);
  const deductionTotal = lines.filter((l) => l.kind === 'deduction').reduce((s, l) => s + l.amount, 0);
  return { allowanceTotal, deductionTotal, net: Math.max(0, baseSalary + allowanceTotal - deductionTotal) };
}

export const CLOSED = () => new AppError('conflict', 'Gaji bulan ini sudah ditutup dan tidak dapat diubah.');

/** GET /api/staff/payroll: one month (the newest when none is asked) with its slips. */
export async function getPayroll({ ctx, input }: { ctx: SessionContext; input: { month?: string } }) {
  requireStaff(ctx, 'payroll.read');
  return readPayroll(ctx.db, ctx, input.month);
}

export async function readPayroll(db: Db | Tx, ctx: SessionContext, wanted?: string) {
  const schoolId = ctx.session.schoolId;
  const months = await db
    .select({ id: payrollMonths.id, month: payrollMonths.month, status: payrollMonths.status, closedAt: payrollMonths.closedAt })
    .from(payrollMonths)
    .where(eq(payrollMonths.schoolId, schoolId))
    .orderBy(desc(payrollMonths.month));
  // By default the newest month that is not ahead of today: a month drafted in advance does not hide this one.
  const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 7);
  const month = wanted ?? months.find((m) => m.month <= today)?.month ?? months[0]?.month ?? today;
  const current = months.find((m) => m.month === month);
  const slips = current
    ? await db
        .select()
        .from(payslips)
        .where(and(eq(payslips.schoolId, schoolId), eq(payslips.payrollMonthId, current.id)))
        .orderBy(asc(payslips.fullName))
    : [];
  const sum = (pick: (s: (typeof slips)[number]) => number) => slips.reduce((total, s) => total + pick(s), 0);
  return {
    id: current?.id ?? null,
    month,
    status: (current?.status ?? 'none') as 'none' | 'draft' | 'closed',
    closedAt: current?.closedAt ?? null,
    payslips: slips.map(slipView),
    totals: {
      baseSalary: sum((s) => s.baseSalary),
      allowances: sum((s) => s.allowanceTotal),
      deductions: sum((s) => s.deductionTotal),
      net: sum((s) => s.net),
    },
    months: months.map((m) => ({ month: m.month, status: m.status })),
    canEdit: staffAllows('payroll.write', ctx.session.userTypeId),
  };
}

export const slipView = (s: typeof payslips.$inferSelect) => ({
  id: s.id,
  userId: s.userId,
  fullName: s.fullName,
  nip: s.nip,
  groupCode: s.groupCode,
  position: s.position,
  baseSalary: s.baseSalary,
  lines: s.lines,
  allowanceTotal: s.allowanceTotal,
  deductionTotal: s.deductionTotal,
  net: s.net,
});

/**
 * POST /api/staff/payroll: drafts a month from the employee records (the rank's base salary or the person's own,
 * and their allowances and deductions), replacing an earlier draft of it; a closed month is a 409. Only employees
 * with a record are paid: an account without one is not on the payroll yet.
 */
export async function draftPayroll({ ctx, input }: { ctx: SessionContext; input: { month: string } }) {
  requireStaff(ctx, 'payroll.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    await draftMonth(tx, schoolId, input.month);
    const payroll = await readPayroll(tx, ctx, input.month);
    await recordAudit(tx, ctx, {
      resource: 'payroll_month',
      recordId: payroll.id!,
      action: 'draft',
      after: { month: input.month, slips: payroll.payslips.length, net: payroll.totals.net },
    });
    return payroll;
  });
}

export async function draftMonth(tx: Tx | Db, schoolId: number, month: string): Promise<number> {
  const [existing] = await tx
    .select()
    .from(payrollMonths)
    .where(and(eq(payrollMonths.schoolId, schoolId), eq(payrollMonths.month, month)))
    .for('update');
  if (existing?.status === 'closed') throw CLOSED();
  const monthId = existing?.id ?? (await tx.insert(payrollMonths).values({ schoolId, month }).returning({ id: payrollMonths.id }))[0].id;
  await tx.delete(payslips).where(eq(payslips.payrollMonthId, monthId));
  const people = (await employeeQuery(tx, schoolId)).filter((p) => p.record);
  const granted = await tx
    .select({ userId: employeeAllowances.userId, name: allowanceTypes.name, kind: allowanceTypes.kind, amount: employeeAllowances.amount })
    .from(employeeAllowances)
    .innerJoin(allowanceTypes, eq(allowanceTypes.id, employeeAllowances.allowanceTypeId))
    .where(eq(employeeAllowances.schoolId, schoolId))
    .orderBy(asc(allowanceTypes.kind), asc(allowanceTypes.name));
  if (people.length) {
    await tx.insert(payslips).values(
      people.map((p) => {
        const baseSalary = p.record!.baseSalary ?? p.rankSalary ?? 0;
        const lines = granted.filter((g) => g.userId === p.userId).map((g) => ({ name: g.name, kind: g.kind as Line['kind'], amount: g.amount }));
        return {
          schoolId,
          payrollMonthId: monthId,
          userId: p.userId,
          fullName: p.fullName,
          nip: p.nip,
          groupCode: p.groupCode,
          position: p.record!.positions[0] ?? null,
          baseSalary,
          lines,
          ...totalsOf(baseSalary, lines),
        };
      }),
    );
  }
  return monthId;
}

/** POST /api/staff/payroll/:id/close */
export async function closePayroll({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireStaff(ctx, 'payroll.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [month] = await tx
      .select()
      .from(payrollMonths)
      .where(and(eq(payrollMonths.schoolId, schoolId), eq(payrollMonths.id, id)))
      .for('update');
    if (!month) throw notFound('Bulan gaji tidak ditemukan.');
    if (month.status === 'closed') throw CLOSED();
    await tx.update(payrollMonths).set({ status: 'closed', closedAt: new Date(), closedBy: ctx.session.userId }).where(eq(payrollMonths.id, id));
    await recordAudit(tx, ctx, { resource: 'payroll_month', recordId: id, action: 'close', before: { status: month.status }, after: { status: 'closed' } });
    return readPayroll(tx, ctx, month.month);
  });
}
