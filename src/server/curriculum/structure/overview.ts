import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { classes, courses } from '../../db/schema/master.ts';
import { courseProfiles, curriculumAtps, curriculumCps, curriculumSubjects, curriculumTps } from '../../db/schema/curriculum.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { curriculumAllows } from '../../../shared/curriculum/permissions.ts';
import { PHASE_CODES, type PhaseCode } from '../../../shared/curriculum/types.ts';
import { requireCurriculum } from '../guard.ts';
import { visibleCps } from '../atps.ts';

type CountRow = { kind: string; subject: number; key: string; platform: number; school: number };

/** GET /api/curriculum/overview: per subject, what the platform and the school have per phase and grade (one statement of counts). */
export async function getOverview({ ctx }: { ctx: SessionContext }) {
  requireCurriculum(ctx, 'read');
  const schoolId = ctx.session.schoolId;
  const [subjects, counts, links, phases] = await Promise.all([
    ctx.db
      .select({ id: curriculumSubjects.id, code: curriculumSubjects.code, name: curriculumSubjects.name, curriculum: curriculumSubjects.curriculum })
      .from(curriculumSubjects)
      .orderBy(asc(curriculumSubjects.sortOrder), asc(curriculumSubjects.name)),
    ctx.db.execute<CountRow>(sql`
      select 'cp' as kind, sd_cur_subject_id as subject, phase as key, count(*) filter (where sd_school_id is null)::int as platform, count(*) filter (where sd_school_id = ${schoolId})::int as school
        from sd_cur_cps where sd_school_id is null or sd_school_id = ${schoolId} group by sd_cur_subject_id, phase
      union all
      select 'atp', sd_cur_subject_id, phase, count(*) filter (where sd_school_id is null)::int, count(*) filter (where sd_school_id = ${schoolId})::int
        from sd_cur_atps where sd_school_id is null or sd_school_id = ${schoolId} group by sd_cur_subject_id, phase
      union all
      select 'tp', a.sd_cur_subject_id, a.phase, 0, count(*)::int
        from sd_cur_tps t join sd_cur_atps a on a.sd_cur_atp_id = t.sd_cur_atp_id where t.sd_school_id = ${schoolId} group by a.sd_cur_subject_id, a.phase
      union all
      select 'kd', sd_cur_subject_id, grade::text, count(*) filter (where sd_school_id is null)::int, count(*) filter (where sd_school_id = ${schoolId})::int
        from sd_cur_kds where sd_school_id is null or sd_school_id = ${schoolId} group by sd_cur_subject_id, grade`),
    ctx.db
      .select({ subjectId: courseProfiles.subjectId, name: courses.name })
      .from(courseProfiles)
      .innerJoin(courses, eq(courses.id, courseProfiles.courseId))
      .where(eq(courseProfiles.schoolId, schoolId)),
    ctx.db.selectDistinct({ phase: classes.phase }).from(classes).where(eq(classes.schoolId, schoolId)),
  ]);
  const rows = counts.rows.map((r) => ({ ...r, subject: Number(r.subject), platform: Number(r.platform), school: Number(r.school) }));
  const get = (kind: string, subject: number, key: string) => rows.find((r) => r.kind === kind && r.subject === subject && r.key === key);
  return {
    subjects: subjects.map((s) => ({
      ...s,
      phases: PHASE_CODES.map((phase) => ({
        phase,
        platformCp: get('cp', s.id, phase)?.platform ?? 0,
        schoolCp: get('cp', s.id, phase)?.school ?? 0,
        platformAtp: get('atp', s.id, phase)?.platform ?? 0,
        schoolAtp: get('atp', s.id, phase)?.school ?? 0,
        schoolTp: get('tp', s.id, phase)?.school ?? 0,
      })).filter((p) => p.platformCp + p.schoolCp + p.platformAtp + p.schoolAtp > 0),
      kdGrades: rows
        .filter((r) => r.kind === 'kd' && r.subject === s.id)
        .map((r) => ({ grade: Number(r.key), platform: r.platform, school: r.school }))
        .sort((a, b) => a.grade - b.grade),
      courses: links.filter((l) => l.subjectId === s.id).map((l) => l.name),
    })),
    schoolPhases: phases
      .map((p) => p.phase)
      .filter((p): p is PhaseCode => !!p && (PHASE_CODES as readonly string[]).includes(p))
      .sort(),
    canEditSchool: curriculumAllows('school.write', ctx.session.userTypeId),
  };
}

