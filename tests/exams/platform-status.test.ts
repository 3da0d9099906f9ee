import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { client, hoursFromNow } from './exam-api-helpers.ts';

/** monitoring/examination_status: the school's exams of a day, with their participants by state. */
let t: TestApp;
let call: ReturnType<typeof client>;
let teacher: string;
let student: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
  otherAdmin = (await t.signIn('admin.smp@demo.sch.id')).token;
});
afterAll(() => t.close());

const wibDate = (iso: string) => new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10);

describe('school-wide exam status', () => {
  it('counts every schedule open on the day by state, and leaves out other days and schools', async () => {
    const options = (await call('GET', '/api/exams/options', { token: teacher })).body;
    const questionIds = (await call('GET', '/api/exams/questions?perPage=100', { token: teacher })).body.data.map((q: { id: number }) => q.id);
    const make = async (title: string, startsAt: string, endsAt: string) =>
      (
        await call('POST', '/api/exams/schedules', {
          token: teacher,
          body: {
            kind: 'school',
            title,
            startsAt,
            endsAt,
            durationMinutes: 60,
            sectionIds: [options.sections[0].id],
            selection: { mode: 'fixed', questionIds },
            token: null,
          },
        })
      ).body.id as number;
    const today = await make('Status Hari Ini', hoursFromNow(-1), hoursFromNow(1));
    const nextWeek = await make('Status Minggu Depan', hoursFromNow(24 * 7), hoursFromNow(24 * 7 + 2));
    const mine = (await call('GET', '/api/exams/mine', { token: student })).body.data.find((e: { scheduleId: number }) => e.scheduleId === today);
    await call('POST', `/api/exams/attempts/${mine.attemptId}/start`, { token: student, body: {} });

    const res = await call('GET', `/api/exams/platform/status?date=${wibDate(new Date().toISOString())}&offset=420`, { token: teacher });
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: number }) => s.id);
    expect(ids).toContain(today);
    expect(ids).not.toContain(nextWeek);
    const row = res.body.data.find((s: { id: number }) => s.id === today);
    expect(row.working).toBe(1);
    expect(row.participants).toBe(row.notStarted + row.working + row.finished + row.blocked);
    expect(row.lastActivityAt).not.toBeNull();

    const later = await call('GET', `/api/exams/platform/status?date=${wibDate(hoursFromNow(24 * 7 + 1))}`, { token: teacher });
    expect(later.body.data.map((s: { id: number }) => s.id)).toContain(nextWeek);
    expect((await call('GET', '/api/exams/platform/status', { token: otherAdmin })).body.data.map((s: { id: number }) => s.id)).not.toContain(today);
    expect((await call('GET', '/api/exams/platform/status?date=22-11-2026', { token: teacher })).status).toBe(422);
    expect((await call('GET', '/api/exams/platform/status', { token: student })).status).toBe(403);
    expect((await call('GET', '/api/exams/platform/status')).status).toBe(401);
  });
});
