import type { ItemContentInput } from '../../../../shared/exams/item-schema.ts';
import type { ItemType } from '../../../../shared/exams/item-types.ts';

/** A fresh question of each type, as the form starts it. */
export function blankItem(type: ItemType): ItemContentInput {
  const common = { prompt: '', weight: 1, scoring: 'all_or_nothing' as const };
  const parts = (prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: prefix ? `${prefix}${i + 1}` : String.fromCharCode(97 + i), html: '' }));
  switch (type) {
    case 'single_choice':
      return { type, ...common, options: parts('', 4), key: 'a' };
    case 'multiple_choice':
      return { type, ...common, options: parts('', 4), key: [] };
    case 'true_false':
      return { type, ...common, categories: ['Benar', 'Salah'], statements: parts('s', 3), key: {} };
    case 'matching':
      return { type, ...common, premises: parts('p', 3), responses: parts('r', 4), key: {} };
    case 'short_answer':
      return { type, ...common, blanks: [{ id: 'b1', answers: [], match: 'text', caseSensitive: false }] };
    case 'essay':
      return { type, ...common, rubric: '' };
  }
}

/** The next unused part id ("e" after a-d, "s4" after s1-s3). */
export function nextId(ids: string[], prefix: string): string {
  if (!prefix) {
    for (let c = 97; c < 123; c++) if (!ids.includes(String.fromCharCode(c))) return String.fromCharCode(c);
  }
  let n = ids.length + 1;
  while (ids.includes(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
