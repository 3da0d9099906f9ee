import type { ItemContent } from '../../shared/exams/item-schema.ts';
import { cleanRichText, plainText } from './rich-text.ts';

/** Cleans every HTML part of a question (prompt, options, statements, pairs) before it is stored. */
export function cleanContent(item: ItemContent): ItemContent {
  const parts = <T extends { html: string }>(list: T[]) => list.map((p) => ({ ...p, html: cleanRichText(p.html) }));
  const prompt = cleanRichText(item.prompt);
  switch (item.type) {
    case 'single_choice':
      return { ...item, prompt, options: parts(item.options) };
    case 'multiple_choice':
      return { ...item, prompt, options: parts(item.options) };
    case 'true_false':
      return { ...item, prompt, statements: parts(item.statements) };
    case 'matching':
      return { ...item, prompt, premises: parts(item.premises), responses: parts(item.responses) };
    case 'short_answer':
      return { ...item, prompt };
    case 'essay':
      return { ...item, prompt, rubric: item.rubric ? cleanRichText(item.rubric) : undefined };
  }
}

export function summaryOf(item: ItemContent): string {
  return plainText(item.prompt, 200) || '(gambar atau rumus)';
}
