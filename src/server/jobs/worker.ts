import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import { claimJob, failAbandonedJobs } from './claim-job.ts';
import { completeJob, failJob, reportProgress } from './finish-job.ts';
import { JobLeaseLost, PermanentJobError, type JobHandler, type JobRecord } from './handler.ts';

export interface JobWorkerOptions {
  db: Db;
  handlers: readonly JobHandler<any>[];
  workerId?: string;
  /** How long a claim holds without news from its worker (renewed every third of it while the job runs). */
  leaseMs?: number;
  /** Wait between looks at an empty queue. */
  pollMs?: number;
  /** Injectable so tests can move time past a back-off or a lease without sleeping. */
  clock?: () => Date;
  onError?: (error: unknown, job: JobRecord | null) => void;
}

export interface JobWorker {
  readonly id: string;
  /** Claims and runs one due job; false when none was due. The loop calls it; tests call it directly. */
  runOnce(): Promise<boolean>;
  /** Runs jobs until stop(): one at a time, polling the queue when it is empty. */
  start(): void;
  /** Wakes a sleeping loop at once (after an enqueue in this process). */
  wake(): void;
  /** Stops the loop and waits for the running job to finish its attempt. */
  stop(): Promise<void>;
}

const DEFAULT_BACKOFF_MS = 10_000;

export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db } = options;
  const id = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const clock = options.clock ?? (() => new Date());
  const handlers = new Map(options.handlers.map((h) => [h.kind, h]));
  const kinds = [...handlers.keys()];
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;

  async function execute(job: JobRecord): Promise<void> {
    const handler = handlers.get(job.kind)!;
    const renew = () => new Date(clock().getTime() + leaseMs);
    const progress = async (percent: number) => {
      if (!(await reportProgress(db, job, id, percent, renew()))) throw new JobLeaseLost(job.id);
    };
    // A long step without progress calls must not look like a dead worker.
    const heartbeat = setInterval(() => void reportProgress(db, job, id, null, renew()).catch(() => {}), Math.max(1_000, leaseMs / 3));
    heartbeat.unref();
    try {
      let payload: unknown;
      try {
        payload = handler.parse(job.payload);
      } catch {
        throw new PermanentJobError('Data proses tidak valid.');
      }
      const result = await handler.run({ db, job, payload, progress, isLastAttempt: job.attempts >= job.maxAttempts });
      await completeJob(db, job, id, result, clock());
    } catch (error) {
      if (error instanceof JobLeaseLost) return;
      if (!(error instanceof AppError || error instanceof PermanentJobError)) options.onError?.(error, job);
      await failJob(db, job, id, failureMessage(error), {
        now: clock(),
        backoffMs: handler.backoffMs ?? DEFAULT_BACKOFF_MS,
        permanent: error instanceof PermanentJobError,
      });
    } finally {
      clearInterval(heartbeat);
    }
  }

  async function runOnce(): Promise<boolean> {
    const now = clock();
    await failAbandonedJobs(db, kinds, now);
    const job = await claimJob(db, kinds, id, now, leaseMs);
    if (!job) return false;
    await execute(job);
    return true;
  }

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wakeUp = null;
        resolve();
      }, pollMs);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      };
    });

  return {
    id,
    runOnce,
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          const ran = await runOnce().catch((error) => {
            options.onError?.(error, null);
            return false;
          });
          if (!ran && running) await pause();
        }
      })();
    },
    wake: () => wakeUp?.(),
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      loop = null;
    },
  };
}

/** The message kept on the job and shown to its owner: ours when we wrote one, a generic one otherwise. */
function failureMessage(error: unknown): string {
  if (error instanceof AppError || error instanceof PermanentJobError) return error.message;
  const detail = error instanceof Error ? error.message : String(error);
  return `Proses gagal: ${detail}`.slice(0, 500);
}
