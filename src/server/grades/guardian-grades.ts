import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { schoolAllows } from '../accounts/school-switches.ts';

export const GRADES_CLOSED_TO_GUARDIANS = 'Sekolah belum membuka nilai dan rapor untuk orang tua. Hubungi wali kelas untuk informasi nilai anak.';

/** The school's switch "Orang tua dapat melihat nilai dan rapor anak" (/configmurid): a parent's grade reads stop here. */
export async function refuseGuardianWithoutGrades(ctx: SessionContext): Promise<void> {
  if (ctx.session.userTypeId === '6' && !(await schoolAllows(ctx.db, ctx.session.schoolId, 'guardianSeesGrades'))) throw forbidden(GRADES_CLOSED_TO_GUARDIANS);
}
