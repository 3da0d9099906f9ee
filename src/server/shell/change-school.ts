import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accessTokens } from '../db/schema/users.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { forgetSession } from '../auth/session-cache.ts';
import { canChangeSchool } from '../../shared/user-types.ts';
import { academicYearsOf, currentYearOf, schoolById } from './session-data.ts';

export const changeSchoolInput = z.object({
  sd_school_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)], { error: 'Pilih sekolah.' }).transform(Number),
});

/**
 * POST /api/change_school: only the foundation (type 13) switches, and only among its own schools.
 * The session's school and year change on the server; the portal stores the answer and reloads.
 */
export async function changeSchool({ ctx, input }: { ctx: SessionContext; input: z.output<typeof changeSchoolInput> }) {
  const { session, db } = ctx;
  if (!canChangeSchool(session.userTypeId)) throw forbidden('Hanya akun yayasan yang dapat berpindah sekolah.');
  const school = await schoolById(db, input.sd_school_id);
  if (!school) throw notFound('Sekolah tidak ditemukan.');
  if (session.foundationId === null || school.foundationId !== session.foundationId) {
    throw forbidden('Sekolah ini bukan bagian dari yayasan Anda.');
  }
  const years = await academicYearsOf(db, school.id);
  const year = currentYearOf(years);
  await db
    .update(accessTokens)
    .set({ schoolId: school.id, academicYearId: year?.sd_academic_year_id ?? null })
    .where(eq(accessTokens.tokenHash, session.tokenHash));
  forgetSession(session.tokenHash);
  return {
    status: true,
    data: years,
    sd_academic_year_id: year?.sd_academic_year_id ?? null,
    sd_school_id: school.id,
    school_code: school.code,
    sd_school_stage_id: school.stageId,
    path_image_school: school.pathImage,
    sd_curriculum_id: year?.sd_curriculum_id ?? null,
  };
}
