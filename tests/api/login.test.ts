import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { accessTokens, users } from '../../src/server/db/schema/users.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LOGIN_FIELDS = [
  'id',
  'path_image_school',
  'path_image_profile',
  'sd_user_type_id',
  'sd_school_id',
  'school_code',
  'sd_school_stage_id',
  'sd_academic_year_id',
  'sd_class_id',
  'sd_section_id',
  'data_academic',
  'data_school',
  'sd_class_map_id',
  'sd_curriculum_id',
  'data_curriculum',
];

describe('POST /api/login_web', () => {
  it('signs in every demo account with every field of section 7', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const res = await t.post('/api/login_web', { email: account.email, password: 'rahasia123' });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(true);
      expect(typeof res.body.accessToken).toBe('string');
      expect(res.body.accessToken.length).toBeGreaterThanOrEqual(40);
      for (const field of LOGIN_FIELDS) expect(res.body.data, `${account.email} ${field}`).toHaveProperty(field);
      expect(res.body.data.sd_user_type_id).toBe(account.userTypeId);
    }
  });

  it('answers the current year 2025/2026 with its curriculum and the three years', async () => {
    const { data } = await t.signIn('guru@demo.sch.id');
    const years = data.data_academic as { description: string; sd_academic_year_id: number }[];
    expect(years.map((y) => y.description)).toEqual(['2024/2025', '2025/2026', '2026/2027']);
    expect(data.sd_academic_year_id).toBe(years[1].sd_academic_year_id);
    const curricula = data.data_curriculum as { sd_curriculum_id: number; code: string }[];
    expect(curricula.map((c) => c.code)).toEqual(['K13', 'KURMER']);
    expect(data.sd_curriculum_id).toBe(curricula[1].sd_curriculum_id);
    expect(data.school_code).toBe('SMKDEMO');
    expect(data.data_school).toEqual([{ sd_school_id: data.sd_school_id, school_name: 'SMK Demo Nusantara' }]);
  });

  it('lists the foundation schools for the foundation account', async () => {
    const { data } = await t.signIn('yayasan@demo.sch.id');
    const names = (data.data_school as { school_name: string }[]).map((s) => s.school_name);
    expect(names).toEqual(expect.arrayContaining(['SD Demo Nusantara', 'SMP Demo Nusantara', 'SMK Demo Nusantara']));
    expect(names.length).toBeGreaterThanOrEqual(3);
  });

  it('accepts the email in any case', async () => {
    const res = await t.post('/api/login_web', { email: 'GURU@Demo.sch.id', password: 'rahasia123' });
    expect(res.body.status).toBe(true);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrongPassword = await t.post('/api/login_web', { email: 'staf@demo.sch.id', password: 'salah' });
    const unknownEmail = await t.post('/api/login_web', { email: 'tidakada@demo.sch.id', password: 'rahasia123' });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: false, message: 'Email/Password Salah' });
    }
  });

  it('stores only a hash of the token and passwords only as argon2id', async () => {
    const { token } = await t.signIn('admin@demo.sch.id');
    const rows = await t.database.db.select().from(accessTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.sch.id'));
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const row = rows.find((r) => r.userId === user.id)!;
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
  });

  it('answers 422 with field messages for missing or malformed fields', async () => {
    const empty = await t.post('/api/login_web', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.email).toEqual(['Email wajib diisi.']);
    expect(empty.body.errors.password).toEqual(['Password wajib diisi.']);
    const blank = await t.post('/api/login_web', { email: '  ', password: '' });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors).sort()).toEqual(['email', 'password']);
    const wrongType = await t.post('/api/login_web', { email: 12, password: ['x'] });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.message).toBeTruthy();
  });

  it('answers malformed JSON with a 400 in Indonesian', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login_web',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Format JSON tidak valid.' });
    const array = await t.post('/api/login_web', [1, 2]);
    expect(array.status).toBe(400);
  });

  it('throttles repeated failures with a 429 and lets the owner in from elsewhere', async () => {
    const email = 'bendahara@demo.sch.id';
    const from = (ip: string, password: string) => t.app.inject({ method: 'POST', url: '/api/login_web', remoteAddress: ip, payload: { email, password } });
    for (let i = 0; i < 5; i++) expect((await from('10.0.0.9', 'salah')).json().status).toBe(false);
    const blocked = await from('10.0.0.9', 'rahasia123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Terlalu banyak percobaan masuk/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The real owner at another address is not locked out by the attacker's failures.
    expect((await from('10.0.0.10', 'rahasia123')).json().status).toBe(true);
  });

  it('lets the owner in from a device that signed in before, even from the throttled address (same NAT)', async () => {
    const email = 'pembimbing@demo.sch.id';
    const from = (ip: string, password: string, cookie?: string) =>
      t.app.inject({ method: 'POST', url: '/api/login_web', remoteAddress: ip, headers: cookie ? { cookie } : {}, payload: { email, password } });
    const first = await from('10.0.0.20', 'rahasia123');
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^sd_device=[^;]+; Path=\/api\/login_web; Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0];
    // A student behind the school's NAT guesses the proctor's password.
    for (let i = 0; i < 5; i++) expect((await from('10.0.0.21', 'tebakan')).json().status).toBe(false);
    expect((await from('10.0.0.21', 'rahasia123')).statusCode).toBe(429);
    // A forged mark does not pass.
    const forged = cookie.replace(/\.[^.~]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await from('10.0.0.21', 'rahasia123', forged)).statusCode).toBe(429);
    // The proctor's own device, from the same address: a wrong password is still wrong, the right one gets in.
    expect((await from('10.0.0.21', 'tebakan', cookie)).json()).toEqual({ status: false, message: 'Email/Password Salah' });
    expect((await from('10.0.0.21', 'rahasia123', cookie)).json().status).toBe(true);
  });

  it('refuses a deactivated account without a token', async () => {
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'support@demo.sch.id'));
    const res = await t.post('/api/login_web', { email: 'support@demo.sch.id', password: 'rahasia123' });
    expect(res.body.status).toBe(false);
    expect(res.body.accessToken).toBeUndefined();
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.email, 'support@demo.sch.id'));
  });
});

describe('POST /api/logout', () => {
  it('revokes the token: the next call is 401', async () => {
    const { token } = await t.signIn('kepsek@demo.sch.id');
    expect((await t.post('/api/menu2', { academic: '0' }, token)).status).toBe(200);
    const out = await t.post('/api/logout', {}, token);
    expect(out.status).toBe(200);
    expect(out.body.status).toBe(true);
    const after = await t.post('/api/menu2', { academic: '0' }, token);
    expect(after.status).toBe(401);
    expect(after.body.message).toMatch(/Sesi Anda telah berakhir/);
  });

  it('needs a token', async () => {
    expect((await t.post('/api/logout', {})).status).toBe(401);
    expect((await t.post('/api/logout', {}, 'null')).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await t.signIn('mentor@demo.sch.id');
    await t.database.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.post('/api/menu2', {}, token)).status).toBe(401);
  });
});
