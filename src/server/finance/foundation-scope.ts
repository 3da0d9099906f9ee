import { asc, eq } from 'drizzle-orm';
import { schools } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';

/**
 * The schools a foundation account oversees: those of its foundation (the session's own school when it has
 * none). Budgets and figures of other schools are "not found" to it.
 */
export async function foundationSchools(ctx: SessionContext): Promise<{ id: number; name: string }[]> {
  const [own] = await ctx.db.select({ foundationId: schools.foundationId }).from(schools).where(eq(schools.id, ctx.session.schoolId));
  const foundationId = ctx.session.foundationId ?? own?.foundationId ?? null;
  return ctx.db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(foundationId === null ? eq(schools.id, ctx.session.schoolId) : eq(schools.foundationId, foundationId))
    .orderBy(asc(schools.name));
}
