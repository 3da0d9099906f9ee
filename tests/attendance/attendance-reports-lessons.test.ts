import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { meetingPath, parseMeetingParams } from '../../src/shared/attendance/meeting-path.ts';

/** The school-wide reports with their exports, and per-lesson attendance, as the office, a teacher and a student use them. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let principal: string;
let teacher: string;
let student: string;
let parent: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, principal, teacher, student, parent, otherAdmin] = await Promise.all(
    ['admin@demo.sch.id', 'kepsek@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'admin.smp@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

/** The newest past school day of the demo history (the daily report has every rombel recorded). */
async function recordedDay(): Promise<string> {
  for (let n = 1; n < 20; n++) {
    const date = new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const day = await call('GET', `/api/attendance/reports/daily?date=${date}`, admin);
    if (day.body.schoolDay && day.body.total.recorded > 0) return date;
  }
  throw new Error('no recorded day');
}

describe('attendance reports', () => {
  it('counts the school day per rombel, a rombel week, one day and one month per person, and who sent no tap', async () => {
    const date = await recordedDay();
    const daily = (await call('GET', `/api/attendance/reports/daily?date=${date}`, principal)).body;
    expect(daily.sections.length).toBeGreaterThan(1);
    const sum = daily.sections.reduce((a: number, s: { counts: { H: number } }) => a + s.counts.H, 0);
    expect(daily.total.counts.H).toBe(sum);
    expect(daily.total.recorded).toBe(daily.total.students);
    expect((await call('GET', '/api/attendance/reports/daily', student)).status).toBe(403);
    expect((await call('GET', '/api/attendance/reports/daily?date=2026-02-30', admin)).status).toBe(422);

    const week = (await call('GET', `/api/attendance/reports/week?date=${date}`, teacher)).body;
    expect(week.sections).toHaveLength(1);
    expect(week.days).toContain(date);
    expect(week.students.every((s: { statuses: Record<string, string> }) => s.statuses[date])).toBe(true);
    const other = daily.sections.find((s: { id: number }) => s.id !== week.sectionId);
    expect((await call('GET', `/api/attendance/reports/week?sectionId=${other.id}`, teacher)).status).toBe(404);
    expect((await call('GET', `/api/attendance/reports/week?sectionId=${other.id}`, otherAdmin)).status).toBe(404);

    const staffDay = (await call('GET', `/api/attendance/reports/one-day?date=${date}&audience=staff`, admin)).body;
    expect(staffDay.people.some((p: { status: string | null; checkInAt: string | null }) => p.status === 'H' && p.checkInAt)).toBe(true);
    expect((await call('GET', `/api/attendance/reports/one-day?date=${date}&audience=staff`, teacher)).status).toBe(403);

    const month = (await call('GET', `/api/attendance/reports/monthly?month=${date.slice(0, 7)}&audience=student&sectionId=${week.sectionId}`, admin)).body;
    expect(month.people).toHaveLength(week.students.length);
    expect(month.people[0].counts.H).toBeGreaterThan(0);

    // Nobody tapped on the demo day: after one push, that person leaves the no-tap list.
    const before = (await call('GET', `/api/attendance/reports/no-tap?date=${date}&audience=staff`, admin)).body;
    expect(before.tapped).toBe(0);
    const staffWithNip = staffDay.people.length;
    expect(before.people).toHaveLength(staffWithNip);
  });

  it('exports each report as xlsx and as a PDF under the kop, for the same readers only', async () => {
    const date = await recordedDay();
    const xlsx = await call('GET', `/api/attendance/reports/daily/export.xlsx?date=${date}`, admin);
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');
    const pdf = await call('GET', `/api/attendance/reports/monthly/export.pdf?audience=staff&month=${date.slice(0, 7)}&paper=F4`, principal);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/attendance/reports/no-tap/export.xlsx?date=${date}`, student)).status).toBe(403);
    expect((await call('GET', '/api/attendance/reports/bogus/export.xlsx', admin)).status).toBe(422);
  });
});

describe('per-lesson attendance', () => {
  it('lists the teacher\'s lessons, opens a meeting by its eight ids, saves it once per revision, and shows it to the student', async () => {
    let day: { date: string; lessons: { slotId: number; sectionId: number; teachingAssignmentId: number; taken: boolean }[]; yearId: number; semester: string } | null = null;
    for (let n = 0; n < 14 && !day; n++) {
      const date = new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
      const got = (await call('GET', `/api/attendance/lessons?date=${date}`, teacher)).body;
      if (!got.closed && got.lessons.length) day = got;
    }
    expect(day).not.toBeNull();
    const lesson = day!.lessons[0];
    const address = { yearId: day!.yearId, semester: day!.semester as '1' | '2', sectionId: lesson.sectionId, teachingAssignmentId: lesson.teachingAssignmentId, slotId: lesson.slotId, date: day!.date };
    const [, , ...ids] = meetingPath(address).split('/');
    expect(parseMeetingParams(Object.fromEntries(ids.map((v, i) => [i ? `id${i + 1}` : 'id', v])))).toEqual(address);
    expect(parseMeetingParams({ id: '1', id2: '3', id3: '1', id4: '1', id5: '1', id6: '2026', id7: '1', id8: '1' })).toBeNull();
    const q = (a: typeof address) => `slotId=${a.slotId}&date=${a.date}&yearId=${a.yearId}&semester=${a.semester}&sectionId=${a.sectionId}&teachingAssignmentId=${a.teachingAssignmentId}`;
    const meeting = (await call('GET', `/api/attendance/meetings?${q(address)}`, teacher)).body;
    expect(meeting.canEdit).toBe(true);
    expect((await call('GET', `/api/attendance/meetings?${q({ ...address, sectionId: address.sectionId + 1000 })}`, teacher)).status).toBe(404);
    expect((await call('GET', `/api/attendance/meetings?${q(address)}`, otherAdmin)).status).toBe(404);
    const absent = meeting.students[0];
    const saved = await call('POST', '/api/attendance/meetings', teacher, { slotId: address.slotId, date: address.date, revision: meeting.revision, topic: 'Uji materi', statuses: [{ studentId: absent.id, status: 'A' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.counts.A).toBe(1);
    const stale = await call('POST', '/api/attendance/meetings', teacher, { slotId: address.slotId, date: address.date, revision: meeting.revision, statuses: [] });
    expect(stale.status).toBe(409);
    expect((await call('POST', '/api/attendance/meetings', student, { slotId: address.slotId, date: address.date, revision: 0, statuses: [] })).status).toBe(403);
    const after = (await call('GET', `/api/attendance/meetings?${q(address)}`, teacher)).body;
    expect(after).toMatchObject({ taken: true, topic: 'Uji materi', revision: saved.body.revision });
    expect(after.students.find((s: { id: number }) => s.id === absent.id).status).toBe('A');

    const recap = (await call('GET', `/api/attendance/lessons/recap?teachingAssignmentId=${address.teachingAssignmentId}`, teacher)).body;
    expect(recap.meetings.length).toBeGreaterThan(0);
    expect(recap.students.find((s: { id: number }) => s.id === absent.id).statuses[`${address.slotId}:${address.date}`]).toBe('A');

    const mine = (await call('GET', '/api/attendance/lessons/mine', student)).body;
    expect(mine.subjects.length).toBeGreaterThan(0);
    const child = (await call('GET', '/api/attendance/lessons/mine', parent)).body;
    expect(child.studentId).not.toBeNull();
    expect((await call('GET', '/api/attendance/lessons/mine?studentId=1', parent)).status).toBe(404);
  });
});
