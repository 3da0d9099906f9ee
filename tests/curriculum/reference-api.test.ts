import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { registerCurriculumUse } from '../../src/server/curriculum/usage-registry.ts';

/** The platform reference and the school's copies as the superadmin, SMK Demo's admin and teacher, and SMP Demo use them. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let superadmin: string;
let admin: string;
let guru: string;
let smpAdmin: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [superadmin, admin, guru, smpAdmin] = (
    await Promise.all(['superadmin@demo.sch.id', 'admin@demo.sch.id', 'guru@demo.sch.id', 'admin.smp@demo.sch.id'].map((e) => t.signIn(e)))
  ).map((s) => s.token);
});
afterAll(() => t.close());

const subjectId = async (code: string) =>
  ((await call('GET', '/api/curriculum/subject-options', admin)).body.data as { id: number; code: string }[]).find((s) => s.code === code)!.id;

describe('CP: platform reference and school copies', () => {
  it('seeds the reference for phases D and E, and the SMK has its own copies of phase E', async () => {
    const mat = await subjectId('MAT');
    const platform = await call('GET', `/api/curriculum/cps?owner=platform&subjectId=${mat}`, superadmin);
    expect(platform.status).toBe(200);
    expect(new Set(platform.body.data.map((c: { phase: string }) => c.phase))).toEqual(new Set(['D', 'E']));
    expect(platform.body.data.find((c: { element: string; phase: string }) => c.phase === 'D' && c.element === 'Aljabar').description).toContain(
      'sistem persamaan linear dua variabel',
    );
    const school = await call('GET', `/api/curriculum/cps?owner=school&subjectId=${mat}`, admin);
    expect(
      school.body.data.every((c: { phase: string; owner: string; copiedFromId: number }) => c.phase === 'E' && c.owner === 'school' && c.copiedFromId),
    ).toBe(true);
    for (const code of ['BIN', 'IPA', 'INF', 'PP']) {
      const rows = (await call('GET', `/api/curriculum/cps?owner=platform&subjectId=${await subjectId(code)}`, guru)).body.data;
      expect(rows.length, code).toBeGreaterThan(1);
    }
  });

  it('refuses a school editing the platform text (403), lets it copy and edit its own, and hides its copy from another school (404)', async () => {
    const mat = await subjectId('MAT');
    const [platformCp] = (await call('GET', `/api/curriculum/cps?owner=platform&subjectId=${mat}&phase=D`, admin)).body.data;
    const body = { owner: 'platform', subjectId: mat, phase: 'D', element: platformCp.element, description: 'Diubah sekolah' };
    expect((await call('POST', '/api/curriculum/cps', admin, { ...body, id: platformCp.id })).status).toBe(403);
    expect((await call('POST', '/api/curriculum/cps', admin, { ...body, id: platformCp.id, owner: 'school' })).status).toBe(403);
    expect((await call('DELETE', `/api/curriculum/cps/${platformCp.id}`, admin)).status).toBe(403);

    const copied = await call('POST', '/api/curriculum/cps/copy', admin, { subjectId: mat, phase: 'D' });
    expect(copied.status).toBe(200);
    expect(copied.body.copied).toBe(6);
    expect((await call('POST', '/api/curriculum/cps/copy', admin, { subjectId: mat, phase: 'D' })).body).toMatchObject({ copied: 0, skipped: 6 });
    const listed = (await call('GET', `/api/curriculum/cps?subjectId=${mat}&phase=D`, admin)).body.data;
    const copy = listed.find((c: { owner: string; copiedFromId: number }) => c.owner === 'school' && c.copiedFromId === platformCp.id);
    expect(listed.find((c: { id: number }) => c.id === platformCp.id).copyId).toBe(copy.id);

    const edited = await call('POST', '/api/curriculum/cps', admin, { ...body, owner: 'school', id: copy.id, description: 'Rumusan sekolah untuk fase D.' });
    expect(edited.status).toBe(200);
    expect(edited.body.description).toBe('Rumusan sekolah untuk fase D.');
    const again = (await call('GET', `/api/curriculum/cps?owner=platform&subjectId=${mat}&phase=D`, superadmin)).body.data[0];
    expect(again.description).toBe(platformCp.description);

    expect((await call('POST', '/api/curriculum/cps', smpAdmin, { ...body, owner: 'school', id: copy.id })).status).toBe(404);
    expect((await call('DELETE', `/api/curriculum/cps/${copy.id}`, smpAdmin)).status).toBe(404);
    expect((await call('DELETE', `/api/curriculum/cps/${copy.id}`, admin)).status).toBe(200);
  });

  it('answers bad input with Indonesian field messages', async () => {
    const bad = await call('POST', '/api/curriculum/cps', superadmin, { owner: 'platform', subjectId: 999999, phase: 'G', element: '', description: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.phase[0]).toContain('Fase harus');
    expect(bad.body.errors.element[0]).toContain('wajib');
    const kd = await call('POST', '/api/curriculum/kds', admin, {
      owner: 'school',
      subjectId: await subjectId('MAT'),
      grade: 7,
      kiNumber: 2,
      code: '2.1',
      description: 'x',
    });
    expect(kd.status).toBe(422);
    expect(Object.keys(kd.body.errors).sort()).toEqual(['code', 'kiNumber']);
    expect(
      (await call('POST', '/api/curriculum/cps', superadmin, { owner: 'platform', subjectId: 999999, phase: 'E', element: 'X', description: 'Y' })).body.errors
        .subjectId[0],
    ).toContain('tidak ditemukan');
  });
});

describe('ATP', () => {
  it('opens the school ATP of Matematika in order, as the teacher of the subject, read-only', async () => {
    const mine = await call('GET', '/api/curriculum/atps?owner=school&mine=1', guru);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((a: { subjectName: string }) => a.subjectName)).toEqual(['Matematika']);
    const atp = await call('GET', `/api/curriculum/atps/${mine.body.data[0].id}`, guru);
    expect(atp.body.canEdit).toBe(false);
    expect(atp.body.tps).toHaveLength(15);
    expect(atp.body.tps.map((tp: { code: string }) => tp.code).slice(0, 3)).toEqual(['10.1', '10.2', '10.3']);
    expect(atp.body.tps[0]).toMatchObject({ grade: 10, semester: '1', element: 'Bilangan' });
    expect(atp.body.totalHours).toBe(144);
    expect((await call('PUT', `/api/curriculum/atps/${mine.body.data[0].id}`, guru, { title: 'x', revision: 1, tps: [] })).status).toBe(403);
  });

  it('copies a platform ATP, reorders, allocates and refuses a stale save, a grade outside the phase, and deleting a used TP', async () => {
    const inf = await subjectId('INF');
    const [reference] = (await call('GET', `/api/curriculum/atps?owner=platform&subjectId=${inf}`, admin)).body.data;
    const copy = await call('POST', `/api/curriculum/atps/${reference.id}/copy`, admin, {});
    expect(copy.status).toBe(201);
    const opened = (await call('GET', `/api/curriculum/atps/${copy.body.id}`, admin)).body;
    expect(opened.tps).toHaveLength(10);
    expect(opened.cps.every((c: { owner: string }) => c.owner === 'school')).toBe(true);
    const tps = opened.tps.map((tp: Record<string, unknown>) => ({
      id: tp.id,
      code: '',
      description: tp.description,
      cpId: tp.cpId,
      grade: tp.grade,
      semester: tp.semester,
      hours: tp.hours,
    }));
    const reordered = [tps[1], tps[0], ...tps.slice(2)];
    const saved = await call('PUT', `/api/curriculum/atps/${copy.body.id}`, admin, { title: opened.atp.title, revision: opened.atp.revision, tps: reordered });
    expect(saved.status).toBe(200);
    expect(saved.body.tps.slice(0, 2).map((tp: { id: number; code: string }) => [tp.id, tp.code])).toEqual([
      [tps[1].id, '10.1'],
      [tps[0].id, '10.2'],
    ]);
    const stale = await call('PUT', `/api/curriculum/atps/${copy.body.id}`, admin, { title: 'x', revision: opened.atp.revision, tps: reordered });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('baru saja diubah');
    const badGrade = await call('PUT', `/api/curriculum/atps/${copy.body.id}`, admin, {
      title: 'x',
      revision: saved.body.atp.revision,
      tps: [{ ...reordered[0], grade: 11 }],
    });
    expect(badGrade.status).toBe(422);
    expect(badGrade.body.errors['tps.0.grade'][0]).toContain('Fase E');

    const used = reordered[2].id;
    const remove = registerCurriculumUse({
      kind: 'tp',
      uses: async (_db, _s, ids) => ({ where: 'penilaian di buku nilai', count: ids.includes(used) ? 1 : 0, examples: ['Informatika X TKJ 1'] }),
    });
    try {
      const refused = await call('PUT', `/api/curriculum/atps/${copy.body.id}`, admin, {
        title: 'x',
        revision: saved.body.atp.revision,
        tps: reordered.filter((tp: { id: number }) => tp.id !== used),
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('1 penilaian di buku nilai (Informatika X TKJ 1)');
      expect((await call('DELETE', `/api/curriculum/atps/${copy.body.id}`, admin)).status).toBe(409);
    } finally {
      remove();
    }
    expect((await call('DELETE', `/api/curriculum/atps/${copy.body.id}`, admin)).status).toBe(200);
    expect((await call('GET', `/api/curriculum/atps/${copy.body.id}`, admin)).status).toBe(404);
  });

  it('keeps the platform ATP to the superadmin and another school out of SMK Demo ATPs', async () => {
    const [reference] = (await call('GET', '/api/curriculum/atps?owner=platform', superadmin)).body.data;
    const opened = (await call('GET', `/api/curriculum/atps/${reference.id}`, admin)).body;
    expect(opened.canEdit).toBe(false);
    const body = { title: opened.atp.title, revision: opened.atp.revision, tps: [] };
    expect((await call('PUT', `/api/curriculum/atps/${reference.id}`, admin, body)).status).toBe(403);
    expect((await call('DELETE', `/api/curriculum/atps/${reference.id}`, admin)).status).toBe(403);
    const [smkAtp] = (await call('GET', '/api/curriculum/atps?owner=school', admin)).body.data;
    expect((await call('GET', `/api/curriculum/atps/${smkAtp.id}`, smpAdmin)).status).toBe(404);
    const created = await call('POST', '/api/curriculum/atps', superadmin, {
      owner: 'platform',
      subjectId: await subjectId('BIN'),
      phase: 'D',
      title: 'ATP Bahasa Indonesia Fase D',
    });
    expect(created.status).toBe(201);
    expect((await call('POST', '/api/curriculum/atps', admin, { owner: 'platform', subjectId: await subjectId('BIN'), phase: 'D', title: 'x' })).status).toBe(
      403,
    );
  });
});

describe('K13 reference', () => {
  it('SMP Demo runs K13 with its KI and KD of kelas VII copied', async () => {
    const kis = (await call('GET', '/api/curriculum/kis?owner=school', smpAdmin)).body.data;
    expect(kis.map((k: { number: number }) => k.number)).toEqual([1, 2, 3, 4]);
    const kds = (await call('GET', `/api/curriculum/kds?owner=school&subjectId=${await subjectId('MAT')}`, smpAdmin)).body.data;
    expect(kds.map((k: { code: string }) => k.code).slice(0, 2)).toEqual(['3.1', '3.2']);
    expect((await call('GET', '/api/curriculum/kds?owner=school', admin)).body.data).toEqual([]);
  });
});
