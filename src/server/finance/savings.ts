import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { finSavingsAccounts, finSavingsTransactions } from '../db/schema/finance.ts';
import { classMaps, sections, studentProfiles } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { BANK_CODE, CASH_CODE, SAVINGS_CODE } from '../../shared/finance/chart-template.ts';
import { financeAllows, rupiah } from '../../shared/finance/permissions.ts';
import type { savingsInput } from '../../shared/finance/schemas.ts';
import { accountByCode } from './accounts.ts';
import { requireFinance, today } from './guard.ts';
import { nextNumber, postJournal } from './post-journal.ts';
import { yearOf } from './school-year.ts';
import { requireStudentReader, studentOf } from './students.ts';

export type SavingsInput = z.infer<typeof savingsInput>;

/**
 * One deposit or withdrawal in the caller's transaction: the student's balance row is locked, a withdrawal above
 * the balance is refused (422 on amount), and the journal moves the money between Kas/Bank and Titipan Tabungan
 * Siswa. Two tellers at once queue on the lock, so a balance never goes below zero.
 */
export async function postSavings(tx: Tx, ctx: SessionContext, input: SavingsInput): Promise<number> {
  const schoolId = ctx.session.schoolId;
  await tx.insert(finSavingsAccounts).values({ schoolId, studentId: input.studentId, balance: 0 }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(finSavingsAccounts)
    .where(and(eq(finSavingsAccounts.schoolId, schoolId), eq(finSavingsAccounts.studentId, input.studentId)))
    .for('update');
  if (input.kind === 'withdraw' && input.amount > account.balance)
    throw validationError({ amount: [`Saldo tabungan tidak cukup (saldo ${rupiah(account.balance)}).`] });
  const date = input.date ?? today();
  const money = await accountByCode(tx, schoolId, input.method === 'tunai' ? CASH_CODE : BANK_CODE);
  const savings = await accountByCode(tx, schoolId, SAVINGS_CODE);
  const seq = await nextNumber(tx, schoolId, `ST-${date.slice(0, 4)}`);
  const number = `ST-${date.slice(0, 4)}-${String(seq).padStart(6, '0')}`;
  const [student] = await tx.select({ fullName: users.fullName }).from(users).where(eq(users.id, input.studentId));
  const deposit = input.kind === 'deposit';
  const journal = await postJournal(tx, schoolId, ctx.session.userId, {
    date,
    kind: 'savings',
    description: `${deposit ? 'Setoran' : 'Penarikan'} tabungan ${number} ${student.fullName}`,
    source: 'savings',
    lines: [
      { accountId: (deposit ? money : savings).id, debit: input.amount, credit: 0 },
      { accountId: (deposit ? savings : money).id, debit: 0, credit: input.amount },
    ],
  });
  const balanceAfter = account.balance + (deposit ? input.amount : -input.amount);
  await tx.update(finSavingsAccounts).set({ balance: balanceAfter }).where(eq(finSavingsAccounts.id, account.id));
  const [row] = await tx
    .insert(finSavingsTransactions)
    .values({
      schoolId,
      studentId: input.studentId,
      number,
      date,
      kind: input.kind,
      amount: input.amount,
      balanceAfter,
      method: input.method,
      note: input.note ?? null,
      journalId: journal.id,
      createdBy: ctx.session.userId,
    })
    .returning({ id: finSavingsTransactions.id });
  await recordAudit(tx, ctx, {
    resource: 'fin_savings',
    recordId: row.id,
    action: input.kind,
    after: { number, studentId: input.studentId, amount: input.amount, balanceAfter },
  });
  return row.id;
}

/** POST /api/finance/savings: the teller's deposit or withdrawal; answers the student's savings afterwards. */
export async function createSavingsTransaction({ ctx, input }: { ctx: SessionContext; input: SavingsInput }) {
  requireFinance(ctx, 'billing.write');
  await studentOf(ctx, input.studentId);
  const id = await ctx.db.transaction((tx) => postSavings(tx, ctx, input));
  const [row] = await ctx.db
    .select({ number: finSavingsTransactions.number, balanceAfter: finSavingsTransactions.balanceAfter })
    .from(finSavingsTransactions)
    .where(eq(finSavingsTransactions.id, id));
  return {
    id,
    number: row.number,
    balance: row.balanceAfter,
    message: `${input.kind === 'deposit' ? 'Setoran' : 'Penarikan'} ${row.number} tercatat. Saldo ${rupiah(row.balanceAfter)}.`,
  };
}

/** GET /api/finance/savings: students of the year (one rombel or all) with their balance; the school's total. */
export async function listSavings({ ctx, input }: { ctx: SessionContext; input: { sectionId?: number; q?: string } }) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx.db, ctx);
  const like = input.q ? `%${input.q.replace(/[%_\\]/g, '\\$&')}%` : null;
  const rows = await ctx.db
    .select({
      studentId: users.id,
      fullName: users.fullName,
      nis: studentProfiles.nis,
      sectionId: sections.id,
      section: sections.name,
      balance: sql<number>`coalesce(${finSavingsAccounts.balance}, 0)`.mapWith(Number),
    })
    .from(classMaps)
    .innerJoin(users, eq(users.id, classMaps.userId))
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(finSavingsAccounts, and(eq(finSavingsAccounts.studentId, users.id), eq(finSavingsAccounts.schoolId, schoolId)))
    .where(
      and(
        eq(classMaps.schoolId, schoolId),
        eq(classMaps.academicYearId, year),
        input.sectionId ? eq(classMaps.sectionId, input.sectionId) : undefined,
        like ? sql`${users.fullName} ilike ${like}` : undefined,
      ),
    )
    .orderBy(asc(sections.name), asc(users.fullName))
    .limit(1000);
  const [{ total }] = await ctx.db
    .select({ total: sql<number>`coalesce(sum(${finSavingsAccounts.balance}), 0)`.mapWith(Number) })
    .from(finSavingsAccounts)
    .where(eq(finSavingsAccounts.schoolId, schoolId));
  const rombel = await ctx.db
    .select({ id: sections.id, name: sections.name })
    .from(sections)
    .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, year)))
    .orderBy(asc(sections.name));
  return {
    data: rows,
    total,
    shown: rows.reduce((s, r) => s + r.balance, 0),
    sections: rombel,
    canEdit: financeAllows('billing.write', ctx.session.userTypeId),
  };
}

