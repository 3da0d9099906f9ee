import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { finInvoices, finJournals, finPaymentItems, finPayments } from '../db/schema/finance.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, validationError } from '../http/errors.ts';
import { BANK_CODE, CASH_CODE, GATEWAY_CODE, RECEIVABLE_CODE } from '../../shared/finance/chart-template.ts';
import { financeAllows } from '../../shared/finance/permissions.ts';
import { accountByCode } from './accounts.ts';
import { requireFinance, today } from './guard.ts';
import { postReversal } from './journals.ts';
import { nextNumber, postJournal } from './post-journal.ts';
import { requireStudentReader, studentOf } from './students.ts';

export interface PaymentInput {
  studentId: number;
  date?: string;
  method: 'tunai' | 'transfer' | 'va';
  note?: string | null;
  items: { invoiceId: number; amount: number }[];
  externalRef?: string | null;
  /** The cash or bank account the money went into, when not the method's usual one (a bank mutation of another account). */
  cashAccountId?: number | null;
}

/**
 * Records one payment over several invoices in one transaction: the invoices are locked, each amount must be at
 * most what is still owed (422 on that item otherwise), the receipt takes the next running number, and the journal
 * moves the money from Piutang to Kas (cash) or Bank (transfer, VA). Two cashiers paying the same invoice at once
 * queue on the row lock, so nothing is paid twice.
 */
/**
 * An amount paid without naming invoices (a virtual account, a bank transfer matched by its note) pays the
 * student's oldest open invoices first. `left` is what remains after every open invoice is paid: above 0, the
 * money is more than is owed.
 */
export async function oldestOpenItems(
  tx: Tx,
  schoolId: number,
  studentId: number,
  amount: number,
): Promise<{ items: { invoiceId: number; amount: number }[]; left: number }> {
  const open = await tx
    .select({ id: finInvoices.id, net: finInvoices.net, paid: finInvoices.paid })
    .from(finInvoices)
    .where(and(eq(finInvoices.schoolId, schoolId), eq(finInvoices.studentId, studentId), sql`${finInvoices.net} > ${finInvoices.paid}`))
    .orderBy(asc(finInvoices.period), asc(finInvoices.id));
  let left = amount;
  const items: { invoiceId: number; amount: number }[] = [];
  for (const inv of open) {
    if (left <= 0) break;
    const part = Math.min(left, inv.net - inv.paid);
    items.push({ invoiceId: inv.id, amount: part });
    left -= part;
  }
  return { items, left };
}

