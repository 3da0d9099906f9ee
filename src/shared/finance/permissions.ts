/**
 * Who may do what with the school's money: the one table, read by the server guard and the portal.
 * The bendahara (and the school admin) posts; the principal and the foundation read the books; families see
 * only their own bills (checked per student by the server, not here).
 */
import type { UserTypeId } from '../user-types.ts';

export const FINANCE_PERMISSIONS = {
  'ledger.read': ['1', '2', '4', '11', '13'],
  'ledger.write': ['1', '2', '11'],
  'billing.read': ['1', '2', '4', '11', '13'],
  'billing.write': ['1', '2', '11'],
  'family.read': ['5', '6'],
  // RKAS: the school drafts and submits, the foundation decides; work orders are approved by the principal.
  'budget.approve': ['1', '13'],
  'workorder.approve': ['1', '2', '4'],
  'foundation.read': ['1', '13'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type FinanceAction = keyof typeof FINANCE_PERMISSIONS;

export function financeAllows(action: FinanceAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (FINANCE_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  asset: 'Aset',
  liability: 'Kewajiban',
  equity: 'Ekuitas',
  income: 'Pendapatan',
  expense: 'Beban',
};
/** Debit-normal accounts grow with a debit; the others with a credit. */
export const DEBIT_NORMAL: readonly AccountType[] = ['asset', 'expense'];

export const JOURNAL_KINDS = [
  'cash_in',
  'cash_out',
  'cash_transfer',
  'general_journal',
  'invoice',
  'payment',
  'reversal',
  'opening',
  'savings',
  'withdrawal',
  'settlement',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];
export const JOURNAL_KIND_LABELS: Record<JournalKind, string> = {
  cash_in: 'Kas Masuk',
  cash_out: 'Kas Keluar',
  cash_transfer: 'Transfer Kas',
  general_journal: 'Jurnal Umum',
  invoice: 'Tagihan Siswa',
  payment: 'Pembayaran Siswa',
  reversal: 'Pembalik',
  opening: 'Saldo Awal',
  savings: 'Tabungan Siswa',
  withdrawal: 'Penarikan Tunai',
  settlement: 'Pencairan Dana Gateway',
};
export const JOURNAL_PREFIX: Record<JournalKind, string> = {
  cash_in: 'KM',
  cash_out: 'KK',
  cash_transfer: 'TK',
  general_journal: 'JU',
  invoice: 'TG',
  payment: 'PB',
  reversal: 'RV',
  opening: 'SA',
  savings: 'TB',
  withdrawal: 'TT',
  settlement: 'PG',
};

export const PAYMENT_METHODS = ['tunai', 'transfer', 'va'] as const;
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = { tunai: 'Tunai', transfer: 'Transfer bank', va: 'Virtual account' };

const MONTHS = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];
/** '2026-09' -> 'September 2026'; '' (a one-off fee) -> ''. */
export const periodLabel = (period: string) => (period ? `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}` : '');
export const rupiah = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
