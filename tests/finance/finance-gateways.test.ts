import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { startFakeGateways, type FakeGateways } from './fake-gateways.ts';
import { signMidtrans } from '../../src/server/finance/gateways/midtrans.ts';
import { notificationStringToSign, rsaSign, snapTimestamp } from '../../src/server/finance/gateways/snap.ts';

/** Midtrans, Xendit and SNAP behind one interface: signed VA creation against local fakes, signed notifications in. */
process.env.CREDENTIALS_KEY ??= randomBytes(32).toString('base64');
let t: TestApp;
let call: ReturnType<typeof caller>;
let bendahara: string;
let fake: FakeGateways;
let students: number[];
const school = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const bank = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const keys = {
  midtransServerKey: 'SB-Mid-server-uji123456',
  xenditSecretKey: 'xnd_development_uji123456',
  snapClientKey: 'SEKOLAH01',
  snapClientSecret: 'rahasia-klien-snap-uji',
  snapSchoolPublicKey: school.publicKey,
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  bendahara = (await t.signIn('bendahara@demo.sch.id')).token;
  fake = await startFakeGateways(keys);
  const found = (await call('GET', '/api/finance/students?q=', bendahara)).body.data as { id: number; outstanding: number }[];
  students = found
    .filter((s) => s.outstanding > 100_000)
    .map((s) => s.id)
    .slice(1, 4);
});
afterAll(async () => {
  await fake?.close();
  await t.close();
});

const useProvider = async (vaProvider: string, credentials: Record<string, unknown>) => {
  expect((await call('PUT', '/api/finance/gateway/credentials', bendahara, { provider: vaProvider, credentials })).status).toBe(200);
  expect((await call('PUT', '/api/finance/settings', bendahara, { dueDay: 10, vaProvider, acceptDeposit: false })).status).toBe(200);
};
const post = (url: string, body: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, headers, payload: body as object });
const owed = async (id: number) => (await call('GET', `/api/finance/students/${id}/account`, bendahara)).body.outstanding as number;

