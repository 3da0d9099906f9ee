import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { finPayments, finVirtualAccounts, finWebhookEvents } from '../db/schema/finance.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { requireFinance, today } from './guard.ts';

/**
 * GET /api/finance/reports/va-transactions: every virtual-account notification for the school in a date range
 * (paid, duplicate-free; unmatched ones wait for the bendahara), with the student and the receipt it made.
 */
export async function vaTransactions({ ctx, input }: { ctx: SessionContext; input: { from?: string; to?: string } }) {
  requireFinance(ctx, 'billing.read');
  const to = input.to ?? today();
  const from = input.from ?? `${to.slice(0, 7)}-01`;
  const day = sql`(${finWebhookEvents.receivedAt} at time zone 'Asia/Jakarta')::date`;
  const rows = await ctx.db
    .select({
      id: finWebhookEvents.id,
      provider: finWebhookEvents.provider,
      eventId: finWebhookEvents.eventId,
      status: finWebhookEvents.status,
      vaNumber: finWebhookEvents.vaNumber,
      amount: finWebhookEvents.amount,
      message: finWebhookEvents.message,
      receivedAt: finWebhookEvents.receivedAt,
      paymentId: finWebhookEvents.paymentId,
      receiptNumber: finPayments.number,
      studentName: users.fullName,
    })
    .from(finWebhookEvents)
    .leftJoin(finPayments, eq(finPayments.id, finWebhookEvents.paymentId))
    .leftJoin(finVirtualAccounts, and(eq(finVirtualAccounts.provider, finWebhookEvents.provider), eq(finVirtualAccounts.vaNumber, finWebhookEvents.vaNumber)))
    .leftJoin(users, eq(users.id, finVirtualAccounts.studentId))
    .where(and(eq(finWebhookEvents.schoolId, ctx.session.schoolId), gte(day, sql`${from}::date`), lte(day, sql`${to}::date`)))
    .orderBy(desc(finWebhookEvents.receivedAt))
    .limit(2000);
  const data = rows.map((r) => ({ ...r, receivedAt: r.receivedAt.toISOString(), amount: r.amount ?? 0 }));
  const paid = data.filter((r) => r.status === 'paid');
  return {
    from,
    to,
    data,
    paidCount: paid.length,
    paidTotal: paid.reduce((s, r) => s + r.amount, 0),
    unmatched: data.filter((r) => r.status === 'unmatched').length,
  };
}
