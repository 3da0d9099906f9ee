import type { ItemContent } from '../../shared/exams/item-schema.ts';
import { validationError, type FieldErrors } from '../http/errors.ts';
import { cleanRichText, plainText, summaryHtml } from './rich-text.ts';

const BLANK = 'Bagian ini kosong setelah dibersihkan (hanya berisi kode yang tidak diizinkan). Isi teks, gambar atau rumus.';

/** Clean HTML with nothing a student can see: no text, no picture, no formula. */
function isBlank(clean: string): boolean {
  return plainText(clean) === '' && !/<img\b|class="math"/.test(clean);
}

/**
 * Cleans every HTML part of a question (prompt, options, statements, pairs) before it is stored. A part that
 * cleans to nothing is refused with a 422 on its field (content.options.2.html), never stored empty.
 */
export function cleanContent(item: ItemContent): ItemContent {
  const errors: FieldErrors = {};
  const clean = (html: string, field: string) => {
    const out = cleanRichText(html);
    if (isBlank(out)) errors[`content.${field}`] = [BLANK];
    return out;
  };
  const parts = <T extends { html: string }>(list: T[], field: string) => list.map((p, i) => ({ ...p, html: clean(p.html, `${field}.${i}.html`) }));
  const prompt = clean(item.prompt, 'prompt');
  const cleaned = ((): ItemContent => {
    switch (item.type) {
      case 'single_choice':
        return { ...item, prompt, options: parts(item.options, 'options') };
      case 'multiple_choice':
        return { ...item, prompt, options: parts(item.options, 'options') };
      case 'true_false':
        return { ...item, prompt, statements: parts(item.statements, 'statements') };
      case 'matching':
        return { ...item, prompt, premises: parts(item.premises, 'premises'), responses: parts(item.responses, 'responses') };
      case 'short_answer':
        return { ...item, prompt };
      case 'essay':
        return { ...item, prompt, rubric: item.rubric ? cleanRichText(item.rubric) : undefined };
    }
  })();
  if (Object.keys(errors).length) throw validationError(errors, 'Ada bagian soal yang kosong setelah dibersihkan.');
  return cleaned;
}

/** What a question without words shows in lists. */
const NO_TEXT = '(gambar atau rumus)';

export function summaryOf(item: ItemContent): string {
  return plainText(item.prompt, 200) || NO_TEXT;
}

/** The summary as HTML with the formulas drawn, for the Bank Soal list. */
export function summaryHtmlOf(prompt: string): string {
  return summaryHtml(prompt, 200) || NO_TEXT;
}
