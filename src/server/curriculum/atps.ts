import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { courses } from '../db/schema/master.ts';
import { curriculumAtps, curriculumCps, curriculumSubjects, curriculumTps } from '../db/schema/curriculum.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { listAtpsContract } from '../../shared/api/curriculum/atp.ts';
import type { ParsedInput } from '../../shared/api/contract.ts';
import { curriculumAllows, type Owner } from '../../shared/curriculum/permissions.ts';
import { PHASE_GRADES, type PhaseCode } from '../../shared/curriculum/types.ts';
import { requireCurriculum, yearOf } from './guard.ts';
import { myCourseIds } from './my-courses.ts';

const atpColumns = (schoolId: number) => ({
  id: curriculumAtps.id,
  schoolId: curriculumAtps.schoolId,
  title: curriculumAtps.title,
  description: curriculumAtps.description,
  subjectId: curriculumAtps.subjectId,
  subjectName: curriculumSubjects.name,
  phase: curriculumAtps.phase,
  courseId: curriculumAtps.courseId,
  courseName: courses.name,
  copiedFromId: curriculumAtps.copiedFromId,
  revision: curriculumAtps.revision,
  updatedAt: curriculumAtps.updatedAt,
  tpCount: sql<number>`(select count(*)::int from sd_cur_tps t where t.sd_cur_atp_id = "sd_cur_atps"."sd_cur_atp_id")`,
  copyId: sql<
    number | null
  >`(select c.sd_cur_atp_id from sd_cur_atps c where c.copied_from_id = "sd_cur_atps"."sd_cur_atp_id" and c.sd_school_id = ${schoolId} order by 1 limit 1)`,
});

type AtpRecord = Awaited<ReturnType<typeof selectAtps>>[number];

async function selectAtps(db: Db | Tx, schoolId: number, where: SQL[]) {
  return db
    .select(atpColumns(schoolId))
    .from(curriculumAtps)
    .innerJoin(curriculumSubjects, eq(curriculumSubjects.id, curriculumAtps.subjectId))
    .leftJoin(courses, eq(courses.id, curriculumAtps.courseId))
    .where(and(...where))
    .orderBy(asc(curriculumSubjects.sortOrder), asc(curriculumAtps.phase), desc(curriculumAtps.updatedAt), asc(curriculumAtps.id));
}

function toRow(r: AtpRecord) {
  const owner: Owner = r.schoolId === null ? 'platform' : 'school';
  return {
    id: r.id,
    owner,
    title: r.title,
    subjectId: r.subjectId,
    subjectName: r.subjectName,
    phase: r.phase as PhaseCode,
    courseId: r.courseId,
    courseName: r.courseName,
    tpCount: r.tpCount,
    copiedFromId: r.copiedFromId,
    copyId: owner === 'platform' ? r.copyId : null,
    updatedAt: r.updatedAt,
  };
}

/** GET /api/curriculum/atps */
export async function listAtps({ ctx, input }: { ctx: SessionContext; input: ParsedInput<typeof listAtpsContract> }) {
  requireCurriculum(ctx, 'read');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx).catch(() => null);
  const mine = await myCourseIds(ctx, year?.id ?? null);
  const where: SQL[] = [
    input.owner === 'platform'
      ? isNull(curriculumAtps.schoolId)
      : input.owner === 'school'
        ? eq(curriculumAtps.schoolId, schoolId)
        : or(isNull(curriculumAtps.schoolId), eq(curriculumAtps.schoolId, schoolId))!,
  ];
  if (input.subjectId) where.push(eq(curriculumAtps.subjectId, input.subjectId));
  if (input.phase) where.push(eq(curriculumAtps.phase, input.phase));
  if (input.courseId) where.push(eq(curriculumAtps.courseId, input.courseId));
  if (input.mine === '1') where.push(mine.length ? inArray(curriculumAtps.courseId, mine) : sql`false`);
  const rows = await selectAtps(ctx.db, schoolId, where);
  return {
    data: rows.map(toRow),
    canEditPlatform: curriculumAllows('reference.write', ctx.session.userTypeId),
    canEditSchool: curriculumAllows('school.write', ctx.session.userTypeId),
    myCourseIds: mine,
  };
}

