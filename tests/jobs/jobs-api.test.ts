import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ne } from 'drizzle-orm';
import { schools } from '../../src/server/db/schema/schools.ts';
import { enqueueJob } from '../../src/server/jobs/enqueue-job.ts';
import { createJobWorker } from '../../src/server/jobs/worker.ts';
import type { JobHandler } from '../../src/server/jobs/handler.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('GET /api/jobs/:id', () => {
  let t: TestApp;
  let guru: { token: string; data: Record<string, unknown> };
  let admin: { token: string; data: Record<string, unknown> };
  let siswa: { token: string; data: Record<string, unknown> };
  const get = async (id: number | string, token: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: { authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    [guru, admin, siswa] = [await t.signIn('guru@demo.sch.id'), await t.signIn('admin@demo.sch.id'), await t.signIn('siswa@demo.sch.id')];
  });
  afterAll(async () => {
    await t.close();
  });

  const schoolOf = (s: { data: Record<string, unknown> }) => Number((s.data as { sd_school_id?: unknown }).sd_school_id);
  const userOf = (s: { data: Record<string, unknown> }) => Number((s.data as { id?: unknown }).id);

  it('shows the owner the status, the progress and the result when done', async () => {
    const id = await enqueueJob(t.database.db, { kind: 'test.api', payload: {}, schoolId: schoolOf(guru), userId: userOf(guru) });
    expect((await get(id, guru.token)).body).toMatchObject({ id, status: 'queued', progress: 0, result: null, error: null });
    let during: unknown;
    const handler: JobHandler = {
      kind: 'test.api',
      parse: (p) => p,
      async run({ progress }) {
        await progress(42);
        during = (await get(id, guru.token)).body;
        return { rows: 7 };
      },
    };
    await createJobWorker({ db: t.database.db, handlers: [handler] }).runOnce();
    expect(during).toMatchObject({ status: 'running', progress: 42 });
    expect((await get(id, guru.token)).body).toMatchObject({ status: 'done', progress: 100, result: { rows: 7 } });
    // The school's admin may follow it too; a student of the same school may not.
    expect((await get(id, admin.token)).status).toBe(200);
    expect((await get(id, siswa.token)).status).toBe(404);
  });

  it("answers 404 for another school's job, 422 for a bad id, 401 without a session", async () => {
    const [other] = await t.database.db
      .select({ id: schools.id })
      .from(schools)
      .where(ne(schools.id, schoolOf(admin)))
      .limit(1);
    const id = await enqueueJob(t.database.db, { kind: 'test.api', payload: {}, schoolId: other.id });
    const res = await get(id, admin.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Proses tidak ditemukan.');
    expect((await get('abc', admin.token)).status).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(401);
  });
});
