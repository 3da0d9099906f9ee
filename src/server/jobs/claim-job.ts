import { and, asc, eq, gte, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import type { JobRecord } from './handler.ts';

/**
 * Takes the next due job of the given kinds for `workerId` until now + leaseMs. Due means queued with its run_at
 * reached, or running under a lease that expired (its worker died). FOR UPDATE SKIP LOCKED lets several workers on
 * PostgreSQL claim at once without taking the same row; PGlite runs one statement at a time, so the same query is
 * simply a poll there.
 */
export async function claimJob(db: Db, kinds: string[], workerId: string, now: Date, leaseMs: number): Promise<JobRecord | null> {
  if (kinds.length === 0) return null;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.kind, kinds),
          lt(jobs.attempts, jobs.maxAttempts),
          or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now))),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: workerId,
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
        updatedAt: now,
      })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed;
  });
}

/**
 * A job whose worker died on its last allowed attempt is never claimed again: it is marked failed, so the portal
 * stops waiting for it.
 */
export async function failAbandonedJobs(db: Db, kinds: string[], now: Date): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .update(jobs)
    .set({
      status: 'failed',
      lockedBy: null,
      lockedUntil: null,
      error: 'Proses terhenti sebelum selesai (server dimulai ulang) dan tidak dicoba lagi.',
      finishedAt: now,
      updatedAt: now,
    })
    .where(and(inArray(jobs.kind, kinds), eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), gte(jobs.attempts, jobs.maxAttempts)));
}
