import { z } from 'zod';

/**
 * Zod speaks Indonesian on both sides (server messages and form messages come from the same schemas).
 * A missing field reads "Wajib diisi." rather than the locale's technical "diharapkan string".
 */
let configured = false;
export function configureValidation(): void {
  if (configured) return;
  configured = true;
  z.config(z.locales.id());
  z.config({
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return 'Wajib diisi.';
      if (issue.code === 'invalid_type') return 'Isian tidak valid.';
      return undefined;
    },
  });
}

export type FieldErrorMap = Record<string, string[]>;

/** Groups zod issues by field path ("address.city"), the shape every 422 answer and every form uses. */
export function fieldErrorsOf(error: z.ZodError): FieldErrorMap {
  const out: FieldErrorMap = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const messages = (out[key] ??= []);
    // Two checks of one value can fail with the same words (an id past 2^53 is neither whole nor in range).
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return out;
}
