import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import { getDashboard } from '../dashboard/get-dashboard.ts';
import { dashboardContract } from '../../shared/api/dashboard.ts';

/** The portal's landing page (/dashboard). */
export function registerDashboardApi(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, dashboardContract, getDashboard);
}
