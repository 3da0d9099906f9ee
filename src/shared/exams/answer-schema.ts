import { z } from 'zod';
import type { ItemContent } from './item-schema.ts';

/**
 * What a student sends for one question. The shape follows the item type; an empty answer (nothing chosen)
 * is allowed, so a student can clear a choice.
 */
const id = z.string().max(16);
export const answerValueSchema = z.union([
  z.object({ choice: id.nullable() }),
  z.object({ choices: z.array(id).max(10) }),
  z.object({ categories: z.record(id, z.number().int().min(0).max(9)) }),
  z.object({ pairs: z.record(id, id.nullable()) }),
  z.object({ texts: z.record(id, z.string().max(500)) }),
  z.object({ text: z.string().max(20_000) }),
]);
export type AnswerValue = z.output<typeof answerValueSchema>;

export type AnswerFor = {
  single_choice: { choice: string | null };
  multiple_choice: { choices: string[] };
  true_false: { categories: Record<string, number> };
  matching: { pairs: Record<string, string | null> };
  short_answer: { texts: Record<string, string> };
  essay: { text: string };
};

/** Checks that an answer fits its item (shape and ids); returns a message when it does not. */
export function answerProblem(item: ItemContent, value: AnswerValue): string | null {
  const wrong = 'Jawaban tidak sesuai dengan jenis soal.';
  const unknown = 'Jawaban memuat pilihan yang tidak ada.';
  switch (item.type) {
    case 'single_choice': {
      if (!('choice' in value)) return wrong;
      return value.choice === null || item.options.some((o) => o.id === value.choice) ? null : unknown;
    }
    case 'multiple_choice': {
      if (!('choices' in value)) return wrong;
      const ids = new Set(item.options.map((o) => o.id));
      return value.choices.every((c) => ids.has(c)) ? null : unknown;
    }
    case 'true_false': {
      if (!('categories' in value)) return wrong;
      const ids = new Set(item.statements.map((s) => s.id));
      return Object.entries(value.categories).every(([k, v]) => ids.has(k) && v < item.categories.length) ? null : unknown;
    }
    case 'matching': {
      if (!('pairs' in value)) return wrong;
      const premises = new Set(item.premises.map((p) => p.id));
      const responses = new Set(item.responses.map((r) => r.id));
      return Object.entries(value.pairs).every(([k, v]) => premises.has(k) && (v === null || responses.has(v))) ? null : unknown;
    }
    case 'short_answer': {
      if (!('texts' in value)) return wrong;
      const ids = new Set(item.blanks.map((b) => b.id));
      return Object.keys(value.texts).every((k) => ids.has(k)) ? null : unknown;
    }
    case 'essay':
      return 'text' in value ? null : wrong;
  }
}

/** Whether an answer counts as answered on the navigator (something chosen or written). */
export function isAnswered(value: AnswerValue | null | undefined): boolean {
  if (!value) return false;
  if ('choice' in value) return value.choice !== null;
  if ('choices' in value) return value.choices.length > 0;
  if ('categories' in value) return Object.keys(value.categories).length > 0;
  if ('pairs' in value) return Object.values(value.pairs).some((v) => v !== null);
  if ('texts' in value) return Object.values(value.texts).some((t) => t.trim() !== '');
  return value.text.trim() !== '';
}