export async function recordPayment(tx: Tx, ctx: SessionContext, input: PaymentInput): Promise<number> {
  const schoolId = ctx.session.schoolId;
  const ids = input.items.map((i) => i.invoiceId);
  if (new Set(ids).size !== ids.length) throw validationError({ items: ['Satu tagihan hanya boleh muncul sekali.'] });
  const invoices = await tx
    .select()
    .from(finInvoices)
    .where(and(eq(finInvoices.schoolId, schoolId), inArray(finInvoices.id, ids)))
    .orderBy(asc(finInvoices.id))
    .for('update');
  const errors: Record<string, string[]> = {};
  input.items.forEach((item, i) => {
    const inv = invoices.find((v) => v.id === item.invoiceId);
    if (!inv || inv.studentId !== input.studentId) errors[`items.${i}.invoiceId`] = ['Tagihan tidak ditemukan untuk siswa ini.'];
    else if (item.amount > inv.net - inv.paid)
      errors[`items.${i}.amount`] = [
        inv.net === inv.paid ? 'Tagihan ini sudah lunas.' : `Melebihi sisa tagihan (${(inv.net - inv.paid).toLocaleString('id-ID')} rupiah).`,
      ];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const date = input.date ?? today();
  const total = input.items.reduce((s, i) => s + i.amount, 0);
  // A VA payment waits at the gateway until it is paid out to the school's bank (pencairan, /financial_withdraw_school).
  const money = input.cashAccountId
    ? { id: input.cashAccountId }
    : await accountByCode(tx, schoolId, input.method === 'tunai' ? CASH_CODE : input.method === 'va' ? GATEWAY_CODE : BANK_CODE);
  const receivable = await accountByCode(tx, schoolId, RECEIVABLE_CODE);
  const seq = await nextNumber(tx, schoolId, `KW-${date.slice(0, 4)}`);
  const number = `KW-${date.slice(0, 4)}-${String(seq).padStart(6, '0')}`;
  const [student] = await tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.id, input.studentId)));
  if (!student) throw notFound('Siswa tidak ditemukan.');
  const journal = await postJournal(tx, schoolId, ctx.session.userId, {
    date,
    kind: 'payment',
    description: `Pembayaran ${number} ${student.fullName}`,
    source: 'payment',
    lines: [
      { accountId: money.id, debit: total, credit: 0 },
      { accountId: receivable.id, debit: 0, credit: total },
    ],
  });
  const [payment] = await tx
    .insert(finPayments)
    .values({
      schoolId,
      number,
      studentId: input.studentId,
      date,
      method: input.method,
      total,
      note: input.note ?? null,
      externalRef: input.externalRef ?? null,
      journalId: journal.id,
      createdBy: ctx.session.userId,
    })
    .returning({ id: finPayments.id });
  await tx.update(finJournals).set({ sourceId: payment.id }).where(eq(finJournals.id, journal.id));
  await tx.insert(finPaymentItems).values(input.items.map((i) => ({ schoolId, paymentId: payment.id, invoiceId: i.invoiceId, amount: i.amount })));
  for (const item of input.items)
    await tx
      .update(finInvoices)
      .set({ paid: sql`${finInvoices.paid} + ${item.amount}` })
      .where(eq(finInvoices.id, item.invoiceId));
  await recordAudit(tx, ctx, {
    resource: 'fin_payment',
    recordId: payment.id,
    action: 'pay',
    after: { number, total, method: input.method, items: input.items },
  });
  return payment.id;
}

/** POST /api/finance/payments: the cashier takes a payment. */
export async function createPayment({ ctx, input }: { ctx: SessionContext; input: PaymentInput }) {
  requireFinance(ctx, 'billing.write');
  await studentOf(ctx, input.studentId);
  const id = await ctx.db.transaction((tx) => recordPayment(tx, ctx, { ...input, externalRef: null }));
  return readPayment(ctx, id);
}

export async function readPayment(ctx: SessionContext, id: number) {
  const [p] = await ctx.db
    .select({ payment: finPayments, studentName: users.fullName, journalNumber: finJournals.number })
    .from(finPayments)
    .innerJoin(users, eq(users.id, finPayments.studentId))
    .innerJoin(finJournals, eq(finJournals.id, finPayments.journalId))
    .where(and(eq(finPayments.schoolId, ctx.session.schoolId), eq(finPayments.id, id)));
  if (!p) throw notFound('Pembayaran tidak ditemukan.');
  const items = await ctx.db
    .select({ invoiceId: finPaymentItems.invoiceId, title: finInvoices.title, amount: finPaymentItems.amount, net: finInvoices.net, paid: finInvoices.paid })
    .from(finPaymentItems)
    .innerJoin(finInvoices, eq(finInvoices.id, finPaymentItems.invoiceId))
    .where(eq(finPaymentItems.paymentId, id))
    .orderBy(asc(finPaymentItems.id));
  const s = p.payment;
  const writer = financeAllows('billing.write', ctx.session.userTypeId);
  return {
    id: s.id,
    number: s.number,
    studentId: s.studentId,
    studentName: p.studentName,
    date: s.date,
    method: s.method,
    total: s.total,
    note: s.note,
    externalRef: s.externalRef,
    status: s.status,
    cancelReason: s.cancelReason,
    journalId: s.journalId,
    journalNumber: p.journalNumber,
    items: items.map((i) => ({ invoiceId: i.invoiceId, title: i.title, amount: i.amount, remaining: i.net - i.paid })),
    canCancel: writer && s.status === 'posted',
  };
}

