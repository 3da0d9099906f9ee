/**
 * Virtual-account payment gateways. A provider checks a notification's signature and reads it into one shape;
 * `simulasi` is the local provider for the demo and the tests (HMAC-SHA256 over the canonical fields with a
 * shared secret). Midtrans, Xendit and BI-SNAP providers implement the same interface (not built yet).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface VaNotification { eventId: string; vaNumber: string; amount: number; timestamp: string }

export interface PaymentProvider {
  name: string;
  /** True when the signature was made with the school's shared secret over exactly these fields. */
  verify(notification: VaNotification, signature: string): boolean;
}

export const simulatedSecret = (env: NodeJS.ProcessEnv = process.env) => env.FINANCE_SIMULASI_SECRET ?? 'rahasia-simulasi-lokal';

/** The string a simulated notification is signed over: field order fixed, so both sides agree. */
export const canonical = (n: VaNotification) => `${n.eventId}|${n.vaNumber}|${n.amount}|${n.timestamp}`;

export function signSimulated(n: VaNotification, secret = simulatedSecret()): string {
  return createHmac('sha256', secret).update(canonical(n)).digest('hex');
}

export const SIMULATED: PaymentProvider = {
  name: 'simulasi',
  verify(n, signature) {
    const expected = Buffer.from(signSimulated(n), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  },
};

export const PROVIDERS: Readonly<Record<string, PaymentProvider>> = { simulasi: SIMULATED };

/** A notification older (or further ahead) than this is a replay and is refused even with a good signature. */
export const REPLAY_WINDOW_MS = 15 * 60_000;
