import { and, asc, eq } from 'drizzle-orm';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { Db } from '../db/client.ts';
import { planRequirements } from '../db/schema/planning.ts';
import type { SessionContext } from '../http/context.ts';
import { yearOf } from '../grades/guard.ts';
import { settingsOf } from '../grades/settings.ts';
import { CURRICULUM_IDS } from '../db/seed/reference.ts';
import { PLAN_KINDS, type PlanKind } from '../../shared/planning/model.ts';
import { allows, requirePlanning } from './guard.ts';

export interface Requirement {
  kind: PlanKind;
  dueDate: string | null;
  note: string | null;
}

/** Until the school sets its own: modul ajar under Kurikulum Merdeka, silabus and RPP under K13. */
export const defaultKinds = (curriculumId: number | null): PlanKind[] => (curriculumId === CURRICULUM_IDS.K13 ? ['silabus', 'rpp'] : ['modul_ajar']);
export const curriculumName = (curriculumId: number | null) => (curriculumId === CURRICULUM_IDS.K13 ? 'Kurikulum 2013' : 'Kurikulum Merdeka');

/** The documents required in a semester, and whether they are the defaults. */
export async function requirementsOf(
  db: Db | Tx,
  schoolId: number,
  year: { id: number; curriculumId: number | null },
  semester: string,
): Promise<{ list: Requirement[]; defaulted: boolean }> {
  const rows = await db
    .select({ kind: planRequirements.kind, dueDate: planRequirements.dueDate, note: planRequirements.note })
    .from(planRequirements)
    .where(and(eq(planRequirements.schoolId, schoolId), eq(planRequirements.academicYearId, year.id), eq(planRequirements.semester, semester)))
    .orderBy(asc(planRequirements.kind));
  if (rows.length) return { list: rows, defaulted: false };
  return { list: defaultKinds(year.curriculumId).map((kind) => ({ kind, dueDate: null, note: null })), defaulted: true };
}

/** The session's year and the semester asked for (else the school's active one). */
export async function periodOf(ctx: SessionContext, semester?: string) {
  const year = await yearOf(ctx);
  return { year, semester: semester ?? (await settingsOf(ctx.db, ctx.session.schoolId, year.id)).semester };
}

async function answer(db: Db | Tx, ctx: SessionContext, year: Awaited<ReturnType<typeof yearOf>>, semester: string) {
  const { list, defaulted } = await requirementsOf(db, ctx.session.schoolId, year, semester);
  return {
    yearLabel: year.description,
    semester,
    curriculum: curriculumName(year.curriculumId),
    defaulted,
    canEdit: allows(ctx, 'requirements.write'),
    requirements: PLAN_KINDS.map((kind) => {
      const r = list.find((x) => x.kind === kind);
      return { kind, required: !!r, dueDate: r?.dueDate ?? null, note: r?.note ?? null };
    }),
  };
}

/** GET /api/planning/requirements?semester= */
export async function getRequirements({ ctx, input }: { ctx: SessionContext; input: { semester?: '1' | '2' } }) {
  requirePlanning(ctx, 'supervision.read');
  const { year, semester } = await periodOf(ctx, input.semester);
  return answer(ctx.db, ctx, year, semester);
}

/** PUT /api/planning/requirements */
export async function saveRequirements({
  ctx,
  input,
}: {
  ctx: SessionContext;
  input: { semester: '1' | '2'; requirements: { kind: PlanKind; required: boolean; dueDate: string | null; note: string | null }[] };
}) {
  requirePlanning(ctx, 'requirements.write');
  const year = await yearOf(ctx);
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const before = await requirementsOf(tx, schoolId, year, input.semester);
    await tx
      .delete(planRequirements)
      .where(and(eq(planRequirements.schoolId, schoolId), eq(planRequirements.academicYearId, year.id), eq(planRequirements.semester, input.semester)));
    const kept = [...new Map(input.requirements.filter((r) => r.required).map((r) => [r.kind, r])).values()];
    if (kept.length)
      await tx
        .insert(planRequirements)
        .values(kept.map((r) => ({ schoolId, academicYearId: year.id, semester: input.semester, kind: r.kind, dueDate: r.dueDate, note: r.note })));
    await recordAudit(tx, ctx, {
      resource: 'planning_requirements',
      recordId: `${year.id}:${input.semester}`,
      action: 'update',
      before: before.list,
      after: kept,
    });
    return answer(tx, ctx, year, input.semester);
  });
}
