import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { readPdf } from '../documents/pdf-text.ts';
import { createJobWorker } from '../../src/server/jobs/worker.ts';
import { raporBatchJob } from '../../src/server/grades/rapor-batch.ts';

/**
 * The end of a school year on the demo SMP (K13): promotion into next year's rombel, ujian sekolah scores,
 * nilai kelulusan, and the whole-school rapor as a background job.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;
let smp: string;
let guru: string;
let siswa: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [smp, guru, siswa] = (await Promise.all(['admin.smp@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id'].map((e) => t.signIn(e)))).map((a) => a.token);
});
afterAll(() => t.close());

describe('promotion (kenaikan kelas)', () => {
  it('prepares next year, proposes each student a rombel from the decision, refuses a mismatch, and writes next year', async () => {
    let overview = await call('GET', '/api/grades/promotion', smp);
    expect(overview.status).toBe(200);
    expect(overview.body.nextYear).toMatchObject({ label: '2026/2027', sections: 0 });
    const seventh = overview.body.sections.find((s: { grade: number; naik: number }) => s.grade === 7 && s.naik > 0);
    expect(seventh).toMatchObject({ tinggal: 1, undecided: 0, placed: 0 });
    expect((await call('POST', '/api/grades/promotion/next-sections', guru)).status).toBe(403);
    overview = await call('POST', '/api/grades/promotion/next-sections', smp);
    expect(overview.body.nextYear.sections).toBe(overview.body.sections.length);

    const detail = (await call('GET', `/api/grades/promotion/sections/${seventh.id}`, smp)).body;
    const up = detail.students.find((s: { decision: string }) => s.decision === 'naik');
    const stay = detail.students.find((s: { decision: string }) => s.decision === 'tinggal');
    const target = (id: number) => detail.targets.find((x: { id: number }) => x.id === id);
    expect(target(up.proposed).grade).toBe(8);
    expect(target(stay.proposed)).toMatchObject({ grade: 7, name: seventh.name });

    const wrong = await call('PUT', `/api/grades/promotion/sections/${seventh.id}`, smp, { placements: [{ studentId: up.id, toSectionId: stay.proposed }] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['placements.0.toSectionId'][0]).toContain('tingkat 8');
    const placements = detail.students.map((s: { id: number; proposed: number }) => ({ studentId: s.id, toSectionId: s.proposed }));
    const saved = await call('PUT', `/api/grades/promotion/sections/${seventh.id}`, smp, { placements });
    expect(saved.status).toBe(200);
    expect(saved.body.students.every((s: { placedIn: number; proposed: number }) => s.placedIn === s.proposed)).toBe(true);
    overview = await call('GET', '/api/grades/promotion', smp);
    expect(overview.body.sections.find((s: { id: number }) => s.id === seventh.id).placed).toBe(seventh.students);
  });
});

describe('ujian sekolah and graduation', () => {
  it('recaps US scores, takes typed ones with a revision, and weights them with the rapor into nilai kelulusan', async () => {
    const list = (await call('GET', '/api/grades/graduation', smp)).body;
    expect(list.weights).toEqual({ rapor: 60, exam: 40 });
    const ninth = list.sections[0];
    const recap = (await call('GET', `/api/grades/final-exams/${ninth.id}`, smp)).body;
    expect(recap.subjects.length).toBeGreaterThan(5);
    const row = recap.rows[0];
    const course = recap.subjects[0].courseId;
    const cell = row.scores[String(course)];
    expect(cell.score).toEqual(expect.any(Number));
    const bad = await call('PUT', `/api/grades/final-exams/${ninth.id}`, smp, {
      cells: [{ courseId: course, studentId: row.studentId, score: 101, revision: cell.revision }],
    });
    expect(bad.status).toBe(422);
    const ok = await call('PUT', `/api/grades/final-exams/${ninth.id}`, smp, {
      cells: [{ courseId: course, studentId: row.studentId, score: 90, revision: cell.revision }],
    });
    expect(ok.status).toBe(200);
    expect(
      (
        await call('PUT', `/api/grades/final-exams/${ninth.id}`, smp, {
          cells: [{ courseId: course, studentId: row.studentId, score: 91, revision: cell.revision }],
        })
      ).status,
    ).toBe(409);
    const xlsx = await call('GET', `/api/grades/final-exams/${ninth.id}/rekap-us.xlsx`, smp);
    expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');

    const g = (await call('GET', `/api/grades/graduation/${ninth.id}`, smp)).body;
    const mine = g.rows.find((r: { studentId: number }) => r.studentId === row.studentId);
    const first = mine.subjects[g.subjects.findIndex((s: { courseId: number }) => s.courseId === course)];
    expect(first.exam).toBe(90);
    expect(first.final).toBe(Math.floor((first.rapor * 60 + 90 * 40) / 100 + 0.5));
    expect(g.semestersCounted).toBe(1);
    expect(['lulus', 'tidak_lulus']).toContain(mine.recommended);
    const decided = await call('PUT', `/api/grades/graduation/${ninth.id}/decisions`, smp, {
      decisions: [{ studentId: mine.studentId, decision: 'lulus', revision: mine.revision }],
    });
    expect(decided.status).toBe(200);
    expect(decided.body.rows.find((r: { studentId: number }) => r.studentId === mine.studentId).decision).toBe('lulus');
    expect(
      (
        await call('PUT', `/api/grades/graduation/${ninth.id}/decisions`, smp, {
          decisions: [{ studentId: mine.studentId, decision: 'tidak_lulus', revision: mine.revision }],
        })
      ).status,
    ).toBe(409);
    expect((await call('GET', `/api/grades/graduation/${ninth.id}/nilai-kelulusan.xlsx`, smp)).raw.subarray(0, 2).toString()).toBe('PK');

    const seventh = (await call('GET', '/api/grades/promotion', smp)).body.sections.find((s: { grade: number }) => s.grade === 7);
    const notFinal = await call('GET', `/api/grades/graduation/${seventh.id}`, smp);
    expect(notFinal.status).toBe(409);
    expect(notFinal.body.message).toContain('tingkat akhir');
    expect((await call('GET', `/api/grades/graduation/${ninth.id}`, guru)).status).toBe(404);
    expect((await call('PUT', '/api/grades/graduation/weights', smp, { rapor: 70, exam: 40 })).status).toBe(422);
  });
});

describe('whole-school rapor job', () => {
  it('makes one PDF per rombel with progress, readable by the office of that school only', async () => {
    const ninth = (await call('GET', '/api/grades/graduation', smp)).body.sections[0];
    expect((await call('POST', '/api/grades/rapor/batch', siswa, { semester: '1' })).status).toBe(403);
    expect((await call('POST', '/api/grades/rapor/batch', smp, { semester: '1', sectionIds: [999999] })).status).toBe(422);
    const started = await call('POST', '/api/grades/rapor/batch', smp, { semester: '1', paper: 'F4', sectionIds: [ninth.id] });
    expect(started.status).toBe(202);
    expect(started.body.sections).toBe(1);
    await createJobWorker({ db: t.database.db, handlers: [raporBatchJob] }).runOnce();
    const job = (await call('GET', `/api/jobs/${started.body.jobId}`, smp)).body;
    expect(job).toMatchObject({ status: 'done', progress: 100 });
    expect(job.result.files).toHaveLength(1);
    expect(job.result.students).toBe(ninth.students);
    const file = await call('GET', job.result.files[0].url, smp);
    expect(file.status).toBe(200);
    const pdf = await readPdf(file.raw);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(ninth.students);
    expect(pdf.all).toContain('Sikap Spiritual');
    expect((await call('GET', job.result.files[0].url, guru)).status).toBe(404);
  }, 240_000);
});
