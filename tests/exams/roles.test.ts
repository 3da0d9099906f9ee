import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { DEMO_ACCOUNTS } from '../../src/server/db/seed/demo-accounts.ts';
import { auditLog } from '../../src/server/db/schema/audit.ts';
import { users } from '../../src/server/db/schema/users.ts';
import { examSchedules } from '../../src/server/db/schema/exams.ts';
import { schools } from '../../src/server/db/schema/schools.ts';
import { EXAM_ROUTE_RIGHTS, examAllows } from '../../src/shared/exams/permissions.ts';
import { USER_TYPE_IDS } from '../../src/shared/user-types.ts';
import { client, hoursFromNow, makeUser } from './exam-api-helpers.ts';

/**
 * Issue 11.5 and 11.6: who may set passwords, read open exams' keys and change another course's exam things,
 * and every body reference checked against the session's school. Seeded once; sessions reused.
 */
let t: TestApp;
let call: ReturnType<typeof client>;
const tokens: Record<string, string> = {};
let otherGuru: string;
let sectionId: number;
let questionIds: number[];
let openSchedule: number;
let openAttempt: number;

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  for (const a of DEMO_ACCOUNTS) tokens[a.userTypeId] = (await t.signIn(a.email)).token;
  await makeUser(t, 'guru.lain@demo.sch.id', '3', 'demo-smk');
  otherGuru = (await t.signIn('guru.lain@demo.sch.id', 'rahasia123')).token;
  const options = (await call('GET', '/api/exams/options', { token: tokens['3'] })).body;
  sectionId = options.sections[0].id;
  questionIds = (await call('GET', '/api/exams/questions?perPage=5', { token: tokens['3'] })).body.data.map((q: { id: number }) => q.id);
  const saved = await call('POST', '/api/exams/schedules', { token: tokens['3'], body: schedule() });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  openSchedule = saved.body.id;
  const monitor = await call('GET', `/api/exams/schedules/${openSchedule}/monitor`, { token: tokens['3'] });
  openAttempt = monitor.body.students[0].attemptId;
});
afterAll(() => t.close());

function schedule(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'school',
    title: 'Ulangan Peran',
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(2),
    durationMinutes: 60,
    sectionIds: [sectionId],
    selection: { mode: 'fixed', questionIds },
    token: 'ABC123',
    shuffleQuestions: true,
    shuffleOptions: true,
    resultVisibility: 'after_finish',
    ...overrides,
  };
}

describe('passwords of other people', () => {
  it('lets only the admin set them; the change is audited, ends the sessions and is shown to the person', async () => {
    const [guru] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'guru@demo.sch.id'));
    const put = (token: string, body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/resources/teachers/${guru.id}`, headers: { authorization: `Bearer ${token}` }, payload: body });
    const byStaff = await put(tokens['9'], { password: 'PasswordTU123' });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().message).toMatch(/admin sekolah/);
    // The office still keeps the teacher's data, without a password.
    expect((await put(tokens['9'], { full_name: 'Budi Santoso, S.Pd. (Demo)' })).statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/resources/teachers',
      headers: { authorization: `Bearer ${tokens['9']}` },
      payload: { full_name: 'Guru Baru TU', email: 'guru.baru.tu@demo.sch.id', gender: 'L', password: 'PasswordTU123' },
    });
    expect(created.statusCode).toBe(403);
    expect((await t.signIn('guru@demo.sch.id')).token).toBeTruthy();

    const before = (await call('GET', '/api/profile', { token: otherGuru })).body.data;
    expect(before.password_set_by_admin_at).toBeNull();
    const [other] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'guru.lain@demo.sch.id'));
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/resources/teachers/${other.id}`,
      headers: { authorization: `Bearer ${tokens['2']}` },
      payload: { password: 'SandiBaru2026', gender: 'L' },
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'account_password'), eq(auditLog.recordId, String(other.id))));
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail[0])).not.toMatch(/SandiBaru2026/);
    const fresh = (await t.signIn('guru.lain@demo.sch.id', 'SandiBaru2026')).token;
    expect((await call('GET', '/api/profile', { token: fresh })).body.data.password_set_by_admin_at).toEqual(expect.any(String));
    otherGuru = fresh;
  });
});

