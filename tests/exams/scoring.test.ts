import { describe, expect, it } from 'vitest';
import { essayScoreProblem, scoreAnswer, totalOf } from '../../src/shared/exams/scoring.ts';
import { akmLevel } from '../../src/shared/exams/akm-levels.ts';
import { essay, matching, multiple, shortAnswer, single, trueFalse } from './fixtures.ts';

describe('Pilihan Ganda', () => {
  it('scores the key in full and anything else 0 under all-or-nothing', () => {
    expect(scoreAnswer(single(), { choice: 'b' }).score).toBe(2);
    expect(scoreAnswer(single(), { choice: 'c' }).score).toBe(0);
    expect(scoreAnswer(single(), { choice: null }).score).toBe(0);
    expect(scoreAnswer(single(), null).score).toBe(0);
  });
  it('gives an option its own credit under partial credit', () => {
    expect(scoreAnswer(single('partial'), { choice: 'c' }).score).toBe(1);
    expect(scoreAnswer(single('partial'), { choice: 'a' }).score).toBe(0);
    expect(scoreAnswer(single('partial'), { choice: 'b' }).score).toBe(2);
  });
  it('gives 0 for an answer of another shape', () => {
    expect(scoreAnswer(single(), { text: 'b' }).score).toBe(0);
  });
});

describe('PG Kompleks (several answers)', () => {
  it('all-or-nothing wants exactly the key', () => {
    expect(scoreAnswer(multiple(), { choices: ['c', 'a'] }).score).toBe(4);
    expect(scoreAnswer(multiple(), { choices: ['a'] }).score).toBe(0);
    expect(scoreAnswer(multiple(), { choices: ['a', 'b', 'c'] }).score).toBe(0);
  });
  it('partial: each right tick earns a share, each wrong tick cancels one, never below 0', () => {
    expect(scoreAnswer(multiple('partial'), { choices: ['a'] }).score).toBe(2);
    expect(scoreAnswer(multiple('partial'), { choices: ['a', 'c'] }).score).toBe(4);
    expect(scoreAnswer(multiple('partial'), { choices: ['a', 'b'] }).score).toBe(0);
    expect(scoreAnswer(multiple('partial'), { choices: ['a', 'b', 'c', 'd'] }).score).toBe(0);
    expect(scoreAnswer(multiple('partial'), { choices: ['b', 'd'] }).score).toBe(0);
  });
  it('counts a repeated tick once', () => {
    expect(scoreAnswer(multiple(), { choices: ['a', 'a', 'c'] }).score).toBe(4);
  });
});

describe('PG Kompleks (benar/salah per statement)', () => {
  it('all-or-nothing needs every statement right', () => {
    expect(scoreAnswer(trueFalse(), { categories: { s1: 0, s2: 1, s3: 0 } }).score).toBe(3);
    expect(scoreAnswer(trueFalse(), { categories: { s1: 0, s2: 1, s3: 1 } }).score).toBe(0);
  });
  it('partial gives a share per statement; a statement left empty is wrong', () => {
    expect(scoreAnswer(trueFalse('partial'), { categories: { s1: 0, s2: 1 } }).score).toBe(2);
    expect(scoreAnswer(trueFalse('partial'), { categories: { s1: 1 } }).score).toBe(0);
    expect(scoreAnswer(trueFalse('partial'), { categories: { s1: 0, s2: 0, s3: 0 } }).fraction).toBeCloseTo(2 / 3);
  });
});

describe('Menjodohkan', () => {
  it('all-or-nothing needs every pair', () => {
    expect(scoreAnswer(matching(), { pairs: { p1: 'r2', p2: 'r1', p3: 'r4', p4: 'r3' } }).score).toBe(4);
    expect(scoreAnswer(matching(), { pairs: { p1: 'r2', p2: 'r1', p3: 'r4', p4: 'r5' } }).score).toBe(0);
  });
  it('partial gives a share per right pair; an extra distractor response costs nothing by itself', () => {
    expect(scoreAnswer(matching('partial'), { pairs: { p1: 'r2', p2: 'r1', p3: null } }).score).toBe(2);
    expect(scoreAnswer(matching('partial'), { pairs: { p1: 'r5', p2: 'r5', p3: 'r5', p4: 'r5' } }).score).toBe(0);
  });
});

describe('Isian Singkat', () => {
  it('accepts any listed answer, ignoring case, spaces and a trailing full stop', () => {
    expect(scoreAnswer(shortAnswer(), { texts: { b1: '  jakarta. ', b2: '3.5' } }).score).toBe(2);
    expect(scoreAnswer(shortAnswer(), { texts: { b1: 'DKI   JAKARTA', b2: '3,50' } }).score).toBe(2);
  });
  it('partial gives a share per blank', () => {
    expect(scoreAnswer(shortAnswer('partial'), { texts: { b1: 'Bandung', b2: '3,5' } }).score).toBe(1);
    expect(scoreAnswer(shortAnswer(), { texts: { b1: 'Bandung', b2: '3,5' } }).score).toBe(0);
  });
});

describe('Uraian', () => {
  it('waits for the teacher', () => {
    expect(scoreAnswer(essay(), { text: 'Tumbuhan memakai cahaya.' })).toEqual({ score: null, max: 10, fraction: null });
  });
  it('accepts a score within the weight; all-or-nothing accepts only 0 or the weight', () => {
    expect(essayScoreProblem(essay(), 7.5)).toBeNull();
    expect(essayScoreProblem(essay(), 11)).toMatch(/antara 0 dan 10/);
    expect(essayScoreProblem(essay(), -1)).toMatch(/antara/);
    expect(essayScoreProblem(essay('all_or_nothing'), 5)).toMatch(/0 atau 10/);
    expect(essayScoreProblem(essay('all_or_nothing'), 10)).toBeNull();
  });
});

describe('totals', () => {
  it('sums scores, counts pending essays as 0 and reports them', () => {
    const t = totalOf([
      { score: 2, max: 2, fraction: 1 },
      { score: 1, max: 4, fraction: 0.25 },
      { score: null, max: 10, fraction: null },
    ]);
    expect(t).toEqual({ score: 3, max: 16, grade: 18.75, pending: 1 });
    expect(totalOf([])).toEqual({ score: 0, max: 0, grade: 0, pending: 0 });
  });
});

describe('AKM levels', () => {
  it('places the share of the maximum on the four levels, with nothing to judge as null', () => {
    expect(akmLevel(null, 10)).toBeNull();
    expect(akmLevel(5, 0)).toBeNull();
    expect(akmLevel(0, 10)?.key).toBe('pik');
    expect(akmLevel(3.99, 10)?.key).toBe('pik');
    expect(akmLevel(4, 10)?.key).toBe('dasar');
    expect(akmLevel(6, 10)?.key).toBe('cakap');
    expect(akmLevel(8, 10)?.key).toBe('mahir');
    expect(akmLevel(10, 10)?.key).toBe('mahir');
  });
});
