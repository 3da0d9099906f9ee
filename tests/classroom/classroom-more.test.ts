import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { multipart, PNG_1X1 } from '../files/multipart.ts';

/** Class quizzes, discussion, calendar, material and room overviews, the student side of /tugas, file access (issue 16). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let guru: string;
let siswa: string;
let ortu: string;
let kepsek: string;
let roomId: number;

type Room = { id: number; courseName: string; sectionName: string; student: unknown };

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [guru, siswa, ortu, kepsek] = await Promise.all(
    ['guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'kepsek@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
  const studentRooms = (await call('GET', '/api/classroom/rooms', siswa)).body.data as Room[];
  roomId = ((await call('GET', '/api/classroom/rooms', guru)).body.data as Room[]).find((r) => studentRooms.some((s) => s.id === r.id))!.id;
});
afterAll(() => t.close());

describe('class quizzes', () => {
  it('makes a practice schedule for the room from the bank and lists it for the student', async () => {
    const room = (await call('GET', `/api/classroom/rooms/${roomId}/quizzes`, guru)).body;
    expect(room.canKeep).toBe(true);
    expect(room.questions.length).toBeGreaterThan(1);
    const startsAt = new Date(Date.now() - 60_000).toISOString();
    const endsAt = new Date(Date.now() + 86_400_000).toISOString();
    const made = await call('POST', `/api/classroom/rooms/${roomId}/quizzes`, guru, {
      title: 'Kuis uji',
      startsAt,
      endsAt,
      durationMinutes: 15,
      questionIds: room.questions.slice(0, 2).map((q: { id: number }) => q.id),
    });
    expect(made.status).toBe(201);
    expect(made.body.participants).toBeGreaterThan(10);
    const after = (await call('GET', `/api/classroom/rooms/${roomId}/quizzes`, kepsek)).body;
    expect(after.canKeep).toBe(false);
    expect(after.quizzes.find((q: { id: number }) => q.id === made.body.id).participants).toBe(made.body.participants);
    const mine = (await call('GET', '/api/classroom/quizzes', siswa)).body.quizzes;
    expect(mine.find((q: { scheduleId: number }) => q.scheduleId === made.body.id)).toMatchObject({ status: 'not_started', questionCount: 2 });
    expect(
      (await call('POST', `/api/classroom/rooms/${roomId}/quizzes`, siswa, { title: 'x', startsAt, endsAt, durationMinutes: 5, questionIds: [1] })).status,
    ).toBe(403);
    const bad = await call('POST', `/api/classroom/rooms/${roomId}/quizzes`, guru, {
      title: '',
      startsAt: endsAt,
      endsAt: startsAt,
      durationMinutes: 0,
      questionIds: [],
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['durationMinutes', 'endsAt', 'questionIds', 'title']);
    expect((await call('GET', '/api/classroom/quizzes', ortu)).body.quizzes).toEqual([]);
  });
});

describe('discussion', () => {
  it('lets a student ask, the teacher answer and mark it, the parent read only; text stays text', async () => {
    const asked = await call('POST', `/api/classroom/rooms/${roomId}/threads`, siswa, {
      title: 'Cara mencari gradien?',
      body: '<script>alert(1)</script> contoh 3',
    });
    expect(asked.status).toBe(201);
    const replied = await call('POST', `/api/classroom/threads/${asked.body.id}/posts`, guru, { body: 'Bagi selisih y dengan selisih x.' });
    expect(replied.status).toBe(201);
    expect((await call('POST', `/api/classroom/threads/${asked.body.id}/posts`, ortu, { body: 'Terima kasih' })).status).toBe(403);
    expect((await call('POST', `/api/classroom/threads/${asked.body.id}/answer`, siswa, { postId: replied.body.id })).status).toBe(200);
    const thread = (await call('GET', `/api/classroom/threads/${asked.body.id}`, ortu)).body;
    expect(thread).toMatchObject({ answerId: replied.body.id, canPost: false, body: '<script>alert(1)</script> contoh 3' });
    expect(thread.posts[0].fromTeacher).toBe(true);
    const list = (await call('GET', `/api/classroom/rooms/${roomId}/threads`, guru)).body.threads;
    expect(list.find((x: { id: number }) => x.id === asked.body.id)).toMatchObject({ replies: 1, answered: true });
    expect((await call('POST', `/api/classroom/rooms/${roomId}/threads`, siswa, { title: '', body: '' })).status).toBe(422);
    const outsider = (await t.signIn('pustakawan@demo.sch.id')).token;
    expect((await call('GET', `/api/classroom/threads/${asked.body.id}`, outsider)).status).toBe(404);
  });
});

describe('calendar, materials, recaps, tasks', () => {
  it('gives each person the month, their materials, the room figures and the rombel tasks', async () => {
    const month = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 7);
    const cal = (await call('GET', `/api/classroom/calendar?month=${month}`, siswa)).body;
    expect(cal.events.some((e: { kind: string; status: string }) => e.kind === 'assignment' && e.status)).toBe(true);
    expect((await call('GET', '/api/classroom/calendar?month=2026-13', siswa)).status).toBe(422);
    const mats = (await call('GET', '/api/classroom/materials', siswa)).body.data;
    expect(mats.some((m: { opened: boolean }) => m.opened === true)).toBe(true);
    expect(mats.some((m: { opened: boolean }) => m.opened === false)).toBe(true);
    const staffMats = (await call('GET', '/api/classroom/materials', guru)).body.data;
    expect(staffMats[0].opened).toBeNull();
    expect(staffMats[0].students).toBeGreaterThan(0);
    const recap = (await call('GET', '/api/classroom/rooms-recap', guru)).body.data;
    const row = recap.find((r: { id: number }) => r.id === roomId);
    expect(row.materials).toBeGreaterThan(0);
    expect(row.submittedPct).toBeGreaterThan(0);
    expect((await call('GET', '/api/classroom/rooms-recap', siswa)).status).toBe(403);
    const mentor = (await t.signIn('mentor@demo.sch.id')).token;
    expect((await call('GET', '/api/classroom/rooms-recap', mentor)).body.data.length).toBeGreaterThan(recap.length);
    const activity = (await call('GET', '/api/classroom/activity-report', kepsek)).body;
    expect(activity.rows.some((r: { kind: string }) => r.kind === 'material')).toBe(true);
    expect(activity.teachers.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/classroom/activity-report', ortu)).status).toBe(403);
    const tasks = (await call('GET', '/api/classroom/tasks', ortu)).body.data;
    expect(tasks.length).toBe(3);
    expect(tasks[0].studentName).toContain('Andi');
    expect((await call('GET', '/api/classroom/tasks', guru)).status).toBe(403);
  });
});

describe('extracurricular meetings and report', () => {
  it('records a meeting with attendance, lets a member see their own mark and sums the year per club', async () => {
    const clubs = (await call('GET', '/api/extracurriculars', guru)).body.data;
    const pramuka = clubs.find((c: { name: string }) => c.name === 'Pramuka');
    const before = (await call('GET', `/api/extracurriculars/${pramuka.id}/sessions`, guru)).body;
    expect(before.canRecord).toBe(true);
    const [first, ...rest] = before.members;
    const attendance = [{ studentId: first.id, status: 'S' }, ...rest.map((m: { id: number }) => ({ studentId: m.id, status: 'H' }))];
    const made = await call('POST', `/api/extracurriculars/${pramuka.id}/sessions`, guru, {
      sessionDate: '2026-11-21',
      activity: 'Latihan baris-berbaris',
      attendance,
    });
    expect(made.status).toBe(201);
    expect((await call('POST', `/api/extracurriculars/${pramuka.id}/sessions`, guru, { sessionDate: '2026-11-21', activity: 'Lagi' })).status).toBe(409);
    expect((await call('POST', `/api/extracurriculars/${pramuka.id}/sessions`, siswa, { sessionDate: '2026-11-22', activity: 'Latihan' })).status).toBe(403);
    expect(
      (await call('PUT', `/api/extracurricular-sessions/${made.body.id}/attendance`, guru, { attendance: [{ studentId: first.id, status: 'H' }] })).body
        .present,
    ).toBe(before.members.length);
    expect(
      (await call('PUT', `/api/extracurricular-sessions/${made.body.id}/attendance`, guru, { attendance: [{ studentId: 999999, status: 'H' }] })).status,
    ).toBe(422);
    const seen = (await call('GET', `/api/extracurriculars/${pramuka.id}/sessions`, siswa)).body;
    expect(seen.members).toEqual([]);
    const mine = seen.sessions.find((x: { id: number }) => x.id === made.body.id);
    expect(mine.attendance.length).toBe(1);
    const report = (await call('GET', '/api/extracurriculars/report', kepsek)).body.clubs;
    const row = report.find((c: { id: number }) => c.id === pramuka.id);
    expect(row.sessions).toBeGreaterThanOrEqual(1);
    expect(row.attendancePct).toBeGreaterThan(0);
    expect(row.predicates.B).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/extracurriculars/report', guru)).body.clubs.every((c: { coachName: string }) => c.coachName?.includes('Budi'))).toBe(true);
    const pdf = await call('GET', `/api/extracurriculars/${pramuka.id}/report.pdf`, kepsek);
    expect(String(pdf.raw.subarray(0, 5))).toBe('%PDF-');
    expect((await call('GET', '/api/extracurriculars/report', siswa)).status).toBe(403);
  });
});

describe('PTK data', () => {
  it('lists every teacher and staff account with what Dapodik still misses', async () => {
    const admin = (await t.signIn('admin@demo.sch.id')).token;
    const list = (await call('GET', '/api/ptk', admin)).body;
    expect(list.data.some((p: { userTypeId: string }) => p.userTypeId === '3')).toBe(true);
    expect(list.data.some((p: { userTypeId: string }) => p.userTypeId === '9')).toBe(true);
    expect(list.data.some((p: { missing: string[] }) => p.missing.includes('nik'))).toBe(true);
    expect(list.byPosition.find((b: { position: string }) => b.position === 'Guru BK')?.count).toBe(1);
    expect((await call('GET', '/api/ptk', guru)).status).toBe(403);
  });
});

describe('class room files', () => {
  it('serves a submission to the room staff, the student and their parent only, and a material to the room', async () => {
    const upload = async (token: string) => {
      const body = multipart(PNG_1X1, 'foto.png', 'image/png');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/files?kind=classroom_file',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        payload: body.payload,
      });
      return res.json().id as string;
    };
    const read = async (id: string, token: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: { authorization: `Bearer ${token}` } })).statusCode;
    const { rows } = await t.database.db.execute<{ email: string }>(
      `select u.email from sd_users u join sd_class_maps m on m.sd_user_id = u.sd_user_id where m.sd_section_id = (select sd_section_id from sd_class_maps where sd_user_id = (select sd_user_id from sd_users where email = 'siswa@demo.sch.id')) and u.email <> 'siswa@demo.sch.id' order by u.sd_user_id limit 1`,
    );
    const classmate = (await t.signIn(rows[0].email)).token;
    const librarian = (await t.signIn('pustakawan@demo.sch.id')).token;
    const due = new Date(Date.now() + 86_400_000).toISOString();
    const assignment = (await call('POST', `/api/classroom/rooms/${roomId}/assignments`, guru, { title: 'Foto catatan', dueAt: due, acceptedTypes: ['png'] }))
      .body.id;
    const fileId = await upload(siswa);
    expect(await read(fileId, classmate)).toBe(404);
    expect((await call('POST', `/api/classroom/assignments/${assignment}/submission`, siswa, { fileIds: [fileId] })).status).toBe(200);
    for (const token of [siswa, guru, ortu, kepsek]) expect(await read(fileId, token)).toBe(200);
    for (const token of [classmate, librarian]) expect(await read(fileId, token)).toBe(404);
    const room = (await call('GET', `/api/classroom/rooms/${roomId}`, guru)).body;
    const materialFile = await upload(guru);
    expect(
      (
        await call('POST', `/api/classroom/rooms/${roomId}/materials`, guru, {
          meetingId: room.meetings[0].id,
          kind: 'file',
          title: 'Lembar kerja',
          fileId: materialFile,
        })
      ).status,
    ).toBe(201);
    for (const token of [classmate, siswa, ortu]) expect(await read(materialFile, token)).toBe(200);
    expect(await read(materialFile, librarian)).toBe(404);
  });
});
