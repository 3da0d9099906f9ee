import { useEffect, type ReactNode } from 'react';
import { isJobOver, type JobView } from '../../../shared/jobs/job-view.ts';
import { useJob, type JobState } from '../../lib/use-job.ts';
import { Icon } from './icon.tsx';

interface JobProgressProps {
  jobId: number;
  /** What to show when the job is done, from its result (a link, a count...). Default: "Selesai." */
  renderResult?: (job: JobView) => ReactNode;
  label?: string;
  /** Called once when the job is over (done or failed), e.g. to reload a list. */
  onFinish?: (job: JobView) => void;
}

/**
 * A background job as the user sees it: "Proses 42%" with a progress bar while it runs, then its result or its
 * reason for failing. Polls the job itself (useJob); drop it in wherever a call answered with a job id.
 */
export function JobProgress({ jobId, renderResult, label = 'Proses', onFinish }: JobProgressProps) {
  const tracked = useJob(jobId);
  const finished = tracked.state === 'known' && isJobOver(tracked.job.status) ? tracked.job : null;
  useEffect(() => {
    if (finished) onFinish?.(finished);
    // Once per finished job; a new onFinish closure each render must not fire it again.
  }, [finished?.id, finished?.status]);
  return <JobStatus tracked={tracked} renderResult={renderResult} label={label} />;
}

/** What JobProgress shows for one state of the job (kept apart so it renders without polling). */
export function JobStatus({ tracked, renderResult, label = 'Proses' }: { tracked: JobState } & Pick<JobProgressProps, 'renderResult' | 'label'>) {
  if (tracked.state === 'lost') {
    return (
      <div className="alert alert-warning py-2 mb-0" role="alert">
        {tracked.message}
      </div>
    );
  }
  const job = tracked.state === 'known' ? tracked.job : null;
  if (job?.status === 'done') {
    return (
      <div className="alert alert-success py-2 mb-0" role="status">
        {renderResult ? renderResult(job) : 'Selesai.'}
      </div>
    );
  }
  if (job?.status === 'failed') {
    return (
      <div className="alert alert-danger py-2 mb-0" role="alert">
        <Icon name="exclamation-circle" /> {job.error ?? 'Proses gagal.'}
      </div>
    );
  }
  const percent = job?.progress ?? 0;
  const retrying = job?.status === 'queued' && job.attempts > 0;
  const text = job?.status === 'running' ? `${label} ${percent}%` : retrying ? 'Menunggu percobaan ulang' : 'Menunggu antrean';
  return (
    <div role="status" aria-live="polite">
      <div className="d-flex justify-content-between small mb-1">
        <span>{text}</span>
        {retrying && job?.error && <span className="text-body-secondary text-truncate ms-2">{job.error}</span>}
      </div>
      <div className="progress" role="progressbar" aria-label={label} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
        <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
