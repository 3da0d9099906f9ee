import { and, asc, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import type { SessionContext } from '../../http/context.ts';
import { requireManager } from '../guard.ts';

/** Who may proctor a room: the school's admins, teachers, principal and staff (TU, support). */
export const PROCTOR_TYPES = ['2', '3', '4', '8', '9'] as const;

export async function listProctors({ ctx }: { ctx: SessionContext }) {
  requireManager(ctx);
  const data = await ctx.db
    .select({ id: users.id, name: users.fullName, userTypeId: users.userTypeId })
    .from(users)
    .where(and(eq(users.schoolId, ctx.session.schoolId), inArray(users.userTypeId, [...PROCTOR_TYPES]), eq(users.isActive, true)))
    .orderBy(asc(users.fullName));
  return { data };
}
