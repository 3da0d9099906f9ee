import { and, eq, isNull } from 'drizzle-orm';
import { accessTokens } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { forgetSession } from './session-cache.ts';

/** POST /api/logout: the token is revoked, not merely forgotten by the browser. */
export async function signOut({ ctx }: { ctx: SessionContext }) {
  forgetSession(ctx.session.tokenHash);
  await ctx.db
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.tokenHash, ctx.session.tokenHash), isNull(accessTokens.revokedAt)));
  return { status: true, message: 'Anda telah keluar.' };
}
