import { createHash } from 'node:crypto';
import { z } from 'zod';
import { GATEWAY_CREDENTIAL_SCHEMAS } from '../../../shared/finance/gateway-credentials.ts';
import { sameSecret } from './compare.ts';
import { GatewayError, wholeRupiah, type PaymentProvider, type VaNotification } from './types.ts';

/**
 * Midtrans Core API. A VA is a bank_transfer charge (POST /v2/charge, HTTP Basic with the server key as user);
 * a notification carries signature_key = SHA-512 of order_id + status_code + gross_amount + server key, and is a
 * completed payment when transaction_status is settlement (or capture). The signed order id is the event id.
 */
export type MidtransCredentials = z.infer<typeof GATEWAY_CREDENTIAL_SCHEMAS.midtrans>;

const notification = z.object({
  order_id: z.string(),
  status_code: z.string(),
  gross_amount: z.string(),
  signature_key: z.string(),
  transaction_status: z.string(),
  transaction_time: z.string().optional(),
  va_numbers: z.array(z.object({ bank: z.string(), va_number: z.string() })).optional(),
  permata_va_number: z.string().optional(),
});

export const signMidtrans = (n: { order_id: string; status_code: string; gross_amount: string }, serverKey: string) =>
  createHash('sha512').update(`${n.order_id}${n.status_code}${n.gross_amount}${serverKey}`).digest('hex');

/** Midtrans writes its times in WIB without a zone ("2026-11-25 08:00:00"). */
const wib = (time: string | undefined, fallback: string) =>
  time && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(time) ? `${time.replace(' ', 'T')}+07:00` : fallback;

export const MIDTRANS: PaymentProvider<MidtransCredentials> = {
  name: 'midtrans',
  signsTime: false,
  read({ body }) {
    const parsed = notification.safeParse(body);
    if (!parsed.success) return null;
    const n = parsed.data;
    const amount = wholeRupiah(n.gross_amount);
    const vaNumber = n.va_numbers?.[0]?.va_number ?? n.permata_va_number;
    if (amount === null || !vaNumber) return null;
    const result: VaNotification = {
      eventId: n.order_id,
      vaNumber,
      amount,
      timestamp: wib(n.transaction_time, new Date().toISOString()),
      paid: n.transaction_status === 'settlement' || n.transaction_status === 'capture',
    };
    return result;
  },
  verify({ body }, credentials) {
    const parsed = notification.safeParse(body);
    if (!parsed.success || !credentials) return false;
    return sameSecret(parsed.data.signature_key.toLowerCase(), signMidtrans(parsed.data, credentials.serverKey));
  },
  async createVa(credentials, va, http) {
    const base = credentials.baseUrl ?? 'https://api.midtrans.com';
    const res = await http.fetch(`${base}/v2/charge`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${credentials.serverKey}:`).toString('base64')}`,
      },
      body: JSON.stringify({
        payment_type: 'bank_transfer',
        transaction_details: { order_id: va.orderId, gross_amount: va.amount },
        bank_transfer: { bank: va.bank.toLowerCase(), va_number: va.customerNo },
        customer_details: { first_name: va.studentName },
      }),
    });
    const answer = (await res.json().catch(() => ({}))) as {
      status_code?: string;
      status_message?: string;
      va_numbers?: { bank: string; va_number: string }[];
    };
    const number = answer.va_numbers?.[0];
    if (!res.ok || !number || !String(answer.status_code ?? '').startsWith('2'))
      throw new GatewayError('Midtrans', answer.status_message ?? `HTTP ${res.status}`);
    return { vaNumber: number.va_number, bank: number.bank.toUpperCase() };
  },
};
