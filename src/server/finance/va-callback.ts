import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { finVirtualAccounts, finWebhookEvents } from '../db/schema/finance.ts';
import { users } from '../db/schema/users.ts';
import type { PublicContext, SessionContext } from '../http/context.ts';
import { AppError, notFound } from '../http/errors.ts';
import { PROVIDERS, REPLAY_WINDOW_MS } from './gateway.ts';
import { loadGatewayCredentials } from './gateway-credentials.ts';
import type { IncomingNotification, VaNotification } from './gateways/types.ts';
import { today } from './guard.ts';
import { oldestOpenItems, recordPayment } from './payments.ts';

const log = (ctx: PublicContext, provider: string, n: Partial<VaNotification> | null, status: string, message: string, schoolId: number | null = null) =>
  ctx.db.insert(finWebhookEvents).values({
    provider,
    eventId: String(n?.eventId ?? '').slice(0, 100),
    schoolId,
    status,
    vaNumber: n?.vaNumber?.slice(0, 40) ?? null,
    amount: Number.isSafeInteger(n?.amount) ? n!.amount! : null,
    message,
  });

const refuse = async (ctx: PublicContext, provider: string, n: VaNotification | null, why: string, schoolId: number | null = null): Promise<never> => {
  await log(ctx, provider, n, 'rejected', why, schoolId);
  throw new AppError('unauthenticated', 'Notifikasi pembayaran tidak sah.');
};

/**
 * POST /api/finance/va/<provider>/callback. The provider reads the notification; the VA number it names gives
 * the school, whose credentials must verify the signature (401 and logged otherwise); a signed timestamp older
 * than 15 minutes is a replay (401); an event already paid answers 200 and pays nothing again (a partial unique
 * index on paid events also stops two concurrent deliveries); a notification that is not a completed payment is
 * logged and answered 200. Otherwise the amount pays the student's oldest open invoices as one VA payment
 * (gateway balance against Piutang). More than is owed, or an unknown VA, is logged as unmatched for the bendahara.
 */
export async function handleVaCallback({ ctx, provider, notification }: { ctx: PublicContext; provider: string; notification: IncomingNotification }) {
  const gateway = PROVIDERS[provider];
  if (!gateway) throw notFound('Penyedia pembayaran tidak dikenal.');
  const n = gateway.read(notification);
  if (!n) return refuse(ctx, provider, null, 'notifikasi tidak terbaca');
  const [va] = await ctx.db
    .select()
    .from(finVirtualAccounts)
    .where(and(eq(finVirtualAccounts.provider, provider), eq(finVirtualAccounts.vaNumber, n.vaNumber)));
  const credentials = va ? await loadGatewayCredentials(ctx.db, va.schoolId, provider) : null;
  if (!gateway.verify(notification, credentials))
    return refuse(ctx, provider, n, va ? 'tanda tangan tidak cocok' : 'nomor VA tidak dikenal dan tanda tangan tidak dapat diperiksa', va?.schoolId ?? null);
  if (gateway.signsTime && !(Math.abs(Date.now() - Date.parse(n.timestamp)) <= REPLAY_WINDOW_MS))
    return refuse(ctx, provider, n, 'di luar jendela waktu (replay)', va?.schoolId ?? null);
  const [seen] = await ctx.db
    .select({ paymentId: finWebhookEvents.paymentId })
    .from(finWebhookEvents)
    .where(and(eq(finWebhookEvents.provider, provider), eq(finWebhookEvents.eventId, n.eventId), eq(finWebhookEvents.status, 'paid')));
  if (seen) return { status: 'duplicate' as const, paymentId: seen.paymentId };
  if (!va) {
    await log(ctx, provider, n, 'unmatched', 'nomor VA tidak dikenal');
    return { status: 'unmatched' as const, paymentId: null };
  }
  if (!n.paid) {
    await log(ctx, provider, n, 'ignored', 'bukan pembayaran selesai', va.schoolId);
    return { status: 'ignored' as const, paymentId: null };
  }
  const [actor] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, va.schoolId), inArray(users.userTypeId, ['11', '2'])))
    .orderBy(sql`${users.userTypeId} desc`, asc(users.id))
    .limit(1);
  const school: SessionContext = {
    ...ctx,
    session: { tokenHash: 'va', userId: actor?.id ?? va.studentId, userTypeId: '11', foundationId: null, schoolId: va.schoolId, academicYearId: null },
  };
  try {
    const paymentId = await ctx.db.transaction(async (tx) => {
      const { items, left } = await oldestOpenItems(tx, va.schoolId, va.studentId, n.amount);
      if (left > 0 || !items.length) throw new AppError('conflict', 'Jumlah melebihi tagihan terbuka.');
      const id = await recordPayment(tx, school, {
        studentId: va.studentId,
        date: today(),
        method: 'va',
        items,
        externalRef: `${provider}:${n.eventId}`.slice(0, 120),
      });
      // The unique index on paid events makes a concurrent duplicate fail here and roll the payment back.
      await tx
        .insert(finWebhookEvents)
        .values({ provider, eventId: n.eventId, schoolId: va.schoolId, status: 'paid', vaNumber: n.vaNumber, amount: n.amount, paymentId: id, message: null });
      return id;
    });
    return { status: 'paid' as const, paymentId };
  } catch (error) {
    const [again] = await ctx.db
      .select({ paymentId: finWebhookEvents.paymentId })
      .from(finWebhookEvents)
      .where(and(eq(finWebhookEvents.provider, provider), eq(finWebhookEvents.eventId, n.eventId), eq(finWebhookEvents.status, 'paid')));
    if (again) return { status: 'duplicate' as const, paymentId: again.paymentId };
    await log(ctx, provider, n, 'unmatched', error instanceof AppError ? error.message : 'gagal dicatat', va.schoolId);
    return { status: 'unmatched' as const, paymentId: null };
  }
}
