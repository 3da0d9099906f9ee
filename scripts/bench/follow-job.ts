import type { FastifyInstance } from 'fastify';
import { isJobOver, type JobStatus } from '../../src/shared/jobs/job-view.ts';

export interface FollowedJob<R> {
  status: string;
  progress: number | null;
  result: R | null;
  error: string | null;
}

/**
 * Follows a queued job through GET /api/jobs/:id once a second, as the portal's progress bar does, until it is
 * over. Returns the last answer and the distinct progress figures seen on the way.
 */
export async function followJob<R>(app: FastifyInstance, jobId: number, headers: Record<string, string>): Promise<{ job: FollowedJob<R>; seen: number[] }> {
  const seen: number[] = [];
  for (;;) {
    const job = (await app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers })).json() as FollowedJob<R>;
    if (job.progress !== null && seen.at(-1) !== job.progress) seen.push(job.progress);
    if (isJobOver(job.status as JobStatus)) return { job, seen };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
