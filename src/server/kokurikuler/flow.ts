import { asc, eq } from 'drizzle-orm';
import { classes } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { yearOf } from '../grades/guard.ts';
import { frameworkForYear } from '../../shared/kokurikuler/frameworks.ts';
import { subelementRows } from './framework-rows.ts';
import { requireKokurikuler } from './guard.ts';
import { projectViews } from './project-view.ts';

/** GET /api/kokurikuler/flow: per grade level, its projects by semester and the dimensions they strengthen. */
export async function getFlow({ ctx }: { ctx: SessionContext }) {
  requireKokurikuler(ctx, 'kokurikuler.read');
  const year = await yearOf(ctx);
  const framework = frameworkForYear(year.description);
  const [classRows, projects, subs] = await Promise.all([
    ctx.db
      .select({ id: classes.id, name: classes.name, grade: classes.grade })
      .from(classes)
      .where(eq(classes.schoolId, ctx.session.schoolId))
      .orderBy(asc(classes.grade), asc(classes.name)),
    projectViews(ctx.db, ctx, year.id),
    subelementRows(ctx.db),
  ]);
  const dimOf = new Map(subs.map((s) => [s.id, s.dimensionId]));
  const dimensions = [
    ...new Map(subs.filter((s) => s.framework === framework).map((s) => [s.dimensionId, { id: s.dimensionId, name: s.dimensionName }])).values(),
  ];
  return {
    yearLabel: year.description,
    framework,
    dimensions,
    grades: classRows.map((c) => {
      const mine = projects
        .filter((p) => p.classId === c.id)
        .map((p) => ({
          id: p.id,
          title: p.title,
          theme: p.theme,
          semester: p.semester,
          dimensionIds: [...new Set(p.subelementIds.map((s) => dimOf.get(s)!).filter(Boolean))],
        }));
      const covered = new Set(mine.flatMap((p) => p.dimensionIds));
      return { classId: c.id, className: c.name, grade: c.grade, projects: mine, missing: dimensions.filter((d) => !covered.has(d.id)).map((d) => d.id) };
    }),
  };
}
