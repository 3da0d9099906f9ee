import type { changeSchoolContract } from '../../shared/api/shell.ts';
import type { ParsedInput } from '../../shared/api/contract.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { sessionChanged } from '../auth/session-epoch.ts';
import { canChangeSchool } from '../../shared/user-types.ts';
import { academicYearsOf, currentYearOf, schoolById } from './session-data.ts';

/**
 * POST /api/change_school: only the foundation (type 13) switches, and only among its own schools.
 * The session's school and year change on the server; the portal stores the answer and reloads.
 */
export async function changeSchool({ ctx, input }: { ctx: SessionContext; input: ParsedInput<typeof changeSchoolContract> }) {
  const { session, db } = ctx;
  if (!canChangeSchool(session.userTypeId)) throw forbidden('Hanya akun yayasan yang dapat berpindah sekolah.');
  const school = await schoolById(db, input.sd_school_id);
  if (!school) throw notFound('Sekolah tidak ditemukan.');
  if (session.foundationId === null || school.foundationId !== session.foundationId) {
    throw forbidden('Sekolah ini bukan bagian dari yayasan Anda.');
  }
  const years = await academicYearsOf(db, school.id);
  const year = currentYearOf(years);
  await db.transaction((tx) => sessionChanged(tx, [session.tokenHash], { schoolId: school.id, academicYearId: year?.sd_academic_year_id ?? null }));
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
