/**
 * A local HTTP server that speaks the three gateways' VA-creation APIs as their documentation describes them, and
 * checks the request signing it receives: Midtrans and Xendit HTTP Basic with the key as user; SNAP's B2B token
 * (SHA256withRSA over clientKey|timestamp, checked with the school's public key) and the create-VA call
 * (HMAC-SHA512 over METHOD:path:token:sha256(minified body):timestamp with the client secret).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createVerify } from 'node:crypto';
import { hmacSign, transactionStringToSign } from '../../src/server/finance/gateways/snap.ts';

export interface FakeKeys {
  midtransServerKey: string;
  xenditSecretKey: string;
  snapClientKey: string;
  snapClientSecret: string;
  snapSchoolPublicKey: string;
}
export interface FakeGateways {
  url: string;
  calls: { path: string; ok: boolean }[];
  close(): Promise<void>;
}

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

export async function startFakeGateways(keys: FakeKeys): Promise<FakeGateways> {
  const calls: { path: string; ok: boolean }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      const send = (status: number, answer: unknown, ok = status < 300) => {
        calls.push({ path: req.url ?? '', ok });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      };
      const h = (name: string) => String(req.headers[name] ?? '');
      if (req.url === '/v2/charge') {
        if (h('authorization') !== basic(keys.midtransServerKey)) return send(401, { status_code: '401', status_message: 'Unknown Merchant server_key/id' });
        if (body.payment_type !== 'bank_transfer' || !body.transaction_details?.order_id || !(body.transaction_details.gross_amount > 0))
          return send(400, { status_code: '400', status_message: 'bad request' });
        return send(201, {
          status_code: '201',
          status_message: 'Success, Bank Transfer transaction is created',
          transaction_status: 'pending',
          va_numbers: [{ bank: body.bank_transfer.bank, va_number: `8${String(Date.now()).slice(-12)}` }],
        });
      }
      if (req.url === '/callback_virtual_accounts') {
        if (h('authorization') !== basic(keys.xenditSecretKey)) return send(401, { error_code: 'INVALID_API_KEY', message: 'API key is not authorized' });
        return send(200, {
          id: 'va-1',
          external_id: body.external_id,
          bank_code: body.bank_code,
          account_number: `88089${String(Date.now()).slice(-9)}`,
          name: body.name,
          status: 'PENDING',
        });
      }
      if (req.url === '/v1.0/access-token/b2b') {
        const signed = createVerify('RSA-SHA256')
          .update(`${h('x-client-key')}|${h('x-timestamp')}`)
          .verify(keys.snapSchoolPublicKey, h('x-signature'), 'base64');
        if (!signed || h('x-client-key') !== keys.snapClientKey) return send(401, { responseCode: '4017300', responseMessage: 'Unauthorized. Signature' });
        return send(200, { responseCode: '2007300', responseMessage: 'Successful', accessToken: 'token-uji-snap', tokenType: 'Bearer', expiresIn: '900' });
      }
      if (req.url === '/v1.0/transfer-va/create-va') {
        const expected = hmacSign(
          keys.snapClientSecret,
          transactionStringToSign('POST', '/v1.0/transfer-va/create-va', 'token-uji-snap', raw, h('x-timestamp')),
        );
        if (h('authorization') !== 'Bearer token-uji-snap' || h('x-signature') !== expected)
          return send(401, { responseCode: '4012700', responseMessage: 'Unauthorized. Signature' });
        return send(200, {
          responseCode: '2002700',
          responseMessage: 'Successful',
          virtualAccountData: { virtualAccountNo: body.virtualAccountNo, virtualAccountName: body.virtualAccountName },
        });
      }
      send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise((r) => server.close(() => r())) };
}
