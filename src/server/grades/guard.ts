import { and, eq } from 'drizzle-orm';
import { gradesAllow, type GradeAction } from '../../shared/grades/permissions.ts';
import { academicYears } from '../db/schema/schools.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, forbidden } from '../http/errors.ts';

const REFUSAL: Record<GradeAction, string> = {
  'grades.read': 'Anda tidak memiliki akses ke daftar nilai.',
  'grades.write': 'Hanya guru pengampu dan admin yang dapat mengisi nilai.',
  'rapor.read': 'Anda tidak memiliki akses ke rapor kelas.',
  'rapor.write': 'Hanya wali kelas dan admin yang dapat mengisi rapor.',
  'rapor.release': 'Hanya admin dan kepala sekolah yang dapat merilis rapor.',
  'rapor.unlock': 'Hanya kepala sekolah yang dapat membuka kunci rapor.',
  'settings.write': 'Hanya admin yang dapat mengubah pengaturan nilai.',
  'promotion.write': 'Hanya admin sekolah yang dapat menempatkan siswa ke rombel.',
  'school.read': 'Hanya admin dan kepala sekolah yang dapat membuka data ini.',
  'rapor.own': 'Rapor ini hanya untuk siswa dan orang tuanya.',
};

/** The grade permission table (src/shared/grades/permissions.ts), enforced before anything is read. */
export function requireGrades(ctx: SessionContext, action: GradeAction): void {
  if (!gradesAllow(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}

/** The academic year the session works in (the top bar's choice), else the school's current one. */
export async function yearOf(ctx: SessionContext): Promise<{ id: number; description: string; curriculumId: number | null; startDate: string }> {
  const where = ctx.session.academicYearId
    ? and(eq(academicYears.schoolId, ctx.session.schoolId), eq(academicYears.id, ctx.session.academicYearId))
    : and(eq(academicYears.schoolId, ctx.session.schoolId), eq(academicYears.isCurrent, true));
  const [year] = await ctx.db
    .select({ id: academicYears.id, description: academicYears.description, curriculumId: academicYears.curriculumId, startDate: academicYears.startDate })
    .from(academicYears)
    .where(where);
  if (!year) throw new AppError('conflict', 'Sekolah belum memiliki tahun ajaran aktif.');
  return year;
}
