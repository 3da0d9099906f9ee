import { createHash, randomBytes } from 'node:crypto';

/** The identity cookie and the token both last 48 hours (document 01, section 9). */
export const TOKEN_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** An opaque random token; the database keeps only its SHA-256. */
export function newAccessToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
