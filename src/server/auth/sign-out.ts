import type { SessionContext } from '../http/context.ts';
import { revokeSessions } from './session-epoch.ts';

/** POST /api/logout: the token is revoked, not merely forgotten by the browser, on every instance at once. */
export async function signOut({ ctx }: { ctx: SessionContext }) {
  await ctx.db.transaction((tx) => revokeSessions(tx, { tokenHash: ctx.session.tokenHash }));
  return { status: true, message: 'Anda telah keluar.' };
}
