import { and, asc, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit.ts';
import { finAccounts, finDiscounts, finFeeTypes, finTariffs } from '../db/schema/finance.ts';
import { classes, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { financeAllows } from '../../shared/finance/permissions.ts';
import { accountsOf } from './accounts.ts';
import { requireFinance } from './guard.ts';
import { yearOf } from './school-year.ts';

/** GET /api/finance/billing/setup: fee types with their tariffs per grade, the grades, rombels and scholarships. */
export async function getBillingSetup({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const accounts = await accountsOf(ctx.db, schoolId);
  const year = await yearOf(ctx.db, ctx);
  const [fees, tariffs, grades, rombels, discounts] = await Promise.all([
    ctx.db.select().from(finFeeTypes).where(eq(finFeeTypes.schoolId, schoolId)).orderBy(asc(finFeeTypes.code)),
    ctx.db.select().from(finTariffs).where(eq(finTariffs.schoolId, schoolId)),
    ctx.db.select({ id: classes.id, name: classes.name, grade: classes.grade }).from(classes).where(eq(classes.schoolId, schoolId)).orderBy(asc(classes.grade)),
    ctx.db
      .select({ id: sections.id, name: sections.name, classId: sections.classId })
      .from(sections)
      .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year)))
      .orderBy(asc(sections.name)),
    ctx.db
      .select({
        id: finDiscounts.id,
        studentId: finDiscounts.studentId,
        studentName: users.fullName,
        feeTypeId: finDiscounts.feeTypeId,
        amount: finDiscounts.amount,
        reason: finDiscounts.reason,
      })
      .from(finDiscounts)
      .innerJoin(users, eq(users.id, finDiscounts.studentId))
      .where(eq(finDiscounts.schoolId, schoolId))
      .orderBy(asc(users.fullName)),
  ]);
  return {
    feeTypes: fees.map((f) => ({
      id: f.id,
      code: f.code,
      name: f.name,
      monthly: f.monthly,
      incomeAccountId: f.incomeAccountId,
      defaultAmount: f.defaultAmount,
      tariffs: tariffs.filter((t) => t.feeTypeId === f.id && t.classId).map((t) => ({ classId: t.classId!, amount: t.amount })),
    })),
    incomeAccounts: accounts.filter((a) => a.type === 'income' && a.isActive).map((a) => ({ id: a.id, code: a.code, name: a.name })),
    classes: grades,
    sections: rombels,
    discounts,
    canEdit: financeAllows('billing.write', ctx.session.userTypeId),
  };
}

interface FeeInput {
  code: string;
  name: string;
  monthly: boolean;
  incomeAccountId: number;
  defaultAmount: number;
  tariffs: { classId: number; amount: number }[];
}

/** POST /api/finance/fee-types (id null) or PUT /api/finance/fee-types/:id: the fee and its tariffs per grade, replaced whole. */
export async function saveFeeType({ ctx, id, input }: { ctx: SessionContext; id: number | null; input: FeeInput }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(finAccounts)
      .where(and(eq(finAccounts.schoolId, schoolId), eq(finAccounts.id, input.incomeAccountId)));
    if (account?.type !== 'income') throw validationError({ incomeAccountId: ['Pilih akun pendapatan.'] });
    const grades = await tx.select({ id: classes.id }).from(classes).where(eq(classes.schoolId, schoolId));
    const errors: Record<string, string[]> = {};
    input.tariffs.forEach((t, i) => {
      if (!grades.some((g) => g.id === t.classId)) errors[`tariffs.${i}.classId`] = ['Tingkat tidak ditemukan.'];
    });
    const [clash] = await tx
      .select({ id: finFeeTypes.id })
      .from(finFeeTypes)
      .where(and(eq(finFeeTypes.schoolId, schoolId), eq(finFeeTypes.code, input.code)));
    if (clash && clash.id !== id) errors.code = ['Kode biaya ini sudah dipakai.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const values = { code: input.code, name: input.name, monthly: input.monthly, incomeAccountId: input.incomeAccountId, defaultAmount: input.defaultAmount };
    let feeId: number;
    if (id === null) {
      [{ id: feeId }] = await tx
        .insert(finFeeTypes)
        .values({ schoolId, ...values })
        .returning({ id: finFeeTypes.id });
    } else {
      const [row] = await tx
        .update(finFeeTypes)
        .set(values)
        .where(and(eq(finFeeTypes.schoolId, schoolId), eq(finFeeTypes.id, id)))
        .returning({ id: finFeeTypes.id });
      if (!row) throw notFound('Jenis biaya tidak ditemukan.');
      feeId = row.id;
      await tx.delete(finTariffs).where(and(eq(finTariffs.feeTypeId, feeId), eq(finTariffs.schoolId, schoolId)));
    }
    if (input.tariffs.length)
      await tx.insert(finTariffs).values(input.tariffs.map((t) => ({ schoolId, feeTypeId: feeId, classId: t.classId, amount: t.amount })));
    await recordAudit(tx, ctx, { resource: 'fin_fee_type', recordId: feeId, action: id === null ? 'create' : 'update', after: input });
    return { id: feeId };
  });
}

/** POST /api/finance/discounts: a scholarship or reduction for one student and fee (replaces an earlier one). */
export async function saveDiscount({ ctx, input }: { ctx: SessionContext; input: { studentId: number; feeTypeId: number; amount: number; reason: string } }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.id, input.studentId), eq(users.userTypeId, '5')));
    if (!student) throw validationError({ studentId: ['Siswa tidak ditemukan.'] });
    const [fee] = await tx
      .select({ id: finFeeTypes.id })
      .from(finFeeTypes)
      .where(and(eq(finFeeTypes.schoolId, schoolId), eq(finFeeTypes.id, input.feeTypeId)));
    if (!fee) throw validationError({ feeTypeId: ['Jenis biaya tidak ditemukan.'] });
    const [row] = await tx
      .insert(finDiscounts)
      .values({ schoolId, ...input })
      .onConflictDoUpdate({
        target: [finDiscounts.schoolId, finDiscounts.studentId, finDiscounts.feeTypeId],
        set: { amount: input.amount, reason: input.reason },
      })
      .returning({ id: finDiscounts.id });
    await recordAudit(tx, ctx, { resource: 'fin_discount', recordId: row.id, action: 'save', after: input });
    return { id: row.id };
  });
}

/** DELETE /api/finance/discounts/:id (invoices already made keep their discount). */
export async function deleteDiscount({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireFinance(ctx, 'billing.write');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(finDiscounts)
      .where(and(eq(finDiscounts.schoolId, ctx.session.schoolId), eq(finDiscounts.id, id)))
      .returning();
    if (!row) throw notFound('Beasiswa tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'fin_discount', recordId: id, action: 'delete', before: row });
    return { message: 'Beasiswa dihapus.' };
  });
}
