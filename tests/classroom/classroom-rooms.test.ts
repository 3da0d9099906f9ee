import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { multipart, PNG_1X1 } from '../files/multipart.ts';

/** Class rooms as the teacher, the student, the parent and outsiders use them (issue 16). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let guru: string;
let siswa: string;
let ortu: string;
let kepsek: string;
let otherAdmin: string;
let pustakawan: string;

const upload = async (token: string, bytes: Buffer, name: string, type: string) => {
  const body = multipart(bytes, name, type);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/files?kind=classroom_file',
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [guru, siswa, ortu, kepsek, otherAdmin, pustakawan] = await Promise.all(
    ['guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'kepsek@demo.sch.id', 'admin.smp@demo.sch.id', 'pustakawan@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
  );
});
afterAll(() => t.close());

type Room = { id: number; courseName: string; due: number; missing: number; toGrade: number; student: { name: string } | null };

describe('demo class rooms', () => {
  it('gives each role its rooms, with the student one submitted and one missing assignment', async () => {
    const mine = (await call('GET', '/api/classroom/rooms', guru)).body.data as Room[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.some((r) => r.toGrade === 1)).toBe(true);
    const student = (await call('GET', '/api/classroom/rooms', siswa)).body.data as Room[];
    expect(student.length).toBeGreaterThan(1);
    expect(student.reduce((n, r) => n + r.missing, 0)).toBe(1);
    const parent = (await call('GET', '/api/classroom/rooms', ortu)).body.data as Room[];
    expect(parent.length).toBe(student.length);
    expect(parent[0].student?.name).toContain('Andi');
    const list = (await call('GET', '/api/classroom/assignments', siswa)).body.data as { status: string }[];
    expect(list.filter((a) => a.status === 'submitted').length).toBe(1);
    expect(list.filter((a) => a.status === 'missing').length).toBe(1);
    const room = (await call('GET', `/api/classroom/rooms/${mine[0].id}`, guru)).body;
    expect(room.meetings.length).toBe(2);
    expect(room.meetings[0].materials.length).toBe(2);
    expect(room.assignments.length).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/classroom/rooms', pustakawan)).body.data).toEqual([]);
  });
});

describe('the assignment flow', () => {
  it('posts, takes a file and text, flags late, grades with feedback, shows the grade to student and parent, refuses after close', async () => {
    const rooms = (await call('GET', '/api/classroom/rooms', siswa)).body.data as Room[];
    const roomId = (await call('GET', '/api/classroom/rooms', guru)).body.data.find((r: Room & { sectionName: string }) => rooms.some((s) => s.id === r.id))
      .id as number;
    const room = (await call('GET', `/api/classroom/rooms/${roomId}`, guru)).body;
    const meetingId = room.meetings[0].id;

    const material = await call('POST', `/api/classroom/rooms/${roomId}/materials`, guru, {
      meetingId,
      kind: 'text',
      title: 'Catatan',
      body: '<p onclick="alert(1)">Halo<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
    });
    expect(material.status).toBe(201);
    const opened = (await call('GET', `/api/classroom/materials/${material.body.id}`, siswa)).body;
    expect(opened.body).toBe('<p>Halo</p>');
    const views = (await call('GET', `/api/classroom/rooms/${roomId}/views`, guru)).body;
    expect(views.materials.find((m: { id: number }) => m.id === material.body.id).openedBy.length).toBe(1);
    expect((await call('GET', `/api/classroom/rooms/${roomId}/views`, siswa)).status).toBe(404);
    const video = await call('POST', `/api/classroom/rooms/${roomId}/materials`, guru, {
      meetingId,
      kind: 'video',
      title: 'Video',
      url: 'https://example.com/v',
    });
    expect(video.status).toBe(422);
    expect(video.body.errors.url[0]).toContain('YouTube');

    const due = new Date(Date.now() + 86_400_000).toISOString();
    const created = await call('POST', `/api/classroom/rooms/${roomId}/assignments`, guru, {
      title: 'Laporan uji',
      dueAt: due,
      acceptedTypes: ['png'],
      maxScore: 90,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect((await call('POST', `/api/classroom/rooms/${roomId}/assignments`, siswa, { title: 'x', dueAt: due })).status).toBe(403);
    expect((await call('POST', `/api/classroom/rooms/${roomId}/assignments`, guru, { title: '', dueAt: 'besok' })).status).toBe(422);

    const png = await upload(siswa, PNG_1X1, 'foto.png', 'image/png');
    expect(png.status).toBe(200);
    const pdf = await upload(siswa, Buffer.from('%PDF-1.4\n%%EOF'), 'laporan.pdf', 'application/pdf');
    const refused = await call('POST', `/api/classroom/assignments/${id}/submission`, siswa, { fileIds: [pdf.body.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.fileIds[0]).toContain('PNG');
    expect((await call('POST', `/api/classroom/assignments/${id}/submission`, siswa, {})).status).toBe(422);
    expect((await call('POST', `/api/classroom/assignments/${id}/submission`, ortu, { body: 'x' })).status).toBe(403);

    const sent = await call('POST', `/api/classroom/assignments/${id}/submission`, siswa, { body: '<p>Jawaban<script>x</script></p>', fileIds: [png.body.id] });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('submitted');
    expect(sent.body.mine.body).toBe('<p>Jawaban</p>');
    expect(sent.body.mine.files[0].name).toBe('foto.png');

    const teacherView = (await call('GET', `/api/classroom/assignments/${id}`, guru)).body;
    const row = teacherView.submissions.find((s: { submission: unknown }) => s.submission);
    expect((await call('PUT', `/api/classroom/submissions/${row.submission.id}/grade`, guru, { score: 95 })).status).toBe(422);
    expect((await call('PUT', `/api/classroom/submissions/${row.submission.id}/grade`, siswa, { score: 80 })).status).toBe(403);
    expect((await call('PUT', `/api/classroom/submissions/${row.submission.id}/grade`, otherAdmin, { score: 80 })).status).toBe(404);
    const graded = await call('PUT', `/api/classroom/submissions/${row.submission.id}/grade`, guru, { score: 85, feedback: 'Bagus, tambah kesimpulan.' });
    expect(graded.status).toBe(200);
    const seen = (await call('GET', `/api/classroom/assignments/${id}`, siswa)).body;
    expect(seen).toMatchObject({ status: 'graded', mine: { score: 85, feedback: 'Bagus, tambah kesimpulan.' }, canSubmit: false });
    expect((await call('GET', `/api/classroom/assignments/${id}`, ortu)).body.mine.score).toBe(85);
    expect((await call('POST', `/api/classroom/assignments/${id}/submission`, siswa, { body: 'lagi' })).status).toBe(409);

    const late = await call('POST', `/api/classroom/rooms/${roomId}/assignments`, guru, {
      title: 'Sudah lewat',
      dueAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const lateSent = await call('POST', `/api/classroom/assignments/${late.body.id}/submission`, siswa, { body: 'terlambat' });
    expect(lateSent.body).toMatchObject({ status: 'late', mine: { late: true } });
    expect((await call('POST', `/api/classroom/assignments/${late.body.id}/close`, guru)).body.closed).toBe(true);
    expect((await call('POST', `/api/classroom/assignments/${late.body.id}/submission`, siswa, { body: 'lagi' })).status).toBe(409);
  });

  it('hides rooms from outsiders: another rombel, another school, a librarian all get 404', async () => {
    const rooms = (await call('GET', '/api/classroom/rooms', kepsek)).body.data as (Room & { sectionName: string })[];
    const own = new Set(((await call('GET', '/api/classroom/rooms', siswa)).body.data as Room[]).map((r) => r.id));
    const other = rooms.find((r) => !own.has(r.id))!;
    expect((await call('GET', `/api/classroom/rooms/${other.id}`, siswa)).status).toBe(404);
    expect((await call('GET', `/api/classroom/rooms/${other.id}`, ortu)).status).toBe(404);
    expect((await call('GET', `/api/classroom/rooms/${other.id}`, otherAdmin)).status).toBe(404);
    expect((await call('GET', `/api/classroom/rooms/${other.id}`, pustakawan)).status).toBe(404);
    expect((await call('GET', `/api/classroom/rooms/${other.id}`, kepsek)).body.canKeep).toBe(false);
    expect((await call('POST', `/api/classroom/rooms/${other.id}/meetings`, kepsek, { title: 'x' })).status).toBe(403);
    expect((await call('GET', '/api/classroom/rooms/999999', guru)).status).toBe(404);
  });

  it('opens a material to its rombel and guardians only, and records each student once however many opens arrive together', async () => {
    const rooms = (await call('GET', '/api/classroom/rooms', kepsek)).body.data as Room[];
    const own = new Set(((await call('GET', '/api/classroom/rooms', siswa)).body.data as Room[]).map((r) => r.id));
    const materialOf = async (roomId: number) =>
      (await call('GET', `/api/classroom/rooms/${roomId}`, kepsek)).body.meetings.flatMap((m: { materials: { id: number }[] }) => m.materials)[0] as {
        id: number;
      };
    const otherRoom = rooms.find((r) => !own.has(r.id) && r.courseName)!;
    const ownRoom = rooms.find((r) => own.has(r.id))!;
    const foreign = await materialOf(otherRoom.id);
    expect((await call('GET', `/api/classroom/materials/${foreign.id}`, siswa)).status).toBe(404);
    expect((await call('GET', `/api/classroom/materials/${foreign.id}`, ortu)).status).toBe(404);
    expect((await call('GET', `/api/classroom/materials/${foreign.id}`, otherAdmin)).status).toBe(404);

    const material = await materialOf(ownRoom.id);
    const openedBy = async () =>
      (await call('GET', `/api/classroom/rooms/${ownRoom.id}/views`, kepsek)).body.materials.find((m: { id: number }) => m.id === material.id)
        .openedBy as number[];
    const before = await openedBy();
    const answers = await Promise.all(Array.from({ length: 6 }, () => call('GET', `/api/classroom/materials/${material.id}`, siswa)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[0].body.courseName).toBe(ownRoom.courseName);
    const siswaId = Number((await t.signIn('siswa@demo.sch.id')).data.id);
    const after = await openedBy();
    expect(after.filter((id) => id === siswaId)).toEqual([siswaId]);
    expect(after.filter((id) => id !== siswaId)).toEqual(before.filter((id) => id !== siswaId));
    const parent = await call('GET', `/api/classroom/materials/${material.id}`, ortu);
    expect(parent.status).toBe(200);
    expect(await openedBy()).toEqual(after);
    expect((await call('GET', '/api/classroom/materials/2147483647', siswa)).status).toBe(404);
  });
});
