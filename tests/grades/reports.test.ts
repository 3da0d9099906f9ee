import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** The assessment reports (document 02, 2.8) over the demo data, and the kokurikuler seam into the rapor. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let guru: string;
let admin: string;
let kepsek: string;
let siswa: string;
let mentor: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const accounts = await Promise.all(
    ['guru@demo.sch.id', 'admin@demo.sch.id', 'kepsek@demo.sch.id', 'siswa@demo.sch.id', 'mentor@demo.sch.id'].map((e) => t.signIn(e)),
  );
  [guru, admin, kepsek, siswa, mentor] = accounts.map((a) => a.token);
});
afterAll(() => t.close());

const report = (token: string, query: string) => call('GET', `/api/grades/reports?${query}`, token);

describe('section reports', () => {
  it('gives the homeroom teacher their rombel: attendance, assessment, performance, extracurriculars', async () => {
    const att = await report(guru, 'report=kehadiran-siswa&semester=1');
    expect(att.status).toBe(200);
    expect(att.body.options).toHaveLength(1);
    expect(att.body.columns).toContain('Sakit');
    expect(att.body.rows.length).toBeGreaterThan(20);

    const assess = await report(guru, 'report=penilaian-siswa&semester=1');
    expect(assess.status).toBe(200);
    expect(assess.body.rows.length).toBeGreaterThan(5);
    expect(assess.body.rows[0][4]).toEqual(expect.any(Number));

    const perf = await report(guru, 'report=performa-siswa&semester=1');
    expect(perf.body.rows[0][0]).toBe(1);

    const xlsx = await call('GET', '/api/grades/reports/laporan.xlsx?report=penilaian-siswa&semester=1', guru);
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');
  });

  it("prints the planning module's kokurikuler text in the character report of semester 2", async () => {
    const r = await report(guru, 'report=karakter&semester=2');
    expect(r.status).toBe(200);
    expect(r.body.rows.some((row: unknown[]) => typeof row[3] === 'string' && row[3] !== 'Belum dinilai')).toBe(true);
  });

  it('refuses a rombel the teacher does not lead, bad input and the wrong roles', async () => {
    const all = await report(admin, 'report=kehadiran-siswa');
    expect(all.body.options.length).toBeGreaterThan(1);
    const other = all.body.options.find((o: { id: number }) => o.id !== all.body.chosen && o.id !== undefined);
    const mine = (await report(guru, 'report=kehadiran-siswa')).body.chosen;
    const notMine = all.body.options.find((o: { id: number }) => o.id !== mine) ?? other;
    expect((await report(guru, `report=kehadiran-siswa&id=${notMine.id}`)).status).toBe(403);
    const bad = await report(guru, 'report=nilai-rahasia');
    expect(bad.status).toBe(422);
    expect((await report(guru, 'report=kehadiran-siswa&semester=3')).status).toBe(422);
    expect((await report(siswa, 'report=penilaian-siswa')).status).toBe(403);
    expect((await report(guru, 'report=performa-guru')).status).toBe(403);
  });
});

describe('school reports', () => {
  it('lists teachers with their grade-book completeness for the principal, and a mentor only themselves', async () => {
    const r = await report(kepsek, 'report=performa-guru');
    expect(r.status).toBe(200);
    expect(r.body.rows.length).toBeGreaterThan(0);
    expect(r.body.columns).toContain('Kelengkapan nilai (%)');
    const m = await report(mentor, 'report=performa-mentor');
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    // The demo's mentor teaches one class (seedDemoMentorClass): her own row only, for the principal too.
    expect(m.body.rows).toHaveLength(1);
    expect(m.body.rows[0].slice(1, 3)).toEqual(['Dewi Lestari (Demo)', 1]);
    const all = await report(kepsek, 'report=performa-mentor');
    expect(all.body.rows.map((row: unknown[]) => row[1])).toContain('Dewi Lestari (Demo)');
  });

  it("recaps a teacher's classes and one class's assessments, and lists the rombel for the office", async () => {
    const mine = await report(guru, 'report=nilai-ajar&semester=1');
    expect(mine.status).toBe(200);
    expect(mine.body.rows.length).toBeGreaterThan(0);
    expect(mine.body.rows[0][6]).toBe(100);
    const one = await report(guru, 'report=nilai-penilaian&semester=1');
    expect(one.body.rows.length).toBeGreaterThan(2);
    const list = await report(admin, 'report=rombel');
    expect(list.body.rows.length).toBeGreaterThan(1);
    expect((await report(guru, 'report=rombel')).status).toBe(403);
  });

  it("reports a teaching class's assignments to its teacher", async () => {
    const r = await report(guru, 'report=tugas');
    expect(r.status).toBe(200);
    expect(r.body.options.length).toBeGreaterThan(0);
    expect(r.body.columns).toContain('Mengumpulkan');
  });
});

