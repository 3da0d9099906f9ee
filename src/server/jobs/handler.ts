import type { Db } from '../db/client.ts';
import type { jobs } from '../db/schema/jobs.ts';

export type JobRecord = typeof jobs.$inferSelect;

/** What a handler receives for one attempt of one job. */
export interface JobRun<P> {
  db: Db;
  job: JobRecord;
  payload: P;
  /** Reports 0–100 (rounded, clamped) and renews the lease; throws JobLeaseLost if another worker took over. */
  progress(percent: number): Promise<void>;
  /** No retry follows this attempt if it fails: the handler can record the final failure on its own rows. */
  isLastAttempt: boolean;
}

/** The code for one kind of job, registered with the worker (src/server/jobs/registry.ts). */
export interface JobHandler<P = unknown> {
  kind: string;
  /** Parses the stored payload; a payload that does not parse fails the job at once, without retries. */
  parse(payload: unknown): P;
  /** Returns the result kept on the job row (JSON), shown to the portal when done. */
  run(run: JobRun<P>): Promise<unknown>;
  /** First retry after this many ms, doubled on each further failure (default 10 s, capped at 1 hour). */
  backoffMs?: number;
}

/** Thrown by a handler for a failure no retry can fix (bad payload, record gone): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** Raised inside a handler when its lease was taken over (its worker was presumed dead): it must stop. */
export class JobLeaseLost extends Error {
  constructor(jobId: number) {
    super(`Job ${jobId} telah diambil alih oleh proses lain.`);
    this.name = 'JobLeaseLost';
  }
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Exponential back-off: base, 2×base, 4×base ... after the 1st, 2nd, 3rd failed attempt, at most one hour. */
export function backoffDelay(baseMs: number, attempts: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}
