import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { classes } from '../../db/schema/master.ts';
import { gradeCurricula } from '../../db/schema/curriculum.ts';
import { CURRICULUM_IDS } from '../../db/seed/reference.ts';
import type { SessionContext } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import { curriculumAllows } from '../../../shared/curriculum/permissions.ts';
import { requireCurriculum, yearOf } from '../guard.ts';
import { schoolClasses } from './grade-matrix.ts';

export type CurriculumKind = 'merdeka' | 'k13';

/** The curriculum each grade level runs in a year: the school's choice, else the academic year's curriculum. */
export async function curriculaOf(
  db: Db | Tx,
  schoolId: number,
  year: { id: number; curriculumId: number | null },
): Promise<{ yearCurriculum: CurriculumKind; byClass: Map<number, CurriculumKind> }> {
  const yearCurriculum: CurriculumKind = year.curriculumId === CURRICULUM_IDS.K13 ? 'k13' : 'merdeka';
  const rows = await db
    .select({ classId: gradeCurricula.classId, curriculum: gradeCurricula.curriculum })
    .from(gradeCurricula)
    .where(and(eq(gradeCurricula.schoolId, schoolId), eq(gradeCurricula.academicYearId, year.id)));
  return { yearCurriculum, byClass: new Map(rows.map((r) => [r.classId, r.curriculum])) };
}

/** The K13 stage of a grade: SD 1–6, SMP 7–9, SMA/SMK 10+. */
export const stageOfGrade = (grade: number) => (grade <= 6 ? 'SD' : grade <= 9 ? 'SMP' : 'SMA');

async function readCurricula(db: Db | Tx, ctx: SessionContext, year: { id: number; description: string; curriculumId: number | null }) {
  const schoolId = ctx.session.schoolId;
  const [list, { yearCurriculum, byClass }] = await Promise.all([schoolClasses(db, schoolId), curriculaOf(db, schoolId, year)]);
  const counts = await db.execute<{ kind: string; key: string; n: number }>(sql`
    select 'cp' as kind, phase as key, count(*)::int as n from sd_cur_cps where sd_school_id = ${schoolId} group by phase
    union all select 'ki', stage, count(*)::int from sd_cur_kis where sd_school_id = ${schoolId} group by stage
    union all select 'kd', grade::text, count(*)::int from sd_cur_kds where sd_school_id = ${schoolId} group by grade`);
  const rows = counts.rows;
  const count = (kind: string, key: string | null) => Number(rows.find((r) => r.kind === kind && r.key === key)?.n ?? 0);
  return {
    yearLabel: year.description,
    yearCurriculum,
    classes: list.map((c) => ({
      ...c,
      curriculum: byClass.get(c.id) ?? yearCurriculum,
      chosen: byClass.has(c.id),
      cpCount: count('cp', c.phase),
      kiCount: count('ki', stageOfGrade(c.grade)),
      kdCount: count('kd', String(c.grade)),
    })),
    canEdit: curriculumAllows('school.write', ctx.session.userTypeId),
  };
}

/** GET /api/curriculum/grade-curricula */
export async function getGradeCurricula({ ctx }: { ctx: SessionContext }) {
  requireCurriculum(ctx, 'read');
  return readCurricula(ctx.db, ctx, await yearOf(ctx));
}

/** PUT /api/curriculum/grade-curricula */
export async function saveGradeCurricula({ ctx, input }: { ctx: SessionContext; input: { rows: { classId: number; curriculum: CurriculumKind }[] } }) {
  requireCurriculum(ctx, 'school.write');
  const schoolId = ctx.session.schoolId;
  const year = await yearOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const ids = input.rows.map((r) => r.classId);
    const own = new Set(
      (
        await tx
          .select({ id: classes.id })
          .from(classes)
          .where(and(eq(classes.schoolId, schoolId), inArray(classes.id, ids)))
      ).map((r) => r.id),
    );
    const bad = input.rows.findIndex((r) => !own.has(r.classId));
    if (bad >= 0) throw validationError({ [`rows.${bad}.classId`]: ['Tingkat tidak ditemukan.'] });
    await tx
      .insert(gradeCurricula)
      .values(input.rows.map((r) => ({ schoolId, academicYearId: year.id, classId: r.classId, curriculum: r.curriculum })))
      .onConflictDoUpdate({ target: [gradeCurricula.academicYearId, gradeCurricula.classId], set: { curriculum: sql`excluded.curriculum` } });
    await recordAudit(tx, ctx, { resource: 'curriculum_grade_curricula', recordId: year.id, action: 'update', after: input.rows });
    return readCurricula(tx, ctx, year);
  });
}
