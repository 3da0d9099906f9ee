import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createFreshDatabase, dropDatabase } from '../../src/server/db/fresh-database.ts';
import { seed } from '../../src/server/db/seed/index.ts';

/** Small helpers shared by the bench:* scripts: child servers, autocannon runs, the benchmarks file. */
export interface RunResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startProcess(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [script], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Resets a process's peak-memory mark (Linux clear_refs 5), so a phase can be measured on its own. */
export function resetPeakRss(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Peak resident memory of a process (Linux), in MiB. */
export function peakRssMiB(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
    return kb ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process has used so far (Linux /proc), or null. On a shared machine the wall
 * clock of a phase follows the other processes' load; the server's CPU per request does not, so a before/after
 * comparison of it holds where latencies are noisy.
 */
export function cpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state is field 3 of stat(5), utime 14 and stime 15; here the list starts at field 3.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export async function cannon(name: string, options: autocannon.Options): Promise<RunResult> {
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

const BENCHMARKS = 'docs/benchmarks.md';
const HEAD = "# Benchmarks\n\nMeasured by the `npm run bench:*` scripts on this repository's machines (2 cores). Each script rewrites its own section.\n";

/** docs/benchmarks.md's "## Title" section rewritten by `change` (given it, or undefined when new), the rest kept. */
function rewriteSection(title: string, change: (section: string | undefined) => string): void {
  const file = path.resolve(BENCHMARKS);
  const sections = (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : HEAD).split(/\n(?=## )/);
  const index = sections.findIndex((s) => s.startsWith(`## ${title}\n`));
  const block = change(index >= 0 ? sections[index] : undefined);
  if (index >= 0) sections[index] = block;
  else sections.push(block);
  fs.writeFileSync(file, sections.join('\n').replace(/\n{3,}/g, '\n\n'));
}

const partsOf = (section: string | undefined) => (section ?? '').split(/\n(?=### )/);

/** Replaces one "## Title" section of docs/benchmarks.md, leaving the others as they are. */
export function writeSection(title: string, body: string): void {
  // A "### " part another script writes into this section (writeSubsection) is kept.
  rewriteSection(title, (section) => [`## ${title}\n\n${body.trim()}\n`, ...partsOf(section).slice(1)].join('\n'));
}

/** Rewrites one "### " part of a section (added at its end the first time), leaving the rest of it as it is. */
export function writeSubsection(title: string, subtitle: string, body: string): void {
  const block = `### ${subtitle}\n\n${body.trim()}\n`;
  rewriteSection(title, (section) => {
    if (section === undefined) return `## ${title}\n\n${block}`;
    const parts = partsOf(section);
    const at = parts.findIndex((p) => p.startsWith(`### ${subtitle}\n`));
    if (at >= 0) parts[at] = block;
    else parts.push(block);
    return parts.join('\n');
  });
}

export function table(rows: RunResult[]): string {
  const lines = ['| run | requests/s | p50 ms | p99 ms | requests | errors | non-2xx |', '|---|---:|---:|---:|---:|---:|---:|'];
  for (const r of rows) lines.push(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.errors} | ${r.non2xx} |`);
  return lines.join('\n');
}

/**
 * Runs a benchmark on a database of its own on the PostgreSQL server at `adminUrl`: created fresh, seeded with the
 * demo, closed and dropped afterwards (kept with `keep`, for EXPLAIN ANALYZE by hand). When the server does not
 * answer, says so and sets a failing exit code instead of throwing a connection error.
 */
export async function withDemoDatabase(
  adminUrl: string,
  name: string,
  run: (database: Database, url: string) => Promise<void>,
  options: { keep?: boolean } = {},
): Promise<void> {
  const url = await createFreshDatabase(adminUrl, name, 30_000).catch(() => null);
  if (!url) {
    console.error('PostgreSQL does not answer at', adminUrl);
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await seed(database.db, { demo: true });
    await run(database, url);
  } finally {
    await database.close();
    if (!options.keep) await dropDatabase(adminUrl, name).catch(() => undefined);
  }
}
