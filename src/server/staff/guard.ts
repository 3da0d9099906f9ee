import { staffAllows, type StaffAction } from '../../shared/staff/permissions.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

const REFUSAL: Record<StaffAction, string> = {
  'staff.read': 'Anda tidak memiliki akses ke data kepegawaian.',
  'staff.write': 'Hanya admin dan staf TU yang dapat mengubah data kepegawaian.',
  'payroll.read': 'Anda tidak memiliki akses ke laporan gaji.',
  'payroll.write': 'Hanya admin dan staf TU yang dapat menyusun gaji.',
};

/** The staff permission table (src/shared/staff/permissions.ts), enforced before anything is read. */
export function requireStaff(ctx: SessionContext, action: StaffAction): void {
  if (!staffAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}
