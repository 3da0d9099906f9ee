import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { finInvoices, finVirtualAccounts, finWebhookEvents } from '../db/schema/finance.ts';
import { users } from '../db/schema/users.ts';
import type { PublicContext, SessionContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { PROVIDERS, REPLAY_WINDOW_MS, type VaNotification } from './gateway.ts';
import { today } from './guard.ts';
import { recordPayment } from './payments.ts';

const log = (ctx: PublicContext, provider: string, n: Partial<VaNotification>, status: string, message: string, schoolId: number | null = null) =>
  ctx.db.insert(finWebhookEvents).values({ provider, eventId: String(n.eventId ?? '').slice(0, 100), schoolId, status, vaNumber: n.vaNumber ?? null, amount: Number.isSafeInteger(n.amount) ? n.amount! : null, message });

/**
 * POST /api/finance/va/:provider/callback: a bad signature is 401 and logged; a stale timestamp (replay) is 401;
 * an event already paid is answered 200 and pays nothing again; otherwise the amount pays the student's oldest
 * open invoices as one VA payment (Bank against Piutang). More than is owed is refused and logged.
 */
export async function handleVaCallback({ ctx, provider, input, signature }: { ctx: PublicContext; provider: string; input: VaNotification; signature: string }) {
  const gateway = PROVIDERS[provider];
  if (!gateway) throw notFound('Penyedia pembayaran tidak dikenal.');
  if (!gateway.verify(input, signature)) {
    await log(ctx, provider, input, 'rejected', 'tanda tangan tidak cocok');
    throw new AppError('unauthenticated', 'Tanda tangan notifikasi tidak valid.');
  }
  const age = Math.abs(Date.now() - Date.parse(input.timestamp));
  if (!(age <= REPLAY_WINDOW_MS)) {
    await log(ctx, provider, input, 'rejected', 'di luar jendela waktu (replay)');
    throw new AppError('unauthenticated', 'Notifikasi kedaluwarsa.');
  }
  const [seen] = await ctx.db.select({ paymentId: finWebhookEvents.paymentId }).from(finWebhookEvents).where(and(eq(finWebhookEvents.provider, provider), eq(finWebhookEvents.eventId, input.eventId), eq(finWebhookEvents.status, 'paid')));
  if (seen) return { status: 'duplicate' as const, paymentId: seen.paymentId };
  const [va] = await ctx.db.select().from(finVirtualAccounts).where(and(eq(finVirtualAccounts.provider, provider), eq(finVirtualAccounts.vaNumber, input.vaNumber)));
  if (!va) {
    await log(ctx, provider, input, 'unmatched', 'nomor VA tidak dikenal');
    return { status: 'unmatched' as const, paymentId: null };
  }
  const [actor] = await ctx.db.select({ id: users.id }).from(users).where(and(eq(users.schoolId, va.schoolId), inArray(users.userTypeId, ['11', '2']))).orderBy(sql`${users.userTypeId} desc`, asc(users.id)).limit(1);
  const school: SessionContext = { ...ctx, session: { tokenHash: 'va', userId: actor?.id ?? va.studentId, userTypeId: '11', foundationId: null, schoolId: va.schoolId, academicYearId: null } };
  try {
    const paymentId = await ctx.db.transaction(async (tx) => {
      const open = await tx.select().from(finInvoices).where(and(eq(finInvoices.schoolId, va.schoolId), eq(finInvoices.studentId, va.studentId), sql`${finInvoices.net} > ${finInvoices.paid}`)).orderBy(asc(finInvoices.period), asc(finInvoices.id));
      let left = input.amount;
      const items = [];
      for (const inv of open) {
        if (left <= 0) break;
        const amount = Math.min(left, inv.net - inv.paid);
        items.push({ invoiceId: inv.id, amount });
        left -= amount;
      }
      if (left > 0 || !items.length) throw new AppError('conflict', 'Jumlah melebihi tagihan terbuka.');
      const id = await recordPayment(tx, school, { studentId: va.studentId, date: today(), method: 'va', items, externalRef: `${provider}:${input.eventId}` });
      // The unique index on paid events makes a concurrent duplicate fail here and roll the payment back.
      await tx.insert(finWebhookEvents).values({ provider, eventId: input.eventId, schoolId: va.schoolId, status: 'paid', vaNumber: input.vaNumber, amount: input.amount, paymentId: id, message: null });
      return id;
    });
    return { status: 'paid' as const, paymentId };
  } catch (error) {
    const [again] = await ctx.db.select({ paymentId: finWebhookEvents.paymentId }).from(finWebhookEvents).where(and(eq(finWebhookEvents.provider, provider), eq(finWebhookEvents.eventId, input.eventId), eq(finWebhookEvents.status, 'paid')));
    if (again) return { status: 'duplicate' as const, paymentId: again.paymentId };
    await log(ctx, provider, input, 'unmatched', error instanceof AppError ? error.message : 'gagal dicatat', va.schoolId);
    return { status: 'unmatched' as const, paymentId: null };
  }
}
