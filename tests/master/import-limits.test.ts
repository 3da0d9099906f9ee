import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLUMNS } from '../../src/server/exams/bank/spreadsheet-format.ts';
import { MAX_WORKBOOK_BYTES } from '../../src/server/spreadsheet/workbook-errors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { manyRowsWorkbook, zipBombWorkbook } from '../spreadsheet/workbook-fixtures.ts';

/**
 * Issue 11, finding 2: a 1.5 MB workbook of 300,000 one-cell rows took 24–35 s to refuse, stalled
 * /api/health and left the server 2.3 GB bigger. Both imports now read through one streaming reader.
 * The speed is measured by `npm run bench:import`; here: the refusal, the memory, and the server answering.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;
let t: TestApp;
let admin: string;
let teacher: string;
let attack: Buffer;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin@demo.sch.id')).token;
  teacher = (await t.signIn('guru@demo.sch.id')).token;
  // The students header, so the file passes the column check and reaches the rows.
  attack = await manyRowsWorkbook(['Nama Lengkap *', 'Jenis Kelamin *'], 300_000);
});
afterAll(() => t.close());

const importStudents = async (body: Buffer, token = admin) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/master/excel/students/import',
    headers: { authorization: `Bearer ${token}`, 'content-type': XLSX },
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
};
const importQuestions = async (file: Buffer | string, dryRun = true) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/exams/questions-import',
    headers: { authorization: `Bearer ${teacher}` },
    payload: { file: typeof file === 'string' ? file : file.toString('base64'), dryRun },
  });
  return { status: res.statusCode, body: res.json() };
};

/** Runs `work` while sampling the process's memory; growth is against a collected heap before it. */
async function measured<T>(work: () => Promise<T>) {
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);
  const started = performance.now();
  try {
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    gc();
    const heapGrowth = (process.memoryUsage().heapUsed - before.heapUsed) / MB;
    return { result, seconds, rssGrowth: (peakRss - before.rss) / MB, heapGrowth };
  } finally {
    clearInterval(sampler);
  }
}

describe('a 300,000-row workbook', () => {
  it('is refused by the students import at the row cap, with memory growing by less than 100 MB', async () => {
    expect(attack.length).toBeLessThan(3 * MB);
    await importStudents(attack); // warm: the first call loads modules and fills caches
    const run = await measured(() => importStudents(attack));
    console.log(
      `students import of 300,000 rows refused in ${run.seconds.toFixed(2)} s; peak RSS +${run.rssGrowth.toFixed(0)} MB, heap +${run.heapGrowth.toFixed(1)} MB`,
    );
    expect(run.result.status).toBe(422);
    expect(run.result.body.errors.file[0]).toBe('Paling banyak 5000 baris per berkas; berkas ini berisi lebih banyak. Bagi menjadi beberapa berkas.');
    expect(run.rssGrowth).toBeLessThan(100);
    expect(run.heapGrowth).toBeLessThan(100);
  }, 120_000);

  it('is refused by the question import too, which had no cap, without a 23 MB error list', async () => {
    const file = await manyRowsWorkbook([...COLUMNS], 300_000, 'Soal');
    const run = await measured(() => importQuestions(file));
    console.log(`question import of 300,000 rows refused in ${run.seconds.toFixed(2)} s; peak RSS +${run.rssGrowth.toFixed(0)} MB`);
    expect(run.result.status).toBe(422);
    expect(run.result.body.errors.file[0]).toMatch(/^Paling banyak 2000 baris per berkas/);
    expect(JSON.stringify(run.result.body).length).toBeLessThan(1000);
    expect(run.rssGrowth).toBeLessThan(100);
  }, 120_000);

  it('does not stop /api/health from answering while it is read', async () => {
    let reading = false;
    const onRows = () => (reading = true);
    subscribe('sekolah:workbook-rows', onRows);
    let settled = false;
    let answeredWhileReading = 0;
    try {
      const upload = importStudents(attack).finally(() => (settled = true));
      while (!settled) {
        const health = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(200);
        if (reading && !settled) answeredWhileReading++;
        // inject answers through promises alone: give the event loop a turn, as a network client would.
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await upload).status).toBe(422);
    } finally {
      unsubscribe('sekolah:workbook-rows', onRows);
    }
    // A reader that held the event loop from the first row to the refusal would let none through.
    expect(answeredWhileReading).toBeGreaterThan(0);
  }, 120_000);
});

describe('the other limits', () => {
  it('refuses an upload over 5 MB before reading it, in Indonesian, on both imports', async () => {
    const big = Buffer.alloc(MAX_WORKBOOK_BYTES + 1, 1);
    const people = await importStudents(big);
    expect(people.status).toBe(413);
    expect(people.body.errors.file[0]).toBe('Berkas terlalu besar: paling besar 5 MB. Bagi menjadi beberapa berkas.');
    const questions = await importQuestions(big);
    expect([413, 422]).toContain(questions.status);
    expect(questions.body.errors.file[0]).toMatch(/paling besar 5 MB/);
    expect((await importQuestions('A'.repeat(20 * MB))).status).toBe(413);
  });

  it('refuses a zip bomb on both imports', async () => {
    const bomb = await zipBombWorkbook(200);
    const people = await importStudents(bomb);
    expect(people.status).toBe(422);
    expect(people.body.errors.file[0]).toMatch(/terlalu besar untuk diimpor/);
    expect((await importQuestions(bomb)).status).toBe(422);
  }, 60_000);

  it('lists the first 100 errors and counts the rest', async () => {
    const questions = await importQuestions(await manyRowsWorkbook([...COLUMNS], 150, 'Soal'));
    expect(questions.status).toBe(200);
    expect(questions.body).toMatchObject({ imported: 0, valid: 0, errorCount: 150 });
    expect(questions.body.errors).toHaveLength(100);
    expect(questions.body.errors[0]).toMatchObject({ row: 2, field: 'Jenis' });
    // One-cell rows: a name without the required gender, 120 times.
    const people = await importStudents(await manyRowsWorkbook(['Nama Lengkap *', 'Jenis Kelamin *'], 120));
    expect(people.body).toMatchObject({
      status: false,
      total: 120,
      errorCount: 120,
      message: 'Tidak ada data yang diimpor: 120 dari 120 baris perlu diperbaiki.',
    });
    expect(people.body.errors).toHaveLength(100);
    expect(people.body.errors[99].row).toBe(101);
  }, 60_000);
});
