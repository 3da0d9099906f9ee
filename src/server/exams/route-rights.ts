import type { FastifyInstance } from 'fastify';
import { EXAM_ROUTE_RIGHTS } from '../../shared/exams/permissions.ts';
import type { AppDeps } from '../http/context.ts';
import { sessionContext } from '../http/endpoint.ts';
import { requireRight } from './guard.ts';

/**
 * Every exam call listed in the permissions table is refused (403) for a user type without its right before
 * its body is read, so a refusal never depends on how wrong the body is. The services still check
 * ownership (a teacher's own courses) and the school.
 */
export function enforceExamRouteRights(app: FastifyInstance, deps: AppDeps): void {
  app.addHook('preHandler', async (request) => {
    const action = EXAM_ROUTE_RIGHTS[`${request.method} ${request.routeOptions.url}`];
    if (!action || !request.headers.authorization) return;
    const ctx = await sessionContext(deps, request);
    requireRight(ctx.session.userTypeId, action);
  });
}