describe('answer keys of an exam that is not finished', () => {
  it('open only to the question owners and the admin; others read them once the exam has ended', async () => {
    const q = questionIds[0];
    expect((await call('GET', `/api/exams/questions/${q}`, { token: tokens['3'] })).status).toBe(200);
    expect((await call('GET', `/api/exams/questions/${q}`, { token: tokens['2'] })).status).toBe(200);
    for (const token of [tokens['4'], tokens['13'], otherGuru]) {
      const res = await call('GET', `/api/exams/questions/${q}`, { token });
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Kunci jawaban/);
      expect((await call('GET', `/api/exams/attempts/${openAttempt}/review`, { token })).status).toBe(403);
      expect((await call('GET', `/api/exams/records/attempts/${openAttempt}/detail?scheduleId=${openSchedule}`, { token })).status).toBe(403);
    }
    expect((await call('GET', `/api/exams/questions/${q}`, { token: tokens['9'] })).status).toBe(403);
    expect((await call('GET', `/api/exams/attempts/${openAttempt}/review`, { token: tokens['3'] })).status).toBe(200);

    await t.database.db
      .update(examSchedules)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(examSchedules.id, openSchedule));
    expect((await call('GET', `/api/exams/attempts/${openAttempt}/review`, { token: tokens['4'] })).status).toBe(200);
    await t.database.db
      .update(examSchedules)
      .set({ endsAt: new Date(Date.now() + 3600_000) })
      .where(eq(examSchedules.id, openSchedule));
  });
});

describe('teachers change only their own courses', () => {
  it('refuses another teacher on the questions, schedules and attempts of a course they do not teach', async () => {
    const q = questionIds[1];
    const one = (await call('GET', `/api/exams/questions/${q}`, { token: tokens['3'] })).body;
    const refused = [
      await call('POST', '/api/exams/questions', { token: otherGuru, body: { id: q, courseId: one.courseId, grade: one.grade, content: one.content } }),
      await call('DELETE', `/api/exams/questions/${q}`, { token: otherGuru }),
      await call('POST', '/api/exams/schedules', { token: otherGuru, body: schedule({ id: openSchedule }) }),
      await call('DELETE', `/api/exams/schedules/${openSchedule}`, { token: otherGuru }),
      await call('POST', `/api/exams/schedules/${openSchedule}/token`, { token: otherGuru }),
      await call('POST', `/api/exams/attempts/${openAttempt}/reset`, { token: otherGuru }),
      await call('POST', `/api/exams/attempts/${openAttempt}/block`, { token: otherGuru, body: {} }),
      await call('POST', `/api/exams/attempts/${openAttempt}/force-finish`, { token: otherGuru }),
    ];
    for (const res of refused) {
      expect(res.status, JSON.stringify(res.body)).toBe(403);
      expect(res.body.message).toMatch(/guru pengampu/);
    }
    // The kepala sekolah is no exam manager; the owner and the admin are.
    expect((await call('POST', `/api/exams/attempts/${openAttempt}/block`, { token: tokens['4'], body: {} })).status).toBe(403);
    expect((await call('POST', `/api/exams/attempts/${openAttempt}/block`, { token: tokens['3'], body: {} })).status).toBe(200);
    expect((await call('POST', `/api/exams/attempts/${openAttempt}/unblock`, { token: tokens['2'] })).status).toBe(200);
    // What a teacher writes is theirs, whatever its course.
    const mine = await call('POST', '/api/exams/schedules', { token: otherGuru, body: schedule({ title: 'Milik guru lain' }) });
    expect(mine.status).toBe(200);
    expect((await call('DELETE', `/api/exams/schedules/${mine.body.id}`, { token: otherGuru })).status).toBe(200);
  });
});

