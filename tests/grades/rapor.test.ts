import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { readPdf } from '../documents/pdf-text.ts';

/** The rapor: the homeroom teacher's page, the PDF, release and lock, and the family's view. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let guru: string;
let admin: string;
let kepsek: string;
let siswa: string;
let ortu: string;
let otherAdmin: string;
let siswaId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const accounts = await Promise.all(
    ['guru@demo.sch.id', 'admin@demo.sch.id', 'kepsek@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'admin.smp@demo.sch.id'].map((e) => t.signIn(e)),
  );
  [guru, admin, kepsek, siswa, ortu, otherAdmin] = accounts.map((a) => a.token);
  siswaId = Number(accounts[3].data.id);
});
afterAll(() => t.close());

describe('the released demo rapor', () => {
  it('lets siswa@ and ortu@ list and download semester 1, with the name, "Capaian Kompetensi" and S/I/A in the PDF', async () => {
    const mine = await call('GET', '/api/grades/rapor/mine', ortu);
    expect(mine.status).toBe(200);
    expect(mine.body.rapors).toEqual([expect.objectContaining({ studentId: siswaId, semester: '1' })]);
    const rapor = await call('GET', `/api/grades/rapor/students/${siswaId}?semester=1`, siswa);
    expect(rapor.status).toBe(200);
    expect(rapor.body.subjects.length).toBeGreaterThan(5);
    expect(rapor.body.subjects.every((s: { finalGrade: number | null }) => s.finalGrade !== null)).toBe(true);
    const pdf = await call('GET', `/api/grades/rapor/students/${siswaId}/rapor.pdf?semester=1&paper=F4`, ortu);
    expect(pdf.status).toBe(200);
    const text = (await readPdf(pdf.raw)).all;
    expect(text).toContain(rapor.body.student.name);
    expect(text).toContain('Capaian Kompetensi');
    expect(text).toContain(`${rapor.body.absence.sick} hari`);
    expect(text).toContain('Tanpa Keterangan');
    expect(text).toContain('Catatan Wali Kelas');

    const section = (await call('GET', '/api/grades/classes', guru)).body.homeroom[0];
    const all = await call('GET', `/api/grades/rapor/sections/${section.sectionId}/rapor.pdf?semester=1`, guru);
    expect(all.status).toBe(200);
    const book = await readPdf(all.raw);
    expect(book.pages.length).toBeGreaterThanOrEqual(section.students);
    expect(book.all).toContain(rapor.body.student.name);
    expect((await call('GET', `/api/grades/rapor/sections/${section.sectionId}/rapor.pdf`, ortu)).status).toBe(403);
  });

  it('hides semester 2 (not released) and other students from the family, and any rapor from another school', async () => {
    expect((await call('GET', `/api/grades/rapor/students/${siswaId}?semester=2`, siswa)).status).toBe(404);
    const section = (await call('GET', '/api/grades/classes', guru)).body.homeroom[0].sectionId;
    const page = await call('GET', `/api/grades/rapor/sections/${section}`, guru);
    const classmate = page.body.students.find((s: { id: number }) => s.id !== siswaId).id;
    expect((await call('GET', `/api/grades/rapor/students/${classmate}?semester=1`, siswa)).status).toBe(404);
    expect((await call('GET', `/api/grades/rapor/students/${classmate}/rapor.pdf?semester=1`, ortu)).status).toBe(404);
    expect((await call('GET', `/api/grades/rapor/students/${siswaId}`, otherAdmin)).status).toBe(404);
  });
});

describe('homeroom teacher and release', () => {
  it('saves the homeroom part with a revision, refuses writes after release (409 naming the lock) until the principal unlocks', async () => {
    const section = (await call('GET', '/api/grades/classes', guru)).body.homeroom[0].sectionId;
    const page = await call('GET', `/api/grades/rapor/sections/${section}`, guru);
    expect(page.status).toBe(200);
    expect(page.body.semester).toBe('2');
    expect(page.body.canEdit).toBe(true);
    const entry = {
      sick: 2,
      permit: 1,
      absent: 0,
      kokurikuler: 'Projek kewirausahaan.',
      extracurriculars: [{ name: 'Pramuka', grade: 'Baik', note: 'Aktif.' }],
      homeroomNote: 'Tingkatkan ketelitian.',
      promotion: 'naik',
      revision: 0,
    };
    const saved = await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, entry);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ absence: { sick: 2, permit: 1, absent: 0 }, revision: 1, promotion: 'naik' });
    expect((await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, entry)).status).toBe(409);
    const bad = await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, { ...entry, sick: -1, revision: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.sick[0]).toContain('negatif');
    expect((await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, siswa, entry)).status).toBe(404);

    expect((await call('POST', '/api/grades/release', guru, { semester: '2', releaseDate: '2026-06-20' })).status).toBe(403);
    const released = await call('POST', '/api/grades/release', admin, { semester: '2', releaseDate: '2026-06-20' });
    expect(released.status).toBe(200);
    const locked = await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, { ...entry, revision: 1 });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toContain('terkunci');
    const grid = (await call('GET', '/api/grades/classes', guru)).body.classes[0].id;
    const cell = await call('POST', `/api/grades/classes/${grid}/assessments`, guru, { kind: 'formatif', title: 'Sesudah rilis' });
    expect(cell.status).toBe(409);

    const release = released.body.releases.find((r: { semester: string }) => r.semester === '2');
    expect((await call('POST', `/api/grades/release/${release.id}/unlock`, admin, { reason: 'Koreksi nilai' })).status).toBe(403);
    expect((await call('POST', `/api/grades/release/${release.id}/unlock`, kepsek, { reason: '' })).status).toBe(422);
    // An over-long reason is refused in Indonesian under the field, not with the validator's English default.
    const long = await call('POST', `/api/grades/release/${release.id}/unlock`, kepsek, { reason: 'x'.repeat(301) });
    expect(long.status).toBe(422);
    expect(long.body.errors.reason).toEqual(['Alasan paling banyak 300 karakter.']);
    const unlocked = await call('POST', `/api/grades/release/${release.id}/unlock`, kepsek, { reason: 'Koreksi nilai Matematika' });
    expect(unlocked.body.releases.find((r: { semester: string }) => r.semester === '2').locked).toBe(false);
    expect((await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, { ...entry, revision: 1 })).status).toBe(200);
  });

  it('keeps the weights adding up to 100', async () => {
    const weights = { formatif: 10, sumatif: 40, sts: 20, sas: 20 };
    const bad = await call('PUT', '/api/grades/settings', admin, { semester: '2', weights });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.weights[0]).toContain('100');
    expect((await call('PUT', '/api/grades/settings', guru, { semester: '2', weights })).status).toBe(403);
    const ok = await call('PUT', '/api/grades/settings', admin, { semester: '2', weights: { ...weights, sas: 30 } });
    expect(ok.status).toBe(200);
  });
});

describe('leger', () => {
  it('ranks the rombel over every subject, on screen and as xlsx, for the homeroom teacher and the office only', async () => {
    const section = (await call('GET', '/api/grades/classes', guru)).body.homeroom[0].sectionId;
    const l = await call('GET', `/api/grades/leger/${section}?semester=1`, guru);
    expect(l.status).toBe(200);
    expect(l.body.subjects.length).toBeGreaterThan(5);
    expect(l.body.rows.length).toBeGreaterThan(20);
    const first = l.body.rows.reduce((a: { total: number }, b: { total: number }) => (b.total > a.total ? b : a));
    expect(first.rank).toBe(1);
    expect(first.scores).toHaveLength(l.body.subjects.length);
    const sts = await call('GET', `/api/grades/leger/${section}?semester=1&kind=sts`, kepsek);
    expect(sts.body.kind).toBe('sts');
    const xlsx = await call('GET', `/api/grades/leger/${section}/leger.xlsx?semester=1`, admin);
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', `/api/grades/leger/${section}`, siswa)).status).toBe(403);
    expect((await call('GET', `/api/grades/leger/${section}`, otherAdmin)).status).toBe(404);
  });
});
