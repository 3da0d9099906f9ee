import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** Work placement: the office places students at a DUDI, the Pembimbing PKL and the mentor follow their day and journal. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let supervisor: string;
let mentor: string;
let teacher: string;
let student: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, supervisor, mentor, teacher, student, otherAdmin] = await Promise.all(
    ['admin@demo.sch.id', 'pembimbing@demo.sch.id', 'mentor@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'admin.smp@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
  );
});
afterAll(() => t.close());

describe('PKL', () => {
  it('shows the supervisor their students, lets them confirm a day and review a journal, and keeps others out', async () => {
    const companies = (await call('GET', '/api/attendance/pkl/companies', supervisor)).body;
    expect(companies.canManage).toBe(false);
    expect(companies.companies.length).toBe(3);
    const mentorView = (await call('GET', '/api/attendance/pkl/companies', mentor)).body;
    expect(mentorView.companies).toHaveLength(1);
    expect((await call('GET', '/api/attendance/pkl/companies', teacher)).body.companies).toHaveLength(0);
    expect((await call('GET', '/api/attendance/pkl/companies', student)).status).toBe(403);

    let date = '';
    for (let n = 1; n < 8 && !date; n++) {
      const d = new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
      const day = (await call('GET', `/api/attendance/pkl/days?date=${d}`, supervisor)).body;
      if (day.students.some((s: { confirmed: boolean; status: string | null }) => s.status && !s.confirmed)) date = d;
    }
    expect(date).not.toBe('');
    const day = (await call('GET', `/api/attendance/pkl/days?date=${date}`, supervisor)).body;
    const waiting = day.students.find((s: { confirmed: boolean; status: string | null }) => s.status && !s.confirmed);
    expect(
      (await call('PUT', '/api/attendance/pkl/days', supervisor, { placementId: waiting.placementId, date, status: 'I', note: 'Izin ke dokter' })).status,
    ).toBe(200);
    const after = (await call('GET', `/api/attendance/pkl/days?date=${date}`, supervisor)).body.students.find(
      (s: { placementId: number }) => s.placementId === waiting.placementId,
    );
    expect(after).toMatchObject({ status: 'I', confirmed: true, note: 'Izin ke dokter' });
    expect((await call('PUT', '/api/attendance/pkl/days', otherAdmin, { placementId: waiting.placementId, date, status: 'H' })).status).toBe(404);
    expect((await call('PUT', '/api/attendance/pkl/days', supervisor, { placementId: waiting.placementId, date: '2099-01-05', status: 'H' })).status).toBe(422);

    const journals = (await call('GET', '/api/attendance/pkl/journals', supervisor)).body;
    const entry = journals.entries[0];
    expect(entry.status).toBe('submitted');
    expect((await call('POST', `/api/attendance/pkl/journals/${entry.id}/review`, supervisor, { approve: false })).status).toBe(422);
    expect((await call('POST', `/api/attendance/pkl/journals/${entry.id}/review`, supervisor, { approve: true, feedback: 'Bagus' })).status).toBe(200);
    expect((await call('POST', `/api/attendance/pkl/journals/${entry.id}/review`, supervisor, { approve: true })).status).toBe(409);
    expect((await call('POST', `/api/attendance/pkl/journals/${entry.id}/review`, otherAdmin, { approve: true })).status).toBe(404);
  });

  it('lets the office add a DUDI and place students within its quota, and a student check in and write a journal', async () => {
    const made = await call('POST', '/api/attendance/pkl/companies', admin, { name: 'Bengkel Uji Jaya', field: 'Otomotif', quota: 1 });
    expect(made.status).toBe(201);
    expect((await call('POST', '/api/attendance/pkl/companies', admin, { name: 'bengkel uji jaya', quota: 0 })).status).toBe(422);
    expect((await call('POST', '/api/attendance/pkl/companies', supervisor, { name: 'Lain', quota: 0 })).status).toBe(403);
    const list = (await call('GET', '/api/attendance/pkl/companies', admin)).body;
    const me = (await call('GET', '/api/attendance/mine', student)).body;
    const section = list.sections.find((s: { name: string }) => s.name === me.sectionName);
    const members = (await call('GET', `/api/attendance/sections/${section.id}/students`, admin)).body.students;
    const studentId = me.studentId;
    const today = new Date().toISOString().slice(0, 10);
    const base = {
      companyId: made.body.id,
      sectionId: section.id,
      supervisorId: list.supervisors[0].id,
      startDate: new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10),
      endDate: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10),
    };
    const over = await call('POST', '/api/attendance/pkl/placements', admin, { ...base, studentIds: members.slice(0, 2).map((m: { id: number }) => m.id) });
    expect(over.status).toBe(422);
    expect(over.body.errors.studentIds[0]).toContain('Kuota');
    expect((await call('POST', '/api/attendance/pkl/placements', admin, { ...base, studentIds: [studentId] })).status).toBe(201);
    expect((await call('POST', '/api/attendance/pkl/placements', admin, { ...base, studentIds: [studentId] })).status).toBe(422);
    expect((await call('DELETE', `/api/attendance/pkl/companies/${made.body.id}`, admin)).status).toBe(409);
    // Another school's admin learns nothing of it: not found, not "in use".
    expect((await call('DELETE', `/api/attendance/pkl/companies/${made.body.id}`, otherAdmin)).status).toBe(404);

    const checkIn = await call('POST', '/api/attendance/pkl/check-in', student, { note: 'Sampai 07.30' });
    // Sunday is no PKL day: the refusal says so; any other day the check-in is taken once.
    if (new Date().getUTCDay() === 0) expect(checkIn.status).toBe(422);
    else {
      expect(checkIn.status).toBe(201);
      expect((await call('POST', '/api/attendance/pkl/check-in', student, {})).status).toBe(409);
    }
    expect((await call('POST', '/api/attendance/pkl/journals', student, { date: today, activity: 'Mengganti oli dan mencatat servis.' })).status).toBe(200);
    const mine = (await call('GET', '/api/attendance/pkl/journals', student)).body;
    expect(mine.placement.companyName).toBe('Bengkel Uji Jaya');
    expect(mine.entries[0].activity).toContain('oli');
    expect((await call('POST', '/api/attendance/pkl/journals', student, { date: '2099-01-01', activity: 'Belum terjadi sama sekali.' })).status).toBe(422);
  });
});
