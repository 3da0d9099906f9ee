import { z } from 'zod';
import { GATEWAY_CREDENTIAL_SCHEMAS } from '../../../shared/finance/gateway-credentials.ts';
import { sameSecret } from './compare.ts';
import { GatewayError, header, type PaymentProvider } from './types.ts';

/**
 * Xendit fixed virtual accounts. A VA is created with POST /callback_virtual_accounts (HTTP Basic with the
 * secret API key as user); a payment callback carries the account's verification token in x-callback-token and
 * names the VA's account_number, the amount and its payment_id (the event id).
 */
export type XenditCredentials = z.infer<typeof GATEWAY_CREDENTIAL_SCHEMAS.xendit>;

const callback = z.object({
  payment_id: z.string(),
  account_number: z.string(),
  amount: z.number(),
  transaction_timestamp: z.string().optional(),
  external_id: z.string().optional(),
  bank_code: z.string().optional(),
});

export const XENDIT: PaymentProvider<XenditCredentials> = {
  name: 'xendit',
  signsTime: false,
  read({ body }) {
    const parsed = callback.safeParse(body);
    if (!parsed.success || !Number.isSafeInteger(parsed.data.amount) || parsed.data.amount <= 0) return null;
    const n = parsed.data;
    return { eventId: n.payment_id, vaNumber: n.account_number, amount: n.amount, timestamp: n.transaction_timestamp ?? new Date().toISOString(), paid: true };
  },
  verify(n, credentials) {
    return !!credentials && sameSecret(header(n, 'x-callback-token'), credentials.callbackToken);
  },
  async createVa(credentials, va, http) {
    const base = credentials.baseUrl ?? 'https://api.xendit.co';
    const res = await http.fetch(`${base}/callback_virtual_accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(`${credentials.secretKey}:`).toString('base64')}` },
      body: JSON.stringify({ external_id: va.orderId, bank_code: va.bank.toUpperCase(), name: va.studentName, is_closed: false, is_single_use: false }),
    });
    const answer = (await res.json().catch(() => ({}))) as { account_number?: string; bank_code?: string; message?: string; error_code?: string };
    if (!res.ok || !answer.account_number) throw new GatewayError('Xendit', answer.message ?? answer.error_code ?? `HTTP ${res.status}`);
    return { vaNumber: answer.account_number, bank: answer.bank_code ?? va.bank };
  },
};
