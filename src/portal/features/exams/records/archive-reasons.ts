/** An attempt kept in sd_exam_attempt_history, as the history screens show it. */
export interface ArchivedAttempt {
  id: number;
  attemptNo: number;
  reason: string;
  status: string;
  startedAt: string | null;
  finishedAt: string | null;
  score: number | null;
  maxScore: number | null;
  grade: number | null;
  byName: string | null;
  archivedAt: string;
}

export const ARCHIVE_REASONS: Record<string, string> = {
  reset: 'direset pengawas',
  retry: 'latihan diulang',
};
