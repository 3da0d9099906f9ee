/**
 * The rapor's subject groups (/group_course, /course_group): each active subject's kelompok (A, B, C, muatan
 * lokal, pilihan) and its order on the rapor, which the rapor and the leger print by. The office edits several
 * at once (audited); teachers and the principal read.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { COURSE_GROUPS } from '../../shared/resources/options.ts';
import { gradesAllow } from '../../shared/grades/permissions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { courses, teachingAssignments } from '../db/schema/master.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { requireGrades, yearOf } from './guard.ts';

/** GET /api/grades/course-groups */
export async function listCourseGroups({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'grades.read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  const [rows, used] = await Promise.all([
    ctx.db
      .select({ id: courses.id, code: courses.code, name: courses.name, group: courses.courseGroup, sortOrder: courses.sortOrder })
      .from(courses)
      .where(and(eq(courses.schoolId, schoolId), eq(courses.isActive, true)))
      .orderBy(asc(courses.courseGroup), asc(courses.sortOrder), asc(courses.name)),
    ctx.db
      .select({ courseId: teachingAssignments.courseId, n: count() })
      .from(teachingAssignments)
      .where(and(eq(teachingAssignments.schoolId, schoolId), eq(teachingAssignments.academicYearId, year.id)))
      .groupBy(teachingAssignments.courseId),
  ]);
  const classesOf = new Map(used.map((u) => [u.courseId, Number(u.n)]));
  return {
    canEdit: gradesAllow('settings.write', ctx.session.userTypeId),
    groups: COURSE_GROUPS.map((g) => ({ value: g.value, label: g.label })),
    courses: rows.map((r) => ({ ...r, classes: classesOf.get(r.id) ?? 0 })),
  };
}

/** PUT /api/grades/course-groups */
export async function saveCourseGroups({ ctx, input }: { ctx: SessionContext; input: { items: { id: number; group: string; sortOrder: number }[] } }) {
  requireGrades(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  const ids = input.items.map((i) => i.id);
  await ctx.db.transaction(async (tx) => {
    const before = await tx
      .select({ id: courses.id, group: courses.courseGroup, sortOrder: courses.sortOrder })
      .from(courses)
      .where(and(eq(courses.schoolId, schoolId), inArray(courses.id, ids)));
    const known = new Set(before.map((b) => b.id));
    const unknown = input.items.findIndex((i) => !known.has(i.id));
    if (unknown >= 0) throw validationError({ [`items.${unknown}.id`]: ['Mata pelajaran tidak ditemukan di sekolah ini.'] });
    for (const item of input.items)
      await tx
        .update(courses)
        .set({ courseGroup: item.group, sortOrder: item.sortOrder })
        .where(and(eq(courses.schoolId, schoolId), eq(courses.id, item.id)));
    await recordAudit(tx, ctx, { resource: 'course_groups', recordId: schoolId, action: 'update', before, after: input.items });
  });
  return listCourseGroups({ ctx });
}