/** GET /api/finance/payments/:id: staff, or the paying family. */
export async function getPayment({ ctx, id }: { ctx: SessionContext; id: number }) {
  const [row] = await ctx.db
    .select({ studentId: finPayments.studentId })
    .from(finPayments)
    .where(and(eq(finPayments.schoolId, ctx.session.schoolId), eq(finPayments.id, id)));
  if (!row) throw notFound('Pembayaran tidak ditemukan.');
  await requireStudentReader(ctx, row.studentId);
  return readPayment(ctx, id);
}

/** POST /api/finance/payments/:id/cancel: the journal is reversed and the invoices owe again; the receipt stays, marked cancelled. */
export async function cancelPayment({ ctx, id, input }: { ctx: SessionContext; id: number; input: { reason: string } }) {
  requireFinance(ctx, 'billing.write');
  await ctx.db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(finPayments)
      .where(and(eq(finPayments.schoolId, ctx.session.schoolId), eq(finPayments.id, id)))
      .for('update');
    if (!p) throw notFound('Pembayaran tidak ditemukan.');
    if (p.status !== 'posted') throw new AppError('conflict', 'Pembayaran ini sudah dibatalkan.');
    const [journal] = await tx.select().from(finJournals).where(eq(finJournals.id, p.journalId)).for('update');
    const reversal = await postReversal(tx, ctx, journal, `batal ${p.number}: ${input.reason}`);
    const items = await tx.select().from(finPaymentItems).where(eq(finPaymentItems.paymentId, id));
    const invoiceIds = items.map((i) => i.invoiceId);
    await tx.select({ id: finInvoices.id }).from(finInvoices).where(inArray(finInvoices.id, invoiceIds)).orderBy(asc(finInvoices.id)).for('update');
    for (const item of items)
      await tx
        .update(finInvoices)
        .set({ paid: sql`${finInvoices.paid} - ${item.amount}` })
        .where(eq(finInvoices.id, item.invoiceId));
    await tx.update(finPayments).set({ status: 'cancelled', cancelReason: input.reason, cancelJournalId: reversal }).where(eq(finPayments.id, id));
    await recordAudit(tx, ctx, {
      resource: 'fin_payment',
      recordId: id,
      action: 'cancel',
      before: { status: 'posted' },
      after: { status: 'cancelled', reason: input.reason },
    });
  });
  return readPayment(ctx, id);
}

/** GET /api/finance/payments: a day's (or a range's) receipts, newest first, with the day's total by method. */
export async function listPayments({ ctx, input }: { ctx: SessionContext; input: { from?: string; to?: string; method?: string } }) {
  requireFinance(ctx, 'billing.read');
  const to = input.to ?? today();
  const from = input.from ?? to;
  const rows = await ctx.db
    .select({
      id: finPayments.id,
      number: finPayments.number,
      date: finPayments.date,
      studentId: finPayments.studentId,
      studentName: users.fullName,
      method: finPayments.method,
      total: finPayments.total,
      status: finPayments.status,
      externalRef: finPayments.externalRef,
    })
    .from(finPayments)
    .innerJoin(users, eq(users.id, finPayments.studentId))
    .where(
      and(
        eq(finPayments.schoolId, ctx.session.schoolId),
        sql`${finPayments.date} between ${from} and ${to}`,
        input.method ? eq(finPayments.method, input.method) : undefined,
      ),
    )
    .orderBy(desc(finPayments.date), desc(finPayments.id))
    .limit(500);
  const posted = rows.filter((r) => r.status === 'posted');
  return { from, to, data: rows, total: posted.reduce((s, r) => s + r.total, 0) };
}