/** GET /api/curriculum/subjects/:id/phases/:phase: the CP (the school's copies where it has them) with the ATPs and their TPs. */
export async function getSubjectPhase({ ctx, id, phase }: { ctx: SessionContext; id: number; phase: PhaseCode }) {
  requireCurriculum(ctx, 'read');
  const schoolId = ctx.session.schoolId;
  const [subject] = await ctx.db
    .select({ id: curriculumSubjects.id, code: curriculumSubjects.code, name: curriculumSubjects.name })
    .from(curriculumSubjects)
    .where(eq(curriculumSubjects.id, id));
  if (!subject) throw notFound('Mata pelajaran referensi tidak ditemukan.');
  const [cps, tps] = await Promise.all([
    ctx.db
      .select({ id: curriculumCps.id, element: curriculumCps.element, description: curriculumCps.description, schoolId: curriculumCps.schoolId })
      .from(curriculumCps)
      .where(and(eq(curriculumCps.subjectId, id), eq(curriculumCps.phase, phase), visibleCps(schoolId)))
      .orderBy(sql`${curriculumCps.schoolId} nulls last`, asc(curriculumCps.position), asc(curriculumCps.id)),
    ctx.db
      .select({
        atpId: curriculumAtps.id,
        title: curriculumAtps.title,
        atpSchool: curriculumAtps.schoolId,
        courseName: courses.name,
        id: curriculumTps.id,
        code: curriculumTps.code,
        description: curriculumTps.description,
        element: curriculumCps.element,
        grade: curriculumTps.grade,
        semester: curriculumTps.semester,
        hours: curriculumTps.hours,
      })
      .from(curriculumAtps)
      .leftJoin(courses, eq(courses.id, curriculumAtps.courseId))
      .leftJoin(curriculumTps, eq(curriculumTps.atpId, curriculumAtps.id))
      .leftJoin(curriculumCps, eq(curriculumCps.id, curriculumTps.cpId))
      .where(and(eq(curriculumAtps.subjectId, id), eq(curriculumAtps.phase, phase), or(isNull(curriculumAtps.schoolId), eq(curriculumAtps.schoolId, schoolId))))
      .orderBy(sql`${curriculumAtps.schoolId} nulls last`, asc(curriculumAtps.id), asc(curriculumTps.position)),
  ]);
  const atps = new Map<
    number,
    {
      id: number;
      title: string;
      owner: 'platform' | 'school';
      courseName: string | null;
      tps: { id: number; code: string; description: string; element: string | null; grade: number | null; semester: string | null; hours: number | null }[];
    }
  >();
  for (const r of tps) {
    if (!atps.has(r.atpId))
      atps.set(r.atpId, { id: r.atpId, title: r.title, owner: r.atpSchool === null ? 'platform' : 'school', courseName: r.courseName, tps: [] });
    if (r.id !== null)
      atps
        .get(r.atpId)!
        .tps.push({ id: r.id, code: r.code!, description: r.description!, element: r.element, grade: r.grade, semester: r.semester, hours: r.hours });
  }
  return {
    subject,
    phase,
    cpOwner: (cps.some((c) => c.schoolId !== null) ? 'school' : 'platform') as 'platform' | 'school',
    cps: cps.map(({ id: cpId, element, description }) => ({ id: cpId, element, description })),
    atps: [...atps.values()],
  };
}
