import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function profile(token?: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /api/profile', () => {
  it('answers the signed-in user their own account, without the password hash', async () => {
    const { token, data } = await t.signIn('guru@demo.sch.id');
    const res = await profile(token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      expect.objectContaining({
        id: data.id,
        full_name: 'Budi Santoso, S.Pd. (Demo)',
        email: 'guru@demo.sch.id',
        sd_user_type_id: '3',
        user_type_name: 'Guru',
        path_profile: null,
      }),
    );
    expect(res.body.data.school_name).toMatch(/Demo/);
    expect(JSON.stringify(res.body)).not.toMatch(/argon|password_hash/);
  });

  it('answers 401 without a session', async () => {
    expect((await profile()).status).toBe(401);
  });
});

describe('POST /api/profile/password', () => {
  it('answers 422 with a message per field', async () => {
    const { token } = await t.signIn('staf@demo.sch.id');
    const empty = await t.post('/api/profile/password', {}, token);
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
    const short = await t.post('/api/profile/password', { current_password: DEMO_PASSWORD, password: 'pendek', password_confirmation: 'pendek' }, token);
    expect(short.body.errors.password).toEqual(['Password baru minimal 8 karakter.']);
    const mismatch = await t.post(
      '/api/profile/password',
      { current_password: DEMO_PASSWORD, password: 'kata-sandi-baru', password_confirmation: 'kata-sandi-lain' },
      token,
    );
    expect(mismatch.body.errors.password_confirmation).toEqual(['Konfirmasi password tidak sama dengan password baru.']);
  });

  it('refuses a wrong current password and the same password again', async () => {
    const { token } = await t.signIn('pustakawan@demo.sch.id');
    const wrong = await t.post(
      '/api/profile/password',
      { current_password: 'salah-sekali', password: 'kata-sandi-baru', password_confirmation: 'kata-sandi-baru' },
      token,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: ['Password saat ini salah.'] });
    const same = await t.post(
      '/api/profile/password',
      { current_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      token,
    );
    expect(same.status).toBe(422);
    expect(same.body.errors.password).toEqual(['Password baru harus berbeda dari password saat ini.']);
  });

  it('changes the password: hashed, the old one refused, other sessions ended, this one kept', async () => {
    const email = 'bendahara@demo.sch.id';
    const other = await t.signIn(email);
    const { token } = await t.signIn(email);
    const res = await t.post(
      '/api/profile/password',
      { current_password: DEMO_PASSWORD, password: 'kata-sandi-baru-2026', password_confirmation: 'kata-sandi-baru-2026' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    const [row] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(row.hash).toMatch(/^\$argon2id\$/);
    expect((await t.post('/api/login_web', { email, password: DEMO_PASSWORD })).body.status).toBe(false);
    expect((await t.post('/api/login_web', { email, password: 'kata-sandi-baru-2026' })).body.status).toBe(true);
    expect((await profile(token)).status).toBe(200);
    expect((await profile(other.token)).status).toBe(401);
  });

  it('throttles repeated wrong current passwords like sign-in does', async () => {
    const { token } = await t.signIn('support@demo.sch.id');
    const attempt = () =>
      t.post('/api/profile/password', { current_password: 'tebakan', password: 'kata-sandi-baru', password_confirmation: 'kata-sandi-baru' }, token);
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(422);
    const blocked = await attempt();
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/Coba lagi dalam/);
  });

  it('answers 401 without a session', async () => {
    expect((await t.post('/api/profile/password', { current_password: 'x', password: 'y', password_confirmation: 'y' })).status).toBe(401);
  });
});
