import type { FieldErrorMap } from './validation.ts';

/**
 * Text the database cannot store: PostgreSQL refuses a NUL character in text and jsonb ("invalid byte
 * sequence", "unsupported Unicode escape sequence"), and a lone UTF-16 surrogate is no character at all (the
 * drivers turn it into U+FFFD or refuse it). Neither is ever typed by a person, so input carrying one is
 * refused with a field message, before any service or SQL sees it, instead of failing later as a 500.
 */
export const TEXT_INVALID = 'Teks berisi karakter yang tidak diizinkan (karakter NUL atau Unicode yang rusak).';
export const TOO_DEEP = 'Data terlalu bertingkat.';

/** Deeper than any form or API body of the product nests (an exam item is about five levels). */
const MAX_DEPTH = 32;
/** A body of thousands of bad strings answers with the first few fields, not a list as long as the body. */
const MAX_FIELDS = 20;

export function isStorableText(text: string): boolean {
  return text.isWellFormed() && !text.includes('\u0000');
}

/**
 * Walks a parsed JSON body or query (objects, arrays, strings; keys too) and answers the field errors of the
 * strings that cannot be stored, by path ("answers.0.value"), or null when all are fine. Iterative, so a
 * deeply nested body cannot overflow the stack; past MAX_DEPTH the whole input is refused.
 */
export function unstorableText(input: unknown): FieldErrorMap | null {
  const errors: FieldErrorMap = {};
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  let fields = 0;
  const fail = (path: string[]) => {
    const key = path.length ? path.join('.') : '_';
    if (errors[key] || fields >= MAX_FIELDS) return;
    errors[key] = [TEXT_INVALID];
    fields++;
  };
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) fail(path);
      continue;
    }
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (path.length >= MAX_DEPTH) return { _: [TOO_DEEP] };
    for (const [key, child] of Object.entries(value)) {
      if (!isStorableText(key)) {
        fail(path);
        continue;
      }
      stack.push({ value: child, path: [...path, key] });
    }
  }
  return Object.keys(errors).length ? errors : null;
}
