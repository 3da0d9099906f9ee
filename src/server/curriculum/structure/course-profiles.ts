import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../audit/record-audit.ts';
import { classes, courseSettings, courses } from '../../db/schema/master.ts';
import { courseGroups, courseProfiles, courseTypes, curriculumCps, curriculumKds, curriculumSubjects } from '../../db/schema/curriculum.ts';
import type { SessionContext } from '../../http/context.ts';
import { validationError, type FieldErrors } from '../../http/errors.ts';
import { curriculumAllows } from '../../../shared/curriculum/permissions.ts';
import { requireCurriculum, yearOf } from '../guard.ts';

async function readProfiles(db: Db | Tx, ctx: SessionContext, year: { id: number } | null) {
  const schoolId = ctx.session.schoolId;
  const [list, types, groups, subjects, taught] = await Promise.all([
    db
      .select({
        courseId: courses.id,
        code: courses.code,
        name: courses.name,
        isActive: courses.isActive,
        subjectId: courseProfiles.subjectId,
        courseTypeId: courseProfiles.courseTypeId,
        courseGroupId: courseProfiles.courseGroupId,
      })
      .from(courses)
      .leftJoin(courseProfiles, eq(courseProfiles.courseId, courses.id))
      .where(eq(courses.schoolId, schoolId))
      .orderBy(sql`${courses.sortOrder} nulls last`, asc(courses.name)),
    db
      .select({ id: courseTypes.id, name: courseTypes.name })
      .from(courseTypes)
      .where(eq(courseTypes.schoolId, schoolId))
      .orderBy(sql`${courseTypes.sortOrder} nulls last`, asc(courseTypes.name)),
    db
      .select({ id: courseGroups.id, name: courseGroups.name, code: courseGroups.code, courseTypeId: courseGroups.courseTypeId })
      .from(courseGroups)
      .where(eq(courseGroups.schoolId, schoolId))
      .orderBy(asc(courseGroups.sortOrder), asc(courseGroups.code)),
    db
      .select({
        id: curriculumSubjects.id,
        code: curriculumSubjects.code,
        name: curriculumSubjects.name,
        curriculum: curriculumSubjects.curriculum,
        cpPhases: sql<
          string[]
        >`coalesce((select array_agg(distinct c.phase order by c.phase) from ${curriculumCps} c where c.sd_cur_subject_id = ${curriculumSubjects.id} and (c.sd_school_id is null or c.sd_school_id = ${schoolId})), '{}')`,
        kdGrades: sql<
          number[]
        >`coalesce((select array_agg(distinct k.grade order by k.grade) from ${curriculumKds} k where k.sd_cur_subject_id = ${curriculumSubjects.id} and (k.sd_school_id is null or k.sd_school_id = ${schoolId})), '{}')`,
      })
      .from(curriculumSubjects)
      .orderBy(asc(curriculumSubjects.sortOrder), asc(curriculumSubjects.name)),
    year
      ? db
          .select({ courseId: courseSettings.courseId, grade: classes.grade })
          .from(courseSettings)
          .innerJoin(classes, eq(classes.id, courseSettings.classId))
          .where(and(eq(courseSettings.schoolId, schoolId), eq(courseSettings.academicYearId, year.id)))
      : Promise.resolve([]),
  ]);
  const gradesOf = new Map<number, number[]>();
  for (const t of taught)
    gradesOf.set(
      t.courseId,
      [...(gradesOf.get(t.courseId) ?? []), t.grade].sort((a, b) => a - b),
    );
  return {
    courses: list.map((c) => ({ ...c, grades: gradesOf.get(c.courseId) ?? [] })),
    types,
    groups,
    subjects: subjects.map((s) => ({ ...s, cpPhases: s.cpPhases ?? [], kdGrades: (s.kdGrades ?? []).map(Number) })),
    canEdit: curriculumAllows('school.write', ctx.session.userTypeId),
  };
}

/** GET /api/curriculum/course-profiles */
export async function getCourseProfiles({ ctx }: { ctx: SessionContext }) {
  requireCurriculum(ctx, 'read');
  return readProfiles(ctx.db, ctx, await yearOf(ctx).catch(() => null));
}

type ProfileRow = { courseId: number; subjectId: number | null; courseTypeId: number | null; courseGroupId: number | null };

/** PUT /api/curriculum/course-profiles: every reference must be the school's own (or a platform subject). */
export async function saveCourseProfiles({ ctx, input }: { ctx: SessionContext; input: { rows: ProfileRow[] } }) {
  requireCurriculum(ctx, 'school.write');
  const schoolId = ctx.session.schoolId;
  // Read before the transaction: PGlite has one connection, so ctx.db inside it would wait for it forever.
  const year = await yearOf(ctx).catch(() => null);
  return ctx.db.transaction(async (tx) => {
    const ids = (rows: ProfileRow[], key: keyof ProfileRow) => [...new Set(rows.map((r) => r[key]).filter((v): v is number => !!v))];
    const [ownCourses, ownTypes, ownGroups, subjects] = await Promise.all([
      tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.schoolId, schoolId), inArray(courses.id, ids(input.rows, 'courseId')))),
      ids(input.rows, 'courseTypeId').length
        ? tx
            .select({ id: courseTypes.id })
            .from(courseTypes)
            .where(and(eq(courseTypes.schoolId, schoolId), inArray(courseTypes.id, ids(input.rows, 'courseTypeId'))))
        : [],
      ids(input.rows, 'courseGroupId').length
        ? tx
            .select({ id: courseGroups.id })
            .from(courseGroups)
            .where(and(eq(courseGroups.schoolId, schoolId), inArray(courseGroups.id, ids(input.rows, 'courseGroupId'))))
        : [],
      ids(input.rows, 'subjectId').length
        ? tx
            .select({ id: curriculumSubjects.id })
            .from(curriculumSubjects)
            .where(inArray(curriculumSubjects.id, ids(input.rows, 'subjectId')))
        : [],
    ]);
    const has = (list: { id: number }[]) => new Set(list.map((r) => r.id));
    const [c, t, g, s] = [has(ownCourses), has(ownTypes), has(ownGroups), has(subjects)];
    const errors: FieldErrors = {};
    input.rows.forEach((r, i) => {
      if (!c.has(r.courseId)) errors[`rows.${i}.courseId`] = ['Mata pelajaran tidak ditemukan.'];
      if (r.courseTypeId && !t.has(r.courseTypeId)) errors[`rows.${i}.courseTypeId`] = ['Jenis mapel tidak ditemukan.'];
      if (r.courseGroupId && !g.has(r.courseGroupId)) errors[`rows.${i}.courseGroupId`] = ['Kelompok mapel tidak ditemukan.'];
      if (r.subjectId && !s.has(r.subjectId)) errors[`rows.${i}.subjectId`] = ['Mapel referensi tidak ditemukan.'];
    });
    if (Object.keys(errors).length) throw validationError(errors);
    await tx
      .insert(courseProfiles)
      .values(input.rows.map((r) => ({ ...r, schoolId })))
      .onConflictDoUpdate({
        target: courseProfiles.courseId,
        set: { subjectId: sql`excluded.sd_cur_subject_id`, courseTypeId: sql`excluded.sd_course_type_id`, courseGroupId: sql`excluded.sd_course_group_id` },
      });
    await recordAudit(tx, ctx, { resource: 'curriculum_course_profiles', recordId: schoolId, action: 'update', after: input.rows });
    return readProfiles(tx, ctx, year);
  });
}
