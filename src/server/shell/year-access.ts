import { and, eq } from 'drizzle-orm';
import { academicYears } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

type YearRow = typeof academicYears.$inferSelect;

/**
 * menu2 checks the year on every page load; a year's school never changes, so a positive answer is kept for
 * a short while (a changed curriculum is seen within YEAR_CACHE_MS).
 */
const YEAR_CACHE_MS = 30_000;
const yearCache = new Map<string, { row: YearRow; until: number }>();

/** A year id sent by the client must belong to the session's school. Returns the year row. */
export async function assertYearOfSession(ctx: SessionContext, yearId: number | null): Promise<YearRow | null> {
  if (yearId === null) return null;
  const key = `${ctx.session.schoolId}:${yearId}`;
  const hit = yearCache.get(key);
  if (hit && hit.until > Date.now()) return hit.row;
  const rows = await ctx.db
    .select()
    .from(academicYears)
    .where(and(eq(academicYears.id, yearId), eq(academicYears.schoolId, ctx.session.schoolId)))
    .limit(1);
  if (!rows[0]) throw forbidden('Tahun ajaran ini bukan milik sekolah Anda.');
  if (yearCache.size > 10_000) yearCache.clear();
  yearCache.set(key, { row: rows[0], until: Date.now() + YEAR_CACHE_MS });
  return rows[0];
}
