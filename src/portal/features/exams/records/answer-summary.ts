/**
 * A student's answer and the key as one short line each, for the per-question table of the newer result page
 * (the review's cards show them in full). Choices are letters in the paper's stored order (A, B, …), statements
 * and premises are numbered, so a line stays readable in a narrow column.
 */
import type { AnswerValue } from '../../../../shared/exams/answer-schema.ts';
import type { ItemContent } from '../../../../shared/exams/item-schema.ts';

const NONE = '–';
const ESSAY_PREVIEW = 80;

const letterOf = (options: readonly { id: string }[], id: string | null | undefined) => {
  const i = options.findIndex((o) => o.id === id);
  return i < 0 ? NONE : String.fromCharCode(65 + i);
};

const letters = (options: readonly { id: string }[], ids: readonly string[]) =>
  ids
    .map((id) => letterOf(options, id))
    .sort()
    .join(', ') || NONE;

/** The answer as given; '–' when nothing was answered. */
export function answerSummary(item: ItemContent, value: AnswerValue | null): string {
  switch (item.type) {
    case 'single_choice':
      return letterOf(item.options, value && 'choice' in value ? value.choice : null);
    case 'multiple_choice':
      return letters(item.options, value && 'choices' in value ? value.choices : []);
    case 'true_false': {
      const given = value && 'categories' in value ? value.categories : {};
      return item.statements.map((s, i) => `${i + 1}: ${item.categories[given[s.id]] ?? NONE}`).join('; ');
    }
    case 'matching': {
      const given = value && 'pairs' in value ? value.pairs : {};
      return item.premises.map((p, i) => `${i + 1}→${letterOf(item.responses, given[p.id])}`).join(', ');
    }
    case 'short_answer': {
      const given = value && 'texts' in value ? value.texts : {};
      return item.blanks.map((b) => given[b.id]?.trim() || NONE).join(' / ');
    }
    case 'essay': {
      const text = value && 'text' in value ? value.text.trim() : '';
      if (!text) return NONE;
      return text.length > ESSAY_PREVIEW ? `${text.slice(0, ESSAY_PREVIEW)}…` : text;
    }
  }
}

/** The key in the same form; an essay has none — the teacher scores it with the rubric. */
export function keySummary(item: ItemContent): string {
  switch (item.type) {
    case 'single_choice':
      return letterOf(item.options, item.key);
    case 'multiple_choice':
      return letters(item.options, item.key);
    case 'true_false':
      return item.statements.map((s, i) => `${i + 1}: ${item.categories[item.key[s.id]] ?? NONE}`).join('; ');
    case 'matching':
      return item.premises.map((p, i) => `${i + 1}→${letterOf(item.responses, item.key[p.id])}`).join(', ');
    case 'short_answer':
      return item.blanks.map((b) => b.answers.join(' atau ')).join(' / ');
    case 'essay':
      return 'Dinilai guru';
  }
}
