import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { finAccounts, finBudgets, finInvoices, finJournalLines, finPayments, finSavingsAccounts } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { foundationSchools } from './foundation-scope.ts';
import { requireFinance, today } from './guard.ts';

const num = (v: unknown) => Number(v ?? 0);

/** The n months up to `month` (YYYY-MM), oldest first. */
export function monthsUpTo(month: string, n: number): string[] {
  const [y, m] = month.split('-').map(Number);
  return Array.from({ length: n }, (_, i) => new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1)).toISOString().slice(0, 7));
}

/**
 * GET /api/finance/foundation/dashboard: each school of the foundation at a glance for a month (billed,
 * collected, collection rate, arrears, cash and bank, income and spending this year, savings, budgets waiting),
 * six months of collections for the chart, and the foundation's totals. Grouped reads, one per table.
 */
export async function foundationDashboard({ ctx, input }: { ctx: SessionContext; input: { month?: string } }) {
  requireFinance(ctx, 'foundation.read');
  const month = input.month ?? today().slice(0, 7);
  const members = await foundationSchools(ctx);
  const ids = members.length ? members.map((m) => m.id) : [0];
  const months = monthsUpTo(month, 6);
  const yearStart = `${month.slice(0, 4)}-01-01`;
  const [y, m] = month.split('-').map(Number);
  const monthEnd = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const [billed, outstanding, collections, balances, savings, budgets] = await Promise.all([
    ctx.db
      .select({
        schoolId: finInvoices.schoolId,
        net: sql<string>`sum(${finInvoices.net})`,
        paid: sql<string>`sum(${finInvoices.paid})`,
        count: sql<number>`count(*)::int`,
      })
      .from(finInvoices)
      .where(and(inArray(finInvoices.schoolId, ids), eq(finInvoices.period, month)))
      .groupBy(finInvoices.schoolId),
    ctx.db
      .select({
        schoolId: finInvoices.schoolId,
        owed: sql<string>`sum(${finInvoices.net} - ${finInvoices.paid})`,
        students: sql<number>`count(distinct ${finInvoices.studentId}) filter (where ${finInvoices.net} > ${finInvoices.paid})::int`,
      })
      .from(finInvoices)
      .where(and(inArray(finInvoices.schoolId, ids), sql`(${finInvoices.period} = '' or ${finInvoices.period} <= ${month})`))
      .groupBy(finInvoices.schoolId),
    ctx.db
      .select({ schoolId: finPayments.schoolId, month: sql<string>`to_char(${finPayments.date}, 'YYYY-MM')`, total: sql<string>`sum(${finPayments.total})` })
      .from(finPayments)
      .where(
        and(inArray(finPayments.schoolId, ids), eq(finPayments.status, 'posted'), gte(finPayments.date, `${months[0]}-01`), lte(finPayments.date, monthEnd)),
      )
      .groupBy(finPayments.schoolId, sql`to_char(${finPayments.date}, 'YYYY-MM')`),
    ctx.db
      .select({
        schoolId: finJournalLines.schoolId,
        cash: sql<string>`coalesce(sum(${finJournalLines.debit} - ${finJournalLines.credit}) filter (where ${finAccounts.isCash}), 0)`,
        income: sql<string>`coalesce(sum(${finJournalLines.credit} - ${finJournalLines.debit}) filter (where ${finAccounts.type} = 'income' and ${finJournalLines.date} >= ${yearStart}), 0)`,
        expense: sql<string>`coalesce(sum(${finJournalLines.debit} - ${finJournalLines.credit}) filter (where ${finAccounts.type} = 'expense' and ${finJournalLines.date} >= ${yearStart}), 0)`,
      })
      .from(finJournalLines)
      .innerJoin(finAccounts, eq(finAccounts.id, finJournalLines.accountId))
      .where(and(inArray(finJournalLines.schoolId, ids), lte(finJournalLines.date, monthEnd)))
      .groupBy(finJournalLines.schoolId),
    ctx.db
      .select({ schoolId: finSavingsAccounts.schoolId, total: sql<string>`sum(${finSavingsAccounts.balance})` })
      .from(finSavingsAccounts)
      .where(inArray(finSavingsAccounts.schoolId, ids))
      .groupBy(finSavingsAccounts.schoolId),
    ctx.db
      .select({ schoolId: finBudgets.schoolId, waiting: sql<number>`count(*) filter (where ${finBudgets.status} = 'submitted')::int` })
      .from(finBudgets)
      .where(inArray(finBudgets.schoolId, ids))
      .groupBy(finBudgets.schoolId),
  ]);
  const of = <T extends { schoolId: number }>(rows: T[], id: number) => rows.find((r) => r.schoolId === id);
  const schools = members.map((m) => {
    const b = of(billed, m.id);
    const bal = of(balances, m.id);
    const net = num(b?.net);
    const paid = num(b?.paid);
    return {
      schoolId: m.id,
      name: m.name,
      invoices: b?.count ?? 0,
      billed: net,
      collected: paid,
      rate: net ? Math.round((paid * 1000) / net) / 10 : 0,
      outstanding: num(of(outstanding, m.id)?.owed),
      studentsInArrears: of(outstanding, m.id)?.students ?? 0,
      cash: num(bal?.cash),
      income: num(bal?.income),
      expense: num(bal?.expense),
      savings: num(of(savings, m.id)?.total),
      budgetsWaiting: of(budgets, m.id)?.waiting ?? 0,
      monthly: months.map((mm) => ({ month: mm, total: num(collections.find((c) => c.schoolId === m.id && c.month === mm)?.total) })),
    };
  });
  const sum = (key: 'billed' | 'collected' | 'outstanding' | 'cash' | 'income' | 'expense' | 'savings' | 'budgetsWaiting') =>
    schools.reduce((s, r) => s + r[key], 0);
  const totals = {
    billed: sum('billed'),
    collected: sum('collected'),
    outstanding: sum('outstanding'),
    cash: sum('cash'),
    income: sum('income'),
    expense: sum('expense'),
    savings: sum('savings'),
    budgetsWaiting: sum('budgetsWaiting'),
  };
  return { month, months, schools, totals: { ...totals, rate: totals.billed ? Math.round((totals.collected * 1000) / totals.billed) / 10 : 0 } };
}
