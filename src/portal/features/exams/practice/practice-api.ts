/** The calls and answers of the practice family's screens, by contract (src/shared/api/exams/practice.ts). */
import type { z } from 'zod';
import { call } from '../../../lib/api.ts';
import * as C from '../../../../shared/api/exams/practice.ts';
import { AKM_KINDS, examPath } from '../ui/exam-kinds.ts';
import type { ScheduleKind } from '../../../../shared/exams/access.ts';
import { forgetOtherSittings } from '../take/answer-queue.ts';

export type AttemptStatus = 'not_started' | 'working' | 'finished';

export type ClassExercise = z.output<typeof C.classExerciseSchema>;
export type MyExercise = z.output<typeof C.myExerciseSchema>;
export type PastAttempt = z.output<typeof C.pastAttemptSchema>;
export type ExerciseDetail = z.output<typeof C.exerciseDetailSchema>;
export type PracticeReview = z.output<typeof C.practiceReviewSchema>;
export type ExamOverview = z.output<typeof C.examOverviewSchema>;
export type ExamResult = z.output<typeof C.examResultSchema>;

export const classExercises = () => call(C.classExercisesContract);
export const myExercises = (courseId?: number) => call(C.myExercisesContract, { input: courseId ? { courseId } : {} });
export const exerciseDetail = (scheduleId: number) => call(C.exerciseDetailContract, { params: { id: scheduleId } });
export const examOverview = (attemptId: number) => call(C.examOverviewContract, { params: { id: attemptId } });
export const examResult = (attemptId: number) => call(C.examResultContract, { params: { id: attemptId } });
export const practiceReview = (attemptId: number, historyId: number | null) =>
  call(C.practiceReviewContract, { params: { id: attemptId }, input: historyId ? { riwayat: historyId } : {} });

/** "Ulangi": the server archives the finished attempt; this device forgets its answers and page of that attempt. */
export async function retryExercise(attemptId: number): Promise<void> {
  await call(C.retryPracticeContract, { params: { id: attemptId } });
  forgetAttemptOnDevice(attemptId);
}

/** The exam screen keeps answers and the page per attempt id; a retried attempt keeps its id, so they must go. */
export function forgetAttemptOnDevice(attemptId: number): void {
  forgetOtherSittings(attemptId);
  localStorage.removeItem(`ujian-halaman:${attemptId}`);
}

/** Where the student takes an attempt: a practice inside the portal, the others on the chromeless exam page. */
export function takePath(kind: string, attemptId: number): string {
  return kind === 'practice' ? `/do_exercise/${attemptId}` : examPath(kind, attemptId);
}

/** The exam's page before the start, in the list's family: student_exam, student_exam_akm and their iOS variants. */
export function examPagePath(listRouteName: string | undefined, kind: string, attemptId: number): string {
  const akm = AKM_KINDS.includes(kind as ScheduleKind);
  const ios = /ios/.test(listRouteName ?? '');
  return `/student_exam${akm ? '_akm' : ''}${ios ? '_ios' : ''}/${attemptId}`;
}
