import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { raporSubjectsOf } from '../../src/server/curriculum/structure/rapor-mapping.ts';
import { IMPORT_COLUMNS, type ImportKind } from '../../src/shared/api/curriculum/import.ts';

/** SMK Demo's subject structure (types, groups, grade matrix, curricula per grade, rapor mapping) and the xlsx import. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let guru: string;
let superadmin: string;
let smpAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, guru, superadmin, smpAdmin] = (
    await Promise.all(['admin@demo.sch.id', 'guru@demo.sch.id', 'superadmin@demo.sch.id', 'admin.smp@demo.sch.id'].map((e) => t.signIn(e)))
  ).map((s) => s.token);
});
afterAll(() => t.close());

async function workbook(kind: ImportKind, rows: (string | number)[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(kind);
  sheet.addRow([...IMPORT_COLUMNS[kind]]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

describe("the school's subject structure", () => {
  it('maps every SMK course to a type, a group and (where the platform has one) a reference subject', async () => {
    const profiles = await call('GET', '/api/curriculum/course-profiles', admin);
    expect(profiles.status).toBe(200);
    const mtk = profiles.body.courses.find((c: { code: string }) => c.code === 'MTK');
    expect(profiles.body.subjects.find((s: { id: number }) => s.id === mtk.subjectId).code).toBe('MAT');
    expect(profiles.body.courses.every((c: { courseGroupId: number | null; grades: number[] }) => c.courseGroupId && c.grades.length > 0)).toBe(true);
    const group = profiles.body.groups.find((g: { code: string }) => g.code === 'C');
    const saved = await call('PUT', '/api/curriculum/course-profiles', admin, {
      rows: [{ courseId: mtk.courseId, subjectId: mtk.subjectId, courseTypeId: mtk.courseTypeId, courseGroupId: group.id }],
    });
    expect(saved.body.courses.find((c: { code: string }) => c.code === 'MTK').courseGroupId).toBe(group.id);
    const smpGroups = (await call('GET', '/api/curriculum/course-profiles', smpAdmin)).body.groups;
    const foreign = await call('PUT', '/api/curriculum/course-profiles', admin, { rows: [{ courseId: mtk.courseId, courseGroupId: smpGroups[0].id }] });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors['rows.0.courseGroupId'][0]).toContain('tidak ditemukan');
    expect((await call('PUT', '/api/curriculum/course-profiles', guru, { rows: [{ courseId: mtk.courseId }] })).status).toBe(403);
  });

  it('keeps JP and KKM per course and grade in one matrix, and K13 beside Merdeka per grade', async () => {
    const matrix = (await call('GET', '/api/curriculum/grade-matrix', admin)).body;
    const xii = matrix.classes.find((c: { name: string }) => c.name === 'XII');
    const inf = matrix.courses.find((c: { code: string }) => c.code === 'INF');
    const saved = await call('PUT', '/api/curriculum/grade-matrix', admin, {
      cells: [
        { classId: xii.id, courseId: inf.id, hoursPerWeek: null },
        { classId: xii.id, courseId: matrix.courses[0].id, hoursPerWeek: 4, kkm: 78 },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.cells.find((c: { classId: number; courseId: number }) => c.classId === xii.id && c.courseId === inf.id)).toBeUndefined();
    expect(saved.body.cells.find((c: { classId: number; courseId: number }) => c.classId === xii.id && c.courseId === matrix.courses[0].id)).toMatchObject({
      hoursPerWeek: 4,
      kkm: 78,
    });
    const bad = await call('PUT', '/api/curriculum/grade-matrix', admin, { cells: [{ classId: xii.id, courseId: inf.id, hoursPerWeek: 99, kkm: 120 }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['cells.0.hoursPerWeek', 'cells.0.kkm']);

    const smk = (await call('GET', '/api/curriculum/grade-curricula', admin)).body;
    expect(smk.classes.every((c: { curriculum: string }) => c.curriculum === 'merdeka')).toBe(true);
    const smp = (await call('GET', '/api/curriculum/grade-curricula', smpAdmin)).body;
    expect(smp.classes.map((c: { curriculum: string }) => c.curriculum)).toEqual(['k13', 'k13', 'k13']);
    expect(smp.classes[0]).toMatchObject({ kiCount: 4, kdCount: 30 });
    const switched = await call('PUT', '/api/curriculum/grade-curricula', smpAdmin, { rows: [{ classId: smp.classes[2].id, curriculum: 'merdeka' }] });
    expect(switched.body.classes.map((c: { curriculum: string }) => c.curriculum)).toEqual(['k13', 'k13', 'merdeka']);
  });

  it('gives the rapor its subjects in the school order with the printed name, leaving out hidden ones', async () => {
    const mapping = (await call('GET', '/api/curriculum/rapor-mapping', admin)).body;
    const x = mapping.classes.find((c: { name: string }) => c.name === 'X');
    expect(mapping.classId).toBe(x.id);
    const mtk = mapping.rows.find((r: { code: string }) => r.code === 'MTK');
    expect(mtk.atpId).toBe(mtk.atps[0].id);
    const rows = [...mapping.rows].reverse().map((r: { courseId: number; code: string; atpId: number | null }) => ({
      courseId: r.courseId,
      inRapor: r.code !== 'BSUN',
      raporName: r.code === 'MTK' ? 'Matematika (Umum)' : null,
      atpId: r.atpId,
    }));
    const saved = await call('PUT', '/api/curriculum/rapor-mapping', admin, { classId: x.id, rows });
    expect(saved.status).toBe(200);
    const {
      rows: [ids],
    } = await t.database.db.execute<{ school: number; year: number }>(
      sql`select s.sd_school_id as school, y.sd_academic_year_id as year from sd_schools s join sd_academic_years y on y.sd_school_id = s.sd_school_id and y.is_current where s.slug = 'demo-smk'`,
    );
    const forRapor = await raporSubjectsOf(t.database.db, Number(ids.school), Number(ids.year), x.id);
    expect(forRapor.map((s) => s.courseId)).toEqual(rows.filter((r) => r.inRapor).map((r) => r.courseId));
    expect(forRapor.find((s) => s.name === 'Matematika (Umum)')).toBeDefined();
    const bind = mapping.rows.find((r: { code: string }) => r.code === 'BIND');
    const wrongAtp = await call('PUT', '/api/curriculum/rapor-mapping', admin, {
      classId: x.id,
      rows: [{ courseId: bind.courseId, inRapor: true, atpId: mtk.atpId }],
    });
    expect(wrongAtp.status).toBe(422);
    expect(wrongAtp.body.errors['rows.0.atpId'][0]).toContain('bukan untuk mapel');
  });

  it('shows a course in the curriculum: grades, CP per phase and its ATP', async () => {
    const mtk = (await call('GET', '/api/curriculum/course-profiles', admin)).body.courses.find((c: { code: string }) => c.code === 'MTK');
    const detail = await call('GET', `/api/curriculum/courses/${mtk.courseId}`, guru);
    expect(detail.status).toBe(200);
    expect(detail.body.subject.code).toBe('MAT');
    expect(detail.body.phases.find((p: { phase: string }) => p.phase === 'E')).toMatchObject({ schoolCp: 5, platformCp: 5 });
    expect(detail.body.atps).toHaveLength(1);
    expect((await call('GET', `/api/curriculum/courses/${mtk.courseId}`, smpAdmin)).status).toBe(404);
    const overview = (await call('GET', '/api/curriculum/overview', guru)).body;
    const mat = overview.subjects.find((s: { code: string }) => s.code === 'MAT');
    expect(mat.phases.find((p: { phase: string }) => p.phase === 'E')).toMatchObject({
      schoolCp: 5,
      platformCp: 5,
      platformAtp: 1,
      schoolAtp: 1,
      schoolTp: 15,
    });
    const phase = await call('GET', `/api/curriculum/subjects/${mat.id}/phase?phase=E`, guru);
    expect(phase.body.cpOwner).toBe('school');
    expect(phase.body.atps.map((a: { owner: string }) => a.owner)).toEqual(['school', 'platform']);
  });
});

describe('xlsx import', () => {
  it('refuses a file with an unknown subject or phase by row, storing nothing', async () => {
    const file = await workbook('cp', [
      ['INF', 'D', 'Elemen Uji Impor', 'Teks CP uji impor.'],
      ['XYZ', 'D', 'Elemen', 'Teks'],
      ['INF', 'G', 'Elemen', 'Teks'],
    ]);
    const res = await call('POST', '/api/curriculum/import', admin, { kind: 'cp', owner: 'school', file });
    expect(res.status).toBe(200);
    expect(res.body.imported).toBe(0);
    expect(res.body.errors).toEqual([
      { row: 3, field: 'Kode Mapel', message: expect.stringContaining('"XYZ" tidak dikenal') },
      { row: 4, field: 'Fase', message: expect.stringContaining('"G" tidak dikenal') },
    ]);
    const stored = (await call('GET', '/api/curriculum/cps?owner=school', admin)).body.data;
    expect(stored.some((c: { element: string }) => c.element === 'Elemen Uji Impor')).toBe(false);
  });

  it('imports CP, KD and TPs into an ATP by title, for the platform only as the superadmin', async () => {
    const cp = await call('POST', '/api/curriculum/import', superadmin, {
      kind: 'cp',
      owner: 'platform',
      file: await workbook('cp', [
        ['PJOK', 'E', 'Keterampilan Gerak', 'Peserta didik dapat mempraktikkan keterampilan gerak spesifik permainan dan olahraga.'],
      ]),
    });
    expect(cp.body).toMatchObject({ imported: 1, errorCount: 0 });
    expect(
      (await call('POST', '/api/curriculum/import', admin, { kind: 'cp', owner: 'platform', file: await workbook('cp', [['PJOK', 'E', 'X', 'Y']]) })).status,
    ).toBe(403);
    const kd = await call('POST', '/api/curriculum/import', admin, {
      kind: 'kd',
      owner: 'school',
      file: await workbook('kd', [
        ['MAT', 10, '3.1', 'KD uji impor.'],
        ['MAT', 10, '2.1', 'Salah'],
      ]),
    });
    expect(kd.body.errors).toEqual([{ row: 3, field: 'Kode KD', message: expect.stringContaining('3.1 atau 4.12') }]);
    const tp = await call('POST', '/api/curriculum/import', admin, {
      kind: 'tp',
      owner: 'school',
      file: await workbook('tp', [
        ['INF', 'E', 'ATP Impor Uji', 'Berpikir Komputasional', 'TP impor pertama.', 10, 1, 4],
        ['INF', 'E', 'ATP Impor Uji', '', 'TP impor kedua.', 10, 2, 6],
      ]),
    });
    expect(tp.body).toMatchObject({ imported: 2, errorCount: 0 });
    const [atp] = (await call('GET', '/api/curriculum/atps?owner=school', admin)).body.data.filter((a: { title: string }) => a.title === 'ATP Impor Uji');
    const opened = (await call('GET', `/api/curriculum/atps/${atp.id}`, admin)).body;
    expect(opened.tps.map((x: { code: string; element: string | null }) => [x.code, x.element])).toEqual([
      ['10.1', 'Berpikir Komputasional'],
      ['10.2', null],
    ]);
    const badElement = await call('POST', '/api/curriculum/import', admin, {
      kind: 'tp',
      owner: 'school',
      file: await workbook('tp', [['INF', 'E', 'ATP Impor Uji', 'Elemen Khayalan', 'x', 11, 1, 2]]),
    });
    expect(badElement.body.errors.map((e: { field: string }) => e.field)).toEqual(['Kelas']);
    const template = await t.app.inject({ method: 'GET', url: '/api/curriculum/import-template.xlsx?kind=tp', headers: { authorization: `Bearer ${admin}` } });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');
  });
});
