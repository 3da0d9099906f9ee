import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { createFreshDatabase, dropDatabase } from '../src/server/db/fresh-database.ts';
import { ppdbPeriods, ppdbRegistrations } from '../src/server/db/schema/ppdb.ts';
import { schools } from '../src/server/db/schema/schools.ts';
import { rankApplicants } from '../src/server/ppdb/rank-period.ts';
import { DEMO_SCHOOL } from '../src/server/db/seed/demo-accounts.ts';
import { writeSection } from './bench/harness.ts';

/**
 * node scripts/bench-ppdb.ts — the SPMB ranking (issue 19: 5,000 applicants across the pathways under 2 s):
 * one period of the demo SMK (five pathways, seeded from tenants/) gets BENCH_APPLICANTS verified applicants
 * with distances, report averages and birth dates, then the ranking runs five times, each in its own
 * transaction as the API runs it. PostgreSQL (BENCH_DATABASE_URL or 127.0.0.1:5432), then the embedded
 * database. Results go to docs/benchmarks.md, section "PPDB".
 */
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 5000);
const RUNS = 5;
const PATHWAYS = ['domisili', 'afirmasi', 'mutasi', 'prestasi', 'reguler'];
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function fill(database: Database): Promise<{ schoolId: number; periodId: number }> {
  await seed(database.db, { demo: false });
  const [period] = await database.db
    .select({ id: ppdbPeriods.id, schoolId: ppdbPeriods.schoolId })
    .from(ppdbPeriods)
    .innerJoin(schools, eq(schools.id, ppdbPeriods.schoolId))
    .where(and(eq(schools.slug, DEMO_SCHOOL), eq(ppdbPeriods.periodKey, 'demo-sepanjang-tahun')));
  // Quotas a tenth of the applicants, so each pathway ranks many more than it seats.
  await database.db.execute(sql`update sd_ppdb_pathways set quota = ${Math.round(APPLICANTS / 50)} where sd_ppdb_period_id = ${period.id}`);
  let seedValue = 7;
  const next = () => (seedValue = (seedValue * 48271) % 2147483647) / 2147483647;
  const rows = Array.from({ length: APPLICANTS }, (_, i) => ({
    schoolId: period.schoolId,
    registrationNumber: `BENCH-${i}`,
    periodKey: 'demo-sepanjang-tahun',
    periodId: period.id,
    academicYear: '2027/2028',
    pathway: PATHWAYS[i % PATHWAYS.length],
    fullName: `Pendaftar Uji ${i}`,
    nik: `99${String(10 ** 13 + i)}`,
    gender: i % 2 ? 'L' : 'P',
    birthPlace: 'Bandung',
    birthDate: `2011-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
    religion: 'Islam',
    address: 'Jl. Uji No. 1, Kota Bandung',
    guardianName: 'Wali Uji',
    guardianRelation: 'Ayah',
    guardianPhone: '080012345678',
    consentAt: new Date(),
    createdAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000),
    status: 'verified',
    distanceMeters: Math.floor(next() * 15_000),
    reportAverage: 6000 + Math.floor(next() * 4000),
    achievementPoints: Math.floor(next() * 20),
    ipHash: 'bench',
  }));
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(ppdbRegistrations).values(rows.slice(i, i + 500));
  await database.db.execute(sql`analyze sd_ppdb_registrations`);
  return { schoolId: period.schoolId, periodId: period.id };
}

async function measure(database: Database, schoolId: number, periodId: number): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await database.db.transaction((tx) => rankApplicants(tx as never, schoolId, periodId));
    times.push(performance.now() - started);
  }
  const [check] = await database.db
    .select({ accepted: sql<number>`count(*) filter (where status = 'accepted')::int`, ranked: sql<number>`count(rank)::int` })
    .from(ppdbRegistrations);
  if (check.ranked !== APPLICANTS) throw new Error(`ranked ${check.ranked} of ${APPLICANTS}`);
  return times;
}

async function bench(kind: 'postgres' | 'pglite'): Promise<string | null> {
  const name = 'bench_ppdb';
  const url = kind === 'postgres' ? await createFreshDatabase(adminUrl, name, 2000).catch(() => null) : null;
  if (kind === 'postgres' && !url) return null;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'memory' });
  try {
    const { schoolId, periodId } = await fill(database);
    const times = await measure(database, schoolId, periodId);
    const sorted = [...times].sort((a, b) => a - b);
    const row = `| ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite (tertanam)'} | ${APPLICANTS} | ${sorted[Math.floor(RUNS / 2)].toFixed(0)} | ${sorted[RUNS - 1].toFixed(0)} |`;
    console.log(row);
    return row;
  } finally {
    await database.close();
    if (url) await dropDatabase(adminUrl, name).catch(() => undefined);
  }
}

const load = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
const rows = [await bench('postgres'), await bench('pglite')].filter(Boolean);
writeSection(
  'PPDB',
  `Pemeringkatan SPMB (\`npm run bench:ppdb\`): ${APPLICANTS} pendaftar terverifikasi di lima jalur satu gelombang, kuota tiap jalur ${Math.round(APPLICANTS / 50)};
satu pernyataan (row_number per jalur, lalu update status dan peringkat), dalam satu transaksi seperti API menjalankannya, ${RUNS} kali.
Target issue 19: di bawah 2 detik.

| basis data | pendaftar | median ms | terlama ms |
|---|---:|---:|---:|
${rows.join('\n')}

Mesin bersama (2 core) dengan sesi lain yang berjalan: beban rata-rata saat diukur ${load} (1/5/15 menit), jadi angka ini batas atas.`,
);
