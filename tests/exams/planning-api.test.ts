import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { examAttempts, examSchedules } from '../../src/server/db/schema/exams.ts';
import { auditLog } from '../../src/server/db/schema/audit.ts';
import { client, hoursFromNow, makeUser } from './exam-api-helpers.ts';

let t: TestApp;
let call: ReturnType<typeof client>;
let admin: string;
let teacher: string;
let student: string;
let other: string;
let sectionId: number;
let yearId: number;
let questionIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  call = client(t);
  admin = (await t.signIn('admin@demo.sch.id')).token;
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  student = (await t.signIn('siswa@demo.sch.id')).token;
  await makeUser(t, 'admin@lain-planning.sch.id', '2', 'demo-smp');
  other = (await t.signIn('admin@lain-planning.sch.id')).token;
  const options = (await call('GET', '/api/exams/options', { token: admin })).body;
  sectionId = options.sections[0].id;
  const [s] = await t.database.db.select({ yearId: examSchedules.academicYearId }).from(examSchedules).limit(1);
  yearId = s.yearId;
  questionIds = (await call('GET', '/api/exams/questions?perPage=100', { token: admin })).body.data.map((q: { id: number }) => q.id);
});
afterAll(() => t.close());

function schedule(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'school',
    title: 'Ulangan Perencanaan',
    startsAt: hoursFromNow(-1),
    endsAt: hoursFromNow(2),
    durationMinutes: 60,
    sectionIds: [sectionId],
    selection: { mode: 'fixed', questionIds },
    token: '',
    resultVisibility: 'after_finish',
    ...overrides,
  };
}
async function create(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/exams/schedules', { token: admin, body: schedule(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

const SESSIONS = '/api/resources/exam-session-times';
const ROOMS = '/api/resources/exam-rooms';

describe('session times (the resource engine, with the planning rules)', () => {
  it('are kept per year, in order, without overlaps, and one in use is not deleted', async () => {
    const seeded = (await call('GET', `${SESSIONS}?per_page=100`, { token: teacher })).body.data;
    expect(seeded.map((s: { name: string }) => s.name)).toEqual(['Sesi 1', 'Sesi 2', 'Sesi 3']);
    expect(seeded[0]).toMatchObject({ starts_at: '07:30', ends_at: '09:00' });
    const bad = await call('POST', SESSIONS, { token: admin, body: { name: 'Sesi X', position: 4, starts_at: '10:00', ends_at: '09:00' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.ends_at[0]).toMatch(/setelah jam mulai/);
    const clash = await call('POST', SESSIONS, { token: admin, body: { name: 'Sesi X', position: 4, starts_at: '08:30', ends_at: '09:15' } });
    expect(clash.body.errors.starts_at[0]).toBe('Bertabrakan dengan Sesi 1 (07:30–09:00).');
    expect(
      (await call('POST', SESSIONS, { token: admin, body: { name: 'sesi 1', position: 4, starts_at: '15:00', ends_at: '16:00' } })).body.errors.name,
    ).toBeDefined();
    const ok = await call('POST', SESSIONS, { token: admin, body: { name: 'Sesi 4', position: 4, starts_at: '14.30', ends_at: '16:00' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ starts_at: '14:30', ends_at: '16:00' });
    const id = ok.body.data.id as number;
    // An edit that keeps its own minutes is no clash with itself.
    expect((await call('PUT', `${SESSIONS}/${id}`, { token: admin, body: { starts_at: '14:15' } })).status).toBe(200);
    expect((await call('POST', SESSIONS, { token: student, body: { name: 'Sesi 5', position: 5, starts_at: '16:00', ends_at: '17:00' } })).status).toBe(403);
    expect((await call('GET', SESSIONS)).status).toBe(401);
    expect((await call('DELETE', `${SESSIONS}/${id}`, { token: other })).status).toBe(404);
    expect((await call('DELETE', `${SESSIONS}/${id}`, { token: teacher })).status).toBe(200);
    const used = await call('DELETE', `${SESSIONS}/${seeded[0].id}`, { token: admin });
    expect(used.status).toBe(409);
    expect(used.body.message).toMatch(/dipakai di pembagian ruang/);
  });
});

describe('rooms and seating', () => {
  it('keeps rooms, seats a schedule by rombel and name, moves a student and refuses too few seats', async () => {
    const bad = await call('POST', ROOMS, { token: admin, body: { name: '', capacity: 0 } });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['capacity', 'name']);
    expect((await call('POST', ROOMS, { token: admin, body: { name: 'lab komputer 1', capacity: 10 } })).body.errors.name).toBeDefined();
    await makeUser(t, 'seat2@demo.sch.id', '5', 'demo-smk', { sectionId, yearId });
    const made = await call('POST', '/api/exams/schedules', { token: admin, body: schedule({ title: 'Ujian Ruang' }) });
    const scheduleId = made.body.id as number;
    const n = made.body.participants as number;
    expect(n).toBeGreaterThan(2);
    const small = (await call('POST', ROOMS, { token: admin, body: { name: 'Ruang Kecil', code: 'RK', capacity: n - 1, location: 'Gedung C' } })).body.data.id;
    const small2 = (await call('POST', ROOMS, { token: admin, body: { name: 'Ruang Kecil 2', capacity: 1 } })).body.data.id;
    expect((await call('POST', ROOMS, { token: student, body: { name: 'X', capacity: 1 } })).status).toBe(403);
    expect((await call('DELETE', `${ROOMS}/${small}`, { token: other })).status).toBe(404);
    const otherRoom = (await call('POST', ROOMS, { token: other, body: { name: 'Ruang Sekolah Lain', capacity: 40 } })).body.data.id;

    const seeded = (await call('GET', `${ROOMS}?per_page=100`, { token: admin })).body.data;
    const lab = seeded.find((r: { name: string }) => r.name === 'Lab Komputer 1');
    const proctors = (await call('GET', '/api/exams/proctors', { token: admin })).body.data;
    const guru = proctors.find((p: { name: string }) => p.name.startsWith('Budi'));

    const tooFew = await call('POST', '/api/exams/room-allocations', { token: admin, body: { scheduleId, rooms: [{ roomId: small }] } });
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.errors.rooms[0]).toMatch(/Kursi tidak cukup/);
    expect(
      (await call('POST', '/api/exams/room-allocations', { token: admin, body: { scheduleId, rooms: [{ roomId: otherRoom }] } })).body.errors.rooms,
    ).toBeDefined();
    expect(
      (await call('POST', '/api/exams/room-allocations', { token: other, body: { scheduleId, rooms: [{ roomId: otherRoom }] } })).body.errors.scheduleId,
    ).toBeDefined();
    const studentProctor = await call('POST', '/api/exams/room-allocations', {
      token: admin,
      body: { scheduleId, rooms: [{ roomId: lab.id, proctorUserId: (await t.signIn('siswa@demo.sch.id')).data.id }] },
    });
    expect(studentProctor.status).toBe(422);

    const ok = await call('POST', '/api/exams/room-allocations', {
      token: admin,
      body: { scheduleId, rooms: [{ roomId: small, proctorUserId: guru.id }, { roomId: small2 }] },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const got = (await call('GET', `/api/exams/schedules/${scheduleId}/rooms`, { token: teacher })).body;
    const total = got.rooms.reduce((n: number, r: { students: unknown[] }) => n + r.students.length, 0) + got.unseated.length;
    expect(got.rooms[0]).toMatchObject({ roomName: 'Ruang Kecil', proctorName: guru.name, capacity: n - 1 });
    expect(got.rooms[0].students).toHaveLength(n - 1);
    expect(got.rooms[1].students).toHaveLength(1);
    expect(got.unseated).toHaveLength(0);
    expect(total).toBe(n);
    // Seated by rombel, then name.
    const runs = got.rooms
      .flatMap((r: { students: { section: string }[] }) => r.students.map((x) => x.section))
      .filter((x: string, i: number, all: string[]) => x !== all[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    // Moving into a full room is refused; after the move there is space again.
    const first = got.rooms[0].students[0];
    expect((await call('POST', `/api/exams/attempts/${first.attemptId}/seat`, { token: admin, body: { allocationId: got.rooms[1].id } })).status).toBe(422);
    const bigger = await call('POST', '/api/exams/room-allocations', { token: admin, body: { scheduleId, rooms: [{ roomId: small }, { roomId: lab.id }] } });
    expect(bigger.body.placed).toEqual([
      { room: 'Ruang Kecil', seated: n - 1 },
      { room: 'Lab Komputer 1', seated: 1 },
    ]);
    const again = (await call('GET', `/api/exams/schedules/${scheduleId}/rooms`, { token: admin })).body;
    const moved = await call('POST', `/api/exams/attempts/${again.rooms[0].students[0].attemptId}/seat`, {
      token: admin,
      body: { allocationId: again.rooms[1].id },
    });
    expect(moved.status).toBe(200);
    expect((await call('GET', `/api/exams/schedules/${scheduleId}/rooms`, { token: admin })).body.rooms[1].students).toHaveLength(2);
    expect((await call('POST', `/api/exams/attempts/${first.attemptId}/seat`, { token: other, body: { allocationId: again.rooms[1].id } })).status).toBe(404);
    expect((await call('GET', `/api/exams/schedules/${scheduleId}/rooms`, { token: other })).status).toBe(404);
    const listed = (await call('GET', '/api/exams/room-allocations', { token: admin })).body.data.filter(
      (a: { scheduleId: number }) => a.scheduleId === scheduleId,
    );
    expect(listed.map((a: { roomName: string; seated: number }) => [a.roomName, a.seated]).sort()).toEqual([
      ['Lab Komputer 1', 2],
      ['Ruang Kecil', n - 2],
    ]);
    expect((await call('GET', `${ROOMS}/${small}`, { token: admin })).body.data.allocations).toBe(1);
    expect((await call('DELETE', `${ROOMS}/${small}`, { token: admin })).status).toBe(409);
    expect((await call('DELETE', `/api/exams/schedules/${scheduleId}/rooms`, { token: admin })).status).toBe(200);
    expect((await call('DELETE', `${ROOMS}/${small}`, { token: admin })).status).toBe(200);
  });

  it('seeds the demo exam in Lab Komputer 1 with the demo teacher as proctor, whose monitor opens on that room', async () => {
    const all = (await call('GET', '/api/exams/room-allocations', { token: teacher })).body.data;
    const demo = all.find((a: { scheduleTitle: string }) => a.scheduleTitle === 'Ulangan Harian Matematika (Demo)');
    expect(demo).toMatchObject({ roomName: 'Lab Komputer 1', sessionName: 'Sesi 1', proctorName: expect.stringMatching(/^Budi/) });
    const mine = (await call('GET', `/api/exams/schedules/${demo.scheduleId}/monitor`, { token: teacher })).body;
    expect(mine.myRoomAllocationId).toBe(demo.id);
    expect(mine.rooms).toEqual([{ id: demo.id, name: 'Lab Komputer 1', proctorUserId: expect.any(Number) }]);
    expect(mine.students.every((s: { roomAllocationId: number }) => s.roomAllocationId === demo.id)).toBe(true);
    expect((await call('GET', `/api/exams/schedules/${demo.scheduleId}/monitor`, { token: admin })).body.myRoomAllocationId).toBeNull();
  });
});

describe('remedial', () => {
  it('offers the students below the KKM and those who did not sit, and enrols only the chosen ones', async () => {
    const parents = (await call('GET', '/api/exams/remedial-parents', { token: admin })).body.data;
    const pts = parents.find((p: { title: string }) => p.title === 'PTS Matematika (Demo, selesai)');
    expect(pts).toBeDefined();
    expect(parents.some((p: { title: string }) => p.title === 'Ulangan Harian Matematika (Demo)')).toBe(false);
    const absentId = await makeUser(t, 'absen@demo.sch.id', '5', 'demo-smk', { sectionId, yearId });
    await t.database.db.insert(examAttempts).values({
      schoolId: (await t.database.db.select().from(examSchedules).where(eq(examSchedules.id, pts.id)))[0].schoolId,
      scheduleId: pts.id,
      userId: absentId,
    });
    const candidates = (await call('GET', `/api/exams/schedules/${pts.id}/remedial-candidates`, { token: admin })).body;
    expect(candidates.students.find((s: { userId: number }) => s.userId === absentId)).toMatchObject({ reason: 'absent', status: 'not_started' });
    const andi = candidates.students.find((s: { name: string }) => s.name.startsWith('Andi'));
    expect(andi).toMatchObject({ grade: 60, kkm: 75, kkmSource: 'course_settings', reason: 'below_kkm' });
    expect(candidates.kkms[0]).toMatchObject({ kkm: 75, source: 'course_settings' });

    const body = {
      parentId: pts.id,
      title: 'Remedial PTS Matematika',
      startsAt: hoursFromNow(-1),
      endsAt: hoursFromNow(3),
      durationMinutes: 45,
      token: 'AUTO',
      userIds: [andi.userId],
      paper: { mode: 'same' },
    };
    expect((await call('POST', '/api/exams/remedials', { token: admin, body: { ...body, userIds: [], endsAt: hoursFromNow(-2) } })).body.errors).toMatchObject({
      userIds: expect.any(Array),
      endsAt: expect.any(Array),
    });
    expect((await call('POST', '/api/exams/remedials', { token: student, body })).status).toBe(403);
    expect((await call('POST', '/api/exams/remedials', { token: other, body })).body.errors.parentId).toBeDefined();
    const open = await create({ title: 'Belum selesai' });
    expect((await call('POST', '/api/exams/remedials', { token: admin, body: { ...body, parentId: open } })).body.errors.parentId[0]).toMatch(/belum selesai/);
    const outsider = await makeUser(t, 'luar@demo.sch.id', '5', 'demo-smk');
    expect((await call('POST', '/api/exams/remedials', { token: admin, body: { ...body, userIds: [outsider] } })).body.errors.userIds[0]).toMatch(
      /bukan peserta/,
    );

    const made = await call('POST', '/api/exams/remedials', { token: admin, body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.token).toMatch(/^[A-Z0-9]{6}$/);
    const attempts = await t.database.db.select().from(examAttempts).where(eq(examAttempts.scheduleId, made.body.id));
    expect(attempts.map((a) => a.userId)).toEqual([andi.userId]);
    const [row] = await t.database.db.select().from(examSchedules).where(eq(examSchedules.id, made.body.id));
    expect(row).toMatchObject({ kind: 'remedial', parentId: pts.id });
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'exam_schedule'), eq(auditLog.recordId, String(made.body.id)))),
    ).toHaveLength(1);

    // A student added to the rombel later does not get the remedial when they open their list.
    await makeUser(t, 'telat@demo.sch.id', '5', 'demo-smk', { sectionId, yearId });
    const late = (await t.signIn('telat@demo.sch.id')).token;
    const lateList = (await call('GET', '/api/exams/mine', { token: late })).body.data;
    expect(lateList.some((e: { scheduleId: number }) => e.scheduleId === made.body.id)).toBe(false);
    const mine = (await call('GET', '/api/exams/mine', { token: student })).body.data;
    expect(mine.some((e: { scheduleId: number }) => e.scheduleId === made.body.id)).toBe(true);

    const list = (await call('GET', '/api/exams/remedials', { token: teacher })).body.data;
    expect(list.find((r: { id: number }) => r.id === made.body.id)).toMatchObject({ parentTitle: 'PTS Matematika (Demo, selesai)', participants: 1 });
    const got = (await call('GET', `/api/exams/remedials/${made.body.id}`, { token: admin })).body;
    expect(got).toMatchObject({ userIds: [andi.userId], startedUserIds: [] });
    expect((await call('GET', `/api/exams/remedials/${made.body.id}`, { token: other })).status).toBe(404);

    // Editing: add a classmate who sat the original, then remove them again while not started.
    expect((await call('POST', '/api/exams/remedials', { token: admin, body: { ...body, id: made.body.id, userIds: [andi.userId, absentId] } })).status).toBe(
      200,
    );
    expect(await t.database.db.select().from(examAttempts).where(eq(examAttempts.scheduleId, made.body.id))).toHaveLength(2);
    expect((await call('POST', '/api/exams/remedials', { token: admin, body: { ...body, id: made.body.id, userIds: [andi.userId] } })).status).toBe(200);
    expect(await t.database.db.select().from(examAttempts).where(eq(examAttempts.scheduleId, made.body.id))).toHaveLength(1);
    await t.database.db
      .update(examAttempts)
      .set({ status: 'working', startedAt: new Date() })
      .where(and(eq(examAttempts.scheduleId, made.body.id), eq(examAttempts.userId, andi.userId)));
    const drop = await call('POST', '/api/exams/remedials', { token: admin, body: { ...body, id: made.body.id, userIds: [absentId] } });
    expect(drop.status).toBe(422);
    expect(drop.body.errors.userIds[0]).toMatch(/sudah mulai/);
    expect(
      (
        await call('POST', '/api/exams/remedials', {
          token: admin,
          body: { ...body, id: made.body.id, paper: { mode: 'fixed', questionIds: questionIds.slice(0, 1) } },
        })
      ).status,
    ).toBe(409);
  });
});

describe('duplicate', () => {
  it('copies the paper and settings with a new token and window', async () => {
    const source = await create({ title: 'Asal Duplikat', token: 'AUTO' });
    const sources = (await call('GET', '/api/exams/duplicate-sources', { token: admin })).body.data;
    expect(sources.some((s: { id: number }) => s.id === source)).toBe(true);
    const bad = await call('POST', '/api/exams/duplicates', {
      token: admin,
      body: { sourceId: source, title: '', startsAt: hoursFromNow(5), endsAt: hoursFromNow(4) },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['endsAt', 'title']);
    expect(
      (await call('POST', '/api/exams/duplicates', { token: admin, body: { sourceId: 0, title: 'X', startsAt: hoursFromNow(1), endsAt: hoursFromNow(2) } }))
        .body.errors.sourceId,
    ).toEqual(['Pilih jadwal asal.']);
    expect(
      (
        await call('POST', '/api/exams/duplicates', {
          token: other,
          body: { sourceId: source, title: 'X', startsAt: hoursFromNow(1), endsAt: hoursFromNow(2) },
        })
      ).body.errors.sourceId,
    ).toBeDefined();
    expect(
      (
        await call('POST', '/api/exams/duplicates', {
          token: student,
          body: { sourceId: source, title: 'X', startsAt: hoursFromNow(1), endsAt: hoursFromNow(2) },
        })
      ).status,
    ).toBe(403);
    const copy = await call('POST', '/api/exams/duplicates', {
      token: admin,
      body: { sourceId: source, title: 'Salinan', startsAt: hoursFromNow(24), endsAt: hoursFromNow(26) },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const [a, b] = await Promise.all([source, copy.body.id].map(async (id) => (await call('GET', `/api/exams/schedules/${id}`, { token: admin })).body));
    expect(b.questionIds).toEqual(a.questionIds);
    expect(b.sectionIds).toEqual(a.sectionIds);
    expect(b.token).not.toEqual(a.token);
    expect(b).toMatchObject({ title: 'Salinan', durationMinutes: a.durationMinutes, resultVisibility: a.resultVisibility });
    expect(copy.body.participants).toBeGreaterThan(0);
  });
});

describe('collective scheduling and the grid', () => {
  it('previews, reports row errors, creates all-or-nothing, and shows clashes on the grid', async () => {
    const options = (await call('GET', '/api/exams/options', { token: admin })).body;
    const course = options.courses.find((c: { code: string }) => c.code === 'MTK');
    const sessions = (await call('GET', `${SESSIONS}?sort=position`, { token: admin })).body.data;
    const date = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const row = { courseId: course.id, grade: 10, date, sessionTimeId: sessions[0].id, durationMinutes: 60, paper: { mode: 'all' } };
    const common = { kind: 'school', titlePrefix: 'PTS Ganjil', withToken: true };
    const before = (await call('GET', '/api/exams/schedules', { token: admin })).body.data.length;
    const bad = await call('POST', '/api/exams/collective', {
      token: admin,
      body: { ...common, rows: [row, { ...row, grade: 12 }, { ...row, sessionTimeId: null, startTime: '10:00', endTime: '10:30' }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['rows.1'][0]).toMatch(/^Baris 2: /);
    expect(bad.body.errors['rows.2'][0]).toMatch(/^Baris 3: durasi 60 menit/);
    expect(bad.body.errors['rows.0']).toBeUndefined();
    expect((await call('GET', '/api/exams/schedules', { token: admin })).body.data.length).toBe(before);
    expect((await call('POST', '/api/exams/collective', { token: student, body: { ...common, rows: [row] } })).status).toBe(403);

    const rows = [row, { ...row, sectionIds: [sectionId], paper: { mode: 'draw', rules: [{ type: 'single_choice', count: 1 }] } }];
    const preview = await call('POST', '/api/exams/collective', { token: admin, body: { ...common, rows, dryRun: true } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.preview).toHaveLength(2);
    expect(preview.body.preview[0]).toMatchObject({ row: 1, title: 'PTS Ganjil Matematika Kelas 10', session: 'Sesi 1', questions: questionIds.length });
    expect((await call('GET', '/api/exams/schedules', { token: admin })).body.data.length).toBe(before);
    const made = await call('POST', '/api/exams/collective', { token: admin, body: { ...common, rows } });
    expect(made.body.created).toHaveLength(2);

    const grid = await call('GET', `/api/exams/grid?from=${date}&to=${date}`, { token: teacher });
    expect(grid.status).toBe(200);
    expect(grid.body.schedules).toHaveLength(2);
    expect(grid.body.schedules[0]).toMatchObject({ day: date, time: '07:30', session: 'Sesi 1' });
    expect(grid.body.schedules[0].clashes[0]).toMatch(/^Rombel .* juga ujian PTS Ganjil/);
    expect((await call('GET', `/api/exams/grid?from=${date}&to=${date}&grade=11`, { token: teacher })).body.schedules).toHaveLength(0);
    expect((await call('GET', `/api/exams/grid?from=${date}&to=2000-01-01`, { token: teacher })).status).toBe(422);
    expect((await call('GET', `/api/exams/grid?from=${date}&to=${date}`, { token: other })).body.schedules).toHaveLength(0);
    expect((await call('GET', `/api/exams/grid?from=${date}&to=${date}`, { token: student })).status).toBe(403);
    expect((await call('GET', `/api/exams/grid?from=${date}&to=${date}`)).status).toBe(401);
  });
});
