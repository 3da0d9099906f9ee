import type { SessionContext } from '../http/context.ts';
import { describeProject, dimensionLevel } from './describe.ts';
import { gridContext } from './grid.ts';
import { projectColumns, projectMarks, sectionStudents } from './roster.ts';

/** GET /api/kokurikuler/projects/:id/sections/:sectionId/results: level per dimension and the rapor text per student. */
export async function getResults({ ctx, id, sectionId }: { ctx: SessionContext; id: number; sectionId: number }) {
  const g = await gridContext(ctx.db, ctx, id, sectionId);
  const [columns, students] = await Promise.all([
    projectColumns(ctx.db, id),
    sectionStudents(ctx.db, ctx.session.schoolId, g.project.academicYearId, sectionId),
  ]);
  const marks = await projectMarks(
    ctx.db,
    id,
    students.map((s) => s.id),
  );
  const dimensions = [...new Map(columns.map((c) => [c.dimensionId, { id: c.dimensionId, name: c.dimensionName }])).values()];
  const dimOf = new Map(columns.map((c) => [c.subelementId, c.dimensionId]));
  return {
    project: g.summary,
    section: g.section,
    sections: g.sections,
    levels: g.levels,
    dimensions,
    targets: columns.length,
    canEdit: g.canEdit,
    lock: g.lock,
    students: students.map((s) => {
      const mine = marks.cells.filter((c) => c.studentId === s.id && dimOf.has(c.subelementId));
      const note = marks.notes.find((n) => n.studentId === s.id);
      const perDim = dimensions.map((d) => ({ ...d, levels: mine.filter((c) => dimOf.get(c.subelementId) === d.id).map((c) => c.level) }));
      const dimensionLevels: Record<string, number> = {};
      for (const d of perDim) {
        const level = dimensionLevel(d.levels);
        if (level !== null) dimensionLevels[d.id] = level;
      }
      return {
        id: s.id,
        name: s.name,
        nis: s.nis,
        assessed: mine.length,
        dimensionLevels,
        description: describeProject({ title: g.project.title, theme: g.project.theme, levels: g.levels, dimensions: perDim, note: note?.note ?? '' }),
        note: note?.note ?? '',
        noteRevision: note?.revision ?? 0,
      };
    }),
  };
}
