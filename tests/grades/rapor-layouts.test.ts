import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { readPdf } from '../documents/pdf-text.ts';
import { studentDays } from '../../src/server/db/schema/attendance.ts';
import { classMaps } from '../../src/server/db/schema/master.ts';

/**
 * The K13 layout (the demo SMP), the SMK's PKL block, S/I/A from attendance frozen at release, and class room
 * assignment grades flowing into a grid column.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let guru: string;
let admin: string;
let siswa: string;
let smpAdmin: string;
let siswaId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const accounts = await Promise.all(['guru@demo.sch.id', 'admin@demo.sch.id', 'siswa@demo.sch.id', 'admin.smp@demo.sch.id'].map((e) => t.signIn(e)));
  [guru, admin, siswa, smpAdmin] = accounts.map((a) => a.token);
  siswaId = Number(accounts[2].data.id);
});
afterAll(() => t.close());

async function smpNinth() {
  const list = await call('GET', '/api/grades/classes?scope=all', smpAdmin);
  const section = list.body.homeroom.find((h: { sectionName: string }) => h.sectionName.startsWith('IX'));
  const page = await call('GET', `/api/grades/rapor/sections/${section.sectionId}?semester=1`, smpAdmin);
  return { section, students: page.body.students as { id: number; name: string }[] };
}

describe('K13 rapor (demo SMP)', () => {
  it('keeps knowledge and skills apart, with predikat, sikap and the K13 headings in the PDF', async () => {
    const { students } = await smpNinth();
    const rapor = await call('GET', `/api/grades/rapor/students/${students[0].id}?semester=1`, smpAdmin);
    expect(rapor.status).toBe(200);
    expect(rapor.body.layout).toBe('k13');
    const subject = rapor.body.subjects[0];
    expect(subject.finalGrade).toEqual(expect.any(Number));
    expect(subject.skillsGrade).toEqual(expect.any(Number));
    expect(subject.predicate).toMatch(/^[ABCD]$/);
    expect(subject.skillsCapaian).toMatch(/dalam (menyajikan|mempraktikkan)/);
    expect(rapor.body.attitude.spiritual.predicate).toMatch(/^(SB|B)$/);
    const pdf = await call('GET', `/api/grades/rapor/students/${students[0].id}/rapor.pdf?semester=1`, smpAdmin);
    expect(pdf.status).toBe(200);
    const text = (await readPdf(pdf.raw)).all;
    expect(text).toContain(students[0].name);
    expect(text).toContain('Sikap Spiritual');
    expect(text).toContain('Keterampilan');
    expect(text).toContain('Predikat');
    expect(text).not.toContain('Praktik Kerja Lapangan');
  }, 240_000);

  it('lets the demo wali kelas of VII A save sikap with both descriptions, and refuses a blank one under its field', async () => {
    // walikelas.smp@ is the seeded wali kelas of the SMP's first rombel (seedDemoSchools names her).
    const wali = (await t.signIn('walikelas.smp@demo.sch.id')).token;
    const mine = (await call('GET', '/api/grades/classes?scope=all', wali)).body.homeroom;
    expect(mine.map((h: { sectionName: string }) => h.sectionName)).toEqual(['VII A']);
    const desk = await call('GET', `/api/grades/rapor/sections/${mine[0].sectionId}?semester=2`, wali);
    const student = desk.body.students[1];
    const before = (await call('GET', `/api/grades/rapor/students/${student.id}?semester=2`, wali)).body;
    const entry = { semester: '2', sick: 0, permit: 0, absent: 0, kokurikuler: null, extracurriculars: [], homeroomNote: null, promotion: null };
    const blank = await call('PUT', `/api/grades/rapor/students/${student.id}/entry`, wali, {
      ...entry,
      attitude: { spiritual: { predicate: 'SB', description: 'Taat beribadah.' }, social: { predicate: 'B', description: '  ' } },
      revision: before.revision,
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors['attitude.social.description']).toEqual(['Deskripsi sikap wajib diisi.']);
    expect(blank.body.errors['attitude.spiritual.description']).toBeUndefined();
    const odd = await call('PUT', `/api/grades/rapor/students/${student.id}/entry`, wali, {
      ...entry,
      attitude: { spiritual: { predicate: 'A', description: 'Taat beribadah.' }, social: { predicate: 'B', description: 'Santun.' } },
      revision: before.revision,
    });
    expect(odd.body.errors['attitude.spiritual.predicate']).toEqual(['Pilih predikat SB, B, C atau K.']);
    const saved = await call('PUT', `/api/grades/rapor/students/${student.id}/entry`, wali, {
      ...entry,
      attitude: { spiritual: { predicate: 'SB', description: 'Taat beribadah.' }, social: { predicate: 'B', description: 'Santun.' } },
      revision: before.revision,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.attitude).toEqual({ spiritual: { predicate: 'SB', description: 'Taat beribadah.' }, social: { predicate: 'B', description: 'Santun.' } });
    // A save without sikap (S/I/A only) is still fine.
    const plain = await call('PUT', `/api/grades/rapor/students/${student.id}/entry`, wali, { ...entry, attitude: null, revision: saved.body.revision });
    expect(plain.status).toBe(200);
  });

  it('refuses a skills column in a Kurikulum Merdeka class, accepts one in a K13 class', async () => {
    const mine = (await call('GET', '/api/grades/classes', guru)).body.classes[0].id;
    const bad = await call('POST', `/api/grades/classes/${mine}/assessments`, guru, { kind: 'sumatif', title: 'Praktik', aspect: 'keterampilan' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.aspect[0]).toContain('Kurikulum 2013');
    const smp = (await call('GET', '/api/grades/classes?scope=all', smpAdmin)).body.classes[0].id;
    const ok = await call('POST', `/api/grades/classes/${smp}/assessments`, smpAdmin, {
      kind: 'sumatif',
      title: 'Praktik 2',
      aspect: 'keterampilan',
      objective: 'membuat laporan percobaan',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.layout).toBe('k13');
    expect(ok.body.assessments.at(-1)).toMatchObject({ aspect: 'keterampilan', title: 'Praktik 2' });
  });
});

describe('SMK rapor', () => {
  it('prints the PKL block with the places the homeroom teacher entered', async () => {
    const entry = {
      sick: 0,
      permit: 0,
      absent: 0,
      kokurikuler: null,
      extracurriculars: [],
      homeroomNote: 'Baik.',
      promotion: null,
      revision: 0,
      pkl: [{ partner: 'PT Maju Bersama Uji', location: 'Bandung', months: 3, note: 'Sangat baik' }],
    };
    const bad = await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, { ...entry, pkl: [{ ...entry.pkl[0], months: 40 }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['pkl.0.months'][0]).toContain('24 bulan');
    const saved = await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, entry);
    expect(saved.status).toBe(200);
    expect(saved.body.vocational).toBe(true);
    const pdf = await call('GET', `/api/grades/rapor/students/${siswaId}/rapor.pdf`, guru);
    const text = (await readPdf(pdf.raw)).all;
    expect(text).toContain('Praktik Kerja Lapangan');
    expect(text).toContain('PT Maju Bersama Uji');
    expect(text).toContain('Capaian Kompetensi');
  });
});

describe('class room assignments in the gradebook', () => {
  it('takes a graded assignment as a read-only column on the 0–100 scale', async () => {
    const classes = (await call('GET', '/api/grades/classes', guru)).body;
    const mine = classes.classes.find((c: { sectionId: number }) => c.sectionId === classes.homeroom[0].sectionId);
    const created = await call('POST', `/api/classroom/rooms/${mine.id}/assignments`, guru, {
      title: 'Tugas Rangkuman Uji',
      dueAt: '2030-01-01T00:00:00+07:00',
      maxScore: 50,
    });
    expect(created.status).toBe(201);
    const assignmentId = created.body.id;
    const submitted = await call('POST', `/api/classroom/assignments/${assignmentId}/submission`, siswa, { body: '<p>Rangkuman</p>' });
    expect(submitted.status).toBeLessThan(300);
    const detail = await call('GET', `/api/classroom/assignments/${assignmentId}`, guru);
    const submission = detail.body.submissions.find((s: { studentId: number }) => s.studentId === siswaId).submission;
    expect((await call('PUT', `/api/classroom/submissions/${submission.id}/grade`, guru, { score: 40 })).status).toBe(200);

    const wrongRoom = await call('POST', `/api/grades/classes/${mine.id}/assessments`, guru, { kind: 'formatif', title: 'Tugas', roomAssignmentId: 999999 });
    expect(wrongRoom.status).toBe(422);
    const grid = await call('POST', `/api/grades/classes/${mine.id}/assessments`, guru, {
      kind: 'formatif',
      title: 'Tugas Rangkuman',
      roomAssignmentId: assignmentId,
    });
    expect(grid.status).toBe(201);
    const column = grid.body.assessments.find((a: { roomAssignmentId: number | null }) => a.roomAssignmentId === assignmentId);
    expect(column.source).toContain('tugas ruang kelas');
    const me = grid.body.students.find((s: { id: number }) => s.id === siswaId);
    expect(me.cells[column.id]).toEqual({ score: 80, remedial: null, revision: 0 });
    const typed = await call('PUT', `/api/grades/classes/${mine.id}/scores`, guru, {
      cells: [{ assessmentId: column.id, studentId: siswaId, score: 90, revision: 0 }],
    });
    expect(typed.status).toBe(422);
    expect(typed.body.errors['cells.0.score'][0]).toContain('tugas ruang kelas');
  });
});

describe('S/I/A from attendance', () => {
  it('reads the semester recap, lets the homeroom teacher type over it, and freezes the figures at release', async () => {
    const db = t.database.db;
    const [map] = await db.select().from(classMaps).where(eq(classMaps.userId, siswaId));
    const day = (date: string, status: string) => ({
      schoolId: map.schoolId,
      sectionId: map.sectionId,
      studentId: siswaId,
      date,
      status,
      source: 'manual',
      revision: 1,
    });
    await db
      .insert(studentDays)
      .values([day('2026-02-02', 'S'), day('2026-02-03', 'S'), day('2026-02-04', 'I'), day('2026-02-05', 'A'), day('2026-02-06', 'H')])
      .onConflictDoNothing();
    let rapor = (await call('GET', `/api/grades/rapor/students/${siswaId}?semester=2`, guru)).body;
    expect(rapor.absence).toMatchObject({ sick: 2, permit: 1, absent: 1, source: 'attendance', frozen: false });

    const base = { sick: 9, permit: 9, absent: 9, kokurikuler: null, extracurriculars: [], homeroomNote: 'Catatan.', promotion: null };
    rapor = (await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, { ...base, absenceManual: true, revision: rapor.revision })).body;
    expect(rapor.absence).toMatchObject({ sick: 9, source: 'entered' });
    rapor = (await call('PUT', `/api/grades/rapor/students/${siswaId}/entry`, guru, { ...base, absenceManual: false, revision: rapor.revision })).body;
    expect(rapor.absence).toMatchObject({ sick: 2, source: 'attendance' });

    expect((await call('POST', '/api/grades/release', admin, { semester: '2', releaseDate: '2026-06-20' })).status).toBe(200);
    await db.insert(studentDays).values(day('2026-02-09', 'S'));
    await db
      .update(studentDays)
      .set({ status: 'H' })
      .where(and(eq(studentDays.studentId, siswaId), eq(studentDays.date, '2026-02-05')));
    const released = (await call('GET', `/api/grades/rapor/students/${siswaId}?semester=2`, siswa)).body;
    expect(released.absence).toMatchObject({ sick: 2, permit: 1, absent: 1, source: 'attendance', frozen: true });
    const text = (await readPdf((await call('GET', `/api/grades/rapor/students/${siswaId}/rapor.pdf?semester=2`, siswa)).raw)).all;
    expect(text).toContain('2 hari');
  });
});
