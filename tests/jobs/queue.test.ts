import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { jobs } from '../../src/server/db/schema/jobs.ts';
import { enqueueJob } from '../../src/server/jobs/enqueue-job.ts';
import { claimJob } from '../../src/server/jobs/claim-job.ts';
import { PermanentJobError, type JobHandler } from '../../src/server/jobs/handler.ts';
import { createJobWorker } from '../../src/server/jobs/worker.ts';
import { AppError } from '../../src/server/http/errors.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { createReopenableDatabase } from '../helpers/reopenable-database.ts';

const anyPayload = (p: unknown) => p as { n?: number };
const T0 = new Date('2026-11-23T08:00:00Z');
const at = (ms: number) => () => new Date(T0.getTime() + ms);

async function jobRow(database: Database, id: number) {
  const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe('job queue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a job, reports its progress while it runs, and keeps its result', async () => {
    const seen: number[] = [];
    const handler: JobHandler<{ n?: number }> = {
      kind: 'test.progress',
      parse: anyPayload,
      async run({ job, payload, progress }) {
        await progress(42.4);
        seen.push((await jobRow(database, job.id)).progress);
        return { doubled: (payload.n ?? 0) * 2 };
      },
    };
    const id = await enqueueJob(database.db, { kind: 'test.progress', payload: { n: 21 }, schoolId: null });
    const worker = createJobWorker({ db: database.db, handlers: [handler] });
    expect(await worker.runOnce()).toBe(true);
    expect(seen).toEqual([42]);
    const row = await jobRow(database, id);
    expect(row).toMatchObject({ status: 'done', progress: 100, attempts: 1, result: { doubled: 42 }, error: null, lockedBy: null });
    expect(row.finishedAt).not.toBeNull();
    expect(await worker.runOnce()).toBe(false);
  });

  it('retries a failing job with exponential back-off, then fails it with the message', async () => {
    const handler: JobHandler = {
      kind: 'test.flaky',
      parse: anyPayload,
      backoffMs: 1_000,
      run: async () => {
        throw new Error('koneksi ditolak');
      },
    };
    const id = await enqueueJob(database.db, { kind: 'test.flaky', payload: {}, schoolId: null, maxAttempts: 3, runAt: T0 });
    const worker = (ms: number) => createJobWorker({ db: database.db, handlers: [handler], clock: at(ms) });

    expect(await worker(0).runOnce()).toBe(true);
    let row = await jobRow(database, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, error: 'Proses gagal: koneksi ditolak' });
    expect(row.runAt.getTime()).toBe(T0.getTime() + 1_000);

    expect(await worker(999).runOnce()).toBe(false); // still waiting out the back-off
    expect(await worker(1_000).runOnce()).toBe(true);
    row = await jobRow(database, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.runAt.getTime()).toBe(T0.getTime() + 1_000 + 2_000); // doubled

    expect(await worker(2_999).runOnce()).toBe(false);
    expect(await worker(3_000).runOnce()).toBe(true);
    row = await jobRow(database, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, error: 'Proses gagal: koneksi ditolak' });
    expect(row.finishedAt).not.toBeNull();
    expect(await worker(1_000_000).runOnce()).toBe(false);
  });

  it('keeps an AppError message as it is, and does not retry a permanent failure or a payload that does not parse', async () => {
    const friendly: JobHandler = {
      kind: 'test.friendly',
      parse: anyPayload,
      run: async () => {
        throw new AppError('not_found', 'Jadwal ujian tidak ditemukan.');
      },
    };
    const permanent: JobHandler = {
      kind: 'test.permanent',
      parse: (p) => {
        if (typeof (p as { n?: unknown }).n !== 'number') throw new Error('bad');
        return p;
      },
      run: async () => {
        throw new PermanentJobError('Data sudah dihapus.');
      },
    };
    const worker = createJobWorker({ db: database.db, handlers: [friendly, permanent] });
    const a = await enqueueJob(database.db, { kind: 'test.friendly', payload: {}, schoolId: null, maxAttempts: 1 });
    const b = await enqueueJob(database.db, { kind: 'test.permanent', payload: { n: 1 }, schoolId: null });
    const c = await enqueueJob(database.db, { kind: 'test.permanent', payload: { n: 'x' }, schoolId: null });
    while (await worker.runOnce());
    expect(await jobRow(database, a)).toMatchObject({ status: 'failed', error: 'Jadwal ujian tidak ditemukan.' });
    expect(await jobRow(database, b)).toMatchObject({ status: 'failed', attempts: 1, error: 'Data sudah dihapus.' });
    expect(await jobRow(database, c)).toMatchObject({ status: 'failed', attempts: 1, error: 'Data proses tidak valid.' });
  });

  it('lets two workers drain one queue without running any job twice', async () => {
    const ran: number[] = [];
    const handler: JobHandler = {
      kind: 'test.once',
      parse: anyPayload,
      async run({ db, job }) {
        await db.select().from(jobs).where(eq(jobs.id, job.id)); // yield to the other worker mid-job
        ran.push(job.id);
      },
    };
    const ids = [];
    for (let i = 0; i < 30; i++) ids.push(await enqueueJob(database.db, { kind: 'test.once', payload: {}, schoolId: null }));
    const drain = async (w: ReturnType<typeof createJobWorker>) => {
      while (await w.runOnce());
    };
    await Promise.all([drain(createJobWorker({ db: database.db, handlers: [handler] })), drain(createJobWorker({ db: database.db, handlers: [handler] }))]);
    expect([...ran].sort((x, y) => x - y)).toEqual(ids);
  });
});

