import os from 'node:os';
import { openDatabase } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { createFreshDatabase, dropDatabase } from '../src/server/db/fresh-database.ts';
import { buildApp } from '../src/server/app.ts';
import { LoginThrottle } from '../src/server/auth/throttle.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts.ts';
import { writeSection } from './bench/harness.ts';
import { fillSection } from './bench/fixtures.ts';

/**
 * node scripts/bench-rapor.ts — issue 14 on PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432), the demo data:
 * one rapor PDF (target under 1 s), the rombel's rapors in one PDF, and saving an entry grid of the demo rombel,
 * filled up to 36 students, × 10 assessments in one call (target p99 under 200 ms). Results go to docs/benchmarks.md, section "Rapor".
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = 20;
const pct = (times: number[], p: number) => [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((times.length * p) / 100))].toFixed(0);

const name = 'bench_rapor';
const url = await createFreshDatabase(adminUrl, name, 2000);
const database = await openDatabase({ kind: 'postgres', url });
try {
  await seed(database.db, { demo: true });
  const app = await buildApp({ db: database.db, dbKind: 'postgres', throttle: new LoginThrottle(database.db) });
  const inject = async (method: 'GET' | 'POST' | 'PUT', path: string, token: string | null, payload?: object) => {
    const res = await app.inject({ method, url: path, headers: token ? { authorization: `Bearer ${token}` } : {}, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const token = (await inject('POST', '/api/login_web', null, { email: 'guru@demo.sch.id', password: DEMO_PASSWORD })).json().accessToken as string;
  const classes = (await inject('GET', '/api/grades/classes', token)).json();
  const section = classes.homeroom[0];
  const mine = classes.classes.find((c: { sectionId: number }) => c.sectionId === section.sectionId);
  const student = (await inject('GET', `/api/grades/rapor/sections/${section.sectionId}?semester=1`, token)).json().students[0].id;

  const one: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await inject('GET', `/api/grades/rapor/students/${student}/rapor.pdf?semester=1`, token);
    one.push(performance.now() - t);
  }
  const all: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    await inject('GET', `/api/grades/rapor/sections/${section.sectionId}/rapor.pdf?semester=1`, token);
    all.push(performance.now() - t);
  }
  // The grid of a rombel of 36 (the size; the demo rombel holds about 31).
  await fillSection(database.db, section.sectionId, 36, 'rapor');
  let grid = (await inject('GET', `/api/grades/classes/${mine.id}`, token)).json();
  for (let i = grid.assessments.filter((a: { examScheduleId: number | null }) => !a.examScheduleId).length; i < 10; i++) {
    grid = (
      await inject('POST', `/api/grades/classes/${mine.id}/assessments`, token, { kind: 'sumatif', title: `Bench ${i}`, objective: `tujuan ${i}` })
    ).json();
  }
  const columns = grid.assessments.filter((a: { examScheduleId: number | null }) => !a.examScheduleId).slice(0, 10);
  const saves: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const cells = grid.students.flatMap((s: { id: number; cells: Record<string, { revision: number }> }) =>
      columns.map((a: { id: number }) => ({
        assessmentId: a.id,
        studentId: s.id,
        score: 60 + ((run + s.id + a.id) % 40),
        revision: s.cells[a.id]?.revision ?? 0,
      })),
    );
    const t = performance.now();
    grid = (await inject('PUT', `/api/grades/classes/${mine.id}/scores`, token, { cells })).json();
    saves.push(performance.now() - t);
  }
  await app.close();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  const body = `\`npm run bench:rapor\`, PostgreSQL, data demo (rombel ${section.sectionName}, ${section.students} siswa, ${classes.classes.length} kelas ajar guru@).

| ukuran | n | median ms | p99/terlama ms | target |
|---|---:|---:|---:|---|
| satu rapor PDF (A4) | ${RUNS} | ${pct(one, 50)} | ${pct(one, 99)} | < 1000 |
| rapor satu rombel dalam satu PDF (${section.students} siswa) | 3 | ${pct(all, 50)} | ${pct(all, 99)} | – |
| simpan grid ${grid.students.length} siswa × ${columns.length} penilaian (satu panggilan) | ${RUNS} | ${pct(saves, 50)} | ${pct(saves, 99)} | p99 < 200 |

Rapor seluruh sekolah (1.000 siswa) lewat proses latar: bagian "Rapor seluruh sekolah" (scripts/bench-rapor-school.ts).
Mesin bersama (2 core) dengan sesi lain yang berjalan: beban rata-rata saat diukur ${load} (1/5/15 menit), jadi angka ini batas atas.`;
  console.log(body);
  writeSection('Rapor', body);
} finally {
  await database.close();
  await dropDatabase(adminUrl, name).catch(() => undefined);
}