/** An ATP this session may see (the school's or the platform's), else 404. */
export async function visibleAtp(db: Db | Tx, ctx: SessionContext, id: number): Promise<AtpRecord> {
  const [row] = await selectAtps(db, ctx.session.schoolId, [
    eq(curriculumAtps.id, id),
    or(isNull(curriculumAtps.schoolId), eq(curriculumAtps.schoolId, ctx.session.schoolId))!,
  ]);
  if (!row) throw notFound('ATP tidak ditemukan.');
  return row;
}

/** The CPs an ATP of this owner may use: the school's own, and the platform's it has not copied (else both would show). */
export function visibleCps(schoolId: number | null): SQL {
  if (schoolId === null) return isNull(curriculumCps.schoolId);
  return or(
    eq(curriculumCps.schoolId, schoolId),
    and(
      isNull(curriculumCps.schoolId),
      sql`not exists (select 1 from sd_cur_cps c2 where c2.copied_from_id = "sd_cur_cps"."sd_cur_cp_id" and c2.sd_school_id = ${schoolId})`,
    ),
  )!;
}

/** The ATP with its TPs in order and the CP elements they may sit under: three statements, whatever the TP count. */
export async function readAtp(db: Db | Tx, ctx: SessionContext, id: number) {
  const atp = await visibleAtp(db, ctx, id);
  const owner: Owner = atp.schoolId === null ? 'platform' : 'school';
  const [tps, cps] = await Promise.all([
    db
      .select({
        id: curriculumTps.id,
        code: curriculumTps.code,
        description: curriculumTps.description,
        cpId: curriculumTps.cpId,
        element: curriculumCps.element,
        grade: curriculumTps.grade,
        semester: curriculumTps.semester,
        hours: curriculumTps.hours,
        position: curriculumTps.position,
        questionCount: sql<number>`(select count(*)::int from sd_cur_tp_questions q where q.sd_cur_tp_id = "sd_cur_tps"."sd_cur_tp_id")`,
      })
      .from(curriculumTps)
      .leftJoin(curriculumCps, eq(curriculumCps.id, curriculumTps.cpId))
      .where(eq(curriculumTps.atpId, id))
      .orderBy(asc(curriculumTps.position), asc(curriculumTps.id)),
    db
      .select({ id: curriculumCps.id, element: curriculumCps.element, description: curriculumCps.description, schoolId: curriculumCps.schoolId })
      .from(curriculumCps)
      .where(and(eq(curriculumCps.subjectId, atp.subjectId), eq(curriculumCps.phase, atp.phase), visibleCps(atp.schoolId)))
      .orderBy(sql`${curriculumCps.schoolId} nulls last`, asc(curriculumCps.position), asc(curriculumCps.id)),
  ]);
  const canEdit = curriculumAllows(owner === 'platform' ? 'reference.write' : 'school.write', ctx.session.userTypeId);
  return {
    atp: { ...toRow(atp), description: atp.description, revision: atp.revision },
    tps: tps.map((t) => ({ ...t, semester: (t.semester as '1' | '2' | null) ?? null })),
    cps: cps.map((c) => ({ id: c.id, element: c.element, description: c.description, owner: (c.schoolId === null ? 'platform' : 'school') as Owner })),
    grades: [...PHASE_GRADES[atp.phase as PhaseCode]],
    canEdit,
    totalHours: tps.reduce((sum, t) => sum + (t.hours ?? 0), 0),
  };
}

/** GET /api/curriculum/atps/:id */
export async function getAtp({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireCurriculum(ctx, 'read');
  return readAtp(ctx.db, ctx, id);
}
