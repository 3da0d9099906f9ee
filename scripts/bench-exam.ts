import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { createFreshDatabase } from '../src/server/db/fresh-database.ts';
import { seed } from '../src/server/db/seed/index.ts';
import { cpuSeconds, peakRssMiB, startProcess, stopProcess, waitFor, writeSection } from './bench/harness.ts';
import { BENCH_PASSWORD, ensureBenchStudents } from './bench/fixtures.ts';
import { BENCH_TOKEN, createBenchExam } from './bench/exam-fixtures.ts';
import { SimulatedStudent, type Recorder } from './bench/exam-student.ts';
import { describeAttack, startAttacker, type AttackReport } from './bench/attacker.ts';

/**
 * npm run bench:exam — a school's exam day on one machine, for each database: N students sign in within
 * 60 s, press "Mulai" together, fetch their paper, save an answer every 10 s and submit. Then the same with
 * the server killed (SIGKILL) and restarted mid-exam. Afterwards every acknowledged answer is looked up in
 * the database. Results go to docs/benchmarks.md, section "Ujian".
 *   BENCH_STUDENTS (2000), BENCH_ROUNDS (6 saves each), BENCH_SAVE_SECONDS (10), BENCH_LOGIN_SECONDS (60),
 *   BENCH_QUESTIONS (30), BENCH_SERVER_NODE_OPTIONS, BENCH_DATABASES ("pglite,postgres"), BENCH_RUNS ("normal,kill"), BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres)
 * Options after `--` (they win over the variables):
 *   --attacker          adds the run "attack": an outsider sends bad attempt ids at BENCH_ATTACK_RATE (200)/s
 *                       beside the hall, from sign-in to submit (issue 11)
 *   --students N, --rounds N, --databases pglite,postgres, --runs normal,kill,attack
 *   --no-report         prints the tables without rewriting docs/benchmarks.md (a small trial run)
 *   --port N            the server's port (4592; the yardstick uses the next one)
 *   --section NAME      the docs/benchmarks.md section to write ("Ujian"), so a partial run (the attacker beside
 *                       the hall) keeps the full run's tables
 *   --accept-encoding E what the students' clients accept (fetch's own "gzip, deflate" by default); "identity"
 *                       measures the hall with no compressed answers
 * e.g. `npm run bench:exam -- --attacker --students 50 --rounds 2 --databases pglite --runs attack --no-report`
 */
