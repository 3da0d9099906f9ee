import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { getDashboard } from '../dashboard/get-dashboard.ts';

/** The portal's landing page (/dashboard). */
export function registerDashboardApi(app: FastifyInstance, deps: AppDeps): void {
  sessionEndpoint(app, deps, { method: 'GET', url: '/api/dashboard', handler: getDashboard });
}
