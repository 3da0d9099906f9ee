import { describe, expect, it } from 'vitest';
import { layoutAttempt, pagesOf, seededRandom, type PaperQuestion } from '../../src/shared/exams/shuffle.ts';
import { analyseItems, type AttemptForAnalysis } from '../../src/shared/exams/analysis.ts';
import { scoreAnswer } from '../../src/shared/exams/scoring.ts';
import type { AnswerValue } from '../../src/shared/exams/answer-schema.ts';
import { ALL_TYPES, essay, shortAnswer, single } from './fixtures.ts';

const paper: PaperQuestion[] = [
  { id: 1, stimulusId: null, content: single() },
  { id: 2, stimulusId: 7, content: single() },
  { id: 3, stimulusId: 7, content: single() },
  { id: 4, stimulusId: null, content: single() },
  { id: 5, stimulusId: 7, content: single() },
  { id: 6, stimulusId: 8, content: single() },
];

describe('attempt layout', () => {
  it('keeps a stimulus and its questions on one page, in the author order', () => {
    expect(pagesOf(paper)).toEqual([
      { stimulusId: null, questionIds: [1] },
      { stimulusId: 7, questionIds: [2, 3, 5] },
      { stimulusId: null, questionIds: [4] },
      { stimulusId: 8, questionIds: [6] },
    ]);
  });
  it('is the same for the same seed and differs between students', () => {
    const a = layoutAttempt(paper, { seed: 'attempt-1', shuffleQuestions: true, shuffleOptions: true });
    const b = layoutAttempt(paper, { seed: 'attempt-1', shuffleQuestions: true, shuffleOptions: true });
    expect(a).toEqual(b);
    const orders = new Set(
      Array.from({ length: 20 }, (_, i) => JSON.stringify(layoutAttempt(paper, { seed: `s${i}`, shuffleQuestions: true, shuffleOptions: true }))),
    );
    expect(orders.size).toBeGreaterThan(5);
    for (const layout of [a]) {
      expect(layout.pages.find((p) => p.stimulusId === 7)?.questionIds).toEqual([2, 3, 5]);
      expect(layout.pages.flatMap((p) => p.questionIds).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      expect([...layout.partOrder['1'].options].sort()).toEqual(['a', 'b', 'c', 'd']);
    }
  });
  it('keeps the paper order when shuffling is off', () => {
    const l = layoutAttempt(paper, { seed: 'x', shuffleQuestions: false, shuffleOptions: false });
    expect(l.pages.map((p) => p.questionIds[0])).toEqual([1, 2, 4, 6]);
    expect(l.partOrder).toEqual({});
  });
  it('draws numbers in [0, 1)', () => {
    const r = seededRandom('z');
    for (let i = 0; i < 1000; i++) {
      const n = r();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});

describe('item analysis', () => {
  const questions = [
    { id: 1, content: single() },
    { id: 2, content: shortAnswer('partial') },
    { id: 3, content: essay() },
  ];
  function attempt(choice: string, b1: string, essayScore: number | null): AttemptForAnalysis {
    const answers = new Map<number, { value: AnswerValue | null; score: number | null }>();
    const v1 = { choice };
    const v2 = { texts: { b1, b2: '3,5' } };
    answers.set(1, { value: v1, score: scoreAnswer(questions[0].content, v1).score });
    answers.set(2, { value: v2, score: scoreAnswer(questions[1].content, v2).score });
    answers.set(3, { value: { text: 'x' }, score: essayScore });
    let total = 0;
    for (const a of answers.values()) total += a.score ?? 0;
    return { total, answers };
  }
  const attempts = [
    attempt('b', 'Jakarta', 10),
    attempt('b', 'jakarta', 9),
    attempt('b', 'Bandung', 6),
    attempt('a', 'Jakarta', 5),
    attempt('c', 'Surabaya', 2),
    attempt('a', 'Bandung', null),
    attempt('d', 'Bandung', 0),
    attempt('c', '', 1),
  ];
  const result = analyseItems(questions, attempts);

  it('measures difficulty and discrimination', () => {
    expect(result[0].difficulty).toBe(0.375);
    expect(result[0].discrimination).toBe(1);
    expect(result[2].difficulty).toBeCloseTo(33 / 7 / 10, 3);
  });
  it('counts each option, the key marked, including options nobody chose', () => {
    const choices = result[0].parts[0].choices;
    expect(choices.map((c) => [c.key, c.count, c.correct])).toEqual([
      ['a', 2, false],
      ['b', 3, true],
      ['c', 2, false],
      ['d', 1, false],
      ['', 0, false],
    ]);
    expect(choices[1].upper).toBe(2);
    expect(choices[1].lower).toBe(0);
  });
  it('groups short answers by their normalised text, most frequent first', () => {
    const b1 = result[1].parts[0].choices;
    expect(b1[0]).toMatchObject({ key: 'jakarta', count: 3, correct: true });
    expect(b1.find((c) => c.key === 'bandung')).toMatchObject({ count: 3, correct: false });
  });
  it('bands essay scores and counts those still waiting', () => {
    const bands = Object.fromEntries(result[2].parts[0].choices.map((c) => [c.key, c.count]));
    expect(bands).toEqual({ pending: 1, low: 3, mid: 2, high: 2 });
  });
  it('has a distribution for every item type and no discrimination under four students', () => {
    const all = ALL_TYPES.map((content, i) => ({ id: i + 1, content }));
    const few = analyseItems(all, [{ total: 0, answers: new Map() }]);
    expect(few.every((r) => r.discrimination === null && r.parts.length > 0)).toBe(true);
    expect(few[2].parts.length).toBe(3);
    expect(few[3].parts.length).toBe(4);
  });
});
