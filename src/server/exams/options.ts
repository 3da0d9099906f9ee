import { and, asc, eq } from 'drizzle-orm';
import { classes, courses, sections } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { requireReader, yearOf } from './guard.ts';

/** What the bank and schedule forms choose from: the school's courses and the year's rombel. */
export async function examFormOptions({ ctx }: { ctx: SessionContext }) {
  requireReader(ctx);
  const [courseRows, sectionRows] = await Promise.all([
    ctx.db
      .select({ id: courses.id, name: courses.name, code: courses.code })
      .from(courses)
      .where(and(eq(courses.schoolId, ctx.session.schoolId), eq(courses.isActive, true)))
      .orderBy(asc(courses.sortOrder), asc(courses.name)),
    ctx.db
      .select({ id: sections.id, name: sections.name, grade: classes.grade })
      .from(sections)
      .innerJoin(classes, eq(classes.id, sections.classId))
      .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.academicYearId, yearOf(ctx))))
      .orderBy(asc(classes.grade), asc(sections.name)),
  ]);
  return { courses: courseRows, sections: sectionRows };
}
