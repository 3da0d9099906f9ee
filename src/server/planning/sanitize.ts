import { asHtml, sanitizeRichText } from '../content/sanitize.ts';
import type { PlanSection } from '../../shared/planning/model.ts';

/** Every section's text through the platform's one rich-text allow-list (sanitize-html) before it is stored. */
export function cleanSections(sections: readonly PlanSection[]): PlanSection[] {
  return sections.map((s) => ({ key: s.key, title: s.title.trim(), ...(s.hint ? { hint: s.hint.trim() } : {}), body: sanitizeRichText(asHtml(s.body)) }));
}
