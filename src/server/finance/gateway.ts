/**
 * Virtual-account payment gateways (src/server/finance/gateways/): Midtrans, Xendit and SNAP (bank direct)
 * behind one interface, and `simulasi`, the local provider for the demo and the tests (HMAC-SHA256 over the
 * canonical fields with a shared secret, in X-Signature).
 */
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameSecret } from './gateways/compare.ts';
import { MIDTRANS } from './gateways/midtrans.ts';
import { SNAP } from './gateways/snap.ts';
import { XENDIT } from './gateways/xendit.ts';
import { header, type PaymentProvider, type VaNotification } from './gateways/types.ts';

export type { VaNotification } from './gateways/types.ts';

export const simulatedSecret = (env: NodeJS.ProcessEnv = process.env) => env.FINANCE_SIMULASI_SECRET ?? 'rahasia-simulasi-lokal';

/** The string a simulated notification is signed over: field order fixed, so both sides agree. */
export const canonical = (n: Omit<VaNotification, 'paid'>) => `${n.eventId}|${n.vaNumber}|${n.amount}|${n.timestamp}`;

export function signSimulated(n: Omit<VaNotification, 'paid'>, secret = simulatedSecret()): string {
  return createHmac('sha256', secret).update(canonical(n)).digest('hex');
}

const simulated = z.object({ eventId: z.string(), vaNumber: z.string(), amount: z.number().int(), timestamp: z.string() });

export const SIMULATED: PaymentProvider<null> = {
  name: 'simulasi',
  signsTime: true,
  read({ body }) {
    const parsed = simulated.safeParse(body);
    return parsed.success ? { ...parsed.data, paid: true } : null;
  },
  verify(n) {
    const parsed = simulated.safeParse(n.body);
    return parsed.success && sameSecret(header(n, 'x-signature').toLowerCase(), signSimulated(parsed.data));
  },
  async createVa(_credentials, va) {
    return { vaNumber: `988${va.customerNo.padStart(13, '0').slice(-13)}`, bank: va.bank };
  },
};

export const PROVIDERS: Readonly<Record<string, PaymentProvider<any>>> = { simulasi: SIMULATED, midtrans: MIDTRANS, xendit: XENDIT, snap: SNAP };

/** A notification older (or further ahead) than this is a replay and is refused even with a good signature. */
export const REPLAY_WINDOW_MS = 15 * 60_000;
