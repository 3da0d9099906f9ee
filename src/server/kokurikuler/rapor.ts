/**
 * The seam to the rapor (grades module): the kokurikuler block of a student's rapor, written from the
 * assessments of the projects of their grade level in that semester. Grades' raporData keeps the homeroom
 * teacher's own text when one was entered and takes this one otherwise (see docs/decisions/0023).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { kkProjects } from '../db/schema/kokurikuler.ts';
import { classMaps, sections } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { FRAMEWORKS } from '../../shared/kokurikuler/frameworks.ts';
import { describeProject, type DimensionMarks } from './describe.ts';
import { projectColumns, projectMarks } from './roster.ts';

export interface KokurikulerQuery {
  schoolId: number;
  yearId: number;
  semester: string;
  studentIds: readonly number[];
}

/** Each student's kokurikuler text for a semester (students with nothing assessed are absent), in a few set queries. */
export async function kokurikulerDescriptions(db: Db | Tx, q: KokurikulerQuery): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (q.studentIds.length === 0) return out;
  const placements = await db
    .select({ studentId: classMaps.userId, classId: sections.classId })
    .from(classMaps)
    .innerJoin(sections, eq(sections.id, classMaps.sectionId))
    .where(and(eq(classMaps.schoolId, q.schoolId), eq(classMaps.academicYearId, q.yearId), inArray(classMaps.userId, [...q.studentIds])));
  const classIds = [...new Set(placements.map((p) => p.classId))];
  if (classIds.length === 0) return out;
  const projects = await db
    .select()
    .from(kkProjects)
    .where(
      and(
        eq(kkProjects.schoolId, q.schoolId),
        eq(kkProjects.academicYearId, q.yearId),
        eq(kkProjects.semester, q.semester),
        inArray(kkProjects.classId, classIds),
      ),
    );
  for (const project of projects.sort((a, b) => a.id - b.id)) {
    const students = placements.filter((p) => p.classId === project.classId).map((p) => p.studentId);
    const [columns, marks] = await Promise.all([projectColumns(db, project.id), projectMarks(db, project.id, students)]);
    const dims = new Map<number, string>(columns.map((c) => [c.dimensionId, c.dimensionName]));
    const dimOf = new Map(columns.map((c) => [c.subelementId, c.dimensionId]));
    for (const studentId of students) {
      const levels = new Map<number, number[]>();
      for (const c of marks.cells) {
        if (c.studentId !== studentId || !dimOf.has(c.subelementId)) continue;
        const d = dimOf.get(c.subelementId)!;
        levels.set(d, [...(levels.get(d) ?? []), c.level]);
      }
      const dimensions: DimensionMarks[] = [...dims.entries()].map(([id, name]) => ({ id, name, levels: levels.get(id) ?? [] }));
      const note = marks.notes.find((n) => n.studentId === studentId)?.note ?? '';
      const text = describeProject({ title: project.title, theme: project.theme, levels: FRAMEWORKS[project.framework].levels, dimensions, note });
      if (text) out.set(studentId, out.has(studentId) ? `${out.get(studentId)} ${text}` : text);
    }
  }
  return out;
}

/** One student's kokurikuler text for the session's school and year (null when nothing was assessed). */
export async function kokurikulerForRapor(ctx: SessionContext, studentId: number, semester: string, yearId: number): Promise<string | null> {
  const map = await kokurikulerDescriptions(ctx.db, { schoolId: ctx.session.schoolId, yearId, semester, studentIds: [studentId] });
  return map.get(studentId) ?? null;
}
