import type { FastifyInstance } from 'fastify';
import { getJobContract } from '../../shared/api/jobs.ts';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { getJob } from '../jobs/get-job.ts';

/** Background jobs (docs/decisions/0009-jobs.md): the portal polls a job's status and progress here. */
export function registerJobsApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, getJobContract, ({ ctx, params }) => getJob({ ctx, input: params }));
}
