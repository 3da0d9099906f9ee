import { describe, expect, it } from 'vitest';
import { itemContentSchema } from '../../src/shared/exams/item-schema.ts';
import { answerProblem, isAnswered } from '../../src/shared/exams/answer-schema.ts';
import { studentItem } from '../../src/shared/exams/student-view.ts';
import { deadlineOf, acceptsAnswers, secondsLeft, GRACE_SECONDS } from '../../src/shared/exams/timer.ts';
import { ALL_TYPES, matching, multiple, shortAnswer, single, trueFalse } from './fixtures.ts';

const paths = (input: unknown) => {
  const r = itemContentSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('item schema', () => {
  it('accepts one item of every type and defaults the scoring rule', () => {
    expect(ALL_TYPES.map((i) => i.type)).toEqual(['single_choice', 'multiple_choice', 'true_false', 'matching', 'short_answer', 'essay']);
    expect(itemContentSchema.parse({ type: 'essay', prompt: 'x', weight: 1 }).scoring).toBe('all_or_nothing');
    const tf = trueFalse();
    expect(tf.type === 'true_false' && tf.categories).toEqual(['Benar', 'Salah']);
  });
  it('names the field at fault', () => {
    expect(
      paths({
        type: 'single_choice',
        prompt: 'x',
        weight: 1,
        options: [
          { id: 'a', html: 'A' },
          { id: 'b', html: 'B' },
        ],
        key: 'z',
      }),
    ).toEqual(['key']);
    expect(paths({ type: 'single_choice', prompt: 'x', weight: 0, options: [{ id: 'a', html: 'A' }], key: 'a' })).toEqual(['weight', 'options']);
    expect(
      paths({
        type: 'multiple_choice',
        prompt: 'x',
        weight: 1,
        options: [
          { id: 'a', html: 'A' },
          { id: 'a', html: 'B' },
        ],
        key: ['a'],
      }),
    ).toEqual(['options.1.id']);
    expect(paths({ type: 'true_false', prompt: 'x', weight: 1, statements: [{ id: 's', html: 'S' }], key: { s: 2 } })).toEqual(['key.s']);
    expect(paths({ type: 'matching', prompt: 'x', weight: 1, premises: [{ id: 'p', html: 'P' }], responses: [{ id: 'r', html: 'R' }], key: {} })).toEqual([
      'key.p',
    ]);
    expect(paths({ type: 'short_answer', prompt: ' ', weight: 1, blanks: [{ id: 'b', answers: [] }] })).toEqual(['prompt', 'blanks.0.answers']);
    expect(paths({ type: 'drawing', prompt: 'x', weight: 1 })).toEqual(['type']);
  });
});

describe('answers', () => {
  it('refuses an answer of the wrong shape or naming unknown parts', () => {
    expect(answerProblem(single(), { choice: 'b' })).toBeNull();
    expect(answerProblem(single(), { choice: null })).toBeNull();
    expect(answerProblem(single(), { choice: 'x' })).toMatch(/tidak ada/);
    expect(answerProblem(single(), { choices: ['a'] })).toMatch(/jenis soal/);
    expect(answerProblem(multiple(), { choices: ['a', 'q'] })).toMatch(/tidak ada/);
    expect(answerProblem(trueFalse(), { categories: { s1: 5 } })).toMatch(/tidak ada/);
    expect(answerProblem(matching(), { pairs: { p1: 'r9' } })).toMatch(/tidak ada/);
    expect(answerProblem(matching(), { pairs: { p1: null } })).toBeNull();
    expect(answerProblem(shortAnswer(), { texts: { b9: 'x' } })).toMatch(/tidak ada/);
    expect(answerProblem(ALL_TYPES[5], { text: '' })).toBeNull();
    expect(answerProblem(ALL_TYPES[5], { choice: 'a' })).toMatch(/jenis soal/);
  });
  it('counts as answered only when something is chosen or written', () => {
    expect(isAnswered(null)).toBe(false);
    expect(isAnswered({ choice: null })).toBe(false);
    expect(isAnswered({ choices: [] })).toBe(false);
    expect(isAnswered({ pairs: { p1: null } })).toBe(false);
    expect(isAnswered({ texts: { b1: '  ' } })).toBe(false);
    expect(isAnswered({ text: 'ok' })).toBe(true);
    expect(isAnswered({ categories: { s1: 0 } })).toBe(true);
  });
});

describe('student view', () => {
  it('never carries keys, credits, accepted answers or the rubric', () => {
    for (const item of ALL_TYPES) {
      const json = JSON.stringify(studentItem(item));
      expect(json).not.toMatch(/"key"|credit|answers|rubric|Jakarta|klorofil/);
    }
  });
  it('shows parts in the attempt order', () => {
    const view = studentItem(single(), { options: ['d', 'c', 'b', 'a'] });
    expect(view.type === 'single_choice' && view.options.map((o) => o.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('clock', () => {
  const startedAt = new Date('2026-01-05T08:00:00Z');
  const windowEnd = new Date('2026-01-05T10:00:00Z');
  it('ends at start + duration, or the window end when that comes first, both moved by the extension', () => {
    expect(deadlineOf({ startedAt, durationMinutes: 90, extraMinutes: 0, windowEnd }).toISOString()).toBe('2026-01-05T09:30:00.000Z');
    expect(deadlineOf({ startedAt, durationMinutes: 150, extraMinutes: 0, windowEnd }).toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(deadlineOf({ startedAt, durationMinutes: 150, extraMinutes: 15, windowEnd }).toISOString()).toBe('2026-01-05T10:15:00.000Z');
  });
  it('accepts answers for the grace period after time is up', () => {
    const c = { startedAt, durationMinutes: 60, extraMinutes: 0, windowEnd };
    expect(secondsLeft(c, new Date('2026-01-05T08:59:00Z'))).toBe(60);
    expect(secondsLeft(c, new Date('2026-01-05T09:01:00Z'))).toBe(0);
    expect(acceptsAnswers(c, new Date(Date.parse('2026-01-05T09:00:00Z') + GRACE_SECONDS * 1000))).toBe(true);
    expect(acceptsAnswers(c, new Date(Date.parse('2026-01-05T09:00:01Z') + GRACE_SECONDS * 1000))).toBe(false);
  });
});
