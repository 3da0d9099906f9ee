import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** Piket (issue 16): rosters kept by the office and the homeroom teacher, the duty officer's daily log, its recap. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let guru: string;
let siswa: string;
let ortu: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, guru, siswa, ortu] = await Promise.all(
    ['admin@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

/** The latest date on or before today (UTC) that falls on the weekday (1 = Senin). */
const lastWeekday = (weekday: number) => {
  const d = new Date(Date.now() - 86_400_000);
  while (((d.getUTCDay() + 6) % 7) + 1 !== weekday) d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

describe('duty rosters', () => {
  it('shows the teachers roster, lets the office change it and nobody else', async () => {
    const mine = (await call('GET', '/api/duty/roster?kind=teacher', guru)).body;
    expect(mine.myDays).toEqual([1, 4]);
    expect(mine.canEdit).toBe(false);
    const office = (await call('GET', '/api/duty/roster?kind=teacher', admin)).body;
    expect(office.days[0].people.length).toBe(2);
    const teacher = office.candidates.find((c: { id: number }) => !office.days[5].people.some((p: { id: number }) => p.id === c.id));
    const added = await call('POST', '/api/duty/roster', admin, { kind: 'teacher', weekday: 6, userId: teacher.id });
    expect(added.status).toBe(201);
    expect((await call('POST', '/api/duty/roster', admin, { kind: 'teacher', weekday: 6, userId: teacher.id })).status).toBe(409);
    expect((await call('POST', '/api/duty/roster', admin, { kind: 'teacher', weekday: 7, userId: teacher.id })).status).toBe(422);
    expect((await call('POST', '/api/duty/roster', guru, { kind: 'teacher', weekday: 5, userId: teacher.id })).status).toBe(403);
    expect((await call('DELETE', `/api/duty/roster/${added.body.id}`, guru)).status).toBe(403);
    expect((await call('DELETE', `/api/duty/roster/${added.body.id}`, admin)).status).toBe(200);
    expect((await call('GET', '/api/duty/roster?kind=teacher', siswa)).status).toBe(403);
  });

  it('gives the student their class roster and the homeroom teacher the keeping of it', async () => {
    const own = (await call('GET', '/api/duty/roster?kind=student', siswa)).body;
    expect(own.myDays).toEqual([2]);
    expect(own.canEdit).toBe(false);
    expect((await call('GET', `/api/duty/roster?kind=student&sectionId=${own.section.id + 1}`, siswa)).status).toBe(404);
    const homeroom = (await call('GET', `/api/duty/roster?kind=student&sectionId=${own.section.id}`, guru)).body;
    expect(homeroom.canEdit).toBe(true);
    const other = homeroom.candidates.at(-1);
    expect((await call('POST', '/api/duty/roster', guru, { kind: 'student', weekday: 6, userId: other.id, sectionId: own.section.id })).status).toBe(201);
    expect((await call('POST', '/api/duty/roster', guru, { kind: 'student', weekday: 6, userId: other.id, sectionId: own.section.id + 1 })).status).toBe(403);
    expect((await call('GET', '/api/duty/roster?kind=student', ortu)).status).toBe(403);
  });
});

describe('the duty log', () => {
  it('lets the office and the teacher on duty write the day, refuses the future and the others', async () => {
    const today = (await call('GET', '/api/duty/log', admin)).body;
    expect(today.canWrite).toBe(true);
    const students = (await call('GET', '/api/duty/roster?kind=student', siswa)).body.days.flatMap((d: { people: { id: number }[] }) => d.people);
    const late = await call('POST', '/api/duty/log/entries', admin, {
      date: today.date,
      kind: 'late',
      personId: students[0].id,
      atTime: '07:25',
      description: 'Bangun kesiangan.',
    });
    expect(late.status).toBe(201);
    expect((await call('POST', '/api/duty/log/entries', admin, { date: today.date, kind: 'late', description: 'tanpa siswa' })).body.errors).toHaveProperty(
      'personId',
    );
    expect(
      (await call('POST', '/api/duty/log/entries', admin, { date: today.date, kind: 'late', personId: students[0].id, atTime: '7 pagi', description: 'x' }))
        .status,
    ).toBe(422);
    expect((await call('POST', '/api/duty/log/entries', admin, { date: '2999-01-04', kind: 'incident', description: 'x' })).status).toBe(422);
    expect((await call('PUT', '/api/duty/log', admin, { date: today.date, summary: 'Tertib.' })).status).toBe(200);
    const after = (await call('GET', `/api/duty/log?date=${today.date}`, guru)).body;
    expect(after.entries.find((e: { atTime: string }) => e.atTime === '07.25')).toBeTruthy();
    expect(after.summary).toBe('Tertib.');
    const tuesday = lastWeekday(2);
    expect((await call('POST', '/api/duty/log/entries', guru, { date: tuesday, kind: 'incident', description: 'x' })).status).toBe(403);
    expect((await call('POST', '/api/duty/log/entries', guru, { date: lastWeekday(1), kind: 'incident', description: 'Lampu kelas mati.' })).status).toBe(201);
    expect((await call('GET', '/api/duty/log', siswa)).status).toBe(403);
  });

  it('recaps the school days of a period per day and per officer', async () => {
    const recap = (await call('GET', '/api/duty/recap', admin)).body;
    expect(recap.days.length).toBeGreaterThan(5);
    expect(recap.days.every((d: { officers: string[] }) => d.officers.length >= 1)).toBe(true);
    expect(recap.officers.some((o: { filled: number }) => o.filled > 0)).toBe(true);
    expect((await call('GET', '/api/duty/recap?from=2026-01-10&to=2026-01-01', admin)).status).toBe(422);
  });
});
