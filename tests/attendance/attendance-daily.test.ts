import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { studentAbsenceRecap } from '../../src/server/attendance/absence-recap.ts';
import { schoolCalendar } from '../../src/server/attendance/calendar.ts';

/** The academic calendar, the homeroom teacher's daily attendance and the recaps, as each role uses them. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let teacher: string;
let student: string;
let parent: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, teacher, student, parent, otherAdmin] = await Promise.all(
    ['admin@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'admin.smp@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

/** A past school day of the demo history: the newest weekday at least `back` days ago that the sheet opens. */
async function pastSchoolDay(back: number): Promise<string> {
  for (let n = back; n < back + 20; n++) {
    const date = new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const sheet = await call('GET', `/api/attendance/daily?date=${date}`, teacher);
    if (sheet.status === 200 && !sheet.body.closed) return date;
  }
  throw new Error('no school day found');
}

describe('academic calendar', () => {
  it('holds the national holidays, counts effective days, and lets only the office add events', async () => {
    const aug = await call('GET', '/api/attendance/calendar?from=2026-08-01&to=2026-08-31', student);
    expect(aug.status).toBe(200);
    expect(aug.body.events.map((e: { title: string }) => e.title)).toContain('Hari Kemerdekaan Republik Indonesia');
    // August 2026 has 21 weekdays; the 17th (Monday) and the 25th (Tuesday) are holidays, the week is five days.
    expect(aug.body.schoolDaysPerWeek).toBe(5);
    expect(aug.body.effectiveDays).toBe(19);
    expect(aug.body.semesters.length).toBe(2);
    expect(aug.body.canEdit).toBe(false);

    const event = { title: 'Libur semester uji', startDate: '2026-08-03', endDate: '2026-08-07', kind: 'holiday' };
    expect((await call('POST', '/api/attendance/calendar', teacher, event)).status).toBe(403);
    const bad = await call('POST', '/api/attendance/calendar', admin, { ...event, endDate: '2026-08-01' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.endDate[0]).toContain('tidak boleh sebelum');
    const made = await call('POST', '/api/attendance/calendar', admin, event);
    expect(made.status).toBe(201);
    expect((await call('GET', '/api/attendance/calendar?from=2026-08-01&to=2026-08-31', admin)).body.effectiveDays).toBe(14);
    const calendar = await schoolCalendar(t.database.db, (await t.signIn('admin@demo.sch.id')).data.sd_school_id as number);
    expect(calendar.isSchoolDay('2026-08-04')).toBe(false);
    expect((await call('DELETE', `/api/attendance/calendar/${made.body.id}`, otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `/api/attendance/calendar/${made.body.id}`, admin)).status).toBe(200);
  });
});

describe('daily attendance', () => {
  it('starts everyone as Hadir, saves the taps in one call, merges two savers and refuses a clash', async () => {
    const date = await pastSchoolDay(1);
    const sheet = (await call('GET', `/api/attendance/daily?date=${date}`, teacher)).body;
    expect(sheet.sections.length).toBe(1);
    expect(sheet.students.length).toBeGreaterThan(20);
    // From the end of the list: siswa@ (Andi) keeps the demo history the recap test counts.
    const [a, b, c] = sheet.students.slice(-3);
    const first = await call('POST', '/api/attendance/daily', teacher, {
      sectionId: sheet.sectionId,
      date,
      revision: sheet.revision,
      changes: [{ studentId: a.id, status: 'S' }],
    });
    expect(first.status).toBe(200);
    // A second saver loaded the same revision: their other student merges, the same student set otherwise clashes.
    const second = await call('POST', '/api/attendance/daily', admin, {
      sectionId: sheet.sectionId,
      date,
      revision: sheet.revision,
      changes: [{ studentId: b.id, status: 'I' }],
    });
    expect(second.status).toBe(200);
    const clash = await call('POST', '/api/attendance/daily', admin, {
      sectionId: sheet.sectionId,
      date,
      revision: sheet.revision,
      changes: [{ studentId: a.id, status: 'A' }],
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(a.fullName);
    const after = (await call('GET', `/api/attendance/daily?sectionId=${sheet.sectionId}&date=${date}`, teacher)).body;
    const status = (id: number) => after.students.find((s: { id: number }) => s.id === id).status;
    expect([status(a.id), status(b.id), status(c.id)]).toEqual(['S', 'I', 'H']);
    expect(after.revision).toBe(second.body.revision);
  });

  it('refuses the wrong people, bad input, holidays and a locked month', async () => {
    const date = await pastSchoolDay(1);
    const sheet = (await call('GET', `/api/attendance/daily?date=${date}`, teacher)).body;
    const body = { sectionId: sheet.sectionId, date, revision: sheet.revision, changes: [] };
    expect((await call('POST', '/api/attendance/daily', student, body)).status).toBe(403);
    expect((await call('POST', '/api/attendance/daily', otherAdmin, body)).status).toBe(404);
    expect((await call('POST', '/api/attendance/daily', teacher, { ...body, changes: [{ studentId: sheet.students[0].id, status: 'X' }] })).status).toBe(422);
    const holiday = await call('POST', '/api/attendance/daily', teacher, { ...body, date: '2026-08-17' });
    expect(holiday.status).toBe(422);
    expect(holiday.body.message).toContain('Hari libur');
    const other = (await call('GET', '/api/attendance/daily', admin)).body.sections.find((s: { id: number }) => s.id !== sheet.sectionId);
    expect((await call('GET', `/api/attendance/daily?sectionId=${other.id}&date=${date}`, teacher)).status).toBe(403);

    const month = '2026-01';
    expect((await call('POST', '/api/attendance/daily/lock', teacher, { sectionId: sheet.sectionId, month })).status).toBe(200);
    const locked = await call('POST', '/api/attendance/daily', teacher, { ...body, date: '2026-01-05' });
    expect(locked.status).toBe(409);
  });

  it('gives the month recap per rombel, the student and parent their own record, and the rapor its S/I/A totals', async () => {
    const recap = await call('GET', '/api/attendance/recap', teacher);
    expect(recap.status).toBe(200);
    expect(recap.body.students.length).toBeGreaterThan(20);
    expect((await call('GET', '/api/attendance/recap', student)).status).toBe(403);

    const mine = await call('GET', '/api/attendance/mine', student);
    expect(mine.status).toBe(200);
    const child = await call('GET', '/api/attendance/mine', parent);
    expect(child.body.studentId).toBe(mine.body.studentId);
    expect(child.body.children.length).toBe(1);
    expect((await call('GET', '/api/attendance/mine', teacher)).status).toBe(403);

    const from = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const schoolId = (await t.signIn('siswa@demo.sch.id')).data.sd_school_id as number;
    const [totals] = await studentAbsenceRecap(t.database.db, schoolId, [mine.body.studentId], from, to);
    // The demo history gives siswa@ one Sakit, one Izin and one Alpa in the last four weeks.
    expect(totals).toMatchObject({ studentId: mine.body.studentId, sick: 1, permit: 1, absent: 1 });
    expect(await studentAbsenceRecap(t.database.db, schoolId + 1000, [mine.body.studentId], from, to)).toEqual([
      { studentId: mine.body.studentId, sick: 0, permit: 0, absent: 0, dispensation: 0, present: 0 },
    ]);
  });
});
