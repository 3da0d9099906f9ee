import type { Session } from './session.ts';

/**
 * Every /api call resolves its bearer token; on exam day that is thousands of identical lookups a second.
 * A session is remembered for a few seconds in this process. Whatever changes a session in this process
 * (logout, school or year change) forgets it at once; another instance behind the same database may honour a
 * revoked token for at most TTL_MS more, which is the trade-off accepted here.
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 50_000;
const entries = new Map<string, { session: Session; until: number }>();

export function cachedSession(tokenHash: string): Session | null {
  const hit = entries.get(tokenHash);
  if (!hit) return null;
  if (hit.until < Date.now()) {
    entries.delete(tokenHash);
    return null;
  }
  return hit.session;
}

export function rememberSession(session: Session): void {
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(session.tokenHash, { session, until: Date.now() + TTL_MS });
}

export function forgetSession(tokenHash: string): void {
  entries.delete(tokenHash);
}

/** Forgets every session of a user (deactivation, password change). */
export function forgetUserSessions(userId: number): void {
  for (const [hash, entry] of entries) if (entry.session.userId === userId) entries.delete(hash);
}
