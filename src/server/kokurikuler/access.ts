import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { kkFacilitators, kkProjects } from '../db/schema/kokurikuler.ts';
import { classes, sections } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { ASSESS_ANY, kokurikulerAllows } from '../../shared/kokurikuler/permissions.ts';

export type ProjectRow = typeof kkProjects.$inferSelect;

/** A project of the session's school (another school's is "not found"). */
export async function loadProject(db: Db | Tx, schoolId: number, id: number): Promise<ProjectRow> {
  const [row] = await db
    .select()
    .from(kkProjects)
    .where(and(eq(kkProjects.schoolId, schoolId), eq(kkProjects.id, id)));
  if (!row) throw notFound('Projek tidak ditemukan.');
  return row;
}

export async function facilitatorIdsOf(db: Db | Tx, projectId: number): Promise<number[]> {
  return (await db.select({ id: kkFacilitators.userId }).from(kkFacilitators).where(eq(kkFacilitators.projectId, projectId))).map((r) => r.id);
}

/** A rombel of the project's grade level in the project's year: the only ones its grid opens for. */
export async function projectSection(db: Db | Tx, project: ProjectRow, sectionId: number) {
  const [row] = await db
    .select({ id: sections.id, name: sections.name, homeroomTeacherId: sections.homeroomTeacherId, className: classes.name })
    .from(sections)
    .innerJoin(classes, eq(classes.id, sections.classId))
    .where(
      and(
        eq(sections.schoolId, project.schoolId),
        eq(sections.id, sectionId),
        eq(sections.classId, project.classId),
        eq(sections.academicYearId, project.academicYearId),
      ),
    );
  if (!row) throw notFound('Rombel ini tidak mengikuti projek tersebut.');
  return row;
}

/**
 * Who assesses a rombel of a project: the admin any; a teacher when they are the rombel's homeroom teacher,
 * the project's coordinator or one of its facilitators.
 */
export function mayAssess(ctx: SessionContext, project: ProjectRow, homeroomTeacherId: number | null, facilitatorIds: readonly number[]): boolean {
  const type = ctx.session.userTypeId;
  if (!kokurikulerAllows('kokurikuler.assess', type)) return false;
  if (ASSESS_ANY.includes(type)) return true;
  const me = ctx.session.userId;
  return homeroomTeacherId === me || project.coordinatorId === me || facilitatorIds.includes(me);
}

/** Teachers read only the grids they may fill; leaders read every one. */
export function requireGridReader(ctx: SessionContext, assess: boolean): void {
  if (ctx.session.userTypeId === '3' && !assess) throw forbidden('Anda bukan wali kelas, koordinator atau fasilitator projek ini.');
}
