import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { eq } from 'drizzle-orm';
import { kokurikulerDescriptions } from '../../src/server/kokurikuler/rapor.ts';
import { classMaps } from '../../src/server/db/schema/master.ts';

/** Kokurikuler as the admin plans it, the homeroom teacher assesses it, the principal reads it (issue 15). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let guru: string;
let kepsek: string;
let siswa: string;
let otherAdmin: string;
let siswaId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const signed = await Promise.all(
    ['admin@demo.sch.id', 'guru@demo.sch.id', 'kepsek@demo.sch.id', 'siswa@demo.sch.id', 'admin.smp@demo.sch.id'].map((e) => t.signIn(e)),
  );
  [admin, guru, kepsek, siswa, otherAdmin] = signed.map((s) => s.token);
  siswaId = Number((signed[3].data as { sd_user_id?: number; id?: number }).sd_user_id ?? (signed[3].data as { id?: number }).id);
});
afterAll(() => t.close());

const demoProject = async (token: string) => {
  const list = await call('GET', '/api/kokurikuler/projects', token);
  expect(list.status).toBe(200);
  return list.body.projects.find((p: { title: string }) => p.title === 'Sekolahku Bebas Sampah Plastik');
};

describe('frameworks', () => {
  it('serves the eight dimensions of 2025 and the six of P5, each with its own four-level scale', async () => {
    const res = await call('GET', '/api/kokurikuler/frameworks', guru);
    expect(res.status).toBe(200);
    expect(res.body.current).toBe('PL2025');
    const pl = res.body.frameworks.find((f: { code: string }) => f.code === 'PL2025');
    expect(pl.dimensions.map((d: { name: string }) => d.name)).toEqual([
      'Keimanan dan Ketakwaan terhadap Tuhan YME',
      'Kewargaan',
      'Penalaran Kritis',
      'Kreativitas',
      'Kolaborasi',
      'Kemandirian',
      'Kesehatan',
      'Komunikasi',
    ]);
    expect(pl.levels.map((l: { name: string }) => l.name)).toEqual(['Mulai Berkembang', 'Berkembang', 'Cakap', 'Mahir']);
    const p5 = res.body.frameworks.find((f: { code: string }) => f.code === 'P5-2022');
    expect(p5.dimensions).toHaveLength(6);
    expect(p5.levels.map((l: { name: string }) => l.name)).toEqual(['Mulai Berkembang', 'Sedang Berkembang', 'Berkembang Sesuai Harapan', 'Sangat Berkembang']);
    expect((await call('GET', '/api/kokurikuler/frameworks', siswa)).status).toBe(403);
  });
});

describe('assessment grid', () => {
  it('opens the demo rombel for its homeroom teacher with twelve sub-elements, saves a level and a note, and refuses a stale cell', async () => {
    const project = await demoProject(guru);
    expect(project.targets).toBe(12);
    const section = project.sections.find((s: { canAssess: boolean }) => s.canAssess);
    expect(section).toBeTruthy();
    const grid = await call('GET', `/api/kokurikuler/projects/${project.id}/sections/${section.id}`, guru);
    expect(grid.status).toBe(200);
    expect(grid.body.columns).toHaveLength(12);
    expect(grid.body.canEdit).toBe(true);
    expect(section.students).toBe(grid.body.students.length);
    expect(section.filled).toBe(grid.body.students.length * 12);
    const student = grid.body.students[0];
    const column = grid.body.columns[0];
    const cell = student.cells[column.subelementId];
    expect(cell.level).toBeGreaterThanOrEqual(1);
    const next = cell.level === 4 ? 3 : cell.level + 1;
    const saved = await call('PUT', `/api/kokurikuler/projects/${project.id}/sections/${section.id}`, guru, {
      cells: [{ studentId: student.id, subelementId: column.subelementId, level: next, revision: cell.revision }],
      notes: [{ studentId: student.id, note: 'Memimpin kampanye dengan percaya diri.', revision: student.noteRevision }],
    });
    expect(saved.status).toBe(200);
    const after = saved.body.students.find((s: { id: number }) => s.id === student.id);
    expect(after.cells[column.subelementId]).toEqual({ level: next, revision: cell.revision + 1 });
    expect(after.note).toBe('Memimpin kampanye dengan percaya diri.');

    const stale = await call('PUT', `/api/kokurikuler/projects/${project.id}/sections/${section.id}`, guru, {
      cells: [{ studentId: student.id, subelementId: column.subelementId, level: 1, revision: cell.revision }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain(student.name);

    const bad = await call('PUT', `/api/kokurikuler/projects/${project.id}/sections/${section.id}`, guru, {
      cells: [{ studentId: student.id, subelementId: column.subelementId, level: 5, revision: 1 }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors['cells.0.level'][0]).toContain('1–4');
    const stranger = await call('PUT', `/api/kokurikuler/projects/${project.id}/sections/${section.id}`, guru, {
      cells: [{ studentId: 1, subelementId: column.subelementId, level: 2, revision: 0 }],
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors['cells.0.studentId'][0]).toContain('bukan anggota rombel');
  });

  it('lets the principal read the grid but not write it; another school sees nothing', async () => {
    const project = await demoProject(kepsek);
    const section = project.sections[0];
    const grid = await call('GET', `/api/kokurikuler/projects/${project.id}/sections/${section.id}`, kepsek);
    expect(grid.status).toBe(200);
    expect(grid.body.canEdit).toBe(false);
    expect((await call('PUT', `/api/kokurikuler/projects/${project.id}/sections/${section.id}`, kepsek, { cells: [] })).status).toBe(403);
    expect((await call('GET', `/api/kokurikuler/projects/${project.id}/sections/${section.id}`, otherAdmin)).status).toBe(404);
    expect((await call('GET', `/api/kokurikuler/projects/${project.id}`, otherAdmin)).status).toBe(404);
  });

  it('writes the rapor text from the levels per dimension and the note', async () => {
    const project = await demoProject(guru);
    const section = project.sections.find((s: { canAssess: boolean }) => s.canAssess);
    const results = await call('GET', `/api/kokurikuler/projects/${project.id}/sections/${section.id}/results`, guru);
    expect(results.status).toBe(200);
    expect(results.body.dimensions).toHaveLength(6);
    const first = results.body.students[0];
    expect(first.description).toMatch(
      /^Projek "Sekolahku Bebas Sampah Plastik" \(Gaya Hidup Berkelanjutan\): (Mahir|Cakap|Berkembang|Mulai Berkembang) dalam /,
    );
    const [row] = await t.database.db
      .select({ year: classMaps.academicYearId, school: classMaps.schoolId })
      .from(classMaps)
      .where(eq(classMaps.userId, siswaId));
    const texts = await kokurikulerDescriptions(t.database.db, { schoolId: row.school, yearId: row.year, semester: '2', studentIds: [siswaId] });
    expect(texts.get(siswaId)).toContain('Projek "Sekolahku Bebas Sampah Plastik"');
    expect((await kokurikulerDescriptions(t.database.db, { schoolId: row.school, yearId: row.year, semester: '1', studentIds: [siswaId] })).size).toBe(0);
  });
});

describe('projects', () => {
  it('the admin creates, changes and deletes a project; assessed targets cannot be dropped; bad references are 422', async () => {
    const list = await call('GET', '/api/kokurikuler/projects', admin);
    expect(list.body.canManage).toBe(true);
    const frameworks = (await call('GET', '/api/kokurikuler/frameworks', admin)).body.frameworks;
    const pl = frameworks.find((f: { code: string }) => f.code === 'PL2025');
    const p5 = frameworks.find((f: { code: string }) => f.code === 'P5-2022');
    const subIds = pl.dimensions[7].elements[0].subelements.map((s: { id: number }) => s.id);
    const classId = list.body.classes[2].id;
    const body = {
      framework: 'PL2025',
      classId,
      semester: '1',
      title: 'Podcast Kearifan Lokal',
      theme: 'Kearifan Lokal',
      description: 'Murid membuat siniar.\n\nLalu menyiarkannya.',
      subelementIds: subIds,
    };
    const created = await call('POST', '/api/kokurikuler/projects', admin, body);
    expect(created.status).toBe(201);
    expect(created.body.description).toBe('<p>Murid membuat siniar.</p><p>Lalu menyiarkannya.</p>');
    expect(created.body.dimensions).toEqual(['Komunikasi']);

    const mixed = await call('POST', '/api/kokurikuler/projects', admin, { ...body, framework: 'P5-2022' });
    expect(mixed.status).toBe(422);
    expect(mixed.body.errors.subelementIds[0]).toContain('kerangka profil');
    const p5Sub = p5.dimensions[0].elements[0].subelements[0].id;
    const p5ok = await call('POST', '/api/kokurikuler/projects', admin, { ...body, framework: 'P5-2022', title: 'Projek P5 Lama', subelementIds: [p5Sub] });
    expect(p5ok.status).toBe(201);
    expect((await call('POST', '/api/kokurikuler/projects', guru, body)).status).toBe(403);
    expect((await call('POST', '/api/kokurikuler/projects', admin, { ...body, endsOn: '2026-01-01', startsOn: '2026-02-01' })).body.errors.endsOn[0]).toContain(
      'sebelum',
    );

    const changed = await call('PUT', `/api/kokurikuler/projects/${created.body.id}`, admin, {
      ...body,
      title: 'Podcast Budaya Daerah',
      revision: created.body.revision,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.title).toBe('Podcast Budaya Daerah');
    expect((await call('PUT', `/api/kokurikuler/projects/${created.body.id}`, admin, { ...body, revision: created.body.revision })).status).toBe(409);

    const demo = await demoProject(admin);
    const full = (await call('GET', `/api/kokurikuler/projects/${demo.id}`, admin)).body;
    const dropped = await call('PUT', `/api/kokurikuler/projects/${demo.id}`, admin, {
      ...body,
      classId: full.classId,
      semester: full.semester,
      title: full.title,
      theme: full.theme,
      subelementIds: full.subelementIds.slice(1),
      revision: full.revision,
    });
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toContain('sudah dinilai');
    expect((await call('DELETE', `/api/kokurikuler/projects/${demo.id}`, admin)).status).toBe(409);
    expect((await call('DELETE', `/api/kokurikuler/projects/${created.body.id}`, admin)).status).toBe(200);
  });

  it('shows the flow of dimensions per grade with the dimensions not yet touched', async () => {
    const flow = await call('GET', '/api/kokurikuler/flow', kepsek);
    expect(flow.status).toBe(200);
    expect(flow.body.dimensions).toHaveLength(8);
    const withProject = flow.body.grades.find((g: { projects: unknown[] }) => g.projects.length > 0);
    expect(withProject.missing.length).toBeLessThan(8);
  });
});
