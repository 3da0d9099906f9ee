import { and, asc, eq, sql } from 'drizzle-orm';
import { classes, courseSettings, courses } from '../../db/schema/master.ts';
import { courseGroups, courseProfiles, courseTypes, curriculumAtps, curriculumSubjects } from '../../db/schema/curriculum.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { PHASE_CODES, type PhaseCode } from '../../../shared/curriculum/types.ts';
import { requireCurriculum, yearOf } from '../guard.ts';
import { curriculaOf } from './grade-curricula.ts';

/** GET /api/curriculum/courses/:id: one course of the school and everything the curriculum knows about it. */
export async function getCourseDetail({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireCurriculum(ctx, 'read');
  const schoolId = ctx.session.schoolId;
  const [row] = await ctx.db
    .select({
      id: courses.id,
      code: courses.code,
      name: courses.name,
      isActive: courses.isActive,
      subjectId: curriculumSubjects.id,
      subjectCode: curriculumSubjects.code,
      subjectName: curriculumSubjects.name,
      typeName: courseTypes.name,
      groupName: courseGroups.name,
    })
    .from(courses)
    .leftJoin(courseProfiles, eq(courseProfiles.courseId, courses.id))
    .leftJoin(curriculumSubjects, eq(curriculumSubjects.id, courseProfiles.subjectId))
    .leftJoin(courseTypes, eq(courseTypes.id, courseProfiles.courseTypeId))
    .leftJoin(courseGroups, eq(courseGroups.id, courseProfiles.courseGroupId))
    .where(and(eq(courses.id, id), eq(courses.schoolId, schoolId)));
  if (!row) throw notFound('Mata pelajaran tidak ditemukan.');
  const year = await yearOf(ctx);
  const [grades, { yearCurriculum, byClass }, counts, atps] = await Promise.all([
    ctx.db
      .select({
        classId: classes.id,
        name: classes.name,
        grade: classes.grade,
        phase: classes.phase,
        hoursPerWeek: courseSettings.hoursPerWeek,
        kkm: courseSettings.kkm,
      })
      .from(courseSettings)
      .innerJoin(classes, eq(classes.id, courseSettings.classId))
      .where(and(eq(courseSettings.courseId, id), eq(courseSettings.academicYearId, year.id)))
      .orderBy(asc(classes.grade)),
    curriculaOf(ctx.db, schoolId, year),
    row.subjectId
      ? ctx.db.execute<{ kind: string; key: string; platform: number; school: number }>(sql`
          select 'cp' as kind, phase as key, count(*) filter (where sd_school_id is null)::int as platform, count(*) filter (where sd_school_id = ${schoolId})::int as school
            from sd_cur_cps where sd_cur_subject_id = ${row.subjectId} and (sd_school_id is null or sd_school_id = ${schoolId}) group by phase
          union all
          select 'kd', grade::text, count(*) filter (where sd_school_id is null)::int, count(*) filter (where sd_school_id = ${schoolId})::int
            from sd_cur_kds where sd_cur_subject_id = ${row.subjectId} and (sd_school_id is null or sd_school_id = ${schoolId}) group by grade`)
      : Promise.resolve({ rows: [] as { kind: string; key: string; platform: number; school: number }[] }),
    ctx.db
      .select({
        id: curriculumAtps.id,
        title: curriculumAtps.title,
        phase: curriculumAtps.phase,
        tpCount: sql<number>`(select count(*)::int from sd_cur_tps t where t.sd_cur_atp_id = "sd_cur_atps"."sd_cur_atp_id")`,
      })
      .from(curriculumAtps)
      .where(and(eq(curriculumAtps.schoolId, schoolId), eq(curriculumAtps.courseId, id)))
      .orderBy(asc(curriculumAtps.phase), asc(curriculumAtps.id)),
  ]);
  const rows = counts.rows;
  return {
    course: { id: row.id, code: row.code, name: row.name, isActive: row.isActive },
    subject: row.subjectId ? { id: row.subjectId, code: row.subjectCode!, name: row.subjectName! } : null,
    typeName: row.typeName,
    groupName: row.groupName,
    grades: grades.map((g) => ({ ...g, curriculum: byClass.get(g.classId) ?? yearCurriculum })),
    phases: rows
      .filter((r) => r.kind === 'cp' && (PHASE_CODES as readonly string[]).includes(r.key))
      .map((r) => ({ phase: r.key as PhaseCode, platformCp: Number(r.platform), schoolCp: Number(r.school) }))
      .sort((a, b) => a.phase.localeCompare(b.phase)),
    kdGrades: rows
      .filter((r) => r.kind === 'kd')
      .map((r) => ({ grade: Number(r.key), platform: Number(r.platform), school: Number(r.school) }))
      .sort((a, b) => a.grade - b.grade),
    atps,
  };
}
