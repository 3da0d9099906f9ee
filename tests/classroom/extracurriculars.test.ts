import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** Extracurriculars: the demo clubs, sign-up, the coach's approval and assessment, and who may do what. */
let t: TestApp;
let call: ReturnType<typeof caller>;
let admin: string;
let guru: string;
let siswa: string;
let ortu: string;
let otherAdmin: string;
let pustakawan: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  [admin, guru, siswa, ortu, otherAdmin, pustakawan] = await Promise.all(
    ['admin@demo.sch.id', 'guru@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'admin.smp@demo.sch.id', 'pustakawan@demo.sch.id'].map(
      async (e) => (await t.signIn(e)).token,
    ),
  );
});
afterAll(() => t.close());

type Club = { id: number; name: string; myStatus: string | null; canCoach: boolean; canJoin: boolean; members: number; pending: number };

describe('extracurriculars', () => {
  it('shows the demo clubs to each role, with siswa a member of Pramuka and its request waiting for guru', async () => {
    const list = (await call('GET', '/api/extracurriculars', siswa)).body.data as Club[];
    expect(list.map((c) => c.name)).toEqual(['Futsal', 'Pramuka']);
    expect(list.find((c) => c.name === 'Pramuka')).toMatchObject({ myStatus: 'approved', canJoin: false, members: 3 });
    expect((await call('GET', '/api/extracurriculars', ortu)).body.data.find((c: Club) => c.name === 'Pramuka').myStatus).toBe('approved');
    const requests = (await call('GET', '/api/extracurricular-requests', guru)).body.data;
    expect(requests.length).toBe(1);
    expect(requests[0].clubName).toBe('Pramuka');
    expect((await call('GET', '/api/extracurriculars', pustakawan)).status).toBe(403);
  });

  it('takes a sign-up, lets only the coach decide and assess, and keeps clubs to their school', async () => {
    const futsal = ((await call('GET', '/api/extracurriculars', siswa)).body.data as Club[]).find((c) => c.name === 'Futsal')!;
    const joined = await call('POST', `/api/extracurriculars/${futsal.id}/join`, siswa);
    expect(joined.status).toBe(201);
    expect((await call('POST', `/api/extracurriculars/${futsal.id}/join`, siswa)).status).toBe(409);
    expect((await call('POST', `/api/extracurriculars/${futsal.id}/join`, ortu)).status).toBe(403);
    expect((await call('POST', `/api/extracurricular-members/${joined.body.id}/decision`, guru, { approve: true })).status).toBe(403);
    expect((await call('POST', `/api/extracurricular-members/${joined.body.id}/decision`, otherAdmin, { approve: true })).status).toBe(404);
    expect((await call('POST', `/api/extracurricular-members/${joined.body.id}/decision`, admin, {})).status).toBe(422);
    const approved = await call('POST', `/api/extracurricular-members/${joined.body.id}/decision`, admin, { approve: true });
    expect(approved.body.status).toBe('approved');
    expect((await call('POST', `/api/extracurricular-members/${joined.body.id}/decision`, admin, { approve: false })).status).toBe(409);
    expect((await call('PUT', `/api/extracurricular-members/${joined.body.id}/assessment`, admin, { predicate: 'A' })).status).toBe(422);
    const assessed = await call('PUT', `/api/extracurricular-members/${joined.body.id}/assessment`, admin, { predicate: 'SB', description: 'Rajin berlatih.' });
    expect(assessed.body).toMatchObject({ predicate: 'SB', description: 'Rajin berlatih.' });

    const pramuka = ((await call('GET', '/api/extracurriculars', guru)).body.data as Club[]).find((c) => c.name === 'Pramuka')!;
    const roster = (await call('GET', `/api/extracurriculars/${pramuka.id}`, guru)).body.roster as { id: number; status: string }[];
    const waiting = roster.find((m) => m.status === 'pending')!;
    expect((await call('POST', `/api/extracurricular-members/${waiting.id}/decision`, guru, { approve: false })).body.status).toBe('rejected');
    expect((await call('GET', `/api/extracurriculars/${pramuka.id}`, siswa)).body.roster).toEqual([]);
    expect((await call('GET', `/api/extracurriculars/${pramuka.id}`, otherAdmin)).status).toBe(404);

    const created = await call('POST', '/api/extracurriculars', admin, { name: 'Robotik', schedule: 'Kamis 15.00', quota: 1 });
    expect(created.status).toBe(201);
    expect((await call('POST', '/api/extracurriculars', admin, { name: 'Robotik' })).status).toBe(422);
    expect((await call('POST', '/api/extracurriculars', guru, { name: 'Catur' })).status).toBe(403);
  });
});
