import type { AnswerValue } from '../../../shared/exams/answer-schema.ts';
import { scoreAnswer } from '../../../shared/exams/scoring.ts';
import type { Paper } from '../paper-cache.ts';

/** A stored answer as the review needs it: a live sd_exam_answers row, or one copied into the attempt history. */
export interface ReviewAnswer {
  questionId: number;
  value: unknown;
  flagged: boolean;
  savedAt: Date | string | null;
  revision: number | null;
  score: number | null;
}

/**
 * The paper with the keys, the student's answers and each question's score: automatic types scored now from
 * the answer, essays as the teacher scored them. Shared by the teacher's review and the record screens.
 */
export function reviewQuestions(paper: Paper, answers: readonly ReviewAnswer[]) {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return paper.questions.map((q, i) => {
    const a = byQuestion.get(q.id);
    const auto = scoreAnswer(q.content, (a?.value ?? null) as AnswerValue | null);
    return {
      number: i + 1,
      id: q.id,
      stimulusId: q.stimulusId,
      stimulus: q.stimulusId ? (paper.stimuli.get(q.stimulusId) ?? null) : null,
      content: q.content,
      answer: a ? { value: (a.value ?? null) as AnswerValue | null, flagged: a.flagged, savedAt: a.savedAt, revision: a.revision } : null,
      score: q.content.type === 'essay' ? (a?.score ?? null) : auto.score,
      max: auto.max,
    };
  });
}
