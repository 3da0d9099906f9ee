import type { FastifyInstance } from 'fastify';
import { jobIdParams } from '../../shared/jobs/job-view.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { validationError } from '../http/errors.ts';
import { getJob } from '../jobs/get-job.ts';

/** Background jobs (docs/decisions/0009-jobs.md): the portal polls a job's status and progress here. */
export function registerJobsApi(app: FastifyInstance, deps: AppDeps): void {
  sessionEndpoint(app, deps, {
    method: 'GET',
    url: '/api/jobs/:id',
    handler: ({ ctx, request }) => {
      const params = jobIdParams.safeParse(request.params);
      if (!params.success) throw validationError(fieldErrorsOf(params.error));
      return getJob({ ctx, input: params.data });
    },
  });
}
