import type { ItemContent } from './item-schema.ts';

/**
 * What a student's screen receives for one question: the prompt and parts, never the key, the credits, the
 * accepted short answers or the essay rubric. Parts come in the order given (the attempt's shuffled order).
 */
export type StudentItem =
  | { type: 'single_choice' | 'multiple_choice'; prompt: string; options: { id: string; html: string }[] }
  | { type: 'true_false'; prompt: string; categories: string[]; statements: { id: string; html: string }[] }
  | { type: 'matching'; prompt: string; premises: { id: string; html: string }[]; responses: { id: string; html: string }[] }
  | { type: 'short_answer'; prompt: string; blanks: { id: string; label?: string }[] }
  | { type: 'essay'; prompt: string };

/** order: part id -> position, from the attempt; parts missing from it keep their place at the end. */
export function studentItem(item: ItemContent, order?: Record<string, string[]>): StudentItem {
  const arrange = <T extends { id: string }>(parts: T[], key: string) => {
    const wanted = order?.[key];
    const plain = parts.map((p) => ({ id: p.id, html: (p as unknown as { html: string }).html }));
    if (!wanted) return plain;
    const rank = new Map(wanted.map((id, i) => [id, i]));
    return [...plain].sort((a, b) => (rank.get(a.id) ?? 1e6) - (rank.get(b.id) ?? 1e6));
  };
  switch (item.type) {
    case 'single_choice':
    case 'multiple_choice':
      return { type: item.type, prompt: item.prompt, options: arrange(item.options, 'options') };
    case 'true_false':
      return { type: item.type, prompt: item.prompt, categories: item.categories, statements: arrange(item.statements, 'statements') };
    case 'matching':
      return { type: item.type, prompt: item.prompt, premises: arrange(item.premises, 'premises'), responses: arrange(item.responses, 'responses') };
    case 'short_answer':
      return { type: item.type, prompt: item.prompt, blanks: item.blanks.map((b) => ({ id: b.id, label: b.label })) };
    case 'essay':
      return { type: item.type, prompt: item.prompt };
  }
}
