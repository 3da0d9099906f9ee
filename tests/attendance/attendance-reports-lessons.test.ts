import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { and, eq } from 'drizzle-orm';
import { meetingPath, parseMeetingParams } from '../../src/shared/attendance/meeting-path.ts';
import { sendNotices } from '../../src/server/attendance/notices.ts';
import { attendanceNotices, noticeRuns, staffDays } from '../../src/server/db/schema/attendance.ts';
import { staffProfiles } from '../../src/server/db/schema/master.ts';
import { users } from '../../src/server/db/schema/users.ts';

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
    ['admin@demo.sch.id', 'kepsek@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'admin.smp@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
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
  it("lists the teacher's lessons, opens a meeting by its eight ids, saves it once per revision, and shows it to the student", async () => {
    let day: {
      date: string;
      lessons: { slotId: number; sectionId: number; teachingAssignmentId: number; taken: boolean }[];
      yearId: number;
      semester: string;
    } | null = null;
    for (let n = 0; n < 14 && !day; n++) {
      const date = new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
      const got = (await call('GET', `/api/attendance/lessons?date=${date}`, teacher)).body;
      if (!got.closed && got.lessons.length) day = got;
    }
    expect(day).not.toBeNull();
    const lesson = day!.lessons[0];
    const address = {
      yearId: day!.yearId,
      semester: day!.semester as '1' | '2',
      sectionId: lesson.sectionId,
      teachingAssignmentId: lesson.teachingAssignmentId,
      slotId: lesson.slotId,
      date: day!.date,
    };
    const [, , ...ids] = meetingPath(address).split('/');
    expect(parseMeetingParams(Object.fromEntries(ids.map((v, i) => [i ? `id${i + 1}` : 'id', v])))).toEqual(address);
    expect(parseMeetingParams({ id: '1', id2: '3', id3: '1', id4: '1', id5: '1', id6: '2026', id7: '1', id8: '1' })).toBeNull();
    const q = (a: typeof address) =>
      `slotId=${a.slotId}&date=${a.date}&yearId=${a.yearId}&semester=${a.semester}&sectionId=${a.sectionId}&teachingAssignmentId=${a.teachingAssignmentId}`;
    const meeting = (await call('GET', `/api/attendance/meetings?${q(address)}`, teacher)).body;
    expect(meeting.canEdit).toBe(true);
    expect((await call('GET', `/api/attendance/meetings?${q({ ...address, sectionId: address.sectionId + 1000 })}`, teacher)).status).toBe(404);
    expect((await call('GET', `/api/attendance/meetings?${q(address)}`, otherAdmin)).status).toBe(404);
    const absent = meeting.students[0];
    const saved = await call('POST', '/api/attendance/meetings', teacher, {
      slotId: address.slotId,
      date: address.date,
      revision: meeting.revision,
      topic: 'Uji materi',
      statuses: [{ studentId: absent.id, status: 'A' }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.counts.A).toBe(1);
    const stale = await call('POST', '/api/attendance/meetings', teacher, {
      slotId: address.slotId,
      date: address.date,
      revision: meeting.revision,
      statuses: [],
    });
    expect(stale.status).toBe(409);
    expect((await call('POST', '/api/attendance/meetings', student, { slotId: address.slotId, date: address.date, revision: 0, statuses: [] })).status).toBe(
      403,
    );
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

describe('rules, shifts, cards, blocks and the password log', () => {
  it('judges a shift worker by their shift and the tolerance, and sends one Alpa notice per student and day', async () => {
    const rules = await call('PUT', '/api/attendance/rules', admin, {
      lateToleranceMinutes: 5,
      earlyLeaveToleranceMinutes: 0,
      repeatTapMinutes: 2,
      autoAbsent: false,
      notifyParents: true,
      notifyLate: false,
      cutoff: '09:00',
    });
    expect(rules.status).toBe(200);
    expect((await call('PUT', '/api/attendance/rules', principal, rules.body)).status).toBe(403);
    expect((await call('PUT', '/api/attendance/rules', admin, { ...rules.body, cutoff: '25:00' })).status).toBe(422);
    const shift = await call('POST', '/api/attendance/shifts', admin, { name: 'Malam Uji', checkInFrom: '12:00', lateAfter: '13:00', checkOutFrom: '21:00' });
    expect(shift.status).toBe(201);
    expect(
      (await call('POST', '/api/attendance/shifts', admin, { name: 'Salah', checkInFrom: '12:00', lateAfter: '11:00', checkOutFrom: '21:00' })).status,
    ).toBe(422);
    const db = t.database.db;
    const [worker] = await db
      .select({ id: users.id, nuptk: staffProfiles.nuptk, schoolId: users.schoolId })
      .from(staffProfiles)
      .innerJoin(users, eq(users.id, staffProfiles.userId))
      .where(eq(users.email, 'kepsek@demo.sch.id'));
    const group = await call('POST', '/api/attendance/shift-groups', admin, {
      name: 'Satpam Uji',
      days: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, shiftId: shift.body.id })),
      memberIds: [worker.id],
    });
    expect(group.status).toBe(201);
    expect((await call('DELETE', `/api/attendance/shifts/${shift.body.id}`, admin)).status).toBe(409);
    // Each shift counts the groups that use it: a second shift no group uses counts none (the subquery once matched every shift's groups).
    const idle = await call('POST', '/api/attendance/shifts', admin, { name: 'Sore Uji', checkInFrom: '11:00', lateAfter: '12:00', checkOutFrom: '20:00' });
    const listed = (await call('GET', '/api/attendance/shifts', admin)).body.shifts as { id: number; groups: number }[];
    expect(listed.find((s) => s.id === shift.body.id)?.groups).toBe(1);
    expect(listed.find((s) => s.id === idle.body.id)?.groups).toBe(0);
    expect((await call('GET', '/api/attendance/shift-groups', admin)).body.groups.find((g: { name: string }) => g.name === 'Satpam Uji').memberIds).toEqual([
      worker.id,
    ]);

    // Taps on a past day: 13:04 is within the 5-minute tolerance of the shift's 13:00, the second tap a minute later changes nothing.
    const date = await recordedDay();
    await db.delete(staffDays).where(and(eq(staffDays.userId, worker.id), eq(staffDays.date, date)));
    const key = (await call('GET', '/api/attendance/devices', admin)).body.devices.find((d: { serial: string }) => d.serial === 'DEMO0001').deviceKey;
    const push = (body: string) =>
      t.app.inject({ method: 'POST', url: `/iclock/cdata?SN=DEMO0001&table=ATTLOG&key=${key}`, payload: body, headers: { 'content-type': 'text/plain' } });
    expect((await push(`${worker.nuptk}\t${date} 13:04:00\t0\t1\n${worker.nuptk}\t${date} 13:05:00\t0\t1\n`)).body).toBe('OK: 2');
    let [day] = await db
      .select()
      .from(staffDays)
      .where(and(eq(staffDays.userId, worker.id), eq(staffDays.date, date)));
    expect(day).toMatchObject({ lateMinutes: 0, earlyLeaveMinutes: 0, checkOutAt: null });
    await db.delete(staffDays).where(and(eq(staffDays.userId, worker.id), eq(staffDays.date, date)));
    await push(`${worker.nuptk}\t${date} 13:20:00\t0\t1\n${worker.nuptk}\t${date} 20:30:00\t1\t1\n`);
    [day] = await db
      .select()
      .from(staffDays)
      .where(and(eq(staffDays.userId, worker.id), eq(staffDays.date, date)));
    expect(day).toMatchObject({ lateMinutes: 20, earlyLeaveMinutes: 30 });

    // An Alpa written by the homeroom teacher: the day's run messages the parents once, never twice.
    const sheet = (await call('GET', `/api/attendance/daily?date=${date}`, teacher)).body;
    const absent = sheet.students.find((s: { status: string }) => s.status === 'H');
    const saved = await call('POST', '/api/attendance/daily', teacher, {
      sectionId: sheet.sectionId,
      date,
      revision: sheet.revision,
      changes: [{ studentId: absent.id, status: 'A' }],
    });
    expect(saved.status).toBe(200);
    const [run] = await db
      .select()
      .from(noticeRuns)
      .where(and(eq(noticeRuns.schoolId, worker.schoolId!), eq(noticeRuns.date, date)));
    expect(run.jobId).not.toBeNull();
    const first = await sendNotices(db, worker.schoolId!, date);
    expect(first.students).toBeGreaterThan(0);
    const again = await sendNotices(db, worker.schoolId!, date);
    expect(again.students).toBe(0);
    const [notice] = await db
      .select()
      .from(attendanceNotices)
      .where(and(eq(attendanceNotices.studentId, absent.id), eq(attendanceNotices.date, date)));
    expect(notice.kind).toBe('A');
    // A parent who opted out is not messaged (ortu@ can switch it).
    expect((await call('PUT', '/api/attendance/notices/opt-out', parent, { optOut: true })).body.optOut).toBe(true);
    expect((await call('PUT', '/api/attendance/notices/opt-out', teacher, { optOut: true })).status).toBe(403);
  });

  it("prints a rombel's attendance cards, blocks and lifts an account, and lists password resets", async () => {
    const cards = (await call('GET', '/api/attendance/cards', admin)).body;
    const pdf = await call('GET', `/api/attendance/sections/${cards.sections[0].id}/attendance-cards.pdf?paper=A4`, admin);
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/attendance/sections/${cards.sections[0].id}/attendance-cards.pdf`, otherAdmin)).status).toBe(404);

    const found = (await call('GET', '/api/attendance/access-blocks?q=Demo', admin)).body.found;
    const target = found.find((f: { email: string }) => f.email === 'ortu@demo.sch.id');
    expect((await call('POST', '/api/attendance/access-blocks', admin, { userId: target.id, reason: 'x' })).status).toBe(422);
    expect((await call('POST', '/api/attendance/access-blocks', teacher, { userId: target.id, reason: 'Ponsel hilang' })).status).toBe(403);
    expect((await call('POST', '/api/attendance/access-blocks', admin, { userId: target.id, reason: 'Ponsel hilang' })).status).toBe(201);
    expect((await call('GET', '/api/attendance/mine', parent)).status).toBe(401);
    expect((await call('POST', '/api/login_web', null, { email: 'ortu@demo.sch.id', password: 'rahasia123' })).body.status).toBe(false);
    const block = (await call('GET', '/api/attendance/access-blocks', admin)).body.blocks[0];
    expect((await call('POST', `/api/attendance/access-blocks/${block.id}/lift`, otherAdmin)).status).toBe(404);
    expect((await call('POST', `/api/attendance/access-blocks/${block.id}/lift`, admin)).status).toBe(200);
    expect((await call('POST', '/api/login_web', null, { email: 'ortu@demo.sch.id', password: 'rahasia123' })).body.status).toBe(true);

    const log = await call('GET', '/api/attendance/password-log', admin);
    expect(log.status).toBe(200);
    expect(Array.isArray(log.body.entries)).toBe(true);
    expect((await call('GET', '/api/attendance/password-log', teacher)).status).toBe(403);
  });
});
