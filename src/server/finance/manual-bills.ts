import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { finFeeTypes, finInvoices } from '../db/schema/finance.ts';
import { sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { RECEIVABLE_CODE } from '../../shared/finance/chart-template.ts';
import { financeAllows, rupiah } from '../../shared/finance/permissions.ts';
import type { manualBillInput } from '../../shared/finance/schemas.ts';
import { accountByCode } from './accounts.ts';
import { requireFinance, today } from './guard.ts';
import { statusOf } from './invoices.ts';
import { nextNumber, postJournal } from './post-journal.ts';
import { studentOf } from './students.ts';

export type ManualBill = z.infer<typeof manualBillInput>;

/**
 * Bills one student by hand in the caller's transaction: an invoice with its own number (TM-2026-000004) and its
 * accrual journal (Piutang against the fee's income account). The service other modules call to bill a student
 * (a library fine, a damaged-book charge); the cashier then takes it like any invoice.
 */
export async function billStudent(tx: Tx, ctx: SessionContext, input: ManualBill): Promise<{ id: number; ref: string }> {
  const schoolId = ctx.session.schoolId;
  const [fee] = await tx
    .select()
    .from(finFeeTypes)
    .where(and(eq(finFeeTypes.schoolId, schoolId), eq(finFeeTypes.id, input.feeTypeId)));
  if (!fee) throw validationError({ feeTypeId: ['Jenis biaya tidak ditemukan.'] });
  const date = today();
  const seq = await nextNumber(tx, schoolId, `TM-${date.slice(0, 4)}`);
  const ref = `TM-${date.slice(0, 4)}-${String(seq).padStart(6, '0')}`;
  const [student] = await tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, input.studentId)));
  if (!student) throw validationError({ studentId: ['Siswa tidak ditemukan.'] });
  const receivable = await accountByCode(tx, schoolId, RECEIVABLE_CODE);
  const journal = await postJournal(tx, schoolId, ctx.session.userId, {
    date,
    kind: 'invoice',
    description: `Tagihan ${ref} ${input.title} — ${student.fullName}`,
    source: 'invoice',
    lines: [
      { accountId: receivable.id, debit: input.amount, credit: 0 },
      { accountId: fee.incomeAccountId, debit: 0, credit: input.amount },
    ],
  });
  const [invoice] = await tx
    .insert(finInvoices)
    .values({
      schoolId,
      studentId: input.studentId,
      feeTypeId: fee.id,
      sectionId: sql`(select cm.sd_section_id from sd_class_maps cm where cm.sd_user_id = ${input.studentId} order by cm.sd_academic_year_id desc limit 1)`,
      period: '',
      title: input.title,
      amount: input.amount,
      discount: 0,
      net: input.amount,
      paid: 0,
      dueDate: input.dueDate ?? null,
      journalId: journal.id,
      ref,
      note: input.note ?? null,
    })
    .returning({ id: finInvoices.id });
  await recordAudit(tx, ctx, { resource: 'fin_invoice', recordId: invoice.id, action: 'bill', after: { ref, ...input } });
  return { id: invoice.id, ref };
}

/** POST /api/finance/manual-bills */
export async function createManualBill({ ctx, input }: { ctx: SessionContext; input: ManualBill }) {
  requireFinance(ctx, 'billing.write');
  await studentOf(ctx, input.studentId);
  const bill = await ctx.db.transaction((tx) => billStudent(tx, ctx, input));
  return { ...bill, message: `Tagihan ${bill.ref} sebesar ${rupiah(input.amount)} dibuat.` };
}

/** GET /api/finance/manual-bills: the bills written by hand, newest first, with what is paid. */
export async function listManualBills({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'billing.read');
  const rows = await ctx.db
    .select({
      id: finInvoices.id,
      ref: finInvoices.ref,
      studentId: finInvoices.studentId,
      studentName: users.fullName,
      section: sections.name,
      feeName: finFeeTypes.name,
      title: finInvoices.title,
      net: finInvoices.net,
      paid: finInvoices.paid,
      dueDate: finInvoices.dueDate,
      note: finInvoices.note,
      createdAt: finInvoices.createdAt,
    })
    .from(finInvoices)
    .innerJoin(users, eq(users.id, finInvoices.studentId))
    .innerJoin(finFeeTypes, eq(finFeeTypes.id, finInvoices.feeTypeId))
    .leftJoin(sections, eq(sections.id, finInvoices.sectionId))
    .where(and(eq(finInvoices.schoolId, ctx.session.schoolId), ne(finInvoices.ref, '')))
    .orderBy(desc(finInvoices.id))
    .limit(500);
  const feeTypes = await ctx.db
    .select({ id: finFeeTypes.id, name: finFeeTypes.name, defaultAmount: finFeeTypes.defaultAmount })
    .from(finFeeTypes)
    .where(eq(finFeeTypes.schoolId, ctx.session.schoolId));
  return {
    data: rows.map(({ createdAt, ...r }) => ({ ...r, date: createdAt.toISOString().slice(0, 10), status: statusOf(r.net, r.paid) })),
    feeTypes,
    canEdit: financeAllows('billing.write', ctx.session.userTypeId),
  };
}
