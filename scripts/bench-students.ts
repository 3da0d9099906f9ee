import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { academicYears, schools } from '../src/server/db/schema/schools.ts';
import { hashPassword } from '../src/server/auth/password.ts';
import { DEMO_PASSWORD, DEMO_SCHOOL } from '../src/server/db/seed/demo-accounts.ts';
import { DEMO_SEED } from '../src/server/db/seed/demo-school.ts';
import { generateSchool } from '../src/server/master/demo-data.ts';
import { writeDemoSchool } from '../src/server/master/write-demo-school.ts';
import { cannon, startProcess, stopProcess, table, waitFor, writeSection, type RunResult } from './bench/harness.ts';
import { createFreshDatabase } from '../src/server/db/fresh-database.ts';

/**
 * node scripts/bench-students.ts — the student list of the master-data API with 20,000 students in the demo
 * school (the demo generator at a bigger scale): a page of 50, with and without search, filtered by rombel,
 * a deep page, 20 connections; and an Excel import of 2,000 students over HTTP. PostgreSQL (BENCH_DATABASE_URL
 * or 127.0.0.1:5432) and the embedded database. Results go to docs/benchmarks.md, section "Data induk".
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 20_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4591;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SEARCHES = ['siti', 'pratama', 'rahma', 'agus nugraha', '9902000123', 'dewi', 'hidayat', 'putri'];

function postgresUrl(): Promise<string | null> {
  return createFreshDatabase(adminUrl, 'bench_students', 2000).catch(() => null);
}

/** The demo school, then the generator's big school on top of it until it holds STUDENTS students. */
async function fill(database: Database): Promise<void> {
  const started = Date.now();
  await seed(database.db, { demo: true });
  const [school] = await database.db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  const [year] = await database.db
    .select({ id: academicYears.id, description: academicYears.description })
    .from(academicYears)
    .where(and(eq(academicYears.schoolId, school.id), eq(academicYears.isCurrent, true)));
  const perSection = 30;
  const parallels = Math.ceil(STUDENTS / (9 * perSection));
  const data = generateSchool({
    stage: 'SMK',
    seed: DEMO_SEED + 20_000,
    parallels,
    studentsPerSection: perSection,
    series: 2_000_000,
    domain: 'bench.demo.sch.id',
    yearStart: Number(year.description.slice(0, 4)),
  });
  data.students = data.students.slice(0, STUDENTS - 271);
  const kept = new Set(data.students.map((_, i) => i));
  data.guardians = data.guardians.map((g) => ({ ...g, students: g.students.filter((s) => kept.has(s)) })).filter((g) => g.students.length);
  const hash = await hashPassword(DEMO_PASSWORD);
  await database.db.transaction((tx) => writeDemoSchool(tx as never, school.id, year.id, data, hash));
  // A school that has run a while has been vacuumed: its visibility map and GIN pending list are current.
  await database.db.execute('VACUUM ANALYZE');
  console.log(`${STUDENTS} students written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function importFile(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow(['Nama Lengkap *', 'NISN', 'NIS', 'Jenis Kelamin *', 'Tempat Lahir', 'Tanggal Lahir', 'Agama', 'Rombel', 'Nama Ibu Kandung']);
  for (let i = 0; i < 2000; i++) {
    sheet.addRow([
      `Siswa Impor ${i + 1}`,
      `97${String(i).padStart(8, '0')}`,
      `IMP${i}`,
      i % 2 ? 'L' : 'P',
      'Bandung',
      '17/08/2010',
      'Islam',
      'X AKL 1',
      `Ibu Impor ${i + 1}`,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function bench(kind: 'postgres' | 'pglite'): Promise<{ runs: RunResult[]; importSeconds: number }> {
  let env: Record<string, string>;
  if (kind === 'postgres') {
    const url = await postgresUrl();
    if (!url) throw new Error('no PostgreSQL');
    const database = await openDatabase({ kind: 'postgres', url });
    await fill(database);
    await database.close();
    env = { DATABASE_URL: url, SEED_DEMO: '1' };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-students-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await fill(database);
    await database.close();
    env = { DATA_DIR: dataDir };
  }
  const server = startProcess('scripts/serve.ts', { ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/api/health`, 120_000);
    const login = await fetch(`${base}/api/login_web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.sch.id', password: DEMO_PASSWORD }),
    }).then((r) => r.json());
    const headers = { authorization: `Bearer ${login.accessToken}` };
    const list = `${base}/api/resources/students?per_page=50`;
    const first = await fetch(list, { headers }).then((r) => r.json());
    if (first.total < STUDENTS) throw new Error(`expected ${STUDENTS} students, the list says ${first.total}`);
    const sections = await fetch(`${base}/api/resources/sections/options?q=X%20TKJ`, { headers }).then((r) => r.json());
    let n = 0;
    const runs = [
      await cannon(`students, page 1 of 50 (${kind})`, { url: list, headers, duration: DURATION }),
      await cannon(`students, page 1 of 50, search (${kind})`, {
        url: list,
        headers,
        duration: DURATION,
        requests: [
          { setupRequest: (req) => ({ ...req, path: `/api/resources/students?per_page=50&q=${encodeURIComponent(SEARCHES[n++ % SEARCHES.length])}` }) },
        ],
      }),
      await cannon(`students, one rombel (${kind})`, { url: `${list}&sd_section_id=${sections.data[0].value}`, headers, duration: DURATION }),
      await cannon(`students, page 200 of 50 (${kind})`, { url: `${list}&page=200`, headers, duration: DURATION }),
    ];
    const file = await importFile();
    const started = Date.now();
    const imported = await fetch(`${base}/api/master/excel/students/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: new Uint8Array(file),
    }).then((r) => r.json());
    const importSeconds = (Date.now() - started) / 1000;
    if (!imported.status) throw new Error(`import failed: ${JSON.stringify(imported).slice(0, 300)}`);
    return { runs, importSeconds };
  } finally {
    await stopProcess(server);
  }
}

const rows: RunResult[] = [];
const notes: string[] = [];
const loadBefore = os.loadavg()[0];
for (const kind of ['postgres', 'pglite'] as const) {
  try {
    const result = await bench(kind);
    rows.push(...result.runs);
    notes.push(`- ${kind}: Excel import of 2,000 students over HTTP (upload, check, store, audit) took ${result.importSeconds.toFixed(1)} s.`);
  } catch (error) {
    const cause = (error as { cause?: Error }).cause?.message ?? (error as Error).message;
    notes.push(`- ${kind}: not measured (${cause.slice(0, 200)}).`);
  }
}
writeSection(
  'Data induk',
  `Run: ${new Date().toISOString().slice(0, 10)}, \`node scripts/bench-students.ts\`, ${os.availableParallelism()} cores, ${STUDENTS.toLocaleString('en')} students (with their guardians) in the demo school from the demo generator, signed in as the school admin; autocannon with 20 connections for ${DURATION} s per run, client and server on the same machine. Search cycles through ${SEARCHES.length} terms (names, a whole NISN).

${table(rows)}

${notes.join('\n')}
- Machine load (1-minute average) ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after the run, on 2 cores shared with the other sessions' work: p99 at 20 connections is sensitive to it.

Target (issue 6): the student list, a page of 50 with search, p99 under 50 ms at 20 connections on PostgreSQL; an import of 2,000 students under 10 s.`,
);
console.log(table(rows));
console.log(notes.join('\n'));
