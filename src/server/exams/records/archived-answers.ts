import type { ReviewAnswer } from '../results/review-questions.ts';

/**
 * The answers of an archived attempt, from the jsonb copy of its sd_exam_answers rows. The copy is read
 * leniently (camelCase or the column names) so an attempt archived by any version of the archiver shows.
 */
export function archivedAnswers(copy: unknown): ReviewAnswer[] {
  if (!Array.isArray(copy)) return [];
  return copy.flatMap((raw) => {
    if (!raw || typeof raw !== 'object') return [];
    const a = raw as Record<string, unknown>;
    const questionId = Number(a.questionId ?? a.sd_exam_question_id);
    if (!Number.isInteger(questionId)) return [];
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return [
      {
        questionId,
        value: a.value ?? null,
        flagged: Boolean(a.flagged),
        savedAt: (a.savedAt ?? a.saved_at ?? null) as string | null,
        revision: num(a.revision),
        score: num(a.score),
      },
    ];
  });
}
