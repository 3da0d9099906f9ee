import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts.ts';
import { COLUMNS } from '../src/server/exams/bank/spreadsheet-format.ts';
import { manyRowsWorkbook } from '../tests/spreadsheet/workbook-fixtures.ts';
import { peakRssMiB, resetPeakRss, startProcess, stopProcess, waitFor, writeSection } from './bench/harness.ts';

/**
 * node scripts/bench-import.ts — issue 11, finding 2: the 1.5 MB workbook of 300,000 one-cell rows sent to
 * the students import and to the question import of a server on the embedded database, over HTTP, while
 * /api/health is polled. Records the time to the refusal, the slowest health answer during it, and the
 * server's memory. Results go to docs/benchmarks.md, section "Impor".
 */
const PORT = 4592;
const base = `http://127.0.0.1:${PORT}`;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function signIn(email: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/login_web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${(await res.json()).accessToken}` };
}

/** One request while /api/health is asked every 20 ms; the slowest health answer is what a monitor saw. */
async function underWatch(send: () => Promise<Response>) {
  let done = false;
  let slowest = 0;
  let answered = 0;
  const watch = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/api/health`);
      slowest = Math.max(slowest, performance.now() - started);
      answered++;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  const res = await send();
  const body = await res.text();
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await watch;
  return { status: res.status, seconds, slowest, answered, bytes: body.length };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'));
const server = startProcess('scripts/serve.ts', { DATA_DIR: dataDir, SEED_DEMO: '1', PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
const lines: string[] = [];
try {
  await waitFor(`${base}/api/health`, 180_000);
  const students = await manyRowsWorkbook(['Nama Lengkap *', 'Jenis Kelamin *'], 300_000);
  const questions = await manyRowsWorkbook([...COLUMNS], 300_000, 'Soal');
  const admin = await signIn('admin@demo.sch.id');
  const teacher = await signIn('guru@demo.sch.id');
  const before = peakRssMiB(server.pid!);
  resetPeakRss(server.pid!);
  const runs = [
    {
      name: `students import, ${(students.length / 1024 / 1024).toFixed(1)} MB, 300,000 rows`,
      ...(await underWatch(() =>
        fetch(`${base}/api/master/excel/students/import`, { method: 'POST', headers: { ...admin, 'content-type': XLSX }, body: new Uint8Array(students) }),
      )),
    },
    {
      name: `question import, ${(questions.length / 1024 / 1024).toFixed(1)} MB, 300,000 rows`,
      ...(await underWatch(() =>
        fetch(`${base}/api/exams/questions-import`, {
          method: 'POST',
          headers: { ...teacher, 'content-type': 'application/json' },
          body: JSON.stringify({ file: questions.toString('base64'), dryRun: true }),
        }),
      )),
    },
  ];
  const peak = peakRssMiB(server.pid!);
  lines.push('| upload | status | refused after s | slowest /api/health ms | health answers meanwhile | answer bytes |', '|---|---:|---:|---:|---:|---:|');
  for (const r of runs) lines.push(`| ${r.name} | ${r.status} | ${r.seconds.toFixed(2)} | ${r.slowest.toFixed(0)} | ${r.answered} | ${r.bytes} |`);
  lines.push('', `- Server peak memory during both uploads ${peak ?? '?'} MiB (peak since start, before them: ${before ?? '?'} MiB).`);
} finally {
  await stopProcess(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
writeSection(
  'Impor',
  `Run: ${new Date().toISOString().slice(0, 10)}, \`npm run bench:import\`, ${os.availableParallelism()} cores (load ${os.loadavg()[0].toFixed(1)}), embedded database, client and server on the same machine.

${lines.join('\n')}

Before (issue 11): the students import refused the same file after 24–35 s with /api/health stalled up to 21.6 s and the server grown from 678 MB to 3.0 GB; the question import took 9 s, answered a 23 MB error list and grew to 3.9 GB. Targets: refused in under 2 s, /api/health under 100 ms meanwhile, memory growth under 100 MB.`,
);
console.log(lines.join('\n'));
