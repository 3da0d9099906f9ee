import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accessTokens } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { forgetSession } from '../auth/session-cache.ts';
import { academicParam, assertYearOfSession } from './year-access.ts';

export const getCurriculumInput = z.object({ academic: academicParam });

/**
 * POST /api/academicyear_get_curriculum: the curriculum of the chosen year. The portal calls it when the user
 * changes the year, so the session's year follows: later calls are scoped to it.
 */
export async function getCurriculum({ ctx, input }: { ctx: SessionContext; input: z.output<typeof getCurriculumInput> }) {
  if (input.academic === null) {
    throw new AppError('validation', 'Pilih tahun ajaran.', { fieldErrors: { academic: ['Pilih tahun ajaran.'] } });
  }
  const year = await assertYearOfSession(ctx, input.academic);
  await ctx.db.update(accessTokens).set({ academicYearId: year!.id }).where(eq(accessTokens.tokenHash, ctx.session.tokenHash));
  forgetSession(ctx.session.tokenHash);
  if (year!.curriculumId === null) {
    return { status: false, data: null, message: 'Tahun ajaran ini belum memiliki kurikulum.' };
  }
  return { status: true, data: year!.curriculumId };
}
