import { and, asc, eq } from 'drizzle-orm';
import { classes, sections } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { projectViews } from '../kokurikuler/project-view.ts';
import { curriculumName } from './requirements.ts';
import { homeroomNames, rowsPerSection } from './supervision.ts';

/** GET /api/planning/supervision/sections: each rombel with its phase, its classes' planning state and its projects. */
export async function curriculumSections({ ctx, input }: { ctx: SessionContext; input: { semester?: '1' | '2' } }) {
  const r = await rowsPerSection(ctx, input.semester);
  const year = r.period.year;
  const list = await ctx.db
    .select({
      sectionId: sections.id,
      sectionName: sections.name,
      classId: classes.id,
      className: classes.name,
      grade: classes.grade,
      phase: classes.phase,
      homeroomId: sections.homeroomTeacherId,
    })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(and(eq(sections.schoolId, ctx.session.schoolId), eq(sections.academicYearId, year.id)))
    .orderBy(asc(classes.grade), asc(sections.name));
  const [names, projects] = await Promise.all([
    homeroomNames(
      ctx.db,
      list.map((s) => s.homeroomId).filter((x): x is number => !!x),
    ),
    projectViews(ctx.db, ctx, year.id),
  ]);
  const visible = r.schoolWide ? list : list.filter((s) => r.rows.some((row) => row.sectionId === s.sectionId));
  return {
    yearLabel: year.description,
    semester: r.period.semester,
    curriculum: curriculumName(year.curriculumId),
    sections: visible.map((s) => {
      const rows = r.rows.filter((row) => row.sectionId === s.sectionId);
      return {
        sectionId: s.sectionId,
        sectionName: s.sectionName,
        className: s.className,
        grade: s.grade,
        phase: s.phase,
        homeroomName: s.homeroomId ? (names.get(s.homeroomId) ?? null) : null,
        assignments: rows.length,
        complete: rows.filter((row) => row.complete).length,
        waiting: rows.reduce((n, row) => n + row.waiting, 0),
        returned: rows.filter((row) => row.kinds.some((k) => k.state === 'returned')).length,
        projects: projects.filter((p) => p.classId === s.classId).map((p) => ({ id: p.id, title: p.title, semester: p.semester })),
      };
    }),
  };
}
