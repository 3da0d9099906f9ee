import { randomBytes } from 'node:crypto';

/**
 * The outsider of issue 11: no account, sending the exam hall's own calls with attempt ids past PostgreSQL's
 * integer (2^31, 2^63), negative or not numbers, each with a made-up X-Exam-Link, at a steady rate beside the
 * hall. Before the fix four such loops failed most students' reads and saves with 500. The server should
 * answer every one with a 4xx and the hall's save p99 should not move.
 */
export interface AttackReport {
  perSecond: number;
  sent: number;
  /** Requests not sent because RATE x 2 s of them were still waiting: the server was not keeping up. */
  skipped: number;
  byStatus: Record<string, number>;
  p99: number;
}

const MAX_IN_FLIGHT_SECONDS = 2;

function badCall(n: number): { path: string; body?: unknown } {
  const huge = [`${2 ** 31 + (n % 1000)}`, '9223372036854775808', '18446744073709551616'][n % 3];
  switch (n % 6) {
    case 0:
      return { path: `/api/exams/attempts/${huge}` };
    case 1:
      return {
        path: `/api/exams/attempts/${huge}/answers`,
        body: { answers: [{ questionId: 2 ** 31, revision: 1, key: 'x', value: { text: 'a' }, flagged: false }] },
      };
    case 2:
      return { path: `/api/exams/attempts/${huge}/start`, body: { token: 'ABC123' } };
    case 3:
      return { path: '/api/exams/attempts/-1' };
    case 4:
      return { path: '/api/exams/attempts/abc/events', body: { type: 'blur' } };
    default:
      return { path: `/api/exams/attempts/${huge}/finish`, body: {} };
  }
}

export function startAttacker(base: string, perSecond: number): { stop: () => Promise<AttackReport> } {
  const byStatus: Record<string, number> = {};
  const times: number[] = [];
  const pending = new Set<Promise<void>>();
  let sent = 0;
  let skipped = 0;
  const tickMs = 50;
  const perTick = perSecond / (1000 / tickMs);
  let owed = 0;

  const one = async (n: number) => {
    const { path, body } = badCall(n);
    const started = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-exam-link': `${Math.floor(Date.now() / 1000) + 3600}.${randomBytes(16).toString('hex')}` },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      byStatus[res.status] = (byStatus[res.status] ?? 0) + 1;
    } catch {
      byStatus.network = (byStatus.network ?? 0) + 1;
    }
    times.push(performance.now() - started);
  };

  const timer = setInterval(() => {
    owed += perTick;
    for (; owed >= 1; owed--) {
      if (pending.size >= perSecond * MAX_IN_FLIGHT_SECONDS) {
        skipped++;
        continue;
      }
      const p = one(sent++).finally(() => pending.delete(p));
      pending.add(p);
    }
  }, tickMs);

  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      times.sort((a, b) => a - b);
      const p99 = times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(0.99 * times.length))]) : 0;
      return { perSecond, sent, skipped, byStatus, p99 };
    },
  };
}

export function describeAttack(r: AttackReport): string {
  const statuses = Object.entries(r.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ');
  const errors = Object.entries(r.byStatus)
    .filter(([s]) => Number(s) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return `outsider with bad attempt ids at ${r.perSecond}/s: ${r.sent} requests (${r.skipped} not sent while ${r.perSecond * MAX_IN_FLIGHT_SECONDS} waited), answers ${statuses} ("network": no answer within 30 s); ${errors} answered 5xx; attacker p99 ${r.p99} ms`;
}
