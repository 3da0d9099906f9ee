import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { classes, courseSettings, courses } from '../../db/schema/master.ts';
import { courseGroups, courseProfiles, curriculumAtps, curriculumKds, curriculumSubjects, gradeSubjects } from '../../db/schema/curriculum.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound, validationError, type FieldErrors } from '../../http/errors.ts';
import { curriculumAllows } from '../../../shared/curriculum/permissions.ts';
import { requireCurriculum, yearOf } from '../guard.ts';
import { schoolClasses } from './grade-matrix.ts';
import { curriculaOf } from './grade-curricula.ts';

/**
 * The subjects of one grade level as its rapor lists them, in order: the seam the rapor reads (issue 15). Courses the
 * grade teaches this year (sd_course_settings) in the school's rapor order, under their group heading, with the name
 * the rapor prints; a course the school hides from the rapor is left out. Without a mapping, the course's own order.
 */
export async function raporSubjectsOf(db: Db | Tx, schoolId: number, yearId: number, classId: number) {
  const rows = await mappingRows(db, schoolId, yearId, classId);
  return rows
    .filter((r) => r.inRapor)
    .map((r) => ({ courseId: r.courseId, name: r.raporName ?? r.name, groupCode: r.groupCode, groupName: r.groupName, position: r.position }));
}

async function mappingRows(db: Db | Tx, schoolId: number, yearId: number, classId: number) {
  const rows = await db
    .select({
      courseId: courses.id,
      code: courses.code,
      name: courses.name,
      sortOrder: courses.sortOrder,
      groupCode: courseGroups.code,
      groupName: courseGroups.name,
      groupOrder: courseGroups.sortOrder,
      subjectId: courseProfiles.subjectId,
      subjectName: curriculumSubjects.name,
      position: gradeSubjects.position,
      inRapor: gradeSubjects.inRapor,
      raporName: gradeSubjects.raporName,
      atpId: gradeSubjects.atpId,
    })
    .from(courseSettings)
    .innerJoin(courses, eq(courses.id, courseSettings.courseId))
    .leftJoin(courseProfiles, eq(courseProfiles.courseId, courses.id))
    .leftJoin(courseGroups, eq(courseGroups.id, courseProfiles.courseGroupId))
    .leftJoin(curriculumSubjects, eq(curriculumSubjects.id, courseProfiles.subjectId))
    .leftJoin(gradeSubjects, and(eq(gradeSubjects.academicYearId, yearId), eq(gradeSubjects.classId, classId), eq(gradeSubjects.courseId, courses.id)))
    .where(and(eq(courseSettings.schoolId, schoolId), eq(courseSettings.academicYearId, yearId), eq(courseSettings.classId, classId)))
    .orderBy(sql`${gradeSubjects.position} nulls last`, sql`${courseGroups.sortOrder} nulls last`, sql`${courses.sortOrder} nulls last`, asc(courses.name));
  return rows.map((r, i) => ({ ...r, position: i + 1, inRapor: r.inRapor ?? true }));
}

async function readMapping(
  db: Db | Tx,
  ctx: SessionContext,
  year: { id: number; description: string; curriculumId: number | null },
  classId: number | undefined,
) {
  const schoolId = ctx.session.schoolId;
  const [list, { yearCurriculum, byClass }] = await Promise.all([schoolClasses(db, schoolId), curriculaOf(db, schoolId, year)]);
  const chosen = classId ?? list[0]?.id ?? null;
  const grade = list.find((c) => c.id === chosen);
  if (classId && !grade) throw notFound('Tingkat tidak ditemukan.');
  const rows = grade ? await mappingRows(db, schoolId, year.id, grade.id) : [];
  const subjectIds = [...new Set(rows.map((r) => r.subjectId).filter((s): s is number => !!s))];
  const [atps, kds] =
    subjectIds.length && grade
      ? await Promise.all([
          db
            .select({
              id: curriculumAtps.id,
              title: curriculumAtps.title,
              subjectId: curriculumAtps.subjectId,
              courseId: curriculumAtps.courseId,
              tpCount: sql<number>`(select count(*)::int from sd_cur_tps t where t.sd_cur_atp_id = "sd_cur_atps"."sd_cur_atp_id")`,
            })
            .from(curriculumAtps)
            .where(and(eq(curriculumAtps.schoolId, schoolId), inArray(curriculumAtps.subjectId, subjectIds), eq(curriculumAtps.phase, grade.phase ?? ''))),
          db
            .select({ subjectId: curriculumKds.subjectId, n: sql<number>`count(*)::int` })
            .from(curriculumKds)
            .where(and(eq(curriculumKds.schoolId, schoolId), eq(curriculumKds.grade, grade.grade), inArray(curriculumKds.subjectId, subjectIds)))
            .groupBy(curriculumKds.subjectId),
        ])
      : [[], []];
  return {
    yearLabel: year.description,
    classes: list.map((c) => ({ ...c, curriculum: byClass.get(c.id) ?? yearCurriculum })),
    classId: chosen,
    rows: rows.map((r) => ({
      courseId: r.courseId,
      code: r.code,
      name: r.name,
      groupCode: r.groupCode,
      groupName: r.groupName,
      subjectName: r.subjectName,
      position: r.position,
      inRapor: r.inRapor,
      raporName: r.raporName,
      atpId: r.atpId,
      atps: atps
        .filter((a) => a.subjectId === r.subjectId && (a.courseId === null || a.courseId === r.courseId))
        .map((a) => ({ id: a.id, title: a.title, tpCount: a.tpCount })),
      kdCount: kds.find((k) => k.subjectId === r.subjectId)?.n ?? 0,
    })),
    canEdit: curriculumAllows('school.write', ctx.session.userTypeId),
  };
}

