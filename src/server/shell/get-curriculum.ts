import type { curriculumContract } from '../../shared/api/shell.ts';
import type { ParsedInput } from '../../shared/api/contract.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError } from '../http/errors.ts';
import { sessionChanged } from '../auth/session-epoch.ts';
import { assertYearOfSession } from './year-access.ts';

/**
 * POST /api/academicyear_get_curriculum: the curriculum of the chosen year. The portal calls it when the user
 * changes the year, so the session's year follows: later calls are scoped to it.
 */
export async function getCurriculum({ ctx, input }: { ctx: SessionContext; input: ParsedInput<typeof curriculumContract> }) {
  if (input.academic === null) {
    throw new AppError('validation', 'Pilih tahun ajaran.', { fieldErrors: { academic: ['Pilih tahun ajaran.'] } });
  }
  const year = await assertYearOfSession(ctx, input.academic);
  await ctx.db.transaction((tx) => sessionChanged(tx, [ctx.session.tokenHash], { academicYearId: year!.id }));
  if (year!.curriculumId === null) {
    return { status: false, data: null, message: 'Tahun ajaran ini belum memiliki kurikulum.' };
  }
  return { status: true, data: year!.curriculumId };
}