const argv = process.argv.slice(2);
function option(name: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
}
const N = Number(option('students') ?? process.env.BENCH_STUDENTS ?? 2000);
const ROUNDS = Number(option('rounds') ?? process.env.BENCH_ROUNDS ?? 6);
const SAVE_MS = Number(process.env.BENCH_SAVE_SECONDS ?? 10) * 1000;
const LOGIN_MS = Number(process.env.BENCH_LOGIN_SECONDS ?? 60) * 1000;
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 30);
const DATABASES = (option('databases') ?? process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const ATTACK_RATE = Number(process.env.BENCH_ATTACK_RATE ?? 200);
const RUNS = [...new Set([...(option('runs') ?? process.env.BENCH_RUNS ?? 'normal,kill').split(','), ...(argv.includes('--attacker') ? ['attack'] : [])])];
const WRITE_REPORT = !argv.includes('--no-report');
const ACCEPT_ENCODING = option('accept-encoding') ?? process.env.BENCH_ACCEPT_ENCODING;
type Mode = 'normal' | 'kill' | 'attack';
const MODES: Mode[] = ['normal', 'kill', 'attack'];
const LABEL: Record<Mode, string> = { normal: 'normal', kill: 'SIGKILL mid-exam', attack: `outsider, bad ids at ${ATTACK_RATE}/s` };
const PORT = Number(option('port') ?? process.env.BENCH_PORT ?? 4592);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STEPS = ['login', 'list', 'start', 'fetch', 'save', 'submit', 'relogin'] as const;

class Stats implements Recorder {
  times = new Map<string, number[]>();
  failures = new Map<string, number>();
  retries = new Map<string, number>();
  spans = new Map<string, { from: number; to: number }>();
  record(step: string, ms: number) {
    let list = this.times.get(step);
    if (!list) this.times.set(step, (list = []));
    list.push(ms);
    const now = Date.now();
    const span = this.spans.get(step) ?? { from: now - ms, to: now };
    span.from = Math.min(span.from, now - ms);
    span.to = Math.max(span.to, now);
    this.spans.set(step, span);
  }
  fail(step: string) {
    this.failures.set(step, (this.failures.get(step) ?? 0) + 1);
  }
  retry(step: string) {
    this.retries.set(step, (this.retries.get(step) ?? 0) + 1);
  }
  row(step: string) {
    const list = [...(this.times.get(step) ?? [])].sort((a, b) => a - b);
    const q = (p: number) => (list.length ? Math.round(list[Math.min(list.length - 1, Math.floor(p * list.length))]) : 0);
    const span = this.spans.get(step);
    const seconds = span ? Math.max(0.001, (span.to - span.from) / 1000) : 0;
    return {
      step,
      n: list.length,
      rps: seconds ? Math.round(list.length / seconds) : 0,
      p50: q(0.5),
      p99: q(0.99),
      max: Math.round(list.at(-1) ?? 0),
      failed: this.failures.get(step) ?? 0,
      retried: this.retries.get(step) ?? 0,
    };
  }
}

interface Prepared {
  env: Record<string, string>;
  emails: string[];
  scheduleId: number;
  open: () => Promise<Database>;
}

async function prepare(kind: string, name: string): Promise<Prepared> {
  let open: () => Promise<Database>;
  let env: Record<string, string>;
  if (kind === 'postgres') {
    const url = await createFreshDatabase(adminUrl, name);
    open = () => openDatabase({ kind: 'postgres', url });
    env = { DATABASE_URL: url, SEED_DEMO: '1' };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    open = () => openDatabase({ kind: 'pglite', dataDir });
    env = { DATA_DIR: dataDir };
  }
  const db = await open();
  await seed(db.db, { demo: true });
  const emails = await ensureBenchStudents(db.db, N);
  const scheduleId = await createBenchExam(db.db, emails, QUESTIONS);
  await db.close();
  return { env, emails, scheduleId, open };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const canonical = (v: unknown): string =>
  v && typeof v === 'object'
    ? Array.isArray(v)
      ? `[${v.map(canonical).join(',')}]`
      : `{${Object.keys(v)
          .sort()
          .map((k) => `${k}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
    : JSON.stringify(v);

async function run(kind: string, mode: Mode) {
  const withKill = mode === 'kill';
  const name = `bench_exam${mode === 'normal' ? '' : `_${mode}`}`;
  console.log(`\n== ${kind}, ${LABEL[mode]}: preparing ${N} students…`);
  const prepared = await prepare(kind, name);
  // BENCH_SERVER_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server, not the students.
  const profiling: Record<string, string> = process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {};
  const serverEnv = { ...prepared.env, ...profiling, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  let server: ChildProcess = startProcess('scripts/serve.ts', serverEnv);
  const base = `http://127.0.0.1:${PORT}`;
  await waitFor(`${base}/api/health`, 120_000);
  const stats = new Stats();
  const load = os.loadavg()[0];
  const students = prepared.emails.map((e) => new SimulatedStudent(e, base, stats, ACCEPT_ENCODING));
  const cpu: Record<'start' | 'fetch', { server: number; client: number }> = { start: { server: 0, client: 0 }, fetch: { server: 0, client: 0 } };
  /** The server's and this client's CPU seconds spent in one burst (the students all wait for it to end). */
  const measured = async (phase: 'start' | 'fetch', burst: () => Promise<unknown>) => {
    const [server0, client0] = [cpuSeconds(server.pid!) ?? 0, process.cpuUsage()];
    await burst();
    const client = process.cpuUsage(client0);
    cpu[phase] = { server: (cpuSeconds(server.pid!) ?? 0) - server0, client: (client.user + client.system) / 1e6 };
  };
  let downtime: number | null = null;
  let peak: number | null;
  let loginSeconds: number | undefined;
  let attack: AttackReport | null = null;
  const attacker = mode === 'attack' ? startAttacker(base, ATTACK_RATE) : null;
  try {
    // Sign-in spread over the login window, then the list of exams.
    const loginStart = Date.now();
    await Promise.all(
      students.map(async (s, i) => {
        await sleep((i / students.length) * LOGIN_MS * 0.8);
        await s.signIn(BENCH_PASSWORD);
        await s.findAttempt(prepared.scheduleId);
      }),
    );
    loginSeconds = (Date.now() - loginStart) / 1000;
    console.log(`signed in: ${loginSeconds.toFixed(1)} s`);
    // Everyone presses "Mulai" at the same moment, then reads the paper.
    await measured('start', () => Promise.all(students.map((s) => s.start(BENCH_TOKEN))));
    await measured('fetch', () => Promise.all(students.map((s) => s.fetchPaper())));
    console.log('started and fetched');
    // Saves: one answer per student every SAVE_MS, spread over the interval; the kill falls mid-exam.
    const killRound = withKill ? Math.floor(ROUNDS / 2) : -1;
    for (let round = 0; round < ROUNDS; round++) {
      const roundStart = Date.now();
      const saving = Promise.all(
        students.map(async (s) => {
          await sleep(Math.random() * SAVE_MS * 0.9);
          await s.saveOne();
        }),
      );
      if (round === killRound) {
        await sleep(SAVE_MS / 2);
        server.kill('SIGKILL');
        const killedAt = Date.now();
        await new Promise((r) => server.once('exit', r));
        server = startProcess('scripts/serve.ts', serverEnv);
        await waitFor(`${base}/api/health`, 120_000);
        downtime = (Date.now() - killedAt) / 1000;
        console.log(`killed and restarted: ${downtime.toFixed(1)} s without a server`);
      }
      await saving;
      const left = SAVE_MS - (Date.now() - roundStart);
      if (left > 0 && round < ROUNDS - 1) await sleep(left);
    }
    await Promise.all(students.map((s) => s.finish()));
    console.log('submitted');
  } finally {
    if (attacker) attack = await attacker.stop();
    peak = peakRssMiB(server.pid!);
    await stopProcess(server);
  }
  // Every acknowledged answer, looked up in the database.
  const database = await prepared.open();
  const rows = (
    await database.db.execute<{ email: string; question: number; revision: number; value: unknown; status: string }>(
      `select u.email, x.sd_exam_question_id as question, x.revision, x.value, a.status
       from sd_exam_attempts a join sd_users u on u.sd_user_id = a.sd_user_id
       left join sd_exam_answers x on x.sd_exam_attempt_id = a.sd_exam_attempt_id
       where a.sd_exam_schedule_id = ${prepared.scheduleId}` as never,
    )
  ).rows;
  await database.close();
  const stored = new Map(rows.filter((r) => r.question !== null).map((r) => [`${r.email}|${r.question}`, r]));
  const finished = new Set(rows.filter((r) => r.status === 'finished').map((r) => r.email)).size;
  let acked = 0;
  let lost = 0;
  for (const s of students) {
    for (const [question, a] of s.acked) {
      acked++;
      const row = stored.get(`${s.email}|${question}`);
      if (!row || row.revision < a.revision || (row.revision === a.revision && canonical(row.value) !== canonical(a.value))) lost++;
    }
  }
  return { kind, mode, stats, acked, storedRows: stored.size, lost, finished, downtime, peak, load, loginSeconds: loginSeconds ?? 0, attack, cpu };
}

/**
 * The floor under "start": the same N requests at the same moment, from this client on new connections, to a
 * bare node:http server answering a small JSON. On one machine the client, the kernel's loopback and the
 * server share the cores, so this is what opening N connections at once costs before any exam work.
 */
async function yardstick(): Promise<string> {
  const port = PORT + 1;
  const bare = startProcess('scripts/bench/bare-server.ts', { PORT: String(port) });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, 30_000);
    const times = await Promise.all(
      Array.from({ length: N }, async () => {
        const started = performance.now();
        await (await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' })).json();
        return performance.now() - started;
      }),
    );
    times.sort((a, b) => a - b);
    const q = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]);
    return `- Yardstick: the same ${N} requests at the same moment from this client to a bare node:http server answering a small JSON: p50 ${q(0.5)} ms, p99 ${q(0.99)} ms — what opening ${N} connections at once costs on this machine before any exam work.`;
  } finally {
    await stopProcess(bare);
  }
}

