import { and, eq } from 'drizzle-orm';
import type { JobView } from '../../shared/jobs/job-view.ts';
import { jobs } from '../db/schema/jobs.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';

/** Who may follow a job besides the user who asked for it: the school's admins, and the platform's. */
const SEES_ALL_SCHOOL_JOBS = ['1', '2'];

/**
 * A job as the portal polls it. Another school's job, or another user's in the same school, is "not found":
 * a job's result may hold what only its owner may read.
 */
export async function getJob({ ctx, input }: { ctx: SessionContext; input: { id: number } }): Promise<JobView> {
  const { session } = ctx;
  const [job] = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, input.id), eq(jobs.schoolId, session.schoolId)));
  if (!job || (job.userId !== session.userId && !SEES_ALL_SCHOOL_JOBS.includes(session.userTypeId))) {
    throw notFound('Proses tidak ditemukan.');
  }
  return {
    id: job.id,
    kind: job.kind,
    status: job.status as JobView['status'],
    progress: job.progress,
    attempts: job.attempts,
    result: job.result ?? null,
    error: job.error,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
