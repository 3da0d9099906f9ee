/** The calls and answers of the records screens (src/server/api/exams-records.ts). */
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
