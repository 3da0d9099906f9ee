import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../src/server/db/client.ts';
import { createFreshDatabase } from '../src/server/db/fresh-database.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { cannon, peakRssMiB, resetPeakRss, startProcess, stopProcess, table, waitFor, writeSection, type RunResult } from './bench/harness.ts';
import { BENCH_PASSWORD, ensureBenchStudents } from './bench/fixtures.ts';

/**
 * npm run bench:api — side by side in one run: a bare node:http server, /api/health, menu2 and login_web,
 * on the embedded database and on PostgreSQL (when one answers at BENCH_DATABASE_URL or 127.0.0.1:5432).
 * Results go to docs/benchmarks.md, section "API".
 */
const LOGINS = Number(process.env.BENCH_LOGINS ?? 2000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4590;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

let postgresUrl: string | null = null;
async function postgresAvailable(): Promise<boolean> {
  postgresUrl = await createFreshDatabase(adminUrl, 'bench_api', 2000).catch(() => null);
  return postgresUrl !== null;
}

async function prepare(kind: 'pglite' | 'postgres'): Promise<{ env: Record<string, string>; emails: string[] }> {
  if (kind === 'postgres') {
    const url = postgresUrl!;
    const database = await openDatabase({ kind: 'postgres', url });
    await seed(database.db, { demo: true });
    const emails = await ensureBenchStudents(database.db, LOGINS);
    await database.close();
    return { env: { DATABASE_URL: url, SEED_DEMO: '1' }, emails };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await seed(database.db, { demo: true });
  const emails = await ensureBenchStudents(database.db, LOGINS);
  await database.close();
  return { env: { DATA_DIR: dataDir }, emails };
}

async function benchDatabase(kind: 'pglite' | 'postgres') {
  const { env, emails } = await prepare(kind);
  const server = startProcess('scripts/serve.ts', { ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor(`${base}/api/health`);
    const login = await fetch(`${base}/api/login_web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'guru@demo.sch.id', password: 'rahasia123' }),
    }).then((r) => r.json());
    const token = login.accessToken as string;
    const year = login.data.sd_academic_year_id as number;
    const runs: RunResult[] = [];
    runs.push(await cannon(`/api/health (${kind})`, { url: `${base}/api/health`, duration: DURATION }));
    runs.push(
      await cannon(`menu2 (${kind})`, {
        url: `${base}/api/menu2`,
        method: 'POST',
        duration: DURATION,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ academic: year }),
      }),
    );
    // 2,000 distinct students signing in, as at the start of an exam. The peak is measured for this phase
    // alone: PGlite's start-up (compiling its WebAssembly) peaks higher once, before any request.
    const startupPeakMiB = peakRssMiB(server.pid!);
    const phasePeak = resetPeakRss(server.pid!);
    let next = 0;
    const started = Date.now();
    const logins = await autocannon({
      url: `${base}/api/login_web`,
      connections: 50,
      amount: emails.length,
      timeout: 60,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: emails[next++ % emails.length], password: BENCH_PASSWORD }) }),
        },
      ],
    });
    const seconds = (Date.now() - started) / 1000;
    runs.push({
      name: `login_web x${emails.length} (${kind})`,
      rps: Math.round(logins.requests.total / seconds),
      p50: logins.latency.p50,
      p99: logins.latency.p99,
      errors: logins.errors + logins.timeouts,
      non2xx: logins.non2xx,
      requests: logins.requests.total,
    });
    return { runs, loginSeconds: seconds, peakMiB: peakRssMiB(server.pid!), startupPeakMiB, phasePeak };
  } finally {
    await stopProcess(server);
  }
}

async function benchBare(): Promise<RunResult> {
  const bare = startProcess('scripts/bench/bare-server.ts', { PORT: String(PORT + 1) });
  try {
    await waitFor(`http://127.0.0.1:${PORT + 1}/`);
    return await cannon('bare node:http', { url: `http://127.0.0.1:${PORT + 1}/`, duration: DURATION });
  } finally {
    await stopProcess(bare);
  }
}

const rows: RunResult[] = [await benchBare()];
const notes: string[] = [];
for (const kind of ['pglite', 'postgres'] as const) {
  if (kind === 'postgres' && !(await postgresAvailable())) {
    notes.push('- PostgreSQL: no server answered, not measured.');
    continue;
  }
  const result = await benchDatabase(kind);
  rows.push(...result.runs);
  notes.push(
    `- ${kind}: ${LOGINS} sign-ins took ${result.loginSeconds.toFixed(1)} s; server peak memory during the sign-ins ` +
      `${result.phasePeak ? result.peakMiB : '(not measurable here)'} MiB (peak since start, before the sign-ins: ${result.startupPeakMiB ?? '?'} MiB).`,
  );
}
const bare = rows[0].rps;
const healthRatio = rows.filter((r) => r.name.startsWith('/api/health')).map((r) => `${r.name}: ${((r.rps / bare) * 100).toFixed(0)}% of bare`);
writeSection(
  'API',
  `Run: ${new Date().toISOString().slice(0, 10)}, \`npm run bench:api\`, ${os.availableParallelism()} cores, autocannon with 20 connections for ${DURATION} s per run (sign-ins: ${LOGINS} requests over 50 connections), client and server on the same machine.

${table(rows)}

${notes.join('\n')}
- ${healthRatio.join('; ')}.

Targets (issue 2): /api/health at least half the bare server's requests/s; menu2 on PostgreSQL at least 1,500 requests/s with p99 under 50 ms; 2,000 sign-ins within 60 s with peak memory under 1 GiB.`,
);
console.log(table(rows));
console.log(notes.join('\n'));
