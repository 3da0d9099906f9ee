import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { JobStatus } from '../../src/portal/components/ui/job-progress.tsx';
import type { JobView } from '../../src/shared/jobs/job-view.ts';

const job = (over: Partial<JobView>): JobView => ({
  id: 1,
  kind: 'x',
  status: 'queued',
  progress: 0,
  attempts: 0,
  result: null,
  error: null,
  createdAt: '2026-11-23T08:00:00Z',
  finishedAt: null,
  ...over,
});
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('JobStatus', () => {
  it('shows "Proses 42%" and a progress bar at 42 while the job runs', () => {
    const html = renderToStaticMarkup(<JobStatus tracked={{ state: 'known', job: job({ status: 'running', progress: 42, attempts: 1 }) }} />);
    expect(text(html)).toContain('Proses 42%');
    expect(html).toContain('aria-valuenow="42"');
    expect(html).toContain('width:42%');
  });

  it('says it is waiting, and why, when a retry is pending', () => {
    expect(text(renderToStaticMarkup(<JobStatus tracked={{ state: 'waiting' }} />))).toContain('Menunggu antrean');
    const retry = renderToStaticMarkup(<JobStatus tracked={{ state: 'known', job: job({ attempts: 1, error: 'Fonnte menolak pesan: device offline' }) }} />);
    expect(text(retry)).toContain('Menunggu percobaan ulang');
    expect(text(retry)).toContain('device offline');
  });

  it('shows the result when done and the reason when failed', () => {
    const done = renderToStaticMarkup(
      <JobStatus
        tracked={{ state: 'known', job: job({ status: 'done', progress: 100, result: { rows: 3 } }) }}
        renderResult={(j) => `${(j.result as { rows: number }).rows} baris diekspor.`}
      />,
    );
    expect(text(done)).toBe('3 baris diekspor.');
    const failed = renderToStaticMarkup(<JobStatus tracked={{ state: 'known', job: job({ status: 'failed', error: 'Proses gagal: disk penuh' }) }} />);
    expect(failed).toContain('role="alert"');
    expect(text(failed)).toContain('Proses gagal: disk penuh');
  });
});
