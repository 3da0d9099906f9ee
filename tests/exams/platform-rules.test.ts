import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { auditLog } from '../../src/server/db/schema/audit.ts';
import { DEMO_SEB_CONFIG_KEY } from '../../src/server/db/seed/demo-exam-platform.ts';
import { sebHash } from '../../src/server/exams/seb.ts';
import { client, hoursFromNow } from './exam-api-helpers.ts';

/** The school's exam rules: defaults for new schedules, the results switch, the ways in, the whitelisted apps. */
let t: TestApp;
let call: ReturnType<typeof client>;
let admin: string;
let teacher: string;
let student: string;
let otherAdmin: string;
let sectionId: number;
let questionIds: number[];

async function put(url: string, token: string | null, body: unknown) {
  const res = await t.app.inject({ method: 'PUT', url, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body as object });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  admin = (await t.signIn('admin@demo.sch.id')).token;
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
  otherAdmin = (await t.signIn('admin.smp@demo.sch.id')).token;
  sectionId = (await call('GET', '/api/exams/options', { token: teacher })).body.sections[0].id;
  questionIds = (await call('GET', '/api/exams/questions?perPage=100', { token: teacher })).body.data.map((q: { id: number }) => q.id);
});
afterAll(() => t.close());

async function openExam(overrides: Record<string, unknown> = {}) {
  const body = {
    kind: 'school',
    title: 'Ujian Aturan Sekolah',
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(2),
    durationMinutes: 60,
    sectionIds: [sectionId],
    selection: { mode: 'fixed', questionIds },
    token: null,
    resultVisibility: 'after_finish',
    ...overrides,
  };
  const res = await call('POST', '/api/exams/schedules', { token: teacher, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const mine = await call('GET', '/api/exams/mine', { token: student });
  return mine.body.data.find((e: { scheduleId: number }) => e.scheduleId === res.body.id).attemptId as number;
}

describe('defaults for new schedules', () => {
  it('are read by teachers, written by admins, checked, audited, and kept per school', async () => {
    const first = await call('GET', '/api/exams/platform/settings', { token: teacher });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ defaultDurationMinutes: 90, resultsShown: true, allowedPlatforms: ['portal', 'app', 'seb'], canEdit: false });
    const next = {
      defaultDurationMinutes: 120,
      defaultShuffleQuestions: false,
      defaultShuffleOptions: true,
      defaultResultVisibility: 'never',
      defaultTokenRequired: false,
      defaultRecordLeave: false,
    };
    expect((await put('/api/exams/platform/settings/defaults', teacher, next)).status).toBe(403);
    expect((await put('/api/exams/platform/settings/defaults', null, next)).status).toBe(401);
    const bad = await put('/api/exams/platform/settings/defaults', admin, { ...next, defaultDurationMinutes: 0, defaultResultVisibility: 'kapan-kapan' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.defaultDurationMinutes).toEqual(['Minimal 1 menit.']);
    expect(bad.body.errors.defaultResultVisibility).toBeDefined();
    const saved = await put('/api/exams/platform/settings/defaults', admin, next);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...next, canEdit: true });
    expect((await call('GET', '/api/exams/platform/settings', { token: teacher })).body.defaultDurationMinutes).toBe(120);
    // Another school keeps its own defaults.
    expect((await call('GET', '/api/exams/platform/settings', { token: otherAdmin })).body.defaultDurationMinutes).toBe(90);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'exam_school_settings'), eq(auditLog.action, 'update_defaults')));
    expect(audits.at(-1)?.after).toMatchObject({ defaultDurationMinutes: 120 });
    expect((await call('GET', '/api/exams/platform/settings', { token: student })).status).toBe(403);
  });
});

