import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ppdbCosts, ppdbReductions, ppdbSettings } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { reductionInput } from '../../shared/ppdb/schemas.ts';
import { ppdbAllows } from '../../shared/ppdb/permissions.ts';
import { requirePpdb } from './guard.ts';
import { ownSetting } from './settings-read.ts';
import { qualified } from '../db/qualified.ts';

/** GET /api/ppdb/reductions: every reduction of the school, and each intake's cost total to show what it leaves. */
export async function listReductions({ ctx }: { ctx: SessionContext }) {
  requirePpdb(ctx, 'ppdb.read');
  const schoolId = ctx.session.schoolId;
  const [rows, settings] = await Promise.all([
    ctx.db
      .select({ r: ppdbReductions, settingName: ppdbSettings.name })
      .from(ppdbReductions)
      .innerJoin(ppdbSettings, eq(ppdbSettings.id, ppdbReductions.settingId))
      .where(eq(ppdbReductions.schoolId, schoolId))
      .orderBy(asc(ppdbSettings.academicYear), asc(ppdbReductions.id)),
    ctx.db
      .select({
        id: ppdbSettings.id,
        name: ppdbSettings.name,
        costTotal: sql<number>`(select coalesce(sum(c.amount), 0)::bigint from ${ppdbCosts} c where c.sd_ppdb_setting_id = ${qualified(ppdbSettings.id)})`,
      })
      .from(ppdbSettings)
      .where(eq(ppdbSettings.schoolId, schoolId))
      .orderBy(asc(ppdbSettings.academicYear)),
  ]);
  return {
    data: rows.map(({ r, settingName }) => view(r, settingName)),
    settings: settings.map((s) => ({ ...s, costTotal: Number(s.costTotal) })),
    canEdit: ppdbAllows('settings.write', ctx.session.userTypeId),
  };
}

const view = (r: typeof ppdbReductions.$inferSelect, settingName: string) => ({
  id: r.id,
  settingId: r.settingId,
  settingName,
  name: r.name,
  pathway: r.pathway,
  percent: r.percent,
  amount: r.amount,
  description: r.description,
});

/** POST /api/ppdb/reductions: adds one, or changes the one whose id is sent. */
export async function saveReduction({ ctx, input }: { ctx: SessionContext; input: z.output<typeof reductionInput> }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const setting = await ownSetting(tx, schoolId, input.settingId);
    const values = {
      settingId: setting.id,
      name: input.name,
      pathway: input.pathway,
      percent: input.percent,
      amount: input.amount,
      description: input.description ?? null,
    };
    if (input.id === undefined) {
      const [row] = await tx
        .insert(ppdbReductions)
        .values({ schoolId, ...values })
        .returning();
      await recordAudit(tx, ctx, { resource: 'ppdb_reduction', recordId: row.id, action: 'create', after: row });
      return view(row, setting.name);
    }
    const where = and(eq(ppdbReductions.schoolId, schoolId), eq(ppdbReductions.id, input.id));
    const [before] = await tx.select().from(ppdbReductions).where(where);
    if (!before) throw notFound('Potongan biaya tidak ditemukan.');
    const [row] = await tx.update(ppdbReductions).set(values).where(where).returning();
    await recordAudit(tx, ctx, { resource: 'ppdb_reduction', recordId: row.id, action: 'update', before, after: values });
    return view(row, setting.name);
  });
}

/** DELETE /api/ppdb/reductions/:id */
export async function deleteReduction({ ctx, id }: { ctx: SessionContext; id: number }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const where = and(eq(ppdbReductions.schoolId, schoolId), eq(ppdbReductions.id, id));
    const [before] = await tx.select().from(ppdbReductions).where(where);
    if (!before) throw notFound('Potongan biaya tidak ditemukan.');
    await tx.delete(ppdbReductions).where(where);
    await recordAudit(tx, ctx, { resource: 'ppdb_reduction', recordId: id, action: 'delete', before });
  });
  return { status: true, message: 'Potongan biaya dihapus.' };
}
