import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** The teacher's classes and the grade grid, as guru@, the office, the principal and another school use them. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let guru: string;
let admin: string;
let kepsek: string;
let siswa: string;
let otherAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [guru, admin, kepsek, siswa, otherAdmin] = await Promise.all(
    ['guru@demo.sch.id', 'admin@demo.sch.id', 'kepsek@demo.sch.id', 'siswa@demo.sch.id', 'admin.smp@demo.sch.id'].map(async (e) => (await t.signIn(e)).token),
  );
});
afterAll(() => t.close());

async function mathClass() {
  const list = await call('GET', '/api/grades/classes', guru);
  expect(list.status).toBe(200);
  const mine = list.body.classes.find(
    (c: { courseName: string; sectionName: string }) => c.courseName === 'Matematika' && c.sectionName === list.body.homeroom[0].sectionName,
  );
  return { list: list.body, id: mine.id as number };
}

describe('teaching classes', () => {
  it('lists guru@ Matematika classes and the rombel they lead; the office sees every class; a student is refused', async () => {
    const { list } = await mathClass();
    expect(list.semester).toBe('2');
    expect(list.classes.length).toBeGreaterThanOrEqual(1);
    expect(list.classes.every((c: { courseName: string; mine: boolean }) => c.courseName === 'Matematika' && c.mine)).toBe(true);
    expect(list.homeroom).toHaveLength(1);
    const all = await call('GET', '/api/grades/classes?scope=all', admin);
    expect(all.body.classes.length).toBeGreaterThan(list.classes.length);
    expect((await call('GET', '/api/grades/classes', siswa)).status).toBe(403);
  });
});

describe('grade grid', () => {
  it('shows the exam column from the finished demo exam, saves a block of cells, and computes the final grade', async () => {
    const { id } = await mathClass();
    const grid = (await call('GET', `/api/grades/classes/${id}`, guru)).body;
    expect(grid.canEdit).toBe(true);
    const exam = grid.assessments.find((a: { examScheduleId: number | null }) => a.examScheduleId);
    expect(exam.source).toContain('Ulangan Bab 1');
    expect(grid.students.some((s: { cells: Record<string, unknown> }) => s.cells[exam.id])).toBe(true);

    const created = await call('POST', `/api/grades/classes/${id}/assessments`, guru, {
      kind: 'sumatif',
      title: 'Sumatif Bab 3',
      objective: 'menyajikan data dalam diagram',
    });
    expect(created.status).toBe(201);
    const column = created.body.assessments.find((a: { title: string }) => a.title === 'Sumatif Bab 3');
    const cells = created.body.students
      .slice(0, 3)
      .map((s: { id: number }, i: number) => ({ assessmentId: column.id, studentId: s.id, score: 70 + i * 10, revision: 0 }));
    const saved = await call('PUT', `/api/grades/classes/${id}/scores`, guru, { cells });
    expect(saved.status).toBe(200);
    const first = saved.body.students.find((s: { id: number }) => s.id === cells[0].studentId);
    expect(first.cells[column.id]).toEqual({ score: 70, remedial: null, revision: 1 });
    expect(first.finalGrade).toBeGreaterThan(0);
    expect(first.capaian).toContain('Menunjukkan penguasaan yang baik');

    // The second teacher saved from an old page: told, not overwritten.
    const stale = await call('PUT', `/api/grades/classes/${id}/scores`, admin, { cells: [{ ...cells[0], score: 10 }] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('diubah oleh pengguna lain');

    const bad = await call('PUT', `/api/grades/classes/${id}/scores`, guru, { cells: [{ ...cells[1], score: 101, revision: 1 }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['cells.0.score'][0]).toContain('100');
    // A revision past the integer column is a bad request, not a statement the database refuses (500).
    const huge = await call('PUT', `/api/grades/classes/${id}/scores`, guru, { cells: [{ ...cells[1], revision: 2 ** 31 }] });
    expect(huge.status).toBe(422);
    expect(huge.body.errors['cells.0.revision'][0]).toBe('Revisi tidak valid.');
    const fromExam = await call('PUT', `/api/grades/classes/${id}/scores`, guru, {
      cells: [{ assessmentId: exam.id, studentId: cells[0].studentId, score: 90, revision: 0 }],
    });
    expect(fromExam.status).toBe(422);

    const described = await call('PUT', `/api/grades/classes/${id}/descriptions`, guru, {
      studentId: cells[0].studentId,
      description: 'Sangat baik dalam menyajikan data.',
    });
    expect(described.body.students.find((s: { id: number }) => s.id === cells[0].studentId)).toMatchObject({
      capaian: 'Sangat baik dalam menyajikan data.',
      capaianEdited: true,
    });

    expect((await call('PUT', `/api/grades/classes/${id}/scores`, kepsek, { cells })).status).toBe(403);
    expect((await call('GET', `/api/grades/classes/${id}`, kepsek)).status).toBe(200);
    expect((await call('GET', `/api/grades/classes/${id}`, otherAdmin)).status).toBe(404);
    expect((await call('DELETE', `/api/grades/assessments/${column.id}`, guru)).status).toBe(200);
  });
});
