import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { route } from '../http/contract-route.ts';
import * as C from '../../shared/api/exams/practice.ts';
import { listClassExercises } from '../exams/practice/class-exercises.ts';
import { examOverview } from '../exams/practice/exam-overview.ts';
import { listMyPractice, myPracticeDetail } from '../exams/practice/my-practice.ts';
import { retryPractice } from '../exams/practice/retry.ts';
import { myExamResult, practiceReview } from '../exams/practice/review.ts';

/**
 * Exam endpoints of the "practice" family (issue 7), registered by registerExamsApi: class exercises (latihan)
 * for teachers and students, "Ulangi", the student's review and AKM result, and the exam's page before "Mulai".
 * Everything a student reads here is their own attempt; the session decides whose.
 */
export function registerExamPracticeApi(app: FastifyInstance, deps: AppDeps): void {
  // Teachers and admins
  route(app, deps, C.classExercisesContract, ({ ctx }) => listClassExercises({ ctx }));
  // The student's class exercises
  route(app, deps, C.myExercisesContract, ({ ctx, input }) => listMyPractice({ ctx, input }));
  route(app, deps, C.exerciseDetailContract, ({ ctx, params }) => myPracticeDetail({ ctx, input: params }));
  // One of the student's own attempts, of any kind
  route(app, deps, C.examOverviewContract, ({ ctx, params }) => examOverview({ ctx, input: params }));
  route(app, deps, C.examResultContract, ({ ctx, params }) => myExamResult({ ctx, input: params }));
  route(app, deps, C.practiceReviewContract, ({ ctx, params, input }) => practiceReview({ ctx, input: { ...input, id: params.id } }));
  route(app, deps, C.retryPracticeContract, ({ ctx, params }) => retryPractice({ ctx, input: params }));
}
