import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { kkAssessments, kkFacilitators, kkProjectTargets, kkProjects } from '../db/schema/kokurikuler.ts';
import { classMaps, classes, sections } from '../db/schema/master.ts';
import { users } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { kokurikulerAllows } from '../../shared/kokurikuler/permissions.ts';
import { mayAssess } from './access.ts';
import { subelementRows } from './framework-rows.ts';

/**
 * Projects as the list and the form show them, several at once in a few set queries: grade, coordinator,
 * target sub-elements and their dimensions, facilitators, and per rombel the students and the cells filled.
 */
export async function projectViews(db: Db | Tx, ctx: SessionContext, yearId: number, ids?: readonly number[]) {
  const schoolId = ctx.session.schoolId;
  const where = and(eq(kkProjects.schoolId, schoolId), eq(kkProjects.academicYearId, yearId), ids ? inArray(kkProjects.id, [...ids]) : undefined);
  const rows = await db
    .select({ p: kkProjects, className: classes.name, grade: classes.grade, coordinatorName: users.fullName })
    .from(kkProjects)
    .innerJoin(classes, eq(classes.id, kkProjects.classId))
    .leftJoin(users, eq(users.id, kkProjects.coordinatorId))
    .where(where)
    .orderBy(asc(classes.grade), asc(kkProjects.semester), asc(kkProjects.title));
  if (rows.length === 0) return [];
  const projectIds = rows.map((r) => r.p.id);
  const classIds = [...new Set(rows.map((r) => r.p.classId))];
  const [targets, facilitators, sectionRows, filled, subs] = await Promise.all([
    db.select().from(kkProjectTargets).where(inArray(kkProjectTargets.projectId, projectIds)).orderBy(asc(kkProjectTargets.position)),
    db.select().from(kkFacilitators).where(inArray(kkFacilitators.projectId, projectIds)),
    db
      .select({
        id: sections.id,
        name: sections.name,
        classId: sections.classId,
        homeroomTeacherId: sections.homeroomTeacherId,
        students: sql<number>`(select count(*)::int from sd_class_maps m where m.sd_section_id = sd_sections.sd_section_id)`,
      })
      .from(sections)
      .where(and(eq(sections.schoolId, schoolId), eq(sections.academicYearId, yearId), inArray(sections.classId, classIds)))
      .orderBy(asc(sections.name)),
    db
      .select({ projectId: kkAssessments.projectId, sectionId: classMaps.sectionId, n: sql<number>`count(*)::int` })
      .from(kkAssessments)
      .innerJoin(classMaps, and(eq(classMaps.userId, kkAssessments.studentId), eq(classMaps.academicYearId, yearId)))
      .where(and(eq(kkAssessments.schoolId, schoolId), inArray(kkAssessments.projectId, projectIds)))
      .groupBy(kkAssessments.projectId, classMaps.sectionId),
    subelementRows(db),
  ]);
  const subById = new Map(subs.map((s) => [s.id, s]));
  const filledOf = new Map(filled.map((f) => [`${f.projectId}:${f.sectionId}`, f.n]));
  return rows.map(({ p, className, grade, coordinatorName }) => {
    const mine = targets.filter((t) => t.projectId === p.id);
    const facilitatorIds = facilitators.filter((f) => f.projectId === p.id).map((f) => f.userId);
    const dimensions = [...new Set(mine.map((t) => subById.get(t.subelementId)?.dimensionName).filter((n): n is string => !!n))];
    return {
      id: p.id,
      framework: p.framework,
      title: p.title,
      theme: p.theme,
      semester: p.semester,
      classId: p.classId,
      className,
      grade,
      startsOn: p.startsOn,
      endsOn: p.endsOn,
      coordinatorName,
      coordinatorId: p.coordinatorId,
      targets: mine.length,
      dimensions,
      description: p.description,
      facilitatorIds,
      subelementIds: mine.map((t) => t.subelementId),
      revision: p.revision,
      canEdit: kokurikulerAllows('kokurikuler.manage', ctx.session.userTypeId),
      sections: sectionRows
        .filter((s) => s.classId === p.classId)
        .map((s) => ({
          id: s.id,
          name: s.name,
          students: s.students,
          filled: filledOf.get(`${p.id}:${s.id}`) ?? 0,
          canAssess: mayAssess(ctx, p, s.homeroomTeacherId, facilitatorIds),
        })),
    };
  });
}
