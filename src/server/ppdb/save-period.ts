import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ppdbPathways, ppdbPeriods, ppdbRegistrations } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import type { periodInput } from '../../shared/ppdb/schemas.ts';
import { PPDB_PATHWAY_LABELS } from '../../shared/ppdb/pathways.ts';
import { requirePpdb } from './guard.ts';
import { ownSetting } from './settings-read.ts';
import { readPeriods } from './read-periods.ts';
import { SEATED } from './counts.ts';

type Input = z.output<typeof periodInput>;

/** A key the public form can send, from the name: "Gelombang 3" -> "2027-gelombang-3". */
function keyOf(year: string, name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 30);
  return `${year.slice(0, 4)}-${slug || 'gelombang'}`;
}

/** POST /api/ppdb/settings/:id/periods */
export async function createPeriod({ ctx, settingId, input }: { ctx: SessionContext; settingId: number; input: Input }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  const id = await ctx.db.transaction(async (tx) => {
    const setting = await ownSetting(tx, schoolId, settingId);
    let key = keyOf(setting.academicYear, input.name);
    const used = new Set((await tx.select({ key: ppdbPeriods.periodKey }).from(ppdbPeriods).where(eq(ppdbPeriods.schoolId, schoolId))).map((r) => r.key));
    for (let n = 2; used.has(key); n++) key = `${keyOf(setting.academicYear, input.name)}-${n}`;
    const [row] = await tx
      .insert(ppdbPeriods)
      .values({ schoolId, settingId, periodKey: key, name: input.name, opens: input.opens, closes: input.closes, fee: input.fee })
      .returning();
    await tx.insert(ppdbPathways).values(input.pathways.map((p) => ({ schoolId, periodId: row.id, pathway: p.pathway, quota: p.quota })));
    await recordAudit(tx, ctx, { resource: 'ppdb_period', recordId: row.id, action: 'create', after: { ...row, pathways: input.pathways } });
    return row.id;
  });
  return (await readPeriods(ctx.db, schoolId, { ids: [id] }))[0];
}

/**
 * PUT /api/ppdb/periods/:id. A quota below the seats already given in its pathway is refused (422 on that
 * pathway's quota), and so is closing a pathway that has applicants: the school would lose them from view.
 */
export async function updatePeriod({ ctx, id, input }: { ctx: SessionContext; id: number; input: Input }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(ppdbPeriods)
      .where(and(eq(ppdbPeriods.schoolId, schoolId), eq(ppdbPeriods.id, id)));
    if (!before) throw notFound('Gelombang tidak ditemukan.');
    await checkQuotas(tx, schoolId, id, input);
    const oldPathways = await tx.select().from(ppdbPathways).where(eq(ppdbPathways.periodId, id));
    await tx.update(ppdbPeriods).set({ name: input.name, opens: input.opens, closes: input.closes, fee: input.fee }).where(eq(ppdbPeriods.id, id));
    const keep: string[] = input.pathways.map((p) => p.pathway);
    const dropped = oldPathways.filter((p) => !keep.includes(p.pathway)).map((p) => p.id);
    if (dropped.length) await tx.delete(ppdbPathways).where(inArray(ppdbPathways.id, dropped));
    for (const p of input.pathways) {
      await tx
        .insert(ppdbPathways)
        .values({ schoolId, periodId: id, pathway: p.pathway, quota: p.quota })
        .onConflictDoUpdate({ target: [ppdbPathways.periodId, ppdbPathways.pathway], set: { quota: p.quota } });
    }
    await recordAudit(tx, ctx, {
      resource: 'ppdb_period',
      recordId: id,
      action: 'update',
      before: { ...before, pathways: oldPathways.map((p) => ({ pathway: p.pathway, quota: p.quota })) },
      after: input,
    });
  });
  return (await readPeriods(ctx.db, schoolId, { ids: [id] }))[0];
}

async function checkQuotas(tx: Tx, schoolId: number, periodId: number, input: Input): Promise<void> {
  const rows = await tx
    .select({
      pathway: ppdbRegistrations.pathway,
      total: sql<number>`count(*)::int`,
      seated: sql<number>`count(*) filter (where ${inArray(ppdbRegistrations.status, SEATED)})::int`,
    })
    .from(ppdbRegistrations)
    .where(and(eq(ppdbRegistrations.schoolId, schoolId), eq(ppdbRegistrations.periodId, periodId)))
    .groupBy(ppdbRegistrations.pathway);
  const errors: Record<string, string[]> = {};
  input.pathways.forEach((p, i) => {
    const seated = rows.find((r) => r.pathway === p.pathway)?.seated ?? 0;
    if (p.quota < seated)
      errors[`pathways.${i}.quota`] = [`Kuota ${PPDB_PATHWAY_LABELS[p.pathway]} tidak boleh di bawah ${seated}, jumlah yang sudah diterima.`];
  });
  for (const r of rows) {
    if (r.total > 0 && !input.pathways.some((p) => p.pathway === r.pathway)) {
      errors.pathways = [
        `Jalur ${PPDB_PATHWAY_LABELS[r.pathway as keyof typeof PPDB_PATHWAY_LABELS] ?? r.pathway} sudah memiliki ${r.total} pendaftar dan tidak dapat ditutup.`,
      ];
    }
  }
  if (Object.keys(errors).length) throw validationError(errors);
}