describe('references in a body', () => {
  it('refuses a parent schedule of another school or one that does not exist, with a field message', async () => {
    const [school] = await t.database.db.select({ id: schools.id }).from(schools).where(eq(schools.slug, 'demo-sd'));
    const [year] = await t.database.db.select({ y: examSchedules.academicYearId }).from(examSchedules).limit(1);
    const [foreign] = await t.database.db
      .insert(examSchedules)
      .values({
        schoolId: school.id,
        academicYearId: year.y,
        kind: 'school',
        title: 'Rahasia sekolah lain',
        startsAt: new Date(),
        endsAt: new Date(),
        durationMinutes: 10,
        selection: { mode: 'fixed', questionIds: [] },
      })
      .returning({ id: examSchedules.id });
    for (const parentId of [foreign.id, 999999]) {
      const res = await call('POST', '/api/exams/schedules', { token: tokens['3'], body: schedule({ kind: 'remedial', parentId }) });
      expect(res.status).toBe(422);
      expect(res.body.errors.parentId[0]).toMatch(/tidak ditemukan/);
    }
    const remedials = await call('GET', '/api/exams/remedials', { token: tokens['3'] });
    expect(JSON.stringify(remedials.body)).not.toMatch(/Rahasia sekolah lain/);
    const badCourse = await call('POST', '/api/exams/questions', {
      token: tokens['3'],
      body: { courseId: 999999, content: { type: 'essay', prompt: 'Jelaskan.', weight: 1, scoring: 'all_or_nothing' } },
    });
    expect(badCourse.body.errors.courseId).toBeDefined();
  });

  it('refuses options that clean to nothing instead of storing them empty', async () => {
    const res = await call('POST', '/api/exams/questions', {
      token: tokens['3'],
      body: {
        content: {
          type: 'single_choice',
          prompt: 'Pilih satu.',
          weight: 1,
          scoring: 'all_or_nothing',
          key: 'a',
          options: [
            { id: 'a', html: 'Benar' },
            { id: 'b', html: '<script>alert(1)</script>' },
            { id: 'c', html: '<img src="x" onerror="y">' },
          ],
        },
      },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['content.options.1.html', 'content.options.2.html']);
    expect(res.body.errors['content.options.1.html'][0]).toMatch(/kosong/);
  });
});

describe('role matrix, generated from the permissions table', () => {
  it('every exam call answers each user type as the table says: allowed, or 403/404', async () => {
    const wrong: string[] = [];
    for (const [route, action] of Object.entries(EXAM_ROUTE_RIGHTS)) {
      const [method, path] = route.split(' ');
      const url = path.replace(':id', '999999');
      for (const type of USER_TYPE_IDS) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { authorization: `Bearer ${tokens[type]}` },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = examAllows(action, type);
        const ok = res.statusCode < 500 && (allowed ? res.statusCode !== 403 : res.statusCode === 403 || res.statusCode === 404);
        if (!ok) wrong.push(`${route} as ${type}: ${res.statusCode} (table: ${allowed ? 'allowed' : 'refused'})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('the table lists every staff and student exam call the API registers', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const dir = 'src/server/api';
    const signed = /^(GET|POST) \/api\/exams\/attempts\/:id(\/(start|answers|finish|events|link))?$/;
    const missing: string[] = [];
    for (const file of (await readdir(dir)).filter((f) => f.startsWith('exams'))) {
      const text = await readFile(`${dir}/${file}`, 'utf8');
      const base = /const base = '([^']+)'/.exec(text)?.[1] ?? '';
      for (const m of text.matchAll(/method: '([A-Z]+)',\s*url: [`']([^`']+)[`']/g)) {
        const route = `${m[1]} ${m[2].replace('${base}', base)}`;
        if (route.includes('questions-template') || signed.test(route)) continue;
        if (!EXAM_ROUTE_RIGHTS[route]) missing.push(route);
      }
    }
    expect(missing).toEqual([]);
  });
});
