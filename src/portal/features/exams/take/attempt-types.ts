import type { AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import type { StudentItem } from '../../../../shared/exams/student-view.ts';

/** GET /api/exams/attempts/:id, as the exam screen reads it. */
export interface AttemptState {
  serverNow: string;
  schedule: { id: number; title: string; kind: string; durationMinutes: number; startsAt: string; endsAt: string; tokenRequired: boolean; recordLeave: boolean };
  attempt: { id: number; status: 'not_started' | 'working' | 'finished'; blocked: boolean; blockMessage: string | null; startedAt: string | null; finishedAt: string | null; finishReason: string | null };
  graceSeconds: number;
  result?: { score: number; maxScore: number; grade: number; pendingEssays: number } | null;
  /** Why no result is shown although the exam is finished (the school switched results off). */
  resultNote?: string | null;
  deadline?: string;
  pages?: { questionIds: number[]; stimulus: { id: number; title: string; html: string } | null }[];
  questions?: Record<string, { number: number; weight: number; view: StudentItem }>;
  answers?: Record<string, { value: AnswerValue | null; flagged: boolean; revision: number; savedAt: string }>;
}

export type Ack =
  | { questionId: number; revision: number; key: string; savedAt: string; status: 'saved' }
  | { questionId: number; revision: number; key: string; savedAt: string; status: 'superseded'; current: number }
  | { questionId: number; revision: number; key: string; status: 'rejected'; message: string };
