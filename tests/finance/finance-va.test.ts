import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { signSimulated } from '../../src/server/finance/gateway.ts';

/** A VA payment arrives by webhook: the signature is checked, a repeat pays nothing, a replay is refused. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let siswa: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  siswa = (await t.signIn('siswa@demo.sch.id')).token;
});
afterAll(() => t.close());

const notify = (body: { eventId: string; vaNumber: string; amount: number; timestamp: string }, signature = signSimulated(body)) =>
  t.app.inject({ method: 'POST', url: '/api/finance/va/simulasi/callback', headers: { 'x-signature': signature }, payload: body });

describe('the simulated VA webhook', () => {
  it('pays once, refuses a bad signature (401) and a replay, and answers a repeat 200 without paying again', async () => {
    const before = (await call('GET', '/api/finance/my-bills', siswa)).body.accounts[0];
    const vaNumber = before.virtualAccounts[0].vaNumber;
    const body = { eventId: `uji-${Date.now()}`, vaNumber, amount: 50_000, timestamp: new Date().toISOString() };
    const forged = await notify(body, '0'.repeat(64));
    expect(forged.statusCode).toBe(401);
    const first = await notify(body);
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('paid');
    const repeat = await notify(body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({ status: 'duplicate', paymentId: first.json().paymentId });
    const after = (await call('GET', '/api/finance/my-bills', siswa)).body.accounts[0];
    expect(after.outstanding).toBe(before.outstanding - 50_000);
    expect(after.payments[0].method).toBe('va');
    const old = { ...body, eventId: `${body.eventId}-lama`, timestamp: new Date(Date.now() - 3600_000).toISOString() };
    expect((await notify(old)).statusCode).toBe(401);
  });
});