describe('homeroom teachers', () => {
  it("lets the office set a rombel's wali kelas, one rombel per teacher, and the principal only read", async () => {
    const list = await call('GET', '/api/grades/homeroom', admin);
    expect(list.status).toBe(200);
    const led = list.body.sections.find((s: { teacherId: number | null }) => s.teacherId !== null);
    const free =
      list.body.sections.find((s: { teacherId: number | null }) => s.teacherId === null) ?? list.body.sections.find((s: { id: number }) => s.id !== led.id);
    const taken = await call('PUT', `/api/grades/homeroom/${free.id}`, admin, { teacherId: led.teacherId });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.teacherId[0]).toContain(led.name);
    expect((await call('PUT', `/api/grades/homeroom/${free.id}`, admin, { teacherId: 999999 })).status).toBe(422);
    expect((await call('PUT', `/api/grades/homeroom/${free.id}`, kepsek, { teacherId: null })).status).toBe(403);
    expect((await call('GET', '/api/grades/homeroom', kepsek)).body.canEdit).toBe(false);
    const other = list.body.teachers.find((t: { id: number }) => !list.body.sections.some((s: { teacherId: number | null }) => s.teacherId === t.id));
    const done = await call('PUT', `/api/grades/homeroom/${free.id}`, admin, { teacherId: other.id });
    expect(done.status).toBe(200);
    expect(done.body.sections.find((s: { id: number }) => s.id === free.id).teacherId).toBe(other.id);
  });
});

describe('supervision of teaching', () => {
  it("shows the demo observation to the principal and the teacher, lets the principal add one, refuses bad scores and the teacher's write", async () => {
    const seen = await call('GET', '/api/grades/supervision', kepsek);
    expect(seen.status).toBe(200);
    expect(seen.body.canEdit).toBe(true);
    expect(seen.body.items).toHaveLength(1);
    const own = await call('GET', '/api/grades/supervision', guru);
    expect(own.body.items).toHaveLength(1);
    expect(own.body.canEdit).toBe(false);
    const teacherId = seen.body.items[0].teacherId;
    const scores = { perencanaan: 4, pendahuluan: 4, materi: 4, metode: 4, media: 4, interaksi: 4, penilaian: 4, penutup: 4 };
    const bad = await call('POST', '/api/grades/supervision', kepsek, { teacherId, observedOn: '2026-03-02', scores: { ...scores, media: 5 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['scores.media'][0]).toContain('4');
    expect((await call('POST', '/api/grades/supervision', guru, { teacherId, observedOn: '2026-03-02', scores })).status).toBe(403);
    const made = await call('POST', '/api/grades/supervision', kepsek, { teacherId, observedOn: '2026-03-02', scores, findings: 'Sangat baik.' });
    expect(made.status).toBe(201);
    expect(made.body.items[0]).toEqual(expect.objectContaining({ total: 100, predicate: 'Amat Baik' }));
  });
});

describe('subject groups', () => {
  it('lets the office move a subject to another kelompok and order, and refuses a bad group and the teacher', async () => {
    const list = await call('GET', '/api/grades/course-groups', guru);
    expect(list.status).toBe(200);
    expect(list.body.canEdit).toBe(false);
    const course = list.body.courses[0];
    expect((await call('PUT', '/api/grades/course-groups', guru, { items: [{ id: course.id, group: 'B', sortOrder: 3 }] })).status).toBe(403);
    const bad = await call('PUT', '/api/grades/course-groups', admin, { items: [{ id: course.id, group: 'Z', sortOrder: 3 }] });
    expect(bad.status).toBe(422);
    const saved = await call('PUT', '/api/grades/course-groups', admin, { items: [{ id: course.id, group: 'MULOK', sortOrder: 7 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.courses.find((c: { id: number }) => c.id === course.id)).toEqual(expect.objectContaining({ group: 'MULOK', sortOrder: 7 }));
  });
});

describe('class requests', () => {
  it('lets the homeroom teacher ask to move a student, and the office approve it (the student moves)', async () => {
    const mine = await call('GET', '/api/grades/class-requests', guru);
    expect(mine.status).toBe(200);
    const from = mine.body.sources[0];
    const to = mine.body.targets.find((t: { id: number }) => t.id !== from.id);
    expect(mine.body.items.some((i: { status: string }) => i.status === 'pending')).toBe(true);
    const asked = new Set(mine.body.items.map((i: { studentName: string }) => i.studentName));
    const student = from.students.find((s: { name: string }) => !asked.has(s.name));
    expect((await call('POST', '/api/grades/class-requests', guru, { studentId: student.id, toSectionId: from.id, reason: 'Pindah jurusan' })).status).toBe(
      422,
    );
    // Another grade is promotion, not a move within the year.
    const upper = mine.body.targets.find((t: { name: string }) => t.name.startsWith('XI '));
    const graded = await call('POST', '/api/grades/class-requests', guru, { studentId: student.id, toSectionId: upper.id, reason: 'Pindah jurusan' });
    expect(graded.status).toBe(422);
    expect(graded.body.errors.toSectionId).toEqual(['Pilih rombel tujuan di tingkat yang sama (kelas X).']);
    const short = await call('POST', '/api/grades/class-requests', guru, { studentId: student.id, toSectionId: to.id, reason: 'x' });
    expect(short.body.errors.reason[0]).toContain('alasan');
    const made = await call('POST', '/api/grades/class-requests', guru, {
      studentId: student.id,
      toSectionId: to.id,
      reason: 'Pindah jurusan atas permintaan orang tua',
    });
    expect(made.status).toBe(201);
    const id = made.body.items[0].id;
    expect((await call('POST', `/api/grades/class-requests/${id}/decision`, guru, { approve: true })).status).toBe(403);
    const ok = await call('POST', `/api/grades/class-requests/${id}/decision`, admin, { approve: true, note: 'Disetujui' });
    expect(ok.status).toBe(200);
    expect(ok.body.items[0].status).toBe('approved');
    expect(ok.body.sources.find((s: { id: number }) => s.id === to.id).students.some((s: { id: number }) => s.id === student.id)).toBe(true);
    expect((await call('POST', `/api/grades/class-requests/${id}/decision`, admin, { approve: false })).status).toBe(409);
  });
});