describe('payment gateways', () => {
  it('keeps credentials sealed and never sends them back', async () => {
    const bad = await call('PUT', '/api/finance/gateway/credentials', bendahara, { provider: 'snap', credentials: { clientKey: 'x' } });
    expect(bad.status).toBe(422);
    await useProvider('midtrans', { serverKey: keys.midtransServerKey, baseUrl: fake.url });
    const status = await call('GET', '/api/finance/gateway/credentials', bendahara);
    expect(status.body.configured.map((c: { provider: string }) => c.provider)).toContain('midtrans');
    expect(JSON.stringify(status.body)).not.toContain(keys.midtransServerKey);
  });

  it('Midtrans: a signed charge makes the VA; a settlement with a good signature_key pays once; a forged one is 401', async () => {
    await useProvider('midtrans', { serverKey: keys.midtransServerKey, baseUrl: fake.url });
    const student = students[0];
    const va = await call('POST', '/api/finance/virtual-accounts', bendahara, { studentId: student, bank: 'BNI' });
    expect(va.status, JSON.stringify(va.body)).toBe(201);
    expect(fake.calls.at(-1)).toEqual({ path: '/v2/charge', ok: true });
    const before = await owed(student);
    const note = {
      order_id: `SPP-uji-${Date.now()}`,
      status_code: '200',
      gross_amount: '40000.00',
      transaction_status: 'settlement',
      transaction_time: '2031-01-05 10:00:00',
      va_numbers: [{ bank: 'bni', va_number: va.body.vaNumber }],
    };
    const signed = { ...note, signature_key: signMidtrans(note, keys.midtransServerKey) };
    expect((await post('/api/finance/va/midtrans/callback', { ...signed, signature_key: signMidtrans(note, 'kunci-lain') })).statusCode).toBe(401);
    expect((await post('/api/finance/va/midtrans/callback', { ...signed, gross_amount: '4000000.00' })).statusCode).toBe(401);
    const paid = await post('/api/finance/va/midtrans/callback', signed);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    expect((await post('/api/finance/va/midtrans/callback', signed)).json()).toMatchObject({ status: 'duplicate' });
    const pending = { ...note, order_id: `${note.order_id}-b`, status_code: '201', transaction_status: 'pending' };
    expect(
      (await post('/api/finance/va/midtrans/callback', { ...pending, signature_key: signMidtrans(pending, keys.midtransServerKey) })).json(),
    ).toMatchObject({ status: 'ignored' });
    expect(await owed(student)).toBe(before - 40_000);
  });

  it("Xendit: the VA is created with the secret key; a callback needs the school's token", async () => {
    await useProvider('xendit', { secretKey: keys.xenditSecretKey, callbackToken: 'token-callback-uji-xendit', baseUrl: fake.url });
    const student = students[1];
    const va = await call('POST', '/api/finance/virtual-accounts', bendahara, { studentId: student, bank: 'BRI' });
    expect(va.status, JSON.stringify(va.body)).toBe(201);
    const before = await owed(student);
    const body = {
      payment_id: `xp-${Date.now()}`,
      account_number: va.body.vaNumber,
      amount: 30_000,
      bank_code: 'BRI',
      transaction_timestamp: new Date().toISOString(),
    };
    expect((await post('/api/finance/va/xendit/callback', body, { 'x-callback-token': 'token-salah-salah' })).statusCode).toBe(401);
    expect((await post('/api/finance/va/xendit/callback', body, { 'x-callback-token': 'token-callback-uji-xendit' })).json()).toMatchObject({ status: 'paid' });
    expect((await post('/api/finance/va/xendit/callback', body, { 'x-callback-token': 'token-callback-uji-xendit' })).json()).toMatchObject({
      status: 'duplicate',
    });
    expect(await owed(student)).toBe(before - 30_000);
  });

  it("SNAP: token and VA requests are signed (RSA, then HMAC-SHA512); the bank's notification is checked with its public key and its age", async () => {
    await useProvider('snap', {
      clientKey: keys.snapClientKey,
      clientSecret: keys.snapClientSecret,
      privateKey: school.privateKey,
      gatewayPublicKey: bank.publicKey,
      partnerServiceId: '12345',
      baseUrl: fake.url,
    });
    const student = students[2];
    const va = await call('POST', '/api/finance/virtual-accounts', bendahara, { studentId: student, bank: 'BNI' });
    expect(va.status, JSON.stringify(va.body)).toBe(201);
    expect(fake.calls.slice(-2)).toEqual([
      { path: '/v1.0/access-token/b2b', ok: true },
      { path: '/v1.0/transfer-va/create-va', ok: true },
    ]);
    const before = await owed(student);
    const path = '/v1.0/transfer-va/payment';
    const body = {
      partnerServiceId: '   12345',
      customerNo: va.body.vaNumber.slice(5),
      virtualAccountNo: `   ${va.body.vaNumber}`,
      paymentRequestId: `snap-${Date.now()}`,
      paidAmount: { value: '25000.00', currency: 'IDR' },
    };
    const headersAt = (when: Date, b: unknown = body, key = bank.privateKey) => {
      const stamp = snapTimestamp(when);
      return { 'x-timestamp': stamp, 'x-signature': rsaSign(key, notificationStringToSign('POST', path, b, stamp)), 'content-type': 'application/json' };
    };
    const url = `/api/finance/va/snap${path}`;
    expect((await post(url, body, headersAt(new Date(), body, school.privateKey))).statusCode).toBe(401);
    expect((await post(url, { ...body, paidAmount: { value: '2500000.00', currency: 'IDR' } }, headersAt(new Date()))).statusCode).toBe(401);
    expect((await post(url, body, headersAt(new Date(Date.now() - 3600_000)))).statusCode).toBe(401);
    const paid = await post(url, body, headersAt(new Date()));
    expect(paid.json()).toMatchObject({ responseCode: '2002500', status: 'paid' });
    expect((await post(url, body, headersAt(new Date()))).json()).toMatchObject({ status: 'duplicate' });
    expect(await owed(student)).toBe(before - 25_000);
    const tb = (await call('GET', '/api/finance/reports/trial-balance?to=2099-12-31', bendahara)).body;
    expect(tb.totalDebit).toBe(tb.totalCredit);
  });
});
