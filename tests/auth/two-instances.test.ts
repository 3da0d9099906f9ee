/**
 * Two server instances on one PostgreSQL (issue 12.8): each with its own pool and its own caches, as two
 * processes would have. PostgreSQL only: skipped unless TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { LoginThrottle } from '../../src/server/auth/throttle.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createFreshDatabase, dropDatabase } from '../../src/server/db/fresh-database.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { hashAddress } from '../../src/server/site/client-address.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const name = `t_two_${process.pid}_${Date.now()}`;
const instances: { app: FastifyInstance; database: Database }[] = [];

async function startInstance(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 3 });
  await database.exclusive(() => seed(database.db, { demo: true }));
  const app = await buildApp({ db: database.db, dbKind: 'postgres', throttle: new LoginThrottle(database.db) });
  return { app, database };
}

describe.runIf(adminUrl)('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    const url = await createFreshDatabase(adminUrl!, name);
    // Started together: migrations and the seed run one after the other under the advisory lock.
    instances.push(...(await Promise.all([startInstance(url), startInstance(url)])));
  }, 180_000);
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    if (adminUrl) await dropDatabase(adminUrl, name);
  });

  const signIn = (i: number, email: string, password: string, extra: { ip?: string; cookie?: string } = {}) =>
    instances[i].app.inject({
      method: 'POST',
      url: '/api/login_web',
      remoteAddress: extra.ip ?? '127.0.0.1',
      headers: extra.cookie ? { cookie: extra.cookie } : {},
      payload: { email, password },
    });
  const menu = (i: number, token: string) =>
    instances[i].app.inject({ method: 'POST', url: '/api/menu2', headers: { authorization: `Bearer ${token}` }, payload: { academic: '0' } });

  it('seeded once: the demo accounts exist once, and both instances hash an address alike', async () => {
    const [a, b] = instances;
    expect(await hashAddress(a.database.db, '203.0.113.1')).toBe(await hashAddress(b.database.db, '203.0.113.1'));
    const ok = await signIn(1, 'guru@demo.sch.id', DEMO_PASSWORD);
    expect(ok.json().status).toBe(true);
  });

  it('a token revoked through instance A is refused by instance B on the next request', async () => {
    const token = (await signIn(0, 'kepsek@demo.sch.id', DEMO_PASSWORD)).json().accessToken as string;
    for (const i of [0, 1, 1]) expect((await menu(i, token)).statusCode).toBe(200); // B has it cached
    const out = await instances[0].app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode).toBe(200);
    expect((await menu(1, token)).statusCode).toBe(401);
    expect((await menu(0, token)).statusCode).toBe(401);
  });

  it('a password changed on B ends the sessions A holds cached', async () => {
    const email = 'bendahara@demo.sch.id';
    const other = (await signIn(0, email, DEMO_PASSWORD)).json().accessToken as string;
    const self = (await signIn(1, email, DEMO_PASSWORD)).json().accessToken as string;
    for (let i = 0; i < 2; i++) expect((await menu(0, other)).statusCode).toBe(200);
    const changed = await instances[1].app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers: { authorization: `Bearer ${self}` },
      payload: { current_password: DEMO_PASSWORD, password: 'Bendahara-Baru-9', password_confirmation: 'Bendahara-Baru-9' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await menu(0, other)).statusCode).toBe(401);
    expect((await menu(0, self)).statusCode).toBe(200);
  });

  it('shares the sign-in throttle: failures on A make B answer 429, and a known device still passes', async () => {
    const email = 'staf@demo.sch.id';
    const ip = '198.51.100.20';
    const first = await signIn(1, email, DEMO_PASSWORD, { ip: '198.51.100.99' });
    const cookie = String(first.headers['set-cookie']).split(';')[0];
    expect(cookie).toMatch(/^sd_device=/);
    for (let i = 0; i < 3; i++) expect((await signIn(0, email, 'salah', { ip })).json().status).toBe(false);
    for (let i = 0; i < 2; i++) expect((await signIn(1, email, 'salah', { ip })).json().status).toBe(false);
    const blocked = await signIn(1, email, DEMO_PASSWORD, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(0, email, DEMO_PASSWORD, { ip })).statusCode).toBe(429);
    // The owner's own device, from the same address: the correct password passes the wait.
    expect((await signIn(0, email, DEMO_PASSWORD, { ip, cookie })).json().status).toBe(true);
  });
});
