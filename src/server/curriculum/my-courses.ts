import { and, eq } from 'drizzle-orm';
import { teachingAssignments } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';

/** The courses the signed-in teacher teaches in the session's year (master data: teaching assignments). */
export async function myCourseIds(ctx: SessionContext, yearId: number | null): Promise<number[]> {
  if (!yearId || !['3', '7'].includes(ctx.session.userTypeId)) return [];
  const rows = await ctx.db
    .selectDistinct({ id: teachingAssignments.courseId })
    .from(teachingAssignments)
    .where(
      and(
        eq(teachingAssignments.schoolId, ctx.session.schoolId),
        eq(teachingAssignments.academicYearId, yearId),
        eq(teachingAssignments.userId, ctx.session.userId),
      ),
    );
  return rows.map((r) => r.id);
}
