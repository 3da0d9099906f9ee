import { describe, expect, it } from 'vitest';
import { answerSummary, keySummary } from '../../src/portal/features/exams/records/answer-summary.ts';
import { essay, item, matching, multiple, shortAnswer, single, trueFalse } from './fixtures.ts';

/**
 * The short answer and key lines of the newer per-student page's table: letters in the stored order,
 * numbered statements and premises, '–' for what was not answered, an essay cut to a preview.
 */
describe('answer and key in one line', () => {
  it('names choices by letter, several sorted, nothing as a dash', () => {
    expect(answerSummary(single(), { choice: 'c' })).toBe('C');
    expect(answerSummary(single(), null)).toBe('–');
    expect(keySummary(single())).toBe('B');
    expect(answerSummary(multiple(), { choices: ['d', 'a'] })).toBe('A, D');
    expect(answerSummary(multiple(), { choices: [] })).toBe('–');
    expect(keySummary(multiple())).toBe('A, C');
  });

  it('numbers statements with their category and premises with the chosen response', () => {
    expect(answerSummary(trueFalse(), { categories: { s1: 0, s3: 1 } })).toBe('1: Benar; 2: –; 3: Salah');
    expect(keySummary(trueFalse())).toBe('1: Benar; 2: Salah; 3: Benar');
    expect(answerSummary(matching(), { pairs: { p1: 'r2', p2: null, p4: 'r5' } })).toBe('1→B, 2→–, 3→–, 4→E');
    expect(keySummary(matching())).toBe('1→B, 2→A, 3→D, 4→C');
  });

  it('lists blanks as typed and every accepted answer as the key', () => {
    expect(answerSummary(shortAnswer(), { texts: { b1: ' jakarta ', b2: '' } })).toBe('jakarta / –');
    expect(keySummary(shortAnswer())).toBe('Jakarta atau DKI Jakarta / 3,5');
  });

  it('cuts a long essay to a preview; its key is the teacher’s scoring', () => {
    const long = 'Tumbuhan memakai cahaya matahari, air dan karbon dioksida untuk membuat glukosa dan oksigen di daun.';
    expect(answerSummary(essay(), { text: long })).toBe(`${long.slice(0, 80)}…`);
    expect(answerSummary(essay(), { text: 'Singkat.' })).toBe('Singkat.');
    expect(answerSummary(essay(), { text: '   ' })).toBe('–');
    expect(keySummary(essay())).toBe('Dinilai guru');
  });

  it('keeps a teacher’s own categories', () => {
    const custom = item({
      type: 'true_false',
      prompt: 'Fakta atau opini?',
      weight: 2,
      categories: ['Fakta', 'Opini'],
      statements: [
        { id: 's1', html: 'A' },
        { id: 's2', html: 'B' },
      ],
      key: { s1: 1, s2: 0 },
    });
    expect(answerSummary(custom, { categories: { s1: 1, s2: 1 } })).toBe('1: Opini; 2: Opini');
    expect(keySummary(custom)).toBe('1: Opini; 2: Fakta');
  });
});
