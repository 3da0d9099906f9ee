import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blankIsCorrect, normaliseText, numberReadings } from '../../src/shared/exams/short-answer.ts';

describe('normaliseText', () => {
  it('folds case, spaces, curly quotes, full-width forms and a trailing full stop', () => {
    expect(normaliseText('  Jum’at   PAGI. ')).toBe("jum'at pagi");
    expect(normaliseText('ＡＢＣ')).toBe('abc');
    expect(normaliseText('Abc', true)).toBe('Abc');
  });
  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseText(normaliseText(s)) === normaliseText(s)));
  });
});

describe('numberReadings', () => {
  it.each([
    ['3,5', [3.5]],
    ['3.5', [3.5]],
    ['-2', [-2]],
    ['1.000.000', [1_000_000]],
    ['1,000,000', [1_000_000]],
    ['1.234,5', [1234.5]],
    ['1,234.5', [1234.5]],
    ['0.125', [0.125]],
    ['1.500', [1.5, 1500]],
    [' 12 ', [12]],
  ])('%s', (raw, expected) => expect(numberReadings(raw)).toEqual(expected));
  it('is not a number when it has letters or no digit', () => {
    expect(numberReadings('12 cm')).toEqual([]);
    expect(numberReadings('.,')).toEqual([]);
    expect(numberReadings('')).toEqual([]);
  });
});

describe('blankIsCorrect', () => {
  const text = { answers: ['Fotosintesis'], match: 'text' as const, caseSensitive: false };
  const num = { answers: ['1500'], match: 'number' as const, caseSensitive: false };
  it('compares text after normalising', () => {
    expect(blankIsCorrect(text, 'fotosintesis')).toBe(true);
    expect(blankIsCorrect(text, 'foto sintesis')).toBe(false);
    expect(blankIsCorrect(text, '')).toBe(false);
    expect(blankIsCorrect(text, undefined)).toBe(false);
    expect(blankIsCorrect({ ...text, caseSensitive: true }, 'fotosintesis')).toBe(false);
  });
  it('compares numbers by value', () => {
    expect(blankIsCorrect(num, '1.500')).toBe(true);
    expect(blankIsCorrect(num, '1500,0')).toBe(true);
    expect(blankIsCorrect(num, '15')).toBe(false);
    expect(blankIsCorrect(num, 'seribu lima ratus')).toBe(false);
  });
  it('accepts every number written with either decimal separator', () => {
    fc.assert(
      fc.property(fc.integer({ min: -99999, max: 99999 }), fc.integer({ min: 1, max: 99 }), (whole, cents) => {
        const en = `${whole}.${String(cents).padStart(2, '0')}`;
        const id = en.replace('.', ',');
        return blankIsCorrect({ answers: [en], match: 'number', caseSensitive: false }, id);
      }),
    );
  });
});
