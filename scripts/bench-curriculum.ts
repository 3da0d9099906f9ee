import os from 'node:os';
import { openDatabase } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { createFreshDatabase, dropDatabase } from '../src/server/db/fresh-database.ts';
import { buildApp } from '../src/server/app.ts';
import { LoginThrottle } from '../src/server/auth/throttle.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts.ts';
import { writeSection } from './bench/harness.ts';

/**
 * node scripts/bench-curriculum.ts — issue 15 on PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432), the demo data.
 * Each measurement is one function returning its table row; the section "Kurikulum" of docs/benchmarks.md is
 * written from all rows. Targets: p99 under 100 ms for each.
 *   1. ATP (curriculum area): opening the ATP of a subject with 60 TPs, as a teacher of that subject.
 *   2. Kokurikuler grid (planning area): 36 students × 12 sub-elements — add `benchKokurikuler` below.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARMUP = 20;
const RUNS = 200;
const pct = (times: number[], p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((times.length * p) / 100))];

type Inject = (method: 'GET' | 'POST' | 'PUT', path: string, token: string | null, payload?: object) => Promise<{ json: () => any }>;
interface Row {
  label: string;
  times: number[];
  target: string;
}

async function measure(times: number[], work: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await work();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
}

/** 1. The admin writes a 60-TP ATP for Matematika (fase E) in one save; the teacher of the subject opens it. */
async function benchAtp(inject: Inject, login: (email: string) => Promise<string>): Promise<Row> {
  const admin = await login('admin@demo.sch.id');
  const guru = await login('guru@demo.sch.id');
  const [atp] = (await inject('GET', '/api/curriculum/atps?owner=school&mine=0', admin))
    .json()
    .data.filter((a: { subjectName: string }) => a.subjectName === 'Matematika');
  const opened = (await inject('GET', `/api/curriculum/atps/${atp.id}`, admin)).json();
  const tps = Array.from({ length: 60 }, (_, i) => {
    const existing = opened.tps[i];
    return {
      ...(existing ? { id: existing.id } : {}),
      description: existing?.description ?? `Tujuan pembelajaran uji nomor ${i + 1}: peserta didik dapat menerapkan konsep pada masalah kontekstual.`,
      cpId: opened.cps[i % opened.cps.length].id,
      grade: 10,
      semester: i < 30 ? '1' : '2',
      hours: 2,
    };
  });
  await inject('PUT', `/api/curriculum/atps/${atp.id}`, admin, { title: opened.atp.title, courseId: opened.atp.courseId, revision: opened.atp.revision, tps });
  const times: number[] = [];
  await measure(times, async () => {
    const body = (await inject('GET', `/api/curriculum/atps/${atp.id}`, guru)).json();
    if (body.tps.length !== 60) throw new Error(`ATP has ${body.tps.length} TPs`);
  });
  return { label: 'buka ATP Matematika berisi 60 TP (guru pengampu)', times, target: 'p99 < 100' };
}

// 2. Kokurikuler grid (planning helper): `async function benchKokurikuler(inject, login): Promise<Row>` here, then add
//    it to MEASUREMENTS.
const MEASUREMENTS: ((inject: Inject, login: (email: string) => Promise<string>) => Promise<Row>)[] = [benchAtp];

const name = 'bench_curriculum';
const url = await createFreshDatabase(adminUrl, name, 2000);
const database = await openDatabase({ kind: 'postgres', url });
try {
  await seed(database.db, { demo: true });
  const app = await buildApp({ db: database.db, dbKind: 'postgres', throttle: new LoginThrottle(database.db) });
  const inject: Inject = async (method, path, token, payload) => {
    const res = await app.inject({ method, url: path, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const login = async (email: string) => (await inject('POST', '/api/login_web', null, { email, password: DEMO_PASSWORD })).json().accessToken as string;
  const rows: Row[] = [];
  for (const bench of MEASUREMENTS) rows.push(await bench(inject, login));
  await app.close();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const body = `\`npm run bench:curriculum\`, PostgreSQL, data demo, di dalam proses (app.inject: tanpa jaringan), ${WARMUP} pemanasan lalu ${RUNS} permintaan berurutan.

| ukuran | n | median ms | p99 ms | terlama ms | target |
|---|---:|---:|---:|---:|---|
${rows.map((r) => `| ${r.label} | ${r.times.length} | ${pct(r.times, 50).toFixed(1)} | ${pct(r.times, 99).toFixed(1)} | ${Math.max(...r.times).toFixed(1)} | ${r.target} |`).join('\n')}

Mesin bersama (2 core) dengan sesi lain yang berjalan: beban rata-rata saat diukur ${load} (1/5/15 menit), jadi angka ini batas atas.
Kisi kokurikuler (36 siswa × 12 subelemen) diukur oleh bagian perencanaan pada skrip yang sama.`;
  console.log(body);
  writeSection('Kurikulum', body);
} finally {
  await database.close();
  await dropDatabase(adminUrl, name).catch(() => undefined);
}
