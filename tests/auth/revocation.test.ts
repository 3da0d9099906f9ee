/**
 * Every action that ends sessions ends them on the NEXT request, even for a token the server has just used
 * (and so holds in its session cache). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountIn, caller, type Call } from '../resources/support.ts';

let t: TestApp;
let admin: Call;
beforeAll(async () => {
  t = await createTestApp();
  admin = await accountIn(t, 'demo-sd', '2', 'admin-cabut@sd.uji');
});
afterAll(() => t.close());

const PASSWORD = 'Kunci-Lama-2024';
let counter = 0;

/** A new teacher with a password, and a token of theirs that the server has already used (cached). */
async function teacherWithWarmToken(): Promise<{ id: number; email: string; body: Record<string, unknown>; token: string; call: Call }> {
  const email = `guru-cabut-${++counter}@sd.uji`;
  const body = { full_name: `Guru Cabut ${counter}`, email, gender: 'L' };
  const created = await admin('POST', '/api/resources/teachers', { ...body, password: PASSWORD });
  expect(created.status).toBe(201);
  const { token } = await t.signIn(email, PASSWORD);
  const call = caller(t, token);
  for (let i = 0; i < 2; i++) expect((await call('POST', '/api/menu2', { academic: '0' })).status).toBe(200);
  return { id: created.body.data.id, email, body, token, call };
}

async function expectRevoked(call: Call) {
  const res = await call('POST', '/api/menu2', { academic: '0' });
  expect(res.status).toBe(401);
}

describe('revocation takes effect on the next request', () => {
  it('logout', async () => {
    const { call } = await teacherWithWarmToken();
    expect((await call('POST', '/api/logout')).status).toBe(200);
    await expectRevoked(call);
  });

  it('an own password change ends the other sessions, not the one making it', async () => {
    const { email, call: other } = await teacherWithWarmToken();
    const { token } = await t.signIn(email, PASSWORD);
    const self = caller(t, token);
    expect((await self('POST', '/api/menu2', { academic: '0' })).status).toBe(200);
    const changed = await self('POST', '/api/profile/password', {
      current_password: PASSWORD,
      password: 'Kunci-Baru-2025',
      password_confirmation: 'Kunci-Baru-2025',
    });
    expect(changed.status).toBe(200);
    await expectRevoked(other);
    expect((await self('POST', '/api/menu2', { academic: '0' })).status).toBe(200);
  });

  it('an admin setting the password', async () => {
    const { id, body, call } = await teacherWithWarmToken();
    expect((await admin('PUT', `/api/resources/teachers/${id}`, { ...body, password: 'Diatur-Admin-77' })).status).toBe(200);
    await expectRevoked(call);
  });

  it('deactivation', async () => {
    const { id, body, call } = await teacherWithWarmToken();
    expect((await admin('PUT', `/api/resources/teachers/${id}`, { ...body, is_active: false })).status).toBe(200);
    await expectRevoked(call);
  });

  it('deletion', async () => {
    const { id, call } = await teacherWithWarmToken();
    expect((await admin('DELETE', `/api/resources/teachers/${id}`)).status).toBe(200);
    await expectRevoked(call);
  });

  it('leaves other users signed in', async () => {
    const { call: bystander } = await teacherWithWarmToken();
    const { call } = await teacherWithWarmToken();
    await call('POST', '/api/logout');
    expect((await bystander('POST', '/api/menu2', { academic: '0' })).status).toBe(200);
  });
});
