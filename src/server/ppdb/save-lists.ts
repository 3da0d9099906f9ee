import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ppdbActivities, ppdbCosts, ppdbRequirements } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound, validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { activityInput, costsInput, requirementsInput } from '../../shared/ppdb/schemas.ts';
import { requirePpdb } from './guard.ts';
import { ownSetting } from './settings-read.ts';

/**
 * An intake's documents and costs are short lists edited together on the settings screen (a table with a row
 * per item and one "Simpan"); the list is saved whole, in one transaction with one audit row of before and after.
 */
export async function saveRequirements({ ctx, settingId, input }: { ctx: SessionContext; settingId: number; input: z.output<typeof requirementsInput> }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    await ownSetting(tx, schoolId, settingId);
    const mine = and(eq(ppdbRequirements.schoolId, schoolId), eq(ppdbRequirements.settingId, settingId));
    const before = await tx.select().from(ppdbRequirements).where(mine).orderBy(asc(ppdbRequirements.id));
    // Kept documents are updated in place, not deleted and added again: an applicant's checked documents (and
    // the files uploaded for them) are keyed by the document's id and would be orphaned by a new id.
    const known = new Set(before.map((r) => r.id));
    const stranger = input.items.findIndex((i) => i.id !== undefined && !known.has(i.id));
    if (stranger >= 0) throw validationError({ [`items.${stranger}.name`]: ['Dokumen ini tidak ada di PPDB ini; muat ulang halaman.'] });
    const kept = new Set(input.items.flatMap((i) => (i.id === undefined ? [] : [i.id])));
    const gone = before.filter((r) => !kept.has(r.id)).map((r) => r.id);
    if (gone.length) await tx.delete(ppdbRequirements).where(and(mine, inArray(ppdbRequirements.id, gone)));
    const rows = [];
    for (const i of input.items) {
      const values = { name: i.name, pathway: i.pathway, required: i.required };
      const [row] =
        i.id === undefined
          ? await tx
              .insert(ppdbRequirements)
              .values({ schoolId, settingId, ...values })
              .returning()
          : await tx
              .update(ppdbRequirements)
              .set(values)
              .where(and(mine, eq(ppdbRequirements.id, i.id)))
              .returning();
      rows.push(row);
    }
    await recordAudit(tx, ctx, { resource: 'ppdb_requirements', recordId: settingId, action: 'replace', before, after: input.items });
    return rows.map((r) => ({ id: r.id, name: r.name, pathway: r.pathway, required: r.required }));
  });
}

export async function saveCosts({ ctx, settingId, input }: { ctx: SessionContext; settingId: number; input: z.output<typeof costsInput> }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    await ownSetting(tx, schoolId, settingId);
    const mine = and(eq(ppdbCosts.schoolId, schoolId), eq(ppdbCosts.settingId, settingId));
    const before = await tx.select().from(ppdbCosts).where(mine).orderBy(asc(ppdbCosts.id));
    await tx.delete(ppdbCosts).where(mine);
    const rows = input.items.length
      ? await tx
          .insert(ppdbCosts)
          .values(input.items.map((i) => ({ schoolId, settingId, name: i.name, amount: i.amount })))
          .returning()
      : [];
    await recordAudit(tx, ctx, { resource: 'ppdb_costs', recordId: settingId, action: 'replace', before, after: input.items });
    return rows.map((r) => ({ id: r.id, name: r.name, amount: r.amount }));
  });
}

type ActivityInput = z.output<typeof activityInput>;
const activityView = (a: typeof ppdbActivities.$inferSelect) => ({
  id: a.id,
  kind: a.kind,
  name: a.name,
  starts: a.starts,
  ends: a.ends,
  description: a.description,
});

/** PUT /api/ppdb/settings/:id/activities/:activityId */
export async function saveActivity({
  ctx,
  settingId,
  activityId,
  input,
}: {
  ctx: SessionContext;
  settingId: number;
  activityId: number;
  input: ActivityInput;
}) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const where = and(eq(ppdbActivities.schoolId, schoolId), eq(ppdbActivities.settingId, settingId), eq(ppdbActivities.id, activityId));
    const [before] = await tx.select().from(ppdbActivities).where(where);
    if (!before) throw notFound('Kegiatan tidak ditemukan.');
    const set = { kind: input.kind, name: input.name, starts: input.starts, ends: input.ends, description: input.description ?? null };
    const [row] = await tx.update(ppdbActivities).set(set).where(where).returning();
    await recordAudit(tx, ctx, { resource: 'ppdb_activity', recordId: activityId, action: 'update', before, after: set });
    return activityView(row);
  });
}

/** POST /api/ppdb/settings/:id/activities */
export async function addActivity({ ctx, settingId, input }: { ctx: SessionContext; settingId: number; input: ActivityInput }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    await ownSetting(tx, schoolId, settingId);
    const [row] = await tx
      .insert(ppdbActivities)
      .values({ schoolId, settingId, kind: input.kind, name: input.name, starts: input.starts, ends: input.ends, description: input.description ?? null })
      .returning();
    await recordAudit(tx, ctx, { resource: 'ppdb_activity', recordId: row.id, action: 'create', after: row });
    return activityView(row);
  });
}
