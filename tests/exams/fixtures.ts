import { itemContentSchema, type ItemContent, type ItemContentInput } from '../../src/shared/exams/item-schema.ts';

/** One item of each type, parsed through the bank's schema as the server would store it. */
export function item(input: ItemContentInput): ItemContent {
  return itemContentSchema.parse(input);
}

const o = (id: string, html = id.toUpperCase()) => ({ id, html });

export const single = (scoring: 'all_or_nothing' | 'partial' = 'all_or_nothing') =>
  item({ type: 'single_choice', prompt: '2 + 2 = ?', weight: 2, scoring, options: [o('a'), o('b'), { ...o('c'), credit: 0.5 }, o('d')], key: 'b' });

export const multiple = (scoring: 'all_or_nothing' | 'partial' = 'all_or_nothing') =>
  item({ type: 'multiple_choice', prompt: 'Bilangan prima?', weight: 4, scoring, options: [o('a'), o('b'), o('c'), o('d')], key: ['a', 'c'] });

export const trueFalse = (scoring: 'all_or_nothing' | 'partial' = 'all_or_nothing') =>
  item({
    type: 'true_false',
    prompt: 'Tentukan benar atau salah.',
    weight: 3,
    scoring,
    statements: [o('s1'), o('s2'), o('s3')],
    key: { s1: 0, s2: 1, s3: 0 },
  });

export const matching = (scoring: 'all_or_nothing' | 'partial' = 'all_or_nothing') =>
  item({
    type: 'matching',
    prompt: 'Jodohkan.',
    weight: 4,
    scoring,
    premises: [o('p1'), o('p2'), o('p3'), o('p4')],
    responses: [o('r1'), o('r2'), o('r3'), o('r4'), o('r5')],
    key: { p1: 'r2', p2: 'r1', p3: 'r4', p4: 'r3' },
  });

export const shortAnswer = (scoring: 'all_or_nothing' | 'partial' = 'all_or_nothing') =>
  item({
    type: 'short_answer',
    prompt: 'Ibu kota Indonesia dan hasil 7 / 2?',
    weight: 2,
    scoring,
    blanks: [
      { id: 'b1', answers: ['Jakarta', 'DKI Jakarta'] },
      { id: 'b2', answers: ['3,5'], match: 'number' },
    ],
  });

export const essay = (scoring: 'all_or_nothing' | 'partial' = 'partial') =>
  item({ type: 'essay', prompt: 'Jelaskan fotosintesis.', weight: 10, scoring, rubric: 'Menyebut cahaya, klorofil, CO2.' });

export const ALL_TYPES = [single(), multiple(), trueFalse(), matching(), shortAnswer(), essay()];
