import { eq, inArray, sql } from 'drizzle-orm';
import { ppdbPathways, ppdbPeriods, ppdbRegistrations } from '../db/schema/ppdb.ts';
import { foundations, schoolStages, schools } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';
import { requirePpdb } from './guard.ts';
import { readPeriods } from './read-periods.ts';
import { countByPathway, countsOf, statusCounts } from './counts.ts';

const empty = () => ({ quota: 0, applicants: 0, verified: 0, rejected: 0, accepted: 0, reregistered: 0 });
type Counts = ReturnType<typeof empty>;
const add = (into: Counts, c: Partial<Counts>) => {
  for (const k of Object.keys(into) as (keyof Counts)[]) into[k] += c[k] ?? 0;
  return into;
};

/** GET /api/ppdb/recap/school: the session's school, per period and pathway. */
export async function schoolRecap({ ctx }: { ctx: SessionContext }) {
  requirePpdb(ctx, 'ppdb.read');
  const schoolId = ctx.session.schoolId;
  const [[school], periods] = await Promise.all([
    ctx.db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId)),
    readPeriods(ctx.db, schoolId),
  ]);
  const counts = await countByPathway(
    ctx.db,
    schoolId,
    periods.map((p) => p.id),
  );
  const totals = empty();
  const out = periods.map((p) => {
    const pathways = p.pathways.map((w) => ({ pathway: w.pathway, label: w.label, quota: w.quota, ...countsOf(counts, p.id, w.pathway) }));
    const sum = pathways.reduce((acc, w) => add(acc, w), empty());
    add(totals, sum);
    return { id: p.id, name: p.name, academicYear: p.academicYear, pathways, ...sum };
  });
  return { schoolName: school?.name ?? '', periods: out, totals };
}

/**
 * GET /api/ppdb/recap/foundation: every school of the session school's foundation (the yayasan switches among
 * them), one grouped read per table; the superadmin sees the foundation of the school they are in.
 */
export async function foundationRecap({ ctx }: { ctx: SessionContext }) {
  requirePpdb(ctx, 'recap.foundation');
  const [own] = await ctx.db.select({ foundationId: schools.foundationId }).from(schools).where(eq(schools.id, ctx.session.schoolId));
  const foundationId = own?.foundationId ?? null;
  const members = await ctx.db
    .select({ id: schools.id, name: schools.name, stage: schoolStages.code, foundationName: foundations.name })
    .from(schools)
    .innerJoin(schoolStages, eq(schoolStages.id, schools.stageId))
    .leftJoin(foundations, eq(foundations.id, schools.foundationId))
    .where(foundationId === null ? eq(schools.id, ctx.session.schoolId) : eq(schools.foundationId, foundationId))
    .orderBy(schools.name);
  const ids = members.map((m) => m.id);
  const [quotas, counts] = await Promise.all([
    ctx.db
      .select({ schoolId: ppdbPathways.schoolId, quota: sql<number>`coalesce(sum(${ppdbPathways.quota}), 0)::int` })
      .from(ppdbPathways)
      .innerJoin(ppdbPeriods, eq(ppdbPeriods.id, ppdbPathways.periodId))
      .where(inArray(ppdbPathways.schoolId, ids))
      .groupBy(ppdbPathways.schoolId),
    ctx.db
      .select({ schoolId: ppdbRegistrations.schoolId, ...statusCounts })
      .from(ppdbRegistrations)
      .where(inArray(ppdbRegistrations.schoolId, ids))
      .groupBy(ppdbRegistrations.schoolId),
  ]);
  const totals = empty();
  const rows = members.map((m) => {
    const c = add(empty(), { quota: quotas.find((q) => q.schoolId === m.id)?.quota ?? 0, ...(counts.find((x) => x.schoolId === m.id) ?? {}) });
    add(totals, c);
    return { schoolId: m.id, schoolName: m.name, stage: m.stage, ...c };
  });
  return { foundationName: members[0]?.foundationName ?? null, schools: rows, totals };
}