const txView = {
  id: finSavingsTransactions.id,
  number: finSavingsTransactions.number,
  date: finSavingsTransactions.date,
  studentId: finSavingsTransactions.studentId,
  studentName: users.fullName,
  kind: finSavingsTransactions.kind,
  amount: finSavingsTransactions.amount,
  balanceAfter: finSavingsTransactions.balanceAfter,
  method: finSavingsTransactions.method,
  note: finSavingsTransactions.note,
  journalId: finSavingsTransactions.journalId,
};

/** GET /api/finance/savings/journal: deposits and withdrawals in a date range (one student or all), with totals. */
export async function savingsJournal({ ctx, input }: { ctx: SessionContext; input: { from?: string; to?: string; studentId?: number } }) {
  if (input.studentId) await requireStudentReader(ctx, input.studentId);
  else requireFinance(ctx, 'billing.read');
  const to = input.to ?? today();
  const from = input.from ?? `${to.slice(0, 7)}-01`;
  const where = and(
    eq(finSavingsTransactions.schoolId, ctx.session.schoolId),
    gte(finSavingsTransactions.date, from),
    lte(finSavingsTransactions.date, to),
    input.studentId ? eq(finSavingsTransactions.studentId, input.studentId) : undefined,
  );
  const rows = await ctx.db
    .select(txView)
    .from(finSavingsTransactions)
    .innerJoin(users, eq(users.id, finSavingsTransactions.studentId))
    .where(where)
    .orderBy(desc(finSavingsTransactions.date), desc(finSavingsTransactions.id))
    .limit(1000);
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);
  return { from, to, data: rows, deposits: sum('deposit'), withdrawals: sum('withdraw') };
}

/**
 * GET /api/finance/savings/mutation: the savings fund's statement (mutasi rekening tabungan) over a range: the
 * balance before it, each day's deposits and withdrawals with the running balance, and the balance after.
 */
export async function savingsMutation({ ctx, input }: { ctx: SessionContext; input: { from?: string; to?: string } }) {
  requireFinance(ctx, 'billing.read');
  const schoolId = ctx.session.schoolId;
  const to = input.to ?? today();
  const from = input.from ?? `${to.slice(0, 7)}-01`;
  const signed = sql<number>`sum(case when ${finSavingsTransactions.kind} = 'deposit' then ${finSavingsTransactions.amount} else -${finSavingsTransactions.amount} end)`;
  const [{ opening }] = await ctx.db
    .select({ opening: sql<number>`coalesce(${signed}, 0)`.mapWith(Number) })
    .from(finSavingsTransactions)
    .where(and(eq(finSavingsTransactions.schoolId, schoolId), lt(finSavingsTransactions.date, from)));
  const days = await ctx.db
    .select({
      date: finSavingsTransactions.date,
      deposits: sql<number>`coalesce(sum(${finSavingsTransactions.amount}) filter (where ${finSavingsTransactions.kind} = 'deposit'), 0)`.mapWith(Number),
      withdrawals: sql<number>`coalesce(sum(${finSavingsTransactions.amount}) filter (where ${finSavingsTransactions.kind} = 'withdraw'), 0)`.mapWith(Number),
      count: sql<number>`count(*)::int`,
    })
    .from(finSavingsTransactions)
    .where(and(eq(finSavingsTransactions.schoolId, schoolId), gte(finSavingsTransactions.date, from), lte(finSavingsTransactions.date, to)))
    .groupBy(finSavingsTransactions.date)
    .orderBy(asc(finSavingsTransactions.date));
  let balance = opening;
  const rows = days.map((d) => ({ ...d, balance: (balance += d.deposits - d.withdrawals) }));
  return {
    from,
    to,
    opening,
    closing: balance,
    rows,
    deposits: rows.reduce((s, r) => s + r.deposits, 0),
    withdrawals: rows.reduce((s, r) => s + r.withdrawals, 0),
  };
}

/** A student's balance and last transactions, for the family's page. */
export async function savingsOf(ctx: SessionContext, studentId: number) {
  const [account] = await ctx.db
    .select({ balance: finSavingsAccounts.balance })
    .from(finSavingsAccounts)
    .where(and(eq(finSavingsAccounts.schoolId, ctx.session.schoolId), eq(finSavingsAccounts.studentId, studentId)));
  const recent = await ctx.db
    .select(txView)
    .from(finSavingsTransactions)
    .innerJoin(users, eq(users.id, finSavingsTransactions.studentId))
    .where(and(eq(finSavingsTransactions.schoolId, ctx.session.schoolId), eq(finSavingsTransactions.studentId, studentId)))
    .orderBy(desc(finSavingsTransactions.id))
    .limit(10);
  return { balance: account?.balance ?? 0, recent };
}
