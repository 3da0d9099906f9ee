import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { createBatcher, perDatabase } from '../db/batch.ts';
import { sessionEpoch } from '../db/schema/auth-state.ts';
import { accessTokens } from '../db/schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/**
 * Revocation across instances: one counter row (sd_session_epoch) bumped in the transaction of every change
 * that ends or alters sessions, and read before each request trusts a cached session (session-cache.ts).
 * Concurrent requests share one read (a batch), so exam day pays one tiny query per batch, not per request.
 * A request that arrives after a revocation committed always reads the new epoch: it never joins a read
 * already sent (see createBatcher).
 */
export const currentEpoch = perDatabase((db: Db) =>
  createBatcher<null, number>(
    async (items) => {
      const [row] = await db.select({ epoch: sessionEpoch.epoch }).from(sessionEpoch).where(eq(sessionEpoch.id, 1));
      return items.map(() => row?.epoch ?? 0);
    },
    { maxBatch: 100_000, maxInFlight: 2 },
  ),
);

/** Outdates every cached session on every instance once the caller's transaction commits. */
export async function bumpSessionEpoch(tx: Queryable): Promise<void> {
  await tx
    .insert(sessionEpoch)
    .values({ id: 1, epoch: 1 })
    .onConflictDoUpdate({ target: sessionEpoch.id, set: { epoch: sql`${sessionEpoch.epoch} + 1` } });
}

/**
 * The one revocation hook: ends sessions in the caller's transaction (pass the transaction of the change
 * itself, so the password and the revocation commit together). Used by logout (`tokenHash`), an own
 * password change (`userId` with `except` the session making it), an admin setting a password,
 * deactivation and deletion (`userId`).
 */
export async function revokeSessions(tx: Queryable, target: { tokenHash: string } | { userId: number; except?: string }): Promise<void> {
  const where =
    'tokenHash' in target
      ? eq(accessTokens.tokenHash, target.tokenHash)
      : and(eq(accessTokens.userId, target.userId), target.except ? ne(accessTokens.tokenHash, target.except) : undefined);
  await tx
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(where, isNull(accessTokens.revokedAt)));
  await bumpSessionEpoch(tx);
}

/** A session's school or year changed (change_school, the year selector): every instance reads it again. */
export async function sessionChanged(tx: Queryable, tokenHashes: string[], set: { schoolId?: number; academicYearId: number | null }): Promise<void> {
  await tx.update(accessTokens).set(set).where(inArray(accessTokens.tokenHash, tokenHashes));
  await bumpSessionEpoch(tx);
}
