import { z } from 'zod';
import { idSchema } from '../ids.ts';

/** What GET /api/jobs/:id answers: enough for the portal's "Proses 42%" and the result or reason when over. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  queued: 'Menunggu antrean',
  running: 'Proses',
  done: 'Selesai',
  failed: 'Gagal',
};

export const jobViewSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** 0 to 100 */
  progress: z.number().int().min(0).max(100),
  attempts: z.number().int(),
  result: z.unknown().nullable(),
  /** The Indonesian reason of the last failed attempt (also while a retry waits). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

/** A job is over when it will not change again: the portal stops polling. */
export function isJobOver(status: JobStatus): boolean {
  return status === 'done' || status === 'failed';
}

/** The :id of /api/jobs/:id. */
export const jobIdParams = z.object({ id: idSchema('Id proses tidak valid.') });
