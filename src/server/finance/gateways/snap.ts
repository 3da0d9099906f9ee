import { createHash, createHmac, createSign, createVerify } from 'node:crypto';
import { z } from 'zod';
import { GATEWAY_CREDENTIAL_SCHEMAS } from '../../../shared/finance/gateway-credentials.ts';
import { GatewayError, header, wholeRupiah, type IncomingNotification, type PaymentProvider } from './types.ts';

/**
 * SNAP (Standar Nasional Open API Pembayaran, Bank Indonesia) virtual accounts, straight with a bank.
 * - Access token: POST /v1.0/access-token/b2b, X-SIGNATURE = base64 SHA256withRSA(our private key, clientKey|timestamp).
 * - Transactions (create VA): X-SIGNATURE = base64 HMAC-SHA512(client secret,
 *   METHOD:path:accessToken:lowercase hex SHA-256 of the minified body:timestamp), with the bearer token.
 * - Payment notification from the bank: X-SIGNATURE = base64 SHA256withRSA(bank's private key,
 *   METHOD:path:lowercase hex SHA-256 of the minified body:X-TIMESTAMP), checked with the bank's public key.
 */
export type SnapCredentials = z.infer<typeof GATEWAY_CREDENTIAL_SCHEMAS.snap>;

const payment = z.object({
  partnerServiceId: z.string(),
  customerNo: z.string(),
  virtualAccountNo: z.string(),
  paymentRequestId: z.string(),
  paidAmount: z.object({ value: z.string(), currency: z.string() }),
  trxDateTime: z.string().optional(),
});

const minifiedHash = (body: unknown) =>
  createHash('sha256')
    .update(typeof body === 'string' ? body : JSON.stringify(body ?? {}))
    .digest('hex')
    .toLowerCase();

export const snapTimestamp = (d: Date) => `${new Date(d.getTime() + 7 * 3600_000).toISOString().slice(0, 19)}+07:00`;

/** The string a bank signs over a notification it sends us (asymmetric, without an access token). */
export const notificationStringToSign = (method: string, path: string, body: unknown, timestamp: string) =>
  `${method}:${path}:${minifiedHash(body)}:${timestamp}`;

/** The string we sign over a transaction request (symmetric, with the access token). */
export const transactionStringToSign = (method: string, path: string, accessToken: string, body: unknown, timestamp: string) =>
  `${method}:${path}:${accessToken}:${minifiedHash(body)}:${timestamp}`;

export const rsaSign = (privateKey: string, text: string) => createSign('RSA-SHA256').update(text).sign(privateKey, 'base64');
export const hmacSign = (secret: string, text: string) => createHmac('sha512', secret).update(text).digest('base64');

async function post(http: { fetch: typeof fetch }, url: string, headers: Record<string, string>, body: unknown) {
  const res = await http.fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const answer = (await res.json().catch(() => ({}))) as Record<string, any>;
  if (!res.ok || !/^2\d{2}/.test(String(answer.responseCode ?? ''))) throw new GatewayError('SNAP', String(answer.responseMessage ?? `HTTP ${res.status}`));
  return answer;
}

export const SNAP: PaymentProvider<SnapCredentials> = {
  name: 'snap',
  signsTime: true,
  read(n: IncomingNotification) {
    const parsed = payment.safeParse(n.body);
    const amount = parsed.success ? wholeRupiah(parsed.data.paidAmount.value) : null;
    if (!parsed.success || amount === null) return null;
    return {
      eventId: parsed.data.paymentRequestId,
      vaNumber: parsed.data.virtualAccountNo.replace(/\s+/g, ''),
      amount,
      timestamp: header(n, 'x-timestamp') || parsed.data.trxDateTime || '',
      paid: true,
    };
  },
  verify(n, credentials) {
    const signature = header(n, 'x-signature');
    const timestamp = header(n, 'x-timestamp');
    if (!credentials || !signature || !timestamp) return false;
    try {
      return createVerify('RSA-SHA256')
        .update(notificationStringToSign('POST', n.path, n.body, timestamp))
        .verify(credentials.gatewayPublicKey, signature, 'base64');
    } catch {
      return false;
    }
  },
  async createVa(credentials, va, http) {
    const stamp = snapTimestamp(http.now());
    const token = await post(
      http,
      `${credentials.baseUrl}/v1.0/access-token/b2b`,
      { 'X-TIMESTAMP': stamp, 'X-CLIENT-KEY': credentials.clientKey, 'X-SIGNATURE': rsaSign(credentials.privateKey, `${credentials.clientKey}|${stamp}`) },
      { grantType: 'client_credentials' },
    );
    const path = '/v1.0/transfer-va/create-va';
    const partner = credentials.partnerServiceId.padStart(8, ' ');
    const body = {
      partnerServiceId: partner,
      customerNo: va.customerNo,
      virtualAccountNo: `${partner}${va.customerNo}`,
      virtualAccountName: va.studentName.slice(0, 255),
      trxId: va.orderId,
      totalAmount: { value: '0.00', currency: 'IDR' },
      virtualAccountTrxType: 'O',
    };
    const answer = await post(
      http,
      `${credentials.baseUrl}${path}`,
      {
        Authorization: `Bearer ${token.accessToken}`,
        'X-TIMESTAMP': stamp,
        'X-PARTNER-ID': credentials.clientKey,
        'X-EXTERNAL-ID': va.orderId.replace(/\D/g, '').slice(-36) || '1',
        'CHANNEL-ID': credentials.channelId,
        'X-SIGNATURE': hmacSign(credentials.clientSecret, transactionStringToSign('POST', path, String(token.accessToken), body, stamp)),
      },
      body,
    );
    return { vaNumber: String(answer.virtualAccountData?.virtualAccountNo ?? body.virtualAccountNo).replace(/\s+/g, ''), bank: va.bank };
  },
};
