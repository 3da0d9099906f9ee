import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { finJournalLines, finJournals } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { DEBIT_NORMAL, type AccountType } from '../../shared/finance/permissions.ts';
import { accountsOf } from './accounts.ts';
import { requireFinance, today } from './guard.ts';

/** Sums of debit and credit per account over a date range, one grouped statement (the index leads with the account). */
async function sumsByAccount(ctx: SessionContext, from: string | undefined, to: string) {
  const rows = await ctx.db
    .select({
      accountId: finJournalLines.accountId,
      debit: sql<string>`coalesce(sum(${finJournalLines.debit}), 0)`,
      credit: sql<string>`coalesce(sum(${finJournalLines.credit}), 0)`,
    })
    .from(finJournalLines)
    .where(and(eq(finJournalLines.schoolId, ctx.session.schoolId), from ? gte(finJournalLines.date, from) : undefined, lte(finJournalLines.date, to)))
    .groupBy(finJournalLines.accountId);
  return new Map(rows.map((r) => [r.accountId, { debit: Number(r.debit), credit: Number(r.credit) }]));
}

const signed = (type: AccountType, debit: number, credit: number) => (DEBIT_NORMAL.includes(type) ? debit - credit : credit - debit);

/** GET /api/finance/reports/trial-balance: every account's debit or credit balance up to a date; the totals agree. */
export async function trialBalance({ ctx, input }: { ctx: SessionContext; input: { to?: string } }) {
  requireFinance(ctx, 'ledger.read');
  const to = input.to ?? today();
  const accounts = await accountsOf(ctx.db, ctx.session.schoolId);
  const sums = await sumsByAccount(ctx, undefined, to);
  const rows = accounts
    .map((a) => {
      const s = sums.get(a.id) ?? { debit: 0, credit: 0 };
      const net = s.debit - s.credit;
      return { accountId: a.id, code: a.code, name: a.name, type: a.type as AccountType, debit: net > 0 ? net : 0, credit: net < 0 ? -net : 0 };
    })
    .filter((r) => r.debit || r.credit);
  return { to, rows, totalDebit: rows.reduce((s, r) => s + r.debit, 0), totalCredit: rows.reduce((s, r) => s + r.credit, 0) };
}

/** GET /api/finance/reports/profit-loss: income less expense over a range. */
export async function profitLoss({ ctx, input }: { ctx: SessionContext; input: { from?: string; to?: string } }) {
  requireFinance(ctx, 'ledger.read');
  const to = input.to ?? today();
  const from = input.from ?? `${to.slice(0, 4)}-01-01`;
  const accounts = await accountsOf(ctx.db, ctx.session.schoolId);
  const sums = await sumsByAccount(ctx, from, to);
  const section = (type: AccountType) =>
    accounts
      .filter((a) => a.type === type)
      .map((a) => ({ accountId: a.id, code: a.code, name: a.name, amount: signed(type, sums.get(a.id)?.debit ?? 0, sums.get(a.id)?.credit ?? 0) }))
      .filter((r) => r.amount !== 0);
  const income = section('income');
  const expense = section('expense');
  const totalIncome = income.reduce((s, r) => s + r.amount, 0);
  const totalExpense = expense.reduce((s, r) => s + r.amount, 0);
  return { from, to, income, expense, totalIncome, totalExpense, surplus: totalIncome - totalExpense };
}

/** GET /api/finance/reports/balance-sheet: assets = liabilities + equity (with this year's surplus) at a date. */
export async function balanceSheet({ ctx, input }: { ctx: SessionContext; input: { to?: string } }) {
  requireFinance(ctx, 'ledger.read');
  const to = input.to ?? today();
  const accounts = await accountsOf(ctx.db, ctx.session.schoolId);
  const sums = await sumsByAccount(ctx, undefined, to);
  const balance = (a: (typeof accounts)[number]) => signed(a.type as AccountType, sums.get(a.id)?.debit ?? 0, sums.get(a.id)?.credit ?? 0);
  const section = (type: AccountType) =>
    accounts
      .filter((a) => a.type === type)
      .map((a) => ({ accountId: a.id, code: a.code, name: a.name, amount: balance(a) }))
      .filter((r) => r.amount !== 0);
  const total = (rows: { amount: number }[]) => rows.reduce((s, r) => s + r.amount, 0);
  const surplus = total(section('income')) - total(section('expense'));
  const assets = section('asset');
  const liabilities = section('liability');
  const equity = section('equity');
  return { to, assets, liabilities, equity, surplus, totalAssets: total(assets), totalLiabilitiesEquity: total(liabilities) + total(equity) + surplus };
}

/** GET /api/finance/reports/ledger: one account's lines with the running balance (buku besar). */
export async function accountLedger({ ctx, input }: { ctx: SessionContext; input: { accountId?: number; from?: string; to?: string } }) {
  requireFinance(ctx, 'ledger.read');
  const schoolId = ctx.session.schoolId;
  const accounts = await accountsOf(ctx.db, schoolId);
  const account = input.accountId ? accounts.find((a) => a.id === input.accountId) : accounts.find((a) => a.isCash);
  if (!account) throw notFound('Akun tidak ditemukan.');
  const to = input.to ?? today();
  const from = input.from ?? `${to.slice(0, 7)}-01`;
  const type = account.type as AccountType;
  const [opening] = await ctx.db
    .select({ debit: sql<string>`coalesce(sum(${finJournalLines.debit}), 0)`, credit: sql<string>`coalesce(sum(${finJournalLines.credit}), 0)` })
    .from(finJournalLines)
    .where(and(eq(finJournalLines.schoolId, schoolId), eq(finJournalLines.accountId, account.id), lt(finJournalLines.date, from)));
  const openingBalance = signed(type, Number(opening.debit), Number(opening.credit));
  const lines = await ctx.db
    .select({
      journalId: finJournals.id,
      number: finJournals.number,
      date: finJournalLines.date,
      description: finJournals.description,
      memo: finJournalLines.memo,
      debit: finJournalLines.debit,
      credit: finJournalLines.credit,
    })
    .from(finJournalLines)
    .innerJoin(finJournals, eq(finJournals.id, finJournalLines.journalId))
    .where(
      and(eq(finJournalLines.schoolId, schoolId), eq(finJournalLines.accountId, account.id), gte(finJournalLines.date, from), lte(finJournalLines.date, to)),
    )
    .orderBy(asc(finJournalLines.date), asc(finJournalLines.id))
    .limit(2000);
  let running = openingBalance;
  const rows = lines.map((l) => ({ ...l, balance: (running += signed(type, l.debit, l.credit)) }));
  return {
    account: { id: account.id, code: account.code, name: account.name, type },
    accounts: accounts.map((a) => ({ id: a.id, code: a.code, name: a.name, isCash: a.isCash })),
    from,
    to,
    openingBalance,
    rows,
    closingBalance: running,
    totalDebit: rows.reduce((s, r) => s + r.debit, 0),
    totalCredit: rows.reduce((s, r) => s + r.credit, 0),
  };
}
