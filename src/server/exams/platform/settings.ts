import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { examDefaultsSchema, examWaysSchema, resultsSwitchSchema } from '../../../shared/exams/platform/settings-schema.ts';
import { canWriteExamSettings } from '../../../shared/exams/platform/access.ts';
import { examSchoolSettings } from '../../db/schema/exam-platform.ts';
import { examSchedules } from '../../db/schema/exams.ts';
import type { SessionContext } from '../../http/context.ts';
import { auditExam } from '../audit.ts';
import { forgetAllSchedules } from '../schedule-cache.ts';
import { requireSettingsReader, requireSettingsWriter } from './guard.ts';
import { readSchoolSettings, type SchoolExamSettings } from './school-settings.ts';

/**
 * The school's exam rules (examination/setting-global, global-show-exam, monitoring/examaccess-platform-settings):
 * one row per school, read by teachers (they schedule under it), changed by admins.
 */
export async function getExamSettings({ ctx }: { ctx: SessionContext }) {
  requireSettingsReader(ctx);
  const [settings, [{ affected }]] = await Promise.all([
    readSchoolSettings(ctx.db, ctx.session.schoolId),
    // The schedules whose own rule would show students a result: what the switch overrides when it is off.
    ctx.db
      .select({ affected: count() })
      .from(examSchedules)
      .where(
        and(
          eq(examSchedules.schoolId, ctx.session.schoolId),
          ctx.session.academicYearId ? eq(examSchedules.academicYearId, ctx.session.academicYearId) : undefined,
          isNull(examSchedules.deletedAt),
          ne(examSchedules.resultVisibility, 'never'),
        ),
      ),
  ]);
  const { schoolId: _s, ...rest } = settings;
  return { ...rest, affectedSchedules: affected, canEdit: canWriteExamSettings(ctx.session.userTypeId) };
}

type Patch = Partial<Omit<SchoolExamSettings, 'schoolId'>>;

/** One upsert and its audit row in one transaction; the students' cached schedules forget the old rules at once. */
async function updateSettings(ctx: SessionContext, patch: Patch, action: string) {
  requireSettingsWriter(ctx);
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const before = await readSchoolSettings(tx, schoolId);
    await tx
      .insert(examSchoolSettings)
      .values({ ...before, ...patch, schoolId })
      .onConflictDoUpdate({ target: examSchoolSettings.schoolId, set: { ...patch, updatedAt: new Date() } });
    await auditExam(tx, ctx, 'exam_school_settings', schoolId, action, pick(before, patch), patch);
  });
  forgetAllSchedules();
  return getExamSettings({ ctx });
}

const pick = (settings: SchoolExamSettings, patch: Patch) => Object.fromEntries(Object.keys(patch).map((k) => [k, settings[k as keyof Patch]]));

export const saveExamDefaults = ({ ctx, input }: { ctx: SessionContext; input: z.output<typeof examDefaultsSchema> }) =>
  updateSettings(ctx, input, 'update_defaults');

export const setResultsShown = ({ ctx, input }: { ctx: SessionContext; input: z.output<typeof resultsSwitchSchema> }) =>
  updateSettings(ctx, { resultsShown: input.resultsShown }, input.resultsShown ? 'show_results' : 'hide_results');

export const setExamWays = ({ ctx, input }: { ctx: SessionContext; input: z.output<typeof examWaysSchema> }) =>
  updateSettings(ctx, { allowedPlatforms: input.allowedPlatforms }, 'update_ways');
