/** The calls and answers of the practice family's screens (src/server/api/exams-practice.ts). */
import type { AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import type { ItemContent } from '../../../../shared/exams/item-schema.ts';
import type { ItemType } from '../../../../shared/exams/item-types.ts';
import { apiGet, apiPost } from '../ui/exam-api.ts';
import { AKM_KINDS, examPath } from '../ui/exam-kinds.ts';
import type { ScheduleKind } from '../../../../shared/exams/access.ts';
import { forgetOtherSittings } from '../take/answer-queue.ts';

export type AttemptStatus = 'not_started' | 'working' | 'finished';

export interface ClassExercise {
  id: number;
  title: string;
  courseName: string | null;
  sections: string;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  participants: number;
  working: number;
  takers: number;
  attempts: number;
  average: number | null;
}

export interface MyExercise {
  attemptId: number;
  scheduleId: number;
  status: AttemptStatus;
  blocked: boolean;
  title: string;
  courseId: number | null;
  courseName: string | null;
  startsAt: string;
  endsAt: string;
  durationMinutes: number;
  questionCount: number;
  tokenRequired: boolean;
  grade: number | null;
  bestGrade: number | null;
  attempts: number;
}

export interface PastAttempt {
  id: number;
  attemptNo: number;
  reason: 'reset' | 'retry';
  status: string;
  startedAt: string | null;
  finishedAt: string | null;
  score: number | null;
  maxScore: number | null;
  grade: number | null;
}

export interface ExerciseDetail {
  serverTime: string;
  schedule: { id: number; title: string; courseId: number | null; courseName: string | null; startsAt: string; endsAt: string; durationMinutes: number; questionCount: number; tokenRequired: boolean; sebRequired: boolean };
  attempt: { id: number; attemptNo: number; status: AttemptStatus; blocked: boolean; startedAt: string | null; finishedAt: string | null; score: number | null; maxScore: number | null; grade: number | null; pendingEssays: number };
  resultsShown: boolean;
  history: PastAttempt[];
}

export interface PracticeReview {
  schedule: { id: number; title: string; courseName: string | null };
  attempt: { id: number; historyId: number | null; attemptNo: number | null; status: string; finishedAt: string | null; score: number | null; maxScore: number | null; grade: number | null; pendingEssays: number };
  questions: { number: number; id: number; stimulus: { title: string; html: string } | null; content: ItemContent; answer: { value: AnswerValue | null; flagged: boolean } | null; score: number | null; max: number }[];
}

export interface ExamOverview {
  serverTime: string;
  schedule: {
    id: number; title: string; kind: string; courseName: string | null; startsAt: string; endsAt: string; durationMinutes: number; questionCount: number;
    tokenRequired: boolean; sebRequired: boolean; recordLeave: boolean; session: string | null; room: string | null;
  };
  attempt: { id: number; status: AttemptStatus; blocked: boolean; blockReason: string | null; startedAt: string | null; finishedAt: string | null };
  result: { score: number | null; maxScore: number | null; grade: number | null; pendingEssays: number } | null;
}

export interface ExamResult {
  serverTime: string;
  schedule: { id: number; title: string; kind: string; courseName: string | null; endsAt: string; resultVisibility: string };
  attempt: { id: number; status: AttemptStatus; finishedAt: string | null };
  reviewAvailable: boolean;
  result: {
    score: number | null; maxScore: number | null; grade: number | null; pendingEssays: number;
    level: { key: string; label: string; description: string } | null;
    byType: { type: ItemType; questions: number; score: number; max: number; percent: number }[];
  } | null;
}

export const classExercises = () => apiGet<{ data: ClassExercise[]; serverTime: string }>('/exams/practice/schedules');
export const myExercises = (courseId?: number) =>
  apiGet<{ data: MyExercise[]; course: { id: number; name: string } | null; serverTime: string }>('/exams/practice/mine', courseId ? { courseId } : undefined);
export const exerciseDetail = (scheduleId: number) => apiGet<ExerciseDetail>(`/exams/practice/mine/${scheduleId}`);
export const examOverview = (attemptId: number) => apiGet<ExamOverview>(`/exams/mine/attempts/${attemptId}`);
export const examResult = (attemptId: number) => apiGet<ExamResult>(`/exams/mine/attempts/${attemptId}/result`);
export const practiceReview = (attemptId: number, historyId: number | null) =>
  apiGet<PracticeReview>(`/exams/mine/attempts/${attemptId}/review`, historyId ? { riwayat: historyId } : undefined);

/** "Ulangi": the server archives the finished attempt; this device forgets its answers and page of that attempt. */
export async function retryExercise(attemptId: number): Promise<void> {
  await apiPost(`/exams/mine/attempts/${attemptId}/retry`);
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
