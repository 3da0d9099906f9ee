import { eq, max } from 'drizzle-orm';
import { classes } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { loadSection } from './rapor-access.ts';

/** A rombel of the school's final grade (XII, IX, VI) that this person may open; another grade is a 409. */
export async function loadFinalSection(ctx: SessionContext, id: number, mode: 'read' | 'write') {
  const section = await loadSection(ctx, id, mode);
  const [top] = await ctx.db
    .select({ grade: max(classes.grade) })
    .from(classes)
    .where(eq(classes.schoolId, ctx.session.schoolId));
  if (section.grade !== top?.grade)
    throw new AppError('conflict', `${section.name} bukan rombel tingkat akhir; kelulusan hanya untuk tingkat ${top?.grade ?? '-'}.`);
  return section;
}
