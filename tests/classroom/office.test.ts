import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** The front desk's guest book and the organisation chart (issue 16). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let staf: string;
let admin: string;
let guru: string;
let kepsek: string;
let siswa: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [staf, admin, guru, kepsek, siswa] = await Promise.all(
    ['staf@demo.sch.id', 'admin@demo.sch.id', 'guru@demo.sch.id', 'kepsek@demo.sch.id', 'siswa@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

describe('guest book', () => {
  it('registers a visitor at the desk, tells the host, marks the leaving once; others only read or nothing', async () => {
    const today = (await call('GET', '/api/guests', staf)).body;
    expect(today.visits.length).toBeGreaterThanOrEqual(3);
    expect(today.canWrite).toBe(true);
    const host = today.hosts.find((h: { name: string }) => h.name.includes('Budi Santoso'));
    await t.database.db.execute(`update sd_staff_profiles set phone = '081200000001' where sd_user_id = ${host.id}`);
    const added = await call('POST', '/api/guests', staf, {
      name: 'Rahmat Hidayat',
      institution: 'Komite',
      purpose: 'Rapat persiapan pentas seni',
      hostId: host.id,
      visitors: 2,
    });
    expect(added.status).toBe(201);
    expect(added.body.hostNotified).toBe(true);
    const outbox = (
      await t.database.db.execute<{ body: string; recipient: string }>('select body, recipient from sd_messages order by sd_message_id desc limit 1')
    ).rows[0];
    expect(outbox.recipient).toBe('081200000001');
    expect(outbox.body).toContain('Rahmat Hidayat');
    const bad = await call('POST', '/api/guests', staf, { name: 'X', phone: 'telepon', purpose: '' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'phone', 'purpose']);
    expect((await call('POST', `/api/guests/${added.body.id}/leave`, staf)).status).toBe(200);
    expect((await call('POST', `/api/guests/${added.body.id}/leave`, staf)).status).toBe(409);
    const read = (await call('GET', '/api/guests', kepsek)).body;
    expect(read.canWrite).toBe(false);
    expect(read.visits.find((v: { id: number }) => v.id === added.body.id).leftAt).toBeTruthy();
    expect((await call('POST', '/api/guests', kepsek, { name: 'Tamu', purpose: 'Bertamu' })).status).toBe(403);
    expect((await call('GET', '/api/guests', guru)).status).toBe(403);
  });
});

describe('organisation chart', () => {
  it('draws the boxes under the principal and keeps a box from sitting under its own descendant', async () => {
    const chart = (await call('GET', '/api/org-chart', siswa)).body;
    expect(chart.positions[0]).toMatchObject({ title: 'Kepala Sekolah', depth: 0, parentId: null });
    const curriculum = chart.positions.find((p: { title: string }) => p.title === 'Wakasek Kurikulum');
    const child = chart.positions.find((p: { parentId: number }) => p.parentId === curriculum.id);
    expect(child.depth).toBe(2);
    expect(chart.canEdit).toBe(false);
    const created = await call('POST', '/api/resources/org-positions', admin, {
      title: 'Koordinator P5',
      holder_name: 'Rina',
      parent_id: curriculum.id,
      sort_order: 3,
    });
    expect(created.status).toBe(201);
    const loop = await call('PUT', `/api/resources/org-positions/${curriculum.id}`, admin, {
      title: 'Wakasek Kurikulum',
      parent_id: created.body.data.id,
      sort_order: 3,
    });
    expect(loop.status).toBe(422);
    expect(loop.body.errors).toHaveProperty('parent_id');
    expect((await call('POST', '/api/resources/org-positions', guru, { title: 'X', sort_order: 1 })).status).toBe(403);
    expect((await call('GET', '/api/org-chart', siswa)).body.positions.some((p: { title: string }) => p.title === 'Koordinator P5')).toBe(true);
  });
});

describe('meetings', () => {
  it('schedules a meeting for the invited, lets the secretary keep attendance and minutes, prints the minutes', async () => {
    const list = (await call('GET', '/api/meetings', admin)).body;
    expect(list.canManage).toBe(true);
    const held = list.data.find((m: { held: boolean }) => m.held);
    const next = list.data.find((m: { held: boolean }) => !m.held);
    const mine = (await call('GET', '/api/meetings', guru)).body;
    expect(mine.canManage).toBe(false);
    expect(mine.data.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining([held.id, next.id]));
    expect((await call('GET', '/api/meetings', siswa)).status).toBe(403);
    const librarian = (await t.signIn('pustakawan@demo.sch.id')).token;
    expect((await call('GET', '/api/meetings', librarian)).body.data).toEqual([]);
    expect((await call('GET', `/api/meetings/${held.id}`, librarian)).status).toBe(404);

    const detail = (await call('GET', `/api/meetings/${held.id}`, guru)).body;
    expect(detail.canManage).toBe(true);
    expect(detail.decisions.length).toBe(3);
    const statuses = detail.attendees.map((a: { id: number }, i: number) => ({ userId: a.id, status: i === 0 ? 'absent' : 'present' }));
    expect((await call('PUT', `/api/meetings/${held.id}/attendance`, guru, { statuses })).body.present).toBe(statuses.length - 1);
    expect((await call('PUT', `/api/meetings/${held.id}/attendance`, guru, { statuses: [{ userId: 999999, status: 'present' }] })).status).toBe(422);
    expect((await call('PUT', `/api/meetings/${next.id}/minutes`, guru, { minutes: 'Belum terjadi' })).status).toBe(409);
    expect((await call('PUT', `/api/meetings/${held.id}/minutes`, guru, { minutes: 'Notulen baru.', decisions: ['Satu', 'Dua'] })).status).toBe(200);
    const pdf = await call('GET', `/api/meetings/${held.id}/minutes.pdf?paper=F4`, kepsek);
    expect(pdf.status).toBe(200);
    expect(String(pdf.raw.subarray(0, 5))).toBe('%PDF-');

    const created = await call('POST', '/api/meetings', kepsek, {
      title: 'Rapat komite',
      kind: 'komite',
      meetingDate: '2026-12-10',
      startTime: '09:00',
      place: 'Aula',
      agenda: 'Program kerja',
      invite: 'all_staff',
    });
    expect(created.status).toBe(201);
    expect(created.body.invited).toBeGreaterThan(detail.attendees.length);
    expect(
      (
        await call('POST', '/api/meetings', guru, {
          title: 'Rapat',
          kind: 'guru',
          meetingDate: '2026-12-10',
          startTime: '09.00',
          place: 'Aula',
          agenda: 'x y z',
        })
      ).status,
    ).toBe(403);
    const bad = await call('POST', '/api/meetings', admin, { title: 'R', kind: 'pesta', meetingDate: '2026-13-40', startTime: 'siang', place: '', agenda: '' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['agenda', 'kind', 'meetingDate', 'place', 'startTime', 'title']);
  });
});

describe('teacher groups', () => {
  it('forms an MGMP from the teachers of a subject; its coordinator keeps members; members write the journal', async () => {
    const mine = (await call('GET', '/api/teacher-groups', guru)).body;
    const mgmp = mine.data.find((g: { name: string }) => g.name === 'MGMP Matematika');
    expect(mgmp.mine).toBe(true);
    expect(mgmp.activities).toBe(2);
    expect(mine.canManage).toBe(false);
    const office = (await call('GET', '/api/teacher-groups', admin)).body;
    const course = office.courses.find((c: { name: string }) => /Bahasa Indonesia/.test(c.name)) ?? office.courses[0];
    const created = await call('POST', '/api/teacher-groups', admin, { name: 'MGMP Uji', kind: 'MGMP', courseId: course.id });
    expect(created.status).toBe(201);
    expect(created.body.members).toBeGreaterThan(0);
    expect((await call('POST', '/api/teacher-groups', admin, { name: 'MGMP Uji', kind: 'MGMP' })).status).toBe(409);
    expect((await call('POST', '/api/teacher-groups', guru, { name: 'Tim Saya', kind: 'Tim' })).status).toBe(403);
    const detail = (await call('GET', `/api/teacher-groups/${mgmp.id}`, guru)).body;
    expect(detail.canKeep).toBe(true);
    expect((await call('POST', `/api/teacher-groups/${mgmp.id}/activities`, guru, { activityDate: '2026-11-21', topic: 'Telaah soal' })).status).toBe(201);
    expect((await call('POST', `/api/teacher-groups/${mgmp.id}/activities`, guru, { activityDate: 'kemarin', topic: '' })).status).toBe(422);
    const kept = await call('PUT', `/api/teacher-groups/${mgmp.id}/members`, guru, { memberIds: [detail.teachers[0].id] });
    expect(kept.body.members).toBeGreaterThanOrEqual(1);
    expect((await call('PUT', `/api/teacher-groups/${created.body.id}/members`, guru, { memberIds: [] })).status).toBe(403);
    expect((await call('GET', '/api/teacher-groups', siswa)).status).toBe(403);
  });
});

describe('teachers duties', () => {
  it('adds up teaching hours and duty equivalents, gives and ends a tugas tambahan through the user roles', async () => {
    type T = { id: number; name: string; teachingHours: number; total: number; duties: { label: string; hours: number; roleId: number | null }[] };
    const list = (await call('GET', '/api/teacher-duties', admin)).body;
    const budi = list.teachers.find((x: T) => x.name.includes('Budi Santoso')) as T;
    expect(budi.teachingHours).toBeGreaterThan(0);
    const labels = budi.duties.map((d) => d.label);
    expect(labels).toEqual(expect.arrayContaining(['Wali kelas X AKL 1', 'Guru piket hari Senin', 'Pembina ekstrakurikuler Pramuka']));
    expect(budi.total).toBe(budi.teachingHours + budi.duties.reduce((n, d) => n + d.hours, 0));
    const given = await call('POST', '/api/teacher-duties', admin, { userId: budi.id, role: 'Pembina OSIS', decreeNumber: '421.3/9/2026' });
    expect(given.status).toBe(201);
    const after = ((await call('GET', '/api/teacher-duties', admin)).body.teachers as T[]).find((x) => x.id === budi.id)!;
    expect(after.total).toBe(budi.total + 2);
    expect((await call('POST', '/api/teacher-duties', admin, { userId: budi.id, role: 'Raja' })).status).toBe(422);
    expect((await call('POST', `/api/teacher-duties/${given.body.id}/end`, kepsek)).status).toBe(403);
    expect((await call('POST', `/api/teacher-duties/${given.body.id}/end`, admin)).status).toBe(200);
    const ended = ((await call('GET', '/api/teacher-duties', kepsek)).body.teachers as T[]).find((x) => x.id === budi.id)!;
    expect(ended.total).toBe(budi.total);
    expect((await call('GET', '/api/teacher-duties', guru)).status).toBe(403);
  });
});

describe('buku induk', () => {
  it('lists the register, shows a sheet with the released results, saves the facts once per number and prints it', async () => {
    const list = (await call('GET', '/api/student-register?q=Andi', staf)).body;
    const andi = list.data.find((s: { name: string }) => s.name.includes('Andi Pratama'));
    expect(andi.registerNumber).toBe('2025000001');
    expect((await call('GET', '/api/student-register?status=exited', admin)).body.total).toBe(1);
    const sheet = (await call('GET', `/api/student-register/${andi.id}`, kepsek)).body;
    expect(sheet.canWrite).toBe(false);
    expect(sheet.parents.guardians[0].name).toContain('Hendra');
    expect(sheet.results.length).toBeGreaterThanOrEqual(1);
    expect(sheet.results[0].subjects.length).toBeGreaterThan(3);
    const other =
      list.data.find((s: { id: number }) => s.id !== andi.id) ??
      (await call('GET', '/api/student-register', staf)).body.data.find((s: { id: number }) => s.id !== andi.id);
    const taken = await call('PUT', `/api/student-register/${other.id}`, staf, { registerNumber: '2025000001' });
    expect(taken.status).toBe(409);
    const leaving = await call('PUT', `/api/student-register/${andi.id}`, staf, { registerNumber: '2025000001', exitReason: 'pindah' });
    expect(Object.keys(leaving.body.errors).sort()).toEqual(['exitDestination', 'exitOn']);
    expect(
      (
        await call('PUT', `/api/student-register/${andi.id}`, staf, {
          registerNumber: '2025000001',
          enteredOn: '2025-07-14',
          previousSchool: 'SMP Negeri 5 Bandung',
          diplomaNumber: 'DN-02/D-SMP/25/0001',
        })
      ).status,
    ).toBe(200);
    expect((await call('PUT', `/api/student-register/${andi.id}`, kepsek, { registerNumber: 'x' })).status).toBe(403);
    const pdf = await call('GET', `/api/student-register/${andi.id}/register.pdf`, admin);
    expect(pdf.status).toBe(200);
    expect(String(pdf.raw.subarray(0, 5))).toBe('%PDF-');
    for (const token of [guru, siswa]) expect((await call('GET', `/api/student-register/${andi.id}`, token)).status).toBe(403);
  });
});
