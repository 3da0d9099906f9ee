import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';

/** Exam endpoints of the "planning" family (issue 7); registered by registerExamsApi. */
export function registerExamPlanningApi(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