describe('Tampilkan Hasil Ujian', () => {
  it('hides every score from students while off, with the reason, and shows them again', async () => {
    const attemptId = await openExam();
    const url = `/api/exams/attempts/${attemptId}`;
    await call('POST', `${url}/start`, { token: student, body: {} });
    expect((await call('POST', `${url}/finish`, { token: student, body: {} })).body.status).toBe('finished');
    const mine = async () => (await call('GET', '/api/exams/mine', { token: student })).body.data.find((e: { attemptId: number }) => e.attemptId === attemptId);
    expect((await mine()).grade).toEqual(expect.any(Number));
    expect((await call('GET', url, { token: student })).body.result).not.toBeNull();

    const before = (await call('GET', '/api/exams/platform/settings', { token: admin })).body.affectedSchedules;
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await put('/api/exams/platform/settings/results', teacher, { resultsShown: false })).status).toBe(403);
    expect((await put('/api/exams/platform/settings/results', admin, { resultsShown: 'tidak' })).status).toBe(422);
    const off = await put('/api/exams/platform/settings/results', admin, { resultsShown: false });
    expect(off.body).toMatchObject({ resultsShown: false, affectedSchedules: before });
    expect(await mine()).toMatchObject({ grade: null, resultNote: 'Hasil ujian sedang tidak ditampilkan oleh sekolah.' });
    expect((await call('GET', url, { token: student })).body).toMatchObject({ result: null, resultNote: 'Hasil ujian sedang tidak ditampilkan oleh sekolah.' });
    // Only this school's students are affected.
    expect((await call('GET', '/api/exams/platform/settings', { token: otherAdmin })).body.resultsShown).toBe(true);

    expect((await put('/api/exams/platform/settings/results', admin, { resultsShown: true })).body.resultsShown).toBe(true);
    expect(await mine()).toMatchObject({ grade: expect.any(Number), resultNote: null });
    expect((await call('GET', url, { token: student })).body.result.grade).toEqual(expect.any(Number));
  });
});

describe('ways in', () => {
  it('refuses a way the school closed, naming the ways it accepts, and keeps at least one open', async () => {
    const attemptId = await openExam();
    const url = `/api/exams/attempts/${attemptId}`;
    const link = (await call('POST', `${url}/link`, { token: student })).body;
    const viaApp = { 'x-exam-link': `${link.expires}.${link.signature}` };

    const none = await put('/api/exams/platform/settings/ways', admin, { allowedPlatforms: [] });
    expect(none.status).toBe(422);
    expect(none.body.errors.allowedPlatforms).toEqual(['Minimal satu jalur masuk harus tetap aktif.']);
    expect((await put('/api/exams/platform/settings/ways', admin, { allowedPlatforms: ['portal', 'bluetooth'] })).status).toBe(422);
    expect((await put('/api/exams/platform/settings/ways', teacher, { allowedPlatforms: ['app'] })).status).toBe(403);

    expect((await put('/api/exams/platform/settings/ways', admin, { allowedPlatforms: ['app'] })).body.allowedPlatforms).toEqual(['app']);
    const refused = await call('POST', `${url}/start`, { token: student, body: {} });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Sekolah menutup jalur masuk ini untuk ujian. Ujian hanya dapat dikerjakan lewat Aplikasi sekolah.');
    // A browser's user agent changes nothing; what the request carries does.
    expect((await call('GET', url, { token: student, headers: { 'user-agent': 'SekolahApp/2.0 Android' } })).status).toBe(403);
    expect((await call('POST', `${url}/start`, { headers: viaApp, body: {} })).status).toBe(200);

    // Safe Exam Browser only: a hash of the school's whitelisted key opens it, a bare SEB header does not.
    expect((await put('/api/exams/platform/settings/ways', admin, { allowedPlatforms: ['seb', 'app'] })).status).toBe(200);
    expect((await call('GET', url, { token: student, headers: { 'x-safeexambrowser-configkeyhash': 'c'.repeat(64) } })).body.message).toMatch(
      /lewat Aplikasi sekolah atau Safe Exam Browser\.$/,
    );
    const hash = sebHash(`http://localhost:80${url}`, DEMO_SEB_CONFIG_KEY);
    expect((await call('GET', url, { token: student, headers: { 'x-safeexambrowser-configkeyhash': hash } })).status).toBe(200);

    await put('/api/exams/platform/settings/ways', admin, { allowedPlatforms: ['portal', 'app', 'seb'] });
    expect((await call('GET', url, { token: student })).status).toBe(200);
  });
});