/** GET /api/curriculum/rapor-mapping */
export async function getRaporMapping({ ctx, input }: { ctx: SessionContext; input: { classId?: number } }) {
  requireCurriculum(ctx, 'read');
  return readMapping(ctx.db, ctx, await yearOf(ctx), input.classId);
}

type MappingRow = { courseId: number; inRapor: boolean; raporName?: string | null; atpId?: number | null };

/** PUT /api/curriculum/rapor-mapping: the rows in their new order; every course must be one the grade teaches. */
export async function saveRaporMapping({ ctx, input }: { ctx: SessionContext; input: { classId: number; rows: MappingRow[] } }) {
  requireCurriculum(ctx, 'school.write');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [grade] = await tx
      .select({ id: classes.id, phase: classes.phase })
      .from(classes)
      .where(and(eq(classes.schoolId, schoolId), eq(classes.id, input.classId)));
    if (!grade) throw validationError({ classId: ['Tingkat tidak ditemukan.'] });
    const current = await mappingRows(tx, schoolId, year.id, grade.id);
    const taught = new Map(current.map((r) => [r.courseId, r]));
    const atpIds = input.rows.map((r) => r.atpId).filter((a): a is number => !!a);
    const atps = atpIds.length
      ? await tx
          .select({ id: curriculumAtps.id, subjectId: curriculumAtps.subjectId, phase: curriculumAtps.phase })
          .from(curriculumAtps)
          .where(and(eq(curriculumAtps.schoolId, schoolId), inArray(curriculumAtps.id, atpIds)))
      : [];
    const errors: FieldErrors = {};
    input.rows.forEach((r, i) => {
      const course = taught.get(r.courseId);
      if (!course) errors[`rows.${i}.courseId`] = ['Mapel ini tidak diajarkan di tingkat ini (atur di Pemetaan Mapel per Tingkat).'];
      const atp = r.atpId ? atps.find((a) => a.id === r.atpId) : null;
      if (r.atpId && (!atp || atp.subjectId !== course?.subjectId || atp.phase !== grade.phase))
        errors[`rows.${i}.atpId`] = ['ATP ini bukan untuk mapel dan fase tingkat ini.'];
    });
    if (Object.keys(errors).length) throw validationError(errors);
    if (input.rows.length) {
      await tx
        .insert(gradeSubjects)
        .values(
          input.rows.map((r, i) => ({
            schoolId,
            academicYearId: year.id,
            classId: grade.id,
            courseId: r.courseId,
            position: i + 1,
            inRapor: r.inRapor,
            raporName: r.raporName ?? null,
            atpId: r.atpId ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: [gradeSubjects.academicYearId, gradeSubjects.classId, gradeSubjects.courseId],
          set: { position: sql`excluded.position`, inRapor: sql`excluded.in_rapor`, raporName: sql`excluded.rapor_name`, atpId: sql`excluded.sd_cur_atp_id` },
        });
    }
    await recordAudit(tx, ctx, { resource: 'curriculum_rapor_mapping', recordId: grade.id, action: 'update', after: input.rows });
    return readMapping(tx, ctx, year, grade.id);
  });
}
