import { sql } from 'drizzle-orm';
import { gradesAllow } from '../../shared/grades/permissions.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { gradeSettings } from '../db/schema/grades.ts';
import type { SessionContext } from '../http/context.ts';
import { validationError } from '../http/errors.ts';
import { requireGrades, yearOf } from './guard.ts';
import { settingsOf } from './settings.ts';

/** GET /api/grades/settings */
export async function getGradeSettings({ ctx }: { ctx: SessionContext }) {
  requireGrades(ctx, 'grades.read');
  const year = await yearOf(ctx);
  const s = await settingsOf(ctx.db, ctx.session.schoolId, year.id);
  return { yearLabel: year.description, semester: s.semester as '1' | '2', weights: s.weights, canEdit: gradesAllow('settings.write', ctx.session.userTypeId) };
}

/** PUT /api/grades/settings: the active semester and the weights, which must add up to 100. */
export async function saveGradeSettings({ ctx, input }: { ctx: SessionContext; input: { semester: '1' | '2'; weights: Record<string, number> } }) {
  requireGrades(ctx, 'settings.write');
  const total = Object.values(input.weights).reduce((a, b) => a + b, 0);
  if (total !== 100) throw validationError({ weights: [`Jumlah bobot harus 100 (sekarang ${total}).`] });
  const year = await yearOf(ctx);
  const schoolId = ctx.session.schoolId;
  await ctx.db.transaction(async (tx) => {
    const before = await settingsOf(tx, schoolId, year.id);
    await tx
      .insert(gradeSettings)
      .values({ schoolId, academicYearId: year.id, semester: input.semester, weights: input.weights })
      .onConflictDoUpdate({
        target: [gradeSettings.schoolId, gradeSettings.academicYearId],
        set: { semester: input.semester, weights: input.weights, updatedAt: sql`now()` },
      });
    await recordAudit(tx, ctx, { resource: 'grade_settings', recordId: year.id, action: 'update', before, after: input });
  });
  return getGradeSettings({ ctx });
}
