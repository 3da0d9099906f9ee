import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_PASSWORD, LOGIN_AS_PASSWORD, passwordProblem, REPEATED_PASSWORD } from '../../src/server/auth/password-policy.ts';
import { hashPassword, verifyAccountPassword } from '../../src/server/auth/password.ts';
import { NO_PASSWORD } from '../../src/server/resources/person-binding.ts';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { accountIn } from '../resources/support.ts';

describe('password policy', () => {
  it('refuses the most common passwords, Indonesian ones included, in any case', () => {
    for (const p of [
      'bismillah',
      'Bismillah',
      'sayang',
      'sayangku',
      '12345678',
      'password',
      'qwerty123',
      'PASSWORD123',
      'indonesia',
      'bismillah!',
      'iloveyou',
      'sunshine',
    ]) {
      expect(passwordProblem(p), p).toBe(COMMON_PASSWORD);
    }
  });

  it('refuses one character repeated, and the account name itself', () => {
    expect(passwordProblem('aaaaaaaa')).toBe(REPEATED_PASSWORD);
    expect(passwordProblem('99999999999')).toBe(REPEATED_PASSWORD);
    expect(passwordProblem('budi.santoso', 'budi.santoso@sekolah.sch.id')).toBe(LOGIN_AS_PASSWORD);
    expect(passwordProblem('0098765432', '0098765432')).toBe(LOGIN_AS_PASSWORD);
  });

  it('accepts an ordinary uncommon password', () => {
    for (const p of ['Kunci-Baru-2025', 'sandiBaru123', 'kopi susu di pagi hari', 'kata-sandi-baru']) expect(passwordProblem(p, 'guru@x.id'), p).toBeNull();
  });
});

describe('sign-in timing', () => {
  it('verifies an account without a password, and an unknown email, against the decoy like a real hash', async () => {
    const decoy = vi.fn(() => hashPassword('decoy-for-test'));
    expect(await verifyAccountPassword(NO_PASSWORD, 'apa saja', decoy)).toBe(false);
    expect(await verifyAccountPassword(undefined, 'apa saja', decoy)).toBe(false);
    expect(decoy).toHaveBeenCalledTimes(2);
    const real = await hashPassword('Kunci-Nyata-1');
    expect(await verifyAccountPassword(real, 'Kunci-Nyata-1', decoy)).toBe(true);
    expect(decoy).toHaveBeenCalledTimes(2);
  });
});

describe('where a password is set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the profile refuses a common password with an Indonesian field message', async () => {
    const { token } = await t.signIn('guru@demo.sch.id');
    const res = await t.post(
      '/api/profile/password',
      { current_password: DEMO_PASSWORD, password: 'bismillah123', password_confirmation: 'bismillah123' },
      token,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([COMMON_PASSWORD]);
    const same = await t.post('/api/profile/password', { current_password: DEMO_PASSWORD, password: 'zzzzzzzzzz', password_confirmation: 'zzzzzzzzzz' }, token);
    expect(same.body.errors.password).toEqual([REPEATED_PASSWORD]);
  });

  it("an admin setting someone's password is refused a common one, on create and on update", async () => {
    const admin = await accountIn(t, 'demo-sd', '2', 'admin-sandi@sd.uji');
    const body = { full_name: 'Guru Sandi', email: 'guru-sandi@sd.uji', gender: 'P' };
    const created = await admin('POST', '/api/resources/teachers', { ...body, password: 'qwerty123' });
    expect(created.status).toBe(422);
    expect(created.body.errors.password).toEqual([COMMON_PASSWORD]);
    const ok = await admin('POST', '/api/resources/teachers', { ...body, password: 'Pohon-Mangga-17' });
    expect(ok.status).toBe(201);
    const updated = await admin('PUT', `/api/resources/teachers/${ok.body.data.id}`, { ...body, password: 'sayangkamu' });
    expect(updated.status).toBe(422);
    expect(updated.body.errors.password).toEqual([COMMON_PASSWORD]);
  });
});
