import { randomBytes } from 'node:crypto';
import type { StudentItem } from '../../src/shared/exams/student-view.ts';
import type { AnswerValue } from '../../src/shared/exams/answer-schema.ts';

/**
 * One simulated student: signs in, presses "Mulai", reads the paper, answers, submits. Every call that fails
 * on the network or with a 5xx is retried, as the exam screen's queue does, until the server answers; what
 * the server acknowledged is remembered for the check against the database.
 */
export interface Recorder {
  record(step: string, ms: number): void;
  fail(step: string): void;
  retry(step: string): void;
}

export class SimulatedStudent {
  token = '';
  attemptId = 0;
  questions: { id: number; view: StudentItem }[] = [];
  revisions = new Map<number, number>();
  acked = new Map<number, { revision: number; value: AnswerValue }>();
  readonly email: string;
  readonly base: string;
  readonly rec: Recorder;
  /** What the student's client accepts (Accept-Encoding); undefined leaves fetch's own "gzip, deflate". */
  readonly acceptEncoding: string | undefined;

  constructor(email: string, base: string, rec: Recorder, acceptEncoding?: string) {
    this.email = email;
    this.base = base;
    this.rec = rec;
    this.acceptEncoding = acceptEncoding;
  }

  async call<T>(step: string, path: string, body?: unknown, retryUntil = Date.now() + 600_000): Promise<T> {
    let relogins = 0;
    for (let wait = 250; ; wait = Math.min(wait * 2, 3000)) {
      const started = performance.now();
      try {
        const res = await fetch(`${this.base}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
            ...(this.acceptEncoding ? { 'accept-encoding': this.acceptEncoding } : {}),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          // A phone waits on its spinner; a short time-out would only resend work the server is still doing.
          signal: AbortSignal.timeout(120_000),
        });
        const data = await res.json();
        if (res.status === 401 && step !== 'login' && relogins++ < 3) {
          // The session is gone: sign in again, as a student would; the answer is sent again after it.
          this.rec.retry('relogin');
          await this.signIn(this.password);
          continue;
        }
        if (res.status < 500) {
          if (res.ok) this.rec.record(step, performance.now() - started);
          else {
            this.rec.fail(step);
            throw Object.assign(new Error(`${step} ${res.status}: ${JSON.stringify(data)}`), { final: true });
          }
          return data as T;
        }
      } catch (error) {
        if ((error as { final?: boolean }).final) throw error;
        if (process.env.BENCH_DEBUG) console.error(step, (error as Error).message, (error as { cause?: Error }).cause?.message);
      }
      if (Date.now() > retryUntil) {
        this.rec.fail(step);
        throw new Error(`${step}: gave up`);
      }
      this.rec.retry(step);
      // Jittered like the exam screen's queue (answer-queue.ts): half to all of the back-off.
      await new Promise((r) => setTimeout(r, wait * (0.5 + Math.random() / 2)));
    }
  }

  password = '';

  async signIn(password: string) {
    this.password = password;
    const body = await this.call<{ status: boolean; accessToken: string }>('login', '/api/login_web', { email: this.email, password });
    if (!body.status) throw new Error(`sign-in failed for ${this.email}`);
    this.token = body.accessToken;
  }

  async findAttempt(scheduleId: number) {
    const mine = await this.call<{ data: { attemptId: number; scheduleId: number }[] }>('list', '/api/exams/mine');
    this.attemptId = mine.data.find((e) => e.scheduleId === scheduleId)!.attemptId;
  }

  start(token: string) {
    return this.call('start', `/api/exams/attempts/${this.attemptId}/start`, { token });
  }

  async fetchPaper() {
    const state = await this.call<{ questions: Record<string, { view: StudentItem }> }>('fetch', `/api/exams/attempts/${this.attemptId}`);
    this.questions = Object.entries(state.questions).map(([id, q]) => ({ id: Number(id), view: q.view }));
  }

  async saveOne() {
    const q = this.questions[Math.floor(Math.random() * this.questions.length)];
    const revision = (this.revisions.get(q.id) ?? 0) + 1;
    this.revisions.set(q.id, revision);
    const value = answerFor(q.view);
    const key = randomBytes(12).toString('hex');
    const res = await this.call<{ acks: { questionId: number; revision: number; status: string }[] }>('save', `/api/exams/attempts/${this.attemptId}/answers`, {
      answers: [{ questionId: q.id, revision, key, value, flagged: false }],
    });
    for (const ack of res.acks) if (ack.status === 'saved') this.acked.set(ack.questionId, { revision: ack.revision, value });
  }

  finish() {
    return this.call('submit', `/api/exams/attempts/${this.attemptId}/finish`, {});
  }
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

function answerFor(view: StudentItem): AnswerValue {
  switch (view.type) {
    case 'single_choice':
      return { choice: pick(view.options).id };
    case 'multiple_choice':
      return { choices: view.options.filter(() => Math.random() < 0.5).map((o) => o.id) };
    case 'true_false':
      return { categories: Object.fromEntries(view.statements.map((s) => [s.id, Math.floor(Math.random() * view.categories.length)])) };
    case 'matching':
      return { pairs: Object.fromEntries(view.premises.map((p) => [p.id, pick(view.responses).id])) };
    case 'short_answer':
      return { texts: Object.fromEntries(view.blanks.map((b) => [b.id, String(Math.floor(Math.random() * 20000))])) };
    case 'essay':
      return { text: `Jawaban uraian ${randomBytes(24).toString('hex')}` };
  }
}
