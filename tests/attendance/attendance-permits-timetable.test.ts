import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** Absence permits from parents, decided by the homeroom teacher; lesson hours and the timetable with its clashes. */
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

describe('absence permits', () => {
  it('shows the demo pending permit to the parent and the homeroom teacher, who approves it into Sakit days', async () => {
    const mine = await call('GET', '/api/attendance/permits', parent);
    expect(mine.status).toBe(200);
    expect(mine.body.canRequest).toBe(true);
    const pending = mine.body.permits.find((p: { status: string }) => p.status === 'pending');
    expect(pending).toBeTruthy();
    expect((await call('GET', '/api/attendance/permits', teacher)).body.permits.some((p: { id: number }) => p.id === pending.id)).toBe(true);
    expect((await call('POST', `/api/attendance/permits/${pending.id}/decide`, parent, { approve: true })).status).toBe(403);
    expect((await call('POST', `/api/attendance/permits/${pending.id}/decide`, otherAdmin, { approve: true })).status).toBe(404);
    const ok = await call('POST', `/api/attendance/permits/${pending.id}/decide`, teacher, { approve: true });
    expect(ok.status).toBe(200);
    expect((await call('POST', `/api/attendance/permits/${pending.id}/decide`, teacher, { approve: false })).status).toBe(409);
    const month = pending.dateFrom.slice(0, 7);
    const record = (await call('GET', `/api/attendance/mine?month=${month}`, student)).body;
    // The permit's day is today or later: the month view lists school days up to today, the teacher's sheet shows it.
    const sheet = await call('GET', `/api/attendance/daily?date=${pending.dateFrom}`, teacher);
    const row = sheet.body.students.find((s: { id: number }) => s.id === record.studentId);
    expect(row).toMatchObject({ status: 'S', source: 'permit' });
  });

  it('lets a parent ask only for their own child, with valid dates', async () => {
    const child = (await call('GET', '/api/attendance/permits', parent)).body.children[0].id;
    const today = new Date().toISOString().slice(0, 10);
    const body = { studentId: child, dateFrom: today, dateTo: today, kind: 'I', reason: 'Acara keluarga di luar kota.' };
    const made = await call('POST', '/api/attendance/permits', parent, body);
    expect(made.status).toBe(201);
    expect((await call('POST', '/api/attendance/permits', parent, { ...body, studentId: child + 1 })).status).toBe(404);
    expect((await call('POST', '/api/attendance/permits', teacher, body)).status).toBe(403);
    const bad = await call('POST', '/api/attendance/permits', parent, { ...body, dateTo: '2000-01-01', reason: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['dateTo', 'reason']));
    expect((await call('POST', '/api/attendance/permits', parent, { ...body, fileId: '00000000-0000-4000-8000-000000000000' })).status).toBe(422);
  });
});

describe('timetable', () => {
  it('has the demo lesson hours and a drafted week; refuses clashes of rombel and teacher; shows each their own week', async () => {
    const hours = await call('GET', '/api/attendance/lesson-hours', teacher);
    expect(hours.body.hours.length).toBeGreaterThan(40);
    expect(hours.body.canEdit).toBe(false);
    const grid = (await call('GET', '/api/attendance/timetable', admin)).body;
    expect(grid.slots.length).toBeGreaterThan(30);
    const slot = grid.slots[0];
    const again = await call('POST', '/api/attendance/timetable', admin, {
      lessonHourId: slot.lessonHourId,
      teachingAssignmentId: grid.assignments.find((a: { id: number }) => a.id !== slot.teachingAssignmentId).id,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Rombel ini sudah ada');
    // The same teacher in another rombel at the same period.
    const other = (await call('GET', `/api/attendance/timetable?sectionId=${grid.sections[1].id}`, admin)).body;
    const sameTeacher = other.assignments.find((a: { teacherId: number }) => a.teacherId === slot.teacherId);
    if (sameTeacher) {
      const mine = other.slots.find((s: { lessonHourId: number }) => s.lessonHourId === slot.lessonHourId);
      if (mine) expect((await call('DELETE', `/api/attendance/timetable/${mine.id}`, admin)).status).toBe(200);
      const clash = await call('POST', '/api/attendance/timetable', admin, { lessonHourId: slot.lessonHourId, teachingAssignmentId: sameTeacher.id });
      expect(clash.status).toBe(409);
      expect(clash.body.message).toContain('sudah mengajar');
    }
    expect(
      (await call('POST', '/api/attendance/timetable', teacher, { lessonHourId: slot.lessonHourId, teachingAssignmentId: slot.teachingAssignmentId })).status,
    ).toBe(403);
    expect((await call('DELETE', `/api/attendance/timetable/${slot.id}`, otherAdmin)).status).toBe(404);
    const removed = await call('DELETE', `/api/attendance/timetable/${slot.id}`, admin);
    expect(removed.status).toBe(200);
    const drafted = await call('POST', '/api/attendance/timetable/draft', admin);
    expect(drafted.body.placed).toBeGreaterThan(0);

    const teacherWeek = (await call('GET', '/api/attendance/timetable/mine', teacher)).body;
    expect(teacherWeek.kind).toBe('teacher');
    expect(teacherWeek.slots.length).toBeGreaterThan(0);
    const studentWeek = (await call('GET', '/api/attendance/timetable/mine', student)).body;
    expect(studentWeek.title).toContain('Jadwal');
    expect(studentWeek.slots.length).toBeGreaterThan(20);
    expect((await call('GET', '/api/attendance/timetable/mine', parent)).body.slots.length).toBe(studentWeek.slots.length);
  });

  it('saves one day of lesson hours and refuses overlapping rows (422)', async () => {
    const bad = await call('PUT', '/api/attendance/lesson-hours', admin, {
      day: 6,
      rows: [
        { startTime: '07:00', endTime: '07:45', isBreak: false },
        { startTime: '07:30', endTime: '08:15', isBreak: false },
      ],
    });
    expect(bad.status).toBe(422);
    const ok = await call('PUT', '/api/attendance/lesson-hours', admin, {
      day: 6,
      rows: [
        { startTime: '07:00', endTime: '07:45', isBreak: false },
        { startTime: '07:45', endTime: '08:00', isBreak: true, label: 'Istirahat' },
        { startTime: '08:00', endTime: '08:45', isBreak: false },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.hours.filter((h: { day: number }) => h.day === 6).map((h: { period: number | null }) => h.period)).toEqual([1, null, 2]);
    expect((await call('PUT', '/api/attendance/lesson-hours', teacher, { day: 6, rows: [] })).status).toBe(403);
  });
});

describe('timetable PDFs', () => {
  it("prints a rombel's week for the office and a teacher's own week, and nobody else's", async () => {
    const admin = (await t.signIn('admin@demo.sch.id')).token;
    const teacher = (await t.signIn('guru@demo.sch.id')).token;
    const sections = (await call('GET', '/api/attendance/timetable', admin)).body.sections;
    const rombel = await call('GET', `/api/attendance/timetable/timetable.pdf?sectionId=${sections[0].id}&paper=F4`, admin);
    expect(rombel.status).toBe(200);
    expect(rombel.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const own = await call('GET', '/api/attendance/timetable/timetable.pdf', teacher);
    expect(own.status).toBe(200);
    const other = await t.signIn('admin.smp@demo.sch.id');
    expect((await call('GET', `/api/attendance/timetable/timetable.pdf?sectionId=${sections[0].id}`, other.token)).status).toBe(404);
  });
});
