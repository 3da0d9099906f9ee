import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { classes, courseSettings, courses } from '../../db/schema/master.ts';
import { courseGroups, courseProfiles } from '../../db/schema/curriculum.ts';
import type { SessionContext } from '../../http/context.ts';
import { validationError, type FieldErrors } from '../../http/errors.ts';
import { curriculumAllows } from '../../../shared/curriculum/permissions.ts';
import { requireCurriculum, yearOf } from '../guard.ts';

export const schoolClasses = (db: Db | Tx, schoolId: number) =>
  db
    .select({ id: classes.id, name: classes.name, grade: classes.grade, phase: classes.phase })
    .from(classes)
    .where(eq(classes.schoolId, schoolId))
    .orderBy(asc(classes.grade), asc(classes.name));

async function readMatrix(db: Db | Tx, ctx: SessionContext, year: { id: number; description: string }) {
  const schoolId = ctx.session.schoolId;
  const [grades, list, cells] = await Promise.all([
    schoolClasses(db, schoolId),
    db
      .select({ id: courses.id, code: courses.code, name: courses.name, groupName: courseGroups.name })
      .from(courses)
      .leftJoin(courseProfiles, eq(courseProfiles.courseId, courses.id))
      .leftJoin(courseGroups, eq(courseGroups.id, courseProfiles.courseGroupId))
      .where(and(eq(courses.schoolId, schoolId), eq(courses.isActive, true)))
      .orderBy(sql`${courseGroups.sortOrder} nulls last`, sql`${courses.sortOrder} nulls last`, asc(courses.name)),
    db
      .select({ classId: courseSettings.classId, courseId: courseSettings.courseId, hoursPerWeek: courseSettings.hoursPerWeek, kkm: courseSettings.kkm })
      .from(courseSettings)
      .where(and(eq(courseSettings.schoolId, schoolId), eq(courseSettings.academicYearId, year.id))),
  ]);
  return { yearLabel: year.description, classes: grades, courses: list, cells, canEdit: curriculumAllows('school.write', ctx.session.userTypeId) };
}

/** GET /api/curriculum/grade-matrix */
export async function getGradeMatrix({ ctx }: { ctx: SessionContext }) {
  requireCurriculum(ctx, 'read');
  return readMatrix(ctx.db, ctx, await yearOf(ctx));
}

type Cell = { classId: number; courseId: number; hoursPerWeek: number | null; kkm?: number };

/**
 * PUT /api/curriculum/grade-matrix: which courses each grade teaches, with JP and KKM, in the master data's
 * sd_course_settings (the row the gradebook reads its KKM from), all cells in one transaction and one audit row.
 */
export async function saveGradeMatrix({ ctx, input }: { ctx: SessionContext; input: { cells: Cell[] } }) {
  requireCurriculum(ctx, 'school.write');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const classIds = [...new Set(input.cells.map((c) => c.classId))];
    const courseIds = [...new Set(input.cells.map((c) => c.courseId))];
    const okClasses = new Set(
      (
        await tx
          .select({ id: classes.id })
          .from(classes)
          .where(and(eq(classes.schoolId, schoolId), inArray(classes.id, classIds)))
      ).map((r) => r.id),
    );
    const okCourses = new Set(
      (
        await tx
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.schoolId, schoolId), inArray(courses.id, courseIds)))
      ).map((r) => r.id),
    );
    const errors: FieldErrors = {};
    input.cells.forEach((c, i) => {
      if (!okClasses.has(c.classId)) errors[`cells.${i}.classId`] = ['Tingkat tidak ditemukan.'];
      if (!okCourses.has(c.courseId)) errors[`cells.${i}.courseId`] = ['Mata pelajaran tidak ditemukan.'];
    });
    if (Object.keys(errors).length) throw validationError(errors);
    const existing = await tx
      .select({ id: courseSettings.id, classId: courseSettings.classId, courseId: courseSettings.courseId, kkm: courseSettings.kkm })
      .from(courseSettings)
      .where(and(eq(courseSettings.academicYearId, year.id), inArray(courseSettings.courseId, courseIds)));
    const byKey = new Map(existing.map((e) => [`${e.classId}:${e.courseId}`, e]));
    const removed: number[] = [];
    for (const c of input.cells) {
      const found = byKey.get(`${c.classId}:${c.courseId}`);
      if (c.hoursPerWeek === null) {
        if (found) removed.push(found.id);
      } else if (found) {
        await tx
          .update(courseSettings)
          .set({ hoursPerWeek: c.hoursPerWeek, kkm: c.kkm ?? found.kkm })
          .where(eq(courseSettings.id, found.id));
      } else {
        await tx
          .insert(courseSettings)
          .values({ schoolId, academicYearId: year.id, classId: c.classId, courseId: c.courseId, hoursPerWeek: c.hoursPerWeek, kkm: c.kkm ?? 75 });
      }
    }
    if (removed.length) await tx.delete(courseSettings).where(inArray(courseSettings.id, removed));
    await recordAudit(tx, ctx, { resource: 'curriculum_grade_matrix', recordId: year.id, action: 'update', after: input.cells });
    return readMatrix(tx, ctx, year);
  });
}
