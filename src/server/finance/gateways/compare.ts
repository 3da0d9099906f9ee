import { timingSafeEqual } from 'node:crypto';

/** Equal strings compared in constant time (a signature or a token). */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
