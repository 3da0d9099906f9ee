import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { finAccounts, finBudgets, finJournalLines } from '../db/schema/finance.ts';
import type { SessionContext } from '../http/context.ts';
import { BOS_CODE } from '../../shared/finance/chart-template.ts';
import { BUDGET_CATEGORIES, BUDGET_CATEGORY_LABELS, type FUND_SOURCES } from '../../shared/finance/schemas.ts';
import { budgetView, itemsOf } from './budgets.ts';
import { requireFinance, today } from './guard.ts';

/** '2026' → the calendar year; '2026/2027' → July 2026 to June 2027. */
export function fiscalRange(fiscalYear: string): { from: string; to: string } {
  const [a, b] = fiscalYear.split('/');
  return b ? { from: `${a}-07-01`, to: `${b}-06-30` } : { from: `${a}-01-01`, to: `${a}-12-31` };
}

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);

async function yearsOf(ctx: SessionContext) {
  const rows = await ctx.db
    .selectDistinct({ fiscalYear: finBudgets.fiscalYear })
    .from(finBudgets)
    .where(eq(finBudgets.schoolId, ctx.session.schoolId))
    .orderBy(asc(finBudgets.fiscalYear));
  return rows.map((r) => r.fiscalYear);
}

/**
 * GET /api/finance/reports/budget-realization: the approved budgets of a fiscal year, each activity's plan,
 * what was spent on it (journal lines naming it, reversals netted) and what is left, and the same per account.
 */
export async function budgetRealization({ ctx, input }: { ctx: SessionContext; input: { fiscalYear?: string; budgetId?: number } }) {
  requireFinance(ctx, 'ledger.read');
  const years = await yearsOf(ctx);
  const fiscalYear = input.fiscalYear ?? years.at(-1) ?? today().slice(0, 4);
  const budgets = await ctx.db
    .select()
    .from(finBudgets)
    .where(
      and(
        eq(finBudgets.schoolId, ctx.session.schoolId),
        eq(finBudgets.fiscalYear, fiscalYear),
        input.budgetId ? eq(finBudgets.id, input.budgetId) : eq(finBudgets.status, 'approved'),
      ),
    )
    .orderBy(asc(finBudgets.name));
  const items = await itemsOf(
    ctx.db,
    budgets.map((b) => b.id),
  );
  const activities = items.map((i) => ({
    ...i,
    remaining: i.amount - i.realized,
    percent: pct(i.realized, i.amount),
    budgetName: budgets.find((b) => b.id === i.budgetId)!.name,
  }));
  const byAccount = new Map<number, { accountId: number; code: string; name: string; planned: number; realized: number }>();
  for (const a of activities) {
    const row = byAccount.get(a.accountId) ?? { accountId: a.accountId, code: a.accountCode, name: a.accountName, planned: 0, realized: 0 };
    row.planned += a.amount;
    row.realized += a.realized;
    byAccount.set(a.accountId, row);
  }
  const planned = activities.reduce((s, a) => s + a.amount, 0);
  const realized = activities.reduce((s, a) => s + a.realized, 0);
  return {
    fiscalYear,
    years,
    budgets: budgets.map((b) => budgetView(b, items)),
    activities,
    accounts: [...byAccount.values()]
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((r) => ({ ...r, remaining: r.planned - r.realized, percent: pct(r.realized, r.planned) })),
    planned,
    realized,
    remaining: planned - realized,
    percent: pct(realized, planned),
  };
}

/**
 * GET /api/finance/reports/percentage-fund: how one fund (BOS by default) was used in a fiscal year, per
 * component: planned and realised, as a share of what was spent and of what was received (for BOS, the credits
 * to the Dana BOS income account in the year; for other funds, the approved plan).
 */
export async function percentageFund({ ctx, input }: { ctx: SessionContext; input: { fiscalYear?: string; fundSource?: (typeof FUND_SOURCES)[number] } }) {
  requireFinance(ctx, 'ledger.read');
  const years = await yearsOf(ctx);
  const fiscalYear = input.fiscalYear ?? years.at(-1) ?? today().slice(0, 4);
  const fundSource = input.fundSource ?? 'bos';
  const { from, to } = fiscalRange(fiscalYear);
  const budgets = await ctx.db
    .select()
    .from(finBudgets)
    .where(
      and(
        eq(finBudgets.schoolId, ctx.session.schoolId),
        eq(finBudgets.fiscalYear, fiscalYear),
        eq(finBudgets.fundSource, fundSource),
        eq(finBudgets.status, 'approved'),
      ),
    );
  const items = await itemsOf(
    ctx.db,
    budgets.map((b) => b.id),
  );
  const planned = items.reduce((s, i) => s + i.amount, 0);
  const realized = items.reduce((s, i) => s + i.realized, 0);
  let received = planned;
  if (fundSource === 'bos') {
    const [row] = await ctx.db
      .select({ received: sql<number>`coalesce(sum(${finJournalLines.credit} - ${finJournalLines.debit}), 0)`.mapWith(Number) })
      .from(finJournalLines)
      .innerJoin(finAccounts, eq(finAccounts.id, finJournalLines.accountId))
      .where(
        and(
          eq(finJournalLines.schoolId, ctx.session.schoolId),
          inArray(finAccounts.code, [BOS_CODE]),
          gte(finJournalLines.date, from),
          lte(finJournalLines.date, to),
        ),
      );
    received = row.received;
  }
  const rows = BUDGET_CATEGORIES.map((category) => {
    const mine = items.filter((i) => i.category === category);
    const p = mine.reduce((s, i) => s + i.amount, 0);
    const r = mine.reduce((s, i) => s + i.realized, 0);
    return { category, label: BUDGET_CATEGORY_LABELS[category], planned: p, realized: r, ofRealized: pct(r, realized), ofReceived: pct(r, received) };
  }).filter((r) => r.planned > 0 || r.realized > 0);
  return { fiscalYear, years, fundSource, from, to, received, planned, realized, unspent: received - realized, rows, percentUsed: pct(realized, received) };
}