function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

const results: Awaited<ReturnType<typeof run>>[] = [];
const notes: string[] = [];

/** Written after every run, so a run that fails later keeps the figures measured before it. */
function report(): void {
  const lines = [
    '| database | run | step | requests | req/s | p50 ms | p99 ms | max ms | failed | retried |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    for (const step of STEPS) {
      const row = r.stats.row(step);
      lines.push(`| ${r.kind} | ${LABEL[r.mode]} | ${step} | ${row.n} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.max} | ${row.failed} | ${row.retried} |`);
    }
  }
  const summary = results.map(
    (r) =>
      `- ${r.kind}, ${r.mode === 'kill' ? `SIGKILL mid-exam (server down ${r.downtime?.toFixed(1)} s, restarted)` : LABEL[r.mode]}: ${r.acked} answers acknowledged, ` +
      `${r.lost} of them missing or older in the database (${r.storedRows} answer rows stored); ${r.finished}/${N} attempts finished; all signed in after ${r.loginSeconds.toFixed(0)} s; ` +
      `server peak memory ${r.peak ?? '?'} MiB; machine load average at the start ${r.load.toFixed(1)}. ` +
      `CPU in the "Mulai" burst: server ${r.cpu.start.server.toFixed(2)} s, students' client ${r.cpu.start.client.toFixed(2)} s; in the paper burst: server ${r.cpu.fetch.server.toFixed(2)} s, client ${r.cpu.fetch.client.toFixed(2)} s` +
      `${ACCEPT_ENCODING ? ` (clients accept "${ACCEPT_ENCODING}")` : ''}.` +
      (r.attack ? ` The ${describeAttack(r.attack)}.` : ''),
  );
  const body = `Run: ${new Date().toISOString().slice(0, 10)}, \`npm run bench:exam\`, ${os.availableParallelism()} cores, client and server on the same machine. ${N} students sign in over ${LOGIN_MS / 1000} s, all press "Mulai" at once, fetch a ${QUESTIONS}-question paper (every item type, one stimulus group), save one answer every ${SAVE_MS / 1000} s for ${ROUNDS} rounds and submit. "retried" counts calls that met no server (or a 5xx) and were sent again, as the exam screen's queue does; "relogin" counts sessions the server no longer knew (answered 401), after which the student signs in again and the answer is sent again. Afterwards every acknowledged answer is looked up in the database.

${lines.join('\n')}

${[...summary, ...notes].join('\n')}

Targets (issue 7), PostgreSQL: 2,000 students, save p99 under 100 ms, start p99 under 1 s, zero lost acknowledged answers, including across the kill. With the outsider beside the hall (issue 11): the same save p99, and not one of the outsider's requests answered 5xx.`;
  if (WRITE_REPORT) writeSection(option('section') ?? 'Ujian', body);
  console.log(lines.join('\n'));
  console.log(summary.join('\n'));
}

notes.push(await yardstick());
for (const kind of DATABASES) {
  if (kind === 'postgres' && !(await postgresAvailable())) {
    notes.push('- PostgreSQL: no server answered, not measured.');
    continue;
  }
  for (const mode of MODES.filter((m) => RUNS.includes(m))) {
    results.push(await run(kind, mode));
    report();
  }
}
if (!results.length) report();
