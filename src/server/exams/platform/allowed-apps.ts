import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canWriteExamSettings } from '../../../shared/exams/platform/access.ts';
import type { allowedAppSchema } from '../../../shared/exams/platform/allowed-app-schema.ts';
import { examAllowedApps } from '../../db/schema/exam-platform.ts';
import type { SessionContext } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { auditExam } from '../audit.ts';
import { forgetAllSchedules } from '../schedule-cache.ts';
import { requireSettingsReader, requireSettingsWriter } from './guard.ts';

/**
 * The lockdown apps a school accepts (examination/whitelist-app): their active keys open every schedule of
 * the school that requires Safe Exam Browser, besides the schedule's own keys (see seb.ts).
 */
export async function listAllowedApps({ ctx }: { ctx: SessionContext }) {
  requireSettingsReader(ctx);
  const data = await ctx.db
    .select({
      id: examAllowedApps.id,
      name: examAllowedApps.name,
      platform: examAllowedApps.platform,
      configKey: examAllowedApps.configKey,
      browserExamKey: examAllowedApps.browserExamKey,
      active: examAllowedApps.active,
      notes: examAllowedApps.notes,
      updatedAt: examAllowedApps.updatedAt,
    })
    .from(examAllowedApps)
    .where(eq(examAllowedApps.schoolId, ctx.session.schoolId))
    .orderBy(asc(examAllowedApps.name), asc(examAllowedApps.id));
  return { data, canEdit: canWriteExamSettings(ctx.session.userTypeId) };
}

type AppInput = z.output<typeof allowedAppSchema>;

export async function saveAllowedApp({ ctx, input }: { ctx: SessionContext; input: AppInput & { id?: number } }) {
  requireSettingsWriter(ctx);
  const schoolId = ctx.session.schoolId;
  const values = {
    name: input.name,
    platform: input.platform,
    configKey: input.configKey ?? null,
    browserExamKey: input.browserExamKey ?? null,
    active: input.active,
    notes: input.notes || null,
  };
  const id = await ctx.db.transaction(async (tx) => {
    if (!input.id) {
      const [row] = await tx
        .insert(examAllowedApps)
        .values({ ...values, schoolId })
        .returning({ id: examAllowedApps.id });
      await auditExam(tx, ctx, 'exam_allowed_app', row.id, 'create', null, values);
      return row.id;
    }
    const [before] = await tx
      .select()
      .from(examAllowedApps)
      .where(and(eq(examAllowedApps.id, input.id), eq(examAllowedApps.schoolId, schoolId)));
    if (!before) throw notFound('Aplikasi tidak ditemukan.');
    await tx
      .update(examAllowedApps)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(examAllowedApps.id, input.id));
    await auditExam(tx, ctx, 'exam_allowed_app', input.id, 'update', appFields(before), values);
    return input.id;
  });
  forgetAllSchedules();
  return { id, message: 'Aplikasi disimpan.' };
}

export async function deleteAllowedApp({ ctx, input }: { ctx: SessionContext; input: { id: number } }) {
  requireSettingsWriter(ctx);
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .delete(examAllowedApps)
      .where(and(eq(examAllowedApps.id, input.id), eq(examAllowedApps.schoolId, ctx.session.schoolId)))
      .returning();
    if (!before) throw notFound('Aplikasi tidak ditemukan.');
    await auditExam(tx, ctx, 'exam_allowed_app', input.id, 'delete', appFields(before), null);
  });
  forgetAllSchedules();
  return { message: 'Aplikasi dihapus.' };
}

const appFields = (row: typeof examAllowedApps.$inferSelect) => ({
  name: row.name,
  platform: row.platform,
  configKey: row.configKey,
  browserExamKey: row.browserExamKey,
  active: row.active,
  notes: row.notes,
});
