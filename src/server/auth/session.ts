import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { accessTokens, users } from '../db/schema/users.ts';
import { hashToken } from './token.ts';
import { cachedSession, rememberSession } from './session-cache.ts';

/** Who is calling, from the bearer token. The school and year come from here, never from a request body. */
export interface Session {
  tokenHash: string;
  userId: number;
  userTypeId: string;
  foundationId: number | null;
  schoolId: number;
  academicYearId: number | null;
}

export async function findSession(db: Db, token: string): Promise<Session | null> {
  const tokenHash = hashToken(token);
  const cached = cachedSession(tokenHash);
  if (cached) return cached;
  const rows = await db
    .select({
      userId: users.id,
      userTypeId: users.userTypeId,
      foundationId: users.foundationId,
      schoolId: accessTokens.schoolId,
      academicYearId: accessTokens.academicYearId,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, tokenHash),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const session = { tokenHash, ...row };
  rememberSession(session);
  return session;
}

/** Reads "Authorization: Bearer <token>"; the text "null" (the portal's signed-out value) is no token. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match || match[1] === 'null' || match[1] === 'undefined') return null;
  return match[1];
}
