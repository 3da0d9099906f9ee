import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { client } from '../exams/exam-api-helpers.ts';

/** One rule for times (issue 12): the school's zone decides its days, whatever the device's zone is. */
let t: TestApp;
let call: ReturnType<typeof client>;
let admin: string;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  admin = (await t.signIn('admin@demo.sch.id')).token;
  teacher = (await t.signIn('guru@demo.sch.id')).token;
});
afterAll(() => t.close());

const setZone = async (zone: string) =>
  (
    await t.app.inject({
      method: 'PUT',
      url: '/api/resources/general-settings/current',
      headers: { authorization: `Bearer ${admin}` },
      payload: { time_zone: zone },
    })
  ).statusCode;
const statusIds = async (date: string) =>
  ((await call('GET', `/api/exams/platform/status?date=${date}`, { token: teacher })).body.data as { id: number }[]).map((s) => s.id);

describe("the session's school and its zone", () => {
  it('answers the school and its zone, and needs a session', async () => {
    const res = await call('GET', '/api/session/school', { token: teacher });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ school_name: 'SMK Demo Nusantara', time_zone: 'Asia/Jakarta' });
    expect((await call('GET', '/api/session/school')).status).toBe(401);
  });

  it('counts an exam late on a WIB evening on the next day once the school keeps WIT', async () => {
    const options = (await call('GET', '/api/exams/options', { token: teacher })).body;
    const questionIds = (await call('GET', '/api/exams/questions?perPage=100', { token: teacher })).body.data.map((q: { id: number }) => q.id);
    // 23.30–23.50 WIB on 1 December 2026 is 01.30–01.50 WIT on 2 December.
    const created = await call('POST', '/api/exams/schedules', {
      token: teacher,
      body: {
        kind: 'school',
        title: 'Ujian Larut Malam',
        startsAt: '2026-12-01T16:30:00.000Z',
        endsAt: '2026-12-01T16:50:00.000Z',
        durationMinutes: 20,
        sectionIds: [options.sections[0].id],
        selection: { mode: 'fixed', questionIds },
        token: null,
      },
    });
    expect(created.status).toBe(200);
    const id = created.body.id as number;
    expect(await statusIds('2026-12-01')).toContain(id);
    expect(await statusIds('2026-12-02')).not.toContain(id);

    expect(await setZone('Asia/Jayapura')).toBe(200);
    expect((await call('GET', '/api/session/school', { token: teacher })).body.time_zone).toBe('Asia/Jayapura');
    expect(await statusIds('2026-12-01')).not.toContain(id);
    expect(await statusIds('2026-12-02')).toContain(id);
    await setZone('Asia/Jakarta');
  });
});
