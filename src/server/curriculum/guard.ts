import { and, eq } from 'drizzle-orm';
import { curriculumAllows, type CurriculumAction, type Owner } from '../../shared/curriculum/permissions.ts';
import { academicYears } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden } from '../http/errors.ts';

const REFUSAL: Record<CurriculumAction, string> = {
  'reference.write': 'Teks referensi platform hanya diubah oleh superadmin. Salin ke sekolah lalu ubah salinannya.',
  'school.write': 'Hanya admin sekolah yang dapat mengubah kurikulum sekolah.',
  read: 'Anda tidak memiliki akses ke data kurikulum.',
};

/** The curriculum permission table (src/shared/curriculum/permissions.ts), enforced before anything is read. */
export function requireCurriculum(ctx: SessionContext, action: CurriculumAction): void {
  if (!curriculumAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}

/** Writing a platform row needs the superadmin; a school row, the school's admin. */
export function requireOwnerWrite(ctx: SessionContext, owner: Owner): void {
  requireCurriculum(ctx, owner === 'platform' ? 'reference.write' : 'school.write');
}

/** The school id a row of this owner carries: null for the platform. */
export const ownerSchoolId = (ctx: SessionContext, owner: Owner): number | null => (owner === 'platform' ? null : ctx.session.schoolId);

/** The academic year the session works in (the top bar's choice), else the school's current one. */
export async function yearOf(ctx: SessionContext): Promise<{ id: number; description: string; curriculumId: number | null }> {
  const where = ctx.session.academicYearId
    ? and(eq(academicYears.schoolId, ctx.session.schoolId), eq(academicYears.id, ctx.session.academicYearId))
    : and(eq(academicYears.schoolId, ctx.session.schoolId), eq(academicYears.isCurrent, true));
  const [year] = await ctx.db
    .select({ id: academicYears.id, description: academicYears.description, curriculumId: academicYears.curriculumId })
    .from(academicYears)
    .where(where);
  if (!year) throw new AppError('conflict', 'Belum ada tahun ajaran berjalan. Atur tahun ajaran terlebih dahulu.');
  return year;
}
