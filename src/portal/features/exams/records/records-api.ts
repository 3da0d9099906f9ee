/** The calls and answers of the records screens (src/server/api/exams-records.ts). */
import type { ReviewQuestion } from '../results/review-question.tsx';
import { apiGet } from '../ui/exam-api.ts';

export interface RecordSchedule {
  id: number;
  kind: string;
  title: string;
  courseName: string | null;
  grade: number | null;
  startsAt: string;
  endsAt: string;
  parentId: number | null;
  participants: number;
  finished: number;
  pendingEssays: number;
  below: number;
  processed: number;
  processedAt: string | null;
  archived: number;
}

export interface RecordSchedules {
  years: { id: number; description: string; isCurrent: boolean }[];
  yearId: number | null;
  data: RecordSchedule[];
}

export const recordSchedules = (query: { yearId?: number; start?: 'current' | 'previous'; kinds?: string }) =>
  apiGet<RecordSchedules>('/exams/records/schedules', query);

export const RECORDS = '/exams/records';

/** Grades as schools write them: up to two decimals, a comma in Indonesian. */
export const formatGrade = (g: number | null | undefined) => (g === null || g === undefined ? '–' : g.toLocaleString('id-ID', { maximumFractionDigits: 2 }));

/** GET /exams/records/attempts/:id/detail: one attempt with its header facts and every question. */
export interface AttemptDetail {
  schedule: { id: number; title: string; kind: string; durationMinutes: number };
  student: { name: string; section: string | null };
  attempt: {
    id: number;
    status: 'not_started' | 'working' | 'finished';
    startedAt: string | null;
    finishedAt: string | null;
    finishReason: string | null;
    usedMinutes: number | null;
    extraMinutes: number;
    leaveCount: number;
    score: number | null;
    maxScore: number | null;
    grade: number | null;
    pendingEssays: number;
  };
  questions: (ReviewQuestion & { stimulus: { title: string } | null })[];
}

/** The attempt pages of a schedule and attempt: the per-student result and its AKM report. */
export const detailPath = (scheduleId: number, attemptId: number) => `/result_exercises_class_detail_new/${scheduleId}/${attemptId}`;
export const akmPath = (scheduleId: number, attemptId: number) => `/examination/result-akm/detail_new/${scheduleId}/${attemptId}`;
