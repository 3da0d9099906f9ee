import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ppdbActivities, ppdbSettings } from '../db/schema/ppdb.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { settingInput } from '../../shared/ppdb/schemas.ts';
import { ACTIVITY_KINDS, ACTIVITY_LABELS } from '../../shared/ppdb/statuses.ts';
import { requirePpdb } from './guard.ts';
import { ownSetting, readSettingDetail } from './settings-read.ts';

type Input = z.output<typeof settingInput>;
const TAKEN = () => validationError({ academicYear: ['Pengaturan PPDB untuk tahun ajaran ini sudah ada.'] });

/** POST /api/ppdb/settings: a new intake with the five steps of the schedule, dated from its first year's spring. */
export async function createSetting({ ctx, input }: { ctx: SessionContext; input: Input }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  const id = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: ppdbSettings.id })
      .from(ppdbSettings)
      .where(and(eq(ppdbSettings.schoolId, schoolId), eq(ppdbSettings.academicYear, input.academicYear)));
    if (taken) throw TAKEN();
    const [row] = await tx
      .insert(ppdbSettings)
      .values({ schoolId, academicYear: input.academicYear, name: input.name, majors: input.majors, description: input.description ?? null })
      .returning();
    const year = input.academicYear.slice(0, 4);
    const days: Record<string, [string, string]> = {
      registration: [`${year}-05-01`, `${year}-06-15`],
      verification: [`${year}-05-01`, `${year}-06-20`],
      selection: [`${year}-06-21`, `${year}-06-25`],
      announcement: [`${year}-06-27`, `${year}-06-27`],
      reregistration: [`${year}-06-28`, `${year}-07-05`],
    };
    await tx
      .insert(ppdbActivities)
      .values(ACTIVITY_KINDS.map((kind) => ({ schoolId, settingId: row.id, kind, name: ACTIVITY_LABELS[kind], starts: days[kind][0], ends: days[kind][1] })));
    await recordAudit(tx, ctx, { resource: 'ppdb_setting', recordId: row.id, action: 'create', after: row });
    return row.id;
  });
  return readSettingDetail(ctx, id);
}

/** PUT /api/ppdb/settings/:id */
export async function updateSetting({ ctx, id, input }: { ctx: SessionContext; id: number; input: Input }) {
  requirePpdb(ctx, 'settings.write');
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const before = await ownSetting(tx, schoolId, id);
    if (before.academicYear !== input.academicYear) {
      const [taken] = await tx
        .select({ id: ppdbSettings.id })
        .from(ppdbSettings)
        .where(and(eq(ppdbSettings.schoolId, schoolId), eq(ppdbSettings.academicYear, input.academicYear)));
      if (taken) throw TAKEN();
    }
    const set = { academicYear: input.academicYear, name: input.name, majors: input.majors, description: input.description ?? null };
    await tx.update(ppdbSettings).set(set).where(eq(ppdbSettings.id, id));
    await recordAudit(tx, ctx, { resource: 'ppdb_setting', recordId: id, action: 'update', before, after: set });
  });
  return readSettingDetail(ctx, id);
}
