import { ppdbAllows, type PpdbAction } from '../../shared/ppdb/permissions.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

const REFUSAL: Record<PpdbAction, string> = {
  'ppdb.read': 'Anda tidak memiliki akses ke data PPDB.',
  'settings.write': 'Hanya admin dan staf TU yang dapat mengubah pengaturan PPDB.',
  'applicants.write': 'Hanya panitia PPDB (admin dan staf TU) yang dapat membuka berkas dan memproses pendaftar.',
  'recap.foundation': 'Rekap seluruh sekolah hanya untuk yayasan.',
};

/** The PPDB permission table (src/shared/ppdb/permissions.ts), enforced: 403 before anything is read. */
export function requirePpdb(ctx: SessionContext, action: PpdbAction): void {
  if (!ppdbAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}
