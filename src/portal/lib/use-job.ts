import { useEffect, useState } from 'react';
import { isJobOver, type JobView } from '../../shared/jobs/job-view.ts';
import { getJobContract } from '../../shared/api/jobs.ts';
import { call } from './api.ts';
import { toFailure } from './api-failure.ts';

export type JobState = { state: 'waiting' } | { state: 'known'; job: JobView } | { state: 'lost'; message: string };

/**
 * Follows a background job (GET /api/jobs/:id) until it is done or failed: every second while it runs, slower
 * when the answer does not come (three misses in a row and the job is reported lost). null = nothing to follow.
 */
export function useJob(jobId: number | null, intervalMs = 1_000): JobState {
  const [state, setState] = useState<JobState>({ state: 'waiting' });
  useEffect(() => {
    if (jobId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let misses = 0;
    setState({ state: 'waiting' });
    const poll = async () => {
      try {
        const job = await call(getJobContract, { params: { id: jobId } });
        misses = 0;
        if (!live) return;
        setState({ state: 'known', job });
        if (!isJobOver(job.status)) timer = setTimeout(poll, intervalMs);
      } catch (error) {
        if (!live) return;
        const failure = toFailure(error);
        misses += 1;
        if (failure.status === 404 || misses >= 3) setState({ state: 'lost', message: failure.message });
        else timer = setTimeout(poll, intervalMs * 2 ** misses);
      }
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [jobId, intervalMs]);
  return state;
}
