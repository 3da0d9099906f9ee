import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';

/** Exam endpoints of the "practice" family (issue 7); registered by registerExamsApi. */
export function registerExamPracticeApi(app: FastifyInstance, deps: AppDeps): void {
  void app;
  void deps;
}
