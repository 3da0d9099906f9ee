import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';

export interface NewJob {
  kind: string;
  payload: unknown;
  /** The owning school (null for platform work) and the user who asked; both decide who may read the job. */
  schoolId: number | null;
  userId?: number | null;
  maxAttempts?: number;
  runAt?: Date;
}

/**
 * Puts a job in the queue and returns its id. Pass the caller's transaction as `db` so the job exists only if
 * the work that asked for it was committed.
 */
export async function enqueueJob(db: Pick<Db, 'insert'>, job: NewJob): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      schoolId: job.schoolId,
      userId: job.userId ?? null,
      maxAttempts: job.maxAttempts ?? 5,
      runAt: job.runAt ?? new Date(),
    })
    .returning({ id: jobs.id });
  return row.id;
}