describe('whitelisted apps', () => {
  // The resource engine's list exam-allowed-apps: tests/resources/contract.test.ts covers its create, edit,
  // delete, audit, other school (404) and refusals (403); here are the rules of the keys and who may write.
  const appsUrl = '/api/resources/exam-allowed-apps';
  const key = (c: string) => c.repeat(64);
  const app = { name: 'Exam Browser Tablet', platform: 'android', config_key: key('d'), browser_exam_key: '', active: true, notes: 'Tablet kelas X' };

  it('are checked, read by teachers and written by admins only', async () => {
    const bad = await call('POST', appsUrl, { token: admin, body: { ...app, name: '', platform: 'linux', config_key: 'zz', browser_exam_key: '' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: ['Wajib diisi.'],
      platform: ['Pilih salah satu pilihan yang tersedia.'],
      config_key: ['Harus 64 karakter heksadesimal (0-9, a-f).'],
    });
    const noKey = await call('POST', appsUrl, { token: admin, body: { ...app, config_key: '', browser_exam_key: null } });
    expect(noKey.status).toBe(422);
    expect(noKey.body.errors.config_key).toEqual(['Isi Config Key atau Browser Exam Key.']);
    expect((await call('POST', appsUrl, { token: teacher, body: app })).status).toBe(403);
    expect((await call('POST', appsUrl, { body: app })).status).toBe(401);

    const created = await call('POST', appsUrl, { token: admin, body: { ...app, config_key: key('D') } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = await call('GET', `${appsUrl}?per_page=100`, { token: teacher });
    expect(list.status).toBe(200);
    expect(list.body.data.find((a: { id: number }) => a.id === created.body.data.id)).toMatchObject({
      name: app.name,
      config_key: key('d'),
      browser_exam_key: null,
      active: true,
    });
    const id = created.body.data.id;
    expect((await put(`${appsUrl}/${id}`, teacher, app)).status).toBe(403);
    expect((await call('DELETE', `${appsUrl}/${id}`, { token: teacher })).status).toBe(403);
    expect((await call('DELETE', `${appsUrl}/${id}`, { token: admin })).status).toBe(200);
    const actions = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'exam-allowed-apps'), eq(auditLog.recordId, String(id))))
    ).map((a) => a.action);
    expect(actions).toEqual(['create', 'delete']);
  });

  it('open a schedule that requires Safe Exam Browser besides its own keys, while active', async () => {
    const ownKey = key('a');
    const attemptId = await openExam({ sebRequired: true, sebConfigKeys: [ownKey] });
    const url = `/api/exams/attempts/${attemptId}`;
    const full = `http://localhost:80${url}`;
    const withBek = (bek: string) => ({ token: student, headers: { 'x-safeexambrowser-requesthash': sebHash(full, bek) } });
    const tablet = await call('POST', appsUrl, { token: admin, body: { ...app, config_key: null, browser_exam_key: key('e') } });
    expect(tablet.status).toBe(201);
    expect((await call('GET', url, { token: student })).status).toBe(403);
    expect((await call('GET', url, { token: student, headers: { 'x-safeexambrowser-configkeyhash': sebHash(full, ownKey) } })).status).toBe(200);
    expect((await call('GET', url, { token: student, headers: { 'x-safeexambrowser-configkeyhash': sebHash(full, DEMO_SEB_CONFIG_KEY) } })).status).toBe(200);
    expect((await call('GET', url, withBek(key('e')))).status).toBe(200);
    expect((await call('GET', url, withBek(key('f')))).status).toBe(403);
    // A key given as a Browser Exam Key does not count as a Config Key.
    expect((await call('GET', url, { token: student, headers: { 'x-safeexambrowser-configkeyhash': sebHash(full, key('e')) } })).status).toBe(403);
    // Switched off: refused at once, though the schedule (with the school's keys) was cached by the reads above.
    expect((await put(`${appsUrl}/${tablet.body.data.id}`, admin, { active: false })).status).toBe(200);
    const refused = await call('GET', url, withBek(key('e')));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Safe Exam Browser/);
  });
});
