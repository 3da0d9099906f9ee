import { and, eq, inArray } from 'drizzle-orm';
import { raporReleases } from '../db/schema/grades.ts';
import { classMaps, guardianStudents, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { requireGrades, yearOf } from './guard.ts';
import { refuseGuardianWithoutGrades } from './guardian-grades.ts';

/** GET /api/grades/rapor/mine: the released rapors of the student, or of each child of the parent. */
export async function myRapors({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'rapor.own');
  await refuseGuardianWithoutGrades(ctx);
  const year = await yearOf(ctx);
  const schoolId = ctx.session.schoolId;
  const ids =
    ctx.session.userTypeId === '5'
      ? [ctx.session.userId]
      : (
          await ctx.db
            .select({ id: guardianStudents.studentId })
            .from(guardianStudents)
            .where(and(eq(guardianStudents.schoolId, schoolId), eq(guardianStudents.guardianId, ctx.session.userId)))
        ).map((r) => r.id);
  if (!ids.length) return { rapors: [] };
  const [children, releases] = await Promise.all([
    ctx.db
      .select({ studentId: users.id, name: users.fullName, sectionName: sections.name })
      .from(classMaps)
      .innerJoin(users, eq(users.id, classMaps.userId))
      .innerJoin(sections, eq(sections.id, classMaps.sectionId))
      .where(and(eq(classMaps.schoolId, schoolId), eq(classMaps.academicYearId, year.id), inArray(classMaps.userId, ids))),
    ctx.db
      .select({ semester: raporReleases.semester, releaseDate: raporReleases.releaseDate })
      .from(raporReleases)
      .where(and(eq(raporReleases.schoolId, schoolId), eq(raporReleases.academicYearId, year.id))),
  ]);
  return { rapors: children.flatMap((c) => releases.map((r) => ({ ...c, yearLabel: year.description, semester: r.semester, releaseDate: r.releaseDate }))) };
}