describe('job queue across restarts and processes', () => {
  it('picks up a job whose worker died once its lease has expired, after a restart', async () => {
    const store = await createReopenableDatabase();
    try {
      let first = await store.open();
      const id = await enqueueJob(first.db, { kind: 'test.restart', payload: {}, schoolId: null, runAt: T0 });
      // The first process claims the job and dies before finishing it.
      expect(await claimJob(first.db, ['test.restart'], 'dead-worker', T0, 60_000)).toMatchObject({ id, attempts: 1 });
      await first.close();

      first = await store.open(); // the restart
      const handler: JobHandler = { kind: 'test.restart', parse: anyPayload, run: async () => ({ ok: true }) };
      const worker = (ms: number) => createJobWorker({ db: first.db, handlers: [handler], leaseMs: 60_000, clock: at(ms) });
      expect(await worker(59_999).runOnce()).toBe(false); // the lease still stands
      expect(await worker(60_001).runOnce()).toBe(true);
      expect(await jobRow(first, id)).toMatchObject({ status: 'done', attempts: 2, result: { ok: true } });
      await first.close();
    } finally {
      await store.destroy();
    }
  });

  it('fails a job whose worker died on its last attempt instead of waiting for it forever', async () => {
    const store = await createReopenableDatabase();
    const database = await store.open();
    try {
      const id = await enqueueJob(database.db, { kind: 'test.abandoned', payload: {}, schoolId: null, runAt: T0, maxAttempts: 1 });
      await claimJob(database.db, ['test.abandoned'], 'dead-worker', T0, 1_000);
      const handler: JobHandler = { kind: 'test.abandoned', parse: anyPayload, run: async () => null };
      expect(await createJobWorker({ db: database.db, handlers: [handler], clock: at(1_001) }).runOnce()).toBe(false);
      expect(await jobRow(database, id)).toMatchObject({ status: 'failed', error: expect.stringContaining('terhenti') });
    } finally {
      await database.close();
      await store.destroy();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('never runs the same job twice with two processes on one PostgreSQL', async () => {
    const store = await createReopenableDatabase();
    const [a, b] = [await store.open(), await store.open()];
    try {
      const ran: number[] = [];
      const handler: JobHandler = {
        kind: 'test.two-processes',
        parse: anyPayload,
        async run({ db, job }) {
          await db.select().from(jobs).where(eq(jobs.id, job.id));
          ran.push(job.id);
        },
      };
      const ids = [];
      for (let i = 0; i < 60; i++) ids.push(await enqueueJob(a.db, { kind: 'test.two-processes', payload: {}, schoolId: null }));
      const drain = async (db: Database['db']) => {
        // Two workers per process, four claimants on two pools.
        const w = [createJobWorker({ db, handlers: [handler] }), createJobWorker({ db, handlers: [handler] })];
        await Promise.all(
          w.map(async (x) => {
            while (await x.runOnce());
          }),
        );
      };
      await Promise.all([drain(a.db), drain(b.db)]);
      expect([...ran].sort((x, y) => x - y)).toEqual(ids);
      const rows = await a.db.select({ attempts: jobs.attempts }).from(jobs);
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      await a.close();
      await b.close();
      await store.destroy();
    }
  });
});
