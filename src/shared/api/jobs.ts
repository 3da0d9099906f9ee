/** Background jobs (docs/decisions/0009-jobs.md): the portal polls a job's status and progress. */
import { defineContract } from './contract.ts';
import { jobIdParams, jobViewSchema } from '../jobs/job-view.ts';

export const getJobContract = defineContract({
  name: 'jobs.get',
  method: 'GET',
  path: '/api/jobs/:id',
  auth: 'session',
  params: jobIdParams,
  output: jobViewSchema,
  tag: 'Proses',
  summary: 'Status dan kemajuan (0–100) satu proses latar, dengan hasil atau alasan gagalnya.',
});
