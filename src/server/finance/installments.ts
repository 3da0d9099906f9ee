import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import { finInstallments, finInvoices } from '../db/schema/finance.ts';
import { sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { financeAllows, rupiah } from '../../shared/finance/permissions.ts';
import type { installmentPlanInput } from '../../shared/finance/schemas.ts';
import { requireFinance, today } from './guard.ts';

type Status = 'paid' | 'partial' | 'due' | 'late';

/** What is paid on an invoice fills its instalments in order; an unpaid one past its date is late. */
export function installmentStatus(plan: { seq: number; dueDate: string; amount: number }[], paid: number, on = today()) {
  let left = paid;
  return plan.map((p) => {
    const covered = Math.min(left, p.amount);
    left -= covered;
    const status: Status = covered >= p.amount ? 'paid' : p.dueDate < on ? 'late' : covered > 0 ? 'partial' : 'due';
    return { ...p, paid: covered, status };
  });
}

/** The instalments of a student's invoices (for the cashier's and the family's view). */
export async function installmentsOf(ctx: SessionContext, invoices: { id: number; paid: number }[]) {
  if (!invoices.length) return [];
  const rows = await ctx.db
    .select({ invoiceId: finInstallments.invoiceId, seq: finInstallments.seq, dueDate: finInstallments.dueDate, amount: finInstallments.amount })
    .from(finInstallments)
    .where(
      and(
        eq(finInstallments.schoolId, ctx.session.schoolId),
        inArray(
          finInstallments.invoiceId,
          invoices.map((i) => i.id),
        ),
      ),
    )
    .orderBy(asc(finInstallments.invoiceId), asc(finInstallments.seq));
  return invoices.flatMap((inv) =>
    installmentStatus(
      rows.filter((r) => r.invoiceId === inv.id),
      inv.paid,
    ).map((r) => ({ ...r, invoiceId: inv.id })),
  );
}

/** GET /api/finance/installments: every invoice with a plan, its instalments and their state; late ones first. */
export async function listInstallmentPlans({ ctx }: { ctx: SessionContext }) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const invoices = await ctx.db
    .select({
      id: finInvoices.id,
      studentId: finInvoices.studentId,
      studentName: users.fullName,
      section: sections.name,
      title: finInvoices.title,
      net: finInvoices.net,
      paid: finInvoices.paid,
    })
    .from(finInvoices)
    .innerJoin(users, eq(users.id, finInvoices.studentId))
    .leftJoin(sections, eq(sections.id, finInvoices.sectionId))
    .where(and(eq(finInvoices.schoolId, schoolId), sql`exists (select 1 from fin_installments p where p.fin_invoice_id = ${finInvoices.id})`))
    .orderBy(asc(users.fullName), asc(finInvoices.id))
    .limit(1000);
  const all = await installmentsOf(ctx, invoices);
  const plans = invoices.map((inv) => {
    const installments = all.filter((i) => i.invoiceId === inv.id).map(({ invoiceId: _, ...i }) => i);
    return {
      ...inv,
      remaining: inv.net - inv.paid,
      installments,
      late: installments.filter((i) => i.status === 'late').reduce((s, i) => s + i.amount - i.paid, 0),
    };
  });
  plans.sort((a, b) => b.late - a.late);
  return { data: plans, lateTotal: plans.reduce((s, p) => s + p.late, 0), canEdit: financeAllows('billing.write', ctx.session.userTypeId) };
}

/**
 * PUT /api/finance/installments: (re)plans one open invoice: the instalments must add up to the invoice and fall
 * in date order. Payments keep going to the invoice; the plan only says what is due when.
 */
export async function saveInstallmentPlan({ ctx, input }: { ctx: SessionContext; input: z.infer<typeof installmentPlanInput> }) {
  requireFinance(ctx, 'billing.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [inv] = await tx
      .select()
      .from(finInvoices)
      .where(and(eq(finInvoices.schoolId, schoolId), eq(finInvoices.id, input.invoiceId)))
      .for('update');
    if (!inv) throw notFound('Tagihan tidak ditemukan.');
    if (inv.paid >= inv.net) throw validationError({ invoiceId: ['Tagihan ini sudah lunas.'] });
    const sum = input.installments.reduce((s, i) => s + i.amount, 0);
    if (sum !== inv.net) throw validationError({ installments: [`Jumlah cicilan ${rupiah(sum)} harus sama dengan tagihan ${rupiah(inv.net)}.`] });
    await tx.delete(finInstallments).where(eq(finInstallments.invoiceId, inv.id));
    await tx
      .insert(finInstallments)
      .values(input.installments.map((i, k) => ({ schoolId, invoiceId: inv.id, seq: k + 1, dueDate: i.dueDate, amount: i.amount })));
    await recordAudit(tx, ctx, { resource: 'fin_installment', recordId: inv.id, action: 'plan', after: input.installments });
    return { message: `Rencana ${input.installments.length} kali cicilan untuk ${inv.title} tersimpan.` };
  });
}

/** DELETE /api/finance/installments/:invoiceId: the invoice is due whole again. */
export async function deleteInstallmentPlan({ ctx, invoiceId }: { ctx: SessionContext; invoiceId: number }) {
  requireFinance(ctx, 'billing.write');
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(finInstallments)
      .where(and(eq(finInstallments.schoolId, ctx.session.schoolId), eq(finInstallments.invoiceId, invoiceId)))
      .returning({ id: finInstallments.id });
    if (!removed.length) throw notFound('Rencana cicilan tidak ditemukan.');
    await recordAudit(tx, ctx, { resource: 'fin_installment', recordId: invoiceId, action: 'delete' });
    return { message: 'Rencana cicilan dihapus.' };
  });
}
