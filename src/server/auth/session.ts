import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createLoader, perDatabase } from '../db/batch.ts';
import { anyOf } from '../db/sql-arrays.ts';
import { sessionEpoch } from '../db/schema/auth-state.ts';
import { accessTokens, users } from '../db/schema/users.ts';
import { hashToken } from './token.ts';
import { SessionCache } from './session-cache.ts';
import { currentEpoch } from './session-epoch.ts';

/** Who is calling, from the bearer token. The school and year come from here, never from a request body. */
export interface Session {
  tokenHash: string;
  userId: number;
  userTypeId: string;
  foundationId: number | null;
  schoolId: number;
  academicYearId: number | null;
}

/**
 * A token this process remembers costs one batched read of the revocation epoch (session-epoch.ts); a token it
 * does not remember (the first call after signing in, or after the cache let it go) costs one batched read of
 * the session together with the epoch, from the same snapshot, so "Mulai" for a hall whose sessions have
 * left the cache waits for one round trip before its own statement, not two.
 */
export function findSession(db: Db, token: string): Promise<Session | null> {
  return findSessionByHash(db, hashToken(token));
}

/** The same lookup for a caller that holds only the token's hash (a live stream's signed ticket). */
export async function findSessionByHash(db: Db, tokenHash: string): Promise<Session | null> {
  const cache = sessionCache(db);
  if (cache.knows(tokenHash)) {
    const cached = cache.get(tokenHash, await currentEpoch(db)(null));
    if (cached) return cached;
  }
  const found = await sessionLoader(db)(tokenHash);
  if (!found) return null;
  const { epoch, ...session } = found;
  cache.remember(session, epoch);
  return session;
}

const sessionCache = perDatabase((_db: Db) => new SessionCache());

/**
 * Sessions not in the cache are looked up together: at the start of an exam every student's first call
 * misses the cache at once, and one query for hundreds of tokens beats hundreds of queries. Each row carries
 * the revocation epoch read in the same statement: a revocation commits the token's revokedAt and the new
 * epoch together, so a session read as valid is tagged with an epoch no newer than its revocation, and the
 * next request after the revocation refuses it (session-cache.ts).
 */
const sessionLoader = perDatabase((db: Db) =>
  createLoader<string, Session & { epoch: number }>(
    async (hashes) => {
      const rows = await db
        .select({
          tokenHash: accessTokens.tokenHash,
          userId: users.id,
          userTypeId: users.userTypeId,
          foundationId: users.foundationId,
          schoolId: accessTokens.schoolId,
          academicYearId: accessTokens.academicYearId,
          epoch: sql<number>`coalesce((select ${sessionEpoch.epoch} from ${sessionEpoch} where ${sessionEpoch.id} = 1), 0)`.mapWith(Number),
        })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(
          and(anyOf(accessTokens.tokenHash, hashes, 'text'), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, new Date()), eq(users.isActive, true)),
        );
      return new Map(rows.map((r) => [r.tokenHash, r]));
    },
    { maxBatch: 500, maxInFlight: 2 },
  ),
);

/** Reads "Authorization: Bearer <token>"; the text "null" (the portal's signed-out value) is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match || match[1] === 'null' || match[1] === 'undefined') return null;
  return match[1];
}
