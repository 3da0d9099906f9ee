import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { USER_TYPE_IDS } from '../../src/shared/user-types.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Years = { sd_academic_year_id: number; description: string }[];

describe('POST /api/menu2', () => {
  it('answers a three-level menu for every user type', async () => {
    for (const type of USER_TYPE_IDS) {
      const account = DEMO_ACCOUNTS.find((a) => a.userTypeId === type)!;
      const { token, data } = await t.signIn(account.email);
      const res = await t.post('/api/menu2', { academic: data.sd_academic_year_id }, token);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeGreaterThan(0);
      for (const top of res.body.data) {
        expect(typeof top.menu_name).toBe('string');
        for (const child of top.data_children) {
          expect(child).toEqual(expect.objectContaining({ menu_name: expect.any(String), sd_menu_id: expect.any(String) }));
          for (const sub of child.data_sub_children) {
            expect(Object.keys(sub).sort()).toEqual(['icon', 'menu_name', 'menu_path', 'sd_menu_id']);
          }
        }
      }
    }
  });

  it('accepts the selector default "0" and refuses another school\'s year with 403', async () => {
    const guru = await t.signIn('guru@demo.sch.id');
    expect((await t.post('/api/menu2', { academic: '0' }, guru.token)).status).toBe(200);
    const yayasan = await t.signIn('yayasan@demo.sch.id');
    const sd = (yayasan.data.data_school as { sd_school_id: number; school_name: string }[]).find((s) => s.school_name.startsWith('SD Demo'))!;
    const changed = await t.post('/api/change_school', { sd_school_id: sd.sd_school_id }, yayasan.token);
    const otherYear = (changed.body.data as Years)[0].sd_academic_year_id;
    const res = await t.post('/api/menu2', { academic: otherYear }, guru.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/bukan milik sekolah Anda/);
  });

  it('answers 401 without a token and 422 for a malformed year', async () => {
    expect((await t.post('/api/menu2', { academic: '0' })).status).toBe(401);
    const { token } = await t.signIn('guru@demo.sch.id');
    const bad = await t.post('/api/menu2', { academic: 'abc' }, token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.academic).toBeDefined();
  });
});

describe('POST /api/academicyear_get_curriculum', () => {
  it('answers the curriculum of a year of the school', async () => {
    const { token, data } = await t.signIn('guru@demo.sch.id');
    const years = data.data_academic as Years;
    const k13 = await t.post('/api/academicyear_get_curriculum', { academic: years[0].sd_academic_year_id }, token);
    expect(k13.body).toEqual({ status: true, data: 1 });
    const merdeka = await t.post('/api/academicyear_get_curriculum', { academic: String(years[2].sd_academic_year_id) }, token);
    expect(merdeka.body).toEqual({ status: true, data: 2 });
  });

  it('refuses a missing year (422) and a year of another school (403)', async () => {
    const { token } = await t.signIn('guru@demo.sch.id');
    const missing = await t.post('/api/academicyear_get_curriculum', {}, token);
    expect(missing.status).toBe(422);
    expect(missing.body.errors.academic).toEqual(['Pilih tahun ajaran.']);
    expect((await t.post('/api/academicyear_get_curriculum', { academic: 999999 }, token)).status).toBe(403);
  });
});

describe('POST /api/change_school', () => {
  it('lets the foundation switch among its schools and scopes the session to the new school', async () => {
    const { token, data } = await t.signIn('yayasan@demo.sch.id');
    const smp = (data.data_school as { sd_school_id: number; school_name: string }[]).find((s) => s.school_name.startsWith('SMP Demo'))!;
    const res = await t.post('/api/change_school', { sd_school_id: smp.sd_school_id }, token);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    const years = res.body.data as Years;
    expect(years.map((y) => y.description)).toEqual(['2024/2025', '2025/2026', '2026/2027']);
    expect(res.body.sd_academic_year_id).toBe(years[1].sd_academic_year_id);
    // The new school's years are now the session's; the old school's are not.
    expect((await t.post('/api/menu2', { academic: years[1].sd_academic_year_id }, token)).status).toBe(200);
    const oldYear = (data.data_academic as Years)[1].sd_academic_year_id;
    expect((await t.post('/api/menu2', { academic: oldYear }, token)).status).toBe(403);
  });

  it('refuses a school outside the foundation with 403', async () => {
    const { token } = await t.signIn('yayasan@demo.sch.id');
    const res = await t.post('/api/change_school', { sd_school_id: 999999 }, token);
    expect([403, 404]).toContain(res.status);
    const outside = await t.database.db.execute(
      "select sd_school_id from sd_schools where sd_foundation_id is distinct from (select sd_foundation_id from sd_foundations where slug = 'yayasan-demo') limit 1",
    );
    const rows = (outside as unknown as { rows: { sd_school_id: number }[] }).rows;
    if (rows.length) {
      const other = await t.post('/api/change_school', { sd_school_id: rows[0].sd_school_id }, token);
      expect(other.status).toBe(403);
      expect(other.body.message).toMatch(/bukan bagian dari yayasan/);
    }
  });

  it('refuses every other user type with 403', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.userTypeId !== '13')) {
      const { token, data } = await t.signIn(account.email);
      const res = await t.post('/api/change_school', { sd_school_id: data.sd_school_id }, token);
      expect(res.status, account.email).toBe(403);
    }
  });

  it('answers 422 without a school id', async () => {
    const { token } = await t.signIn('yayasan@demo.sch.id');
    const res = await t.post('/api/change_school', {}, token);
    expect(res.status).toBe(422);
    expect(res.body.errors.sd_school_id).toBeDefined();
  });
});

describe('the rest of /api', () => {
  it('answers an unknown path with a JSON 404 and health with ok', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Alamat API tidak ditemukan.' });
    const typo = await t.app.inject({ method: 'POST', url: '/api/menu3', payload: {} });
    expect(typo.statusCode).toBe(404);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
  });

  it('sends the security headers on every response', async () => {
    for (const url of ['/api/health', '/api/tidak-ada']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});
