import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { backoffDelay, type JobRecord } from './handler.ts';

/**
 * The end of one attempt. Each write is conditional on the worker still holding the lease: a worker presumed dead
 * that wakes up late cannot overwrite the outcome of the worker that took its job over.
 */
const holding = (job: JobRecord, workerId: string) => and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

export async function completeJob(db: Db, job: JobRecord, workerId: string, result: unknown, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', progress: 100, result: result ?? null, error: null, lockedBy: null, lockedUntil: null, finishedAt: now, updatedAt: now })
    .where(holding(job, workerId));
}

/** A failed attempt: back to the queue after an exponential back-off, or failed for good when no try is left. */
export async function failJob(
  db: Db,
  job: JobRecord,
  workerId: string,
  message: string,
  options: { now: Date; backoffMs: number; permanent: boolean },
): Promise<void> {
  const retry = !options.permanent && job.attempts < job.maxAttempts;
  await db
    .update(jobs)
    .set(
      retry
        ? {
            status: 'queued',
            error: message,
            lockedBy: null,
            lockedUntil: null,
            runAt: new Date(options.now.getTime() + backoffDelay(options.backoffMs, job.attempts)),
            updatedAt: options.now,
          }
        : { status: 'failed', error: message, lockedBy: null, lockedUntil: null, finishedAt: options.now, updatedAt: options.now },
    )
    .where(holding(job, workerId));
}

/** Progress 0–100 and a renewed lease; false when the lease is no longer this worker's. */
export async function reportProgress(db: Db, job: JobRecord, workerId: string, percent: number | null, lockedUntil: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set(percent === null ? { lockedUntil } : { progress: Math.max(0, Math.min(100, Math.round(percent))), lockedUntil, updatedAt: new Date() })
    .where(holding(job, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
