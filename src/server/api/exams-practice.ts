import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../http/context.ts';
import { sessionEndpoint } from '../http/endpoint.ts';
import { pathId } from '../http/path-id.ts';
import { listClassExercises } from '../exams/practice/class-exercises.ts';
import { examOverview } from '../exams/practice/exam-overview.ts';
import { listMyPractice, myPracticeDetail, myPracticeInput } from '../exams/practice/my-practice.ts';
import { retryPractice } from '../exams/practice/retry.ts';
import { myExamResult, practiceReview, reviewInput } from '../exams/practice/review.ts';

/**
 * Exam endpoints of the "practice" family (issue 7), registered by registerExamsApi: class exercises (latihan)
 * for teachers and students, "Ulangi", the student's review and AKM result, and the exam's page before "Mulai".
 * Everything a student reads here is their own attempt; the session decides whose.
 */
export function registerExamPracticeApi(app: FastifyInstance, deps: AppDeps): void {
  const s = <S extends z.ZodType, O>(spec: Parameters<typeof sessionEndpoint<S, O>>[2]) => sessionEndpoint(app, deps, spec);
  // Teachers and admins
  s({ method: 'GET', url: '/api/exams/practice/schedules', handler: listClassExercises });
  // The student's class exercises
  s({ method: 'GET', url: '/api/exams/practice/mine', input: myPracticeInput, handler: listMyPractice });
  s({ method: 'GET', url: '/api/exams/practice/mine/:id', handler: ({ ctx, request }) => myPracticeDetail({ ctx, input: { id: pathId(request) } }) });
  // One of the student's own attempts, of any kind
  s({ method: 'GET', url: '/api/exams/mine/attempts/:id', handler: ({ ctx, request }) => examOverview({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'GET', url: '/api/exams/mine/attempts/:id/result', handler: ({ ctx, request }) => myExamResult({ ctx, input: { id: pathId(request) } }) });
  s({ method: 'GET', url: '/api/exams/mine/attempts/:id/review', input: reviewInput, handler: ({ ctx, request, input }) => practiceReview({ ctx, input: { ...input, id: pathId(request) } }) });
  s({ method: 'POST', url: '/api/exams/mine/attempts/:id/retry', handler: ({ ctx, request }) => retryPractice({ ctx, input: { id: pathId(request) } }) });
}
