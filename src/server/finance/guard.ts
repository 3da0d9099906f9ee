import { financeAllows, type FinanceAction } from '../../shared/finance/permissions.ts';
import type { SessionContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';

const REFUSAL: Record<FinanceAction, string> = {
  'ledger.read': 'Anda tidak memiliki akses ke pembukuan sekolah.',
  'ledger.write': 'Hanya bendahara dan admin sekolah yang dapat mencatat transaksi keuangan.',
  'billing.read': 'Anda tidak memiliki akses ke tagihan siswa.',
  'billing.write': 'Hanya bendahara dan admin sekolah yang dapat mengelola tagihan dan pembayaran.',
  'family.read': 'Halaman ini untuk siswa dan orang tua.',
  'budget.approve': 'Hanya yayasan yang dapat menyetujui anggaran sekolah.',
  'workorder.approve': 'Hanya kepala sekolah dan admin yang dapat menyetujui perintah kerja.',
  'foundation.read': 'Halaman ini untuk pengurus yayasan.',
};

/** The finance permission table (src/shared/finance/permissions.ts), enforced before anything is read. */
export function requireFinance(ctx: SessionContext, action: FinanceAction): void {
  if (!financeAllows(action, ctx.session.userTypeId)) throw forbidden(REFUSAL[action]);
}

/** Today in the school's zone (WIB by default) as YYYY-MM-DD. */
export const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
