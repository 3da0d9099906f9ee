/** The Indonesian school chart of accounts every school starts from (it may add and rename accounts). */
import type { AccountType } from './permissions.ts';

export const CHART_TEMPLATE: { code: string; name: string; type: AccountType; isCash?: true; isControl?: true }[] = [
  { code: '1-1100', name: 'Kas', type: 'asset', isCash: true },
  { code: '1-1200', name: 'Bank', type: 'asset', isCash: true },
  { code: '1-1250', name: 'Dana di Payment Gateway', type: 'asset', isControl: true },
  { code: '1-1300', name: 'Piutang SPP dan Biaya Siswa', type: 'asset', isControl: true },
  { code: '1-1400', name: 'Perlengkapan', type: 'asset' },
  { code: '1-2100', name: 'Peralatan dan Inventaris', type: 'asset' },
  { code: '2-1100', name: 'Utang Usaha', type: 'liability' },
  { code: '2-1200', name: 'Titipan Tabungan Siswa', type: 'liability', isControl: true },
  { code: '2-1300', name: 'Titipan Kelebihan Bayar Siswa', type: 'liability', isControl: true },
  { code: '3-1000', name: 'Saldo Dana (Ekuitas)', type: 'equity' },
  { code: '3-2000', name: 'Ekuitas Saldo Awal', type: 'equity' },
  { code: '4-1100', name: 'Pendapatan SPP', type: 'income' },
  { code: '4-1200', name: 'Pendapatan Uang Gedung', type: 'income' },
  { code: '4-1300', name: 'Pendapatan Seragam', type: 'income' },
  { code: '4-1400', name: 'Pendapatan Kegiatan', type: 'income' },
  { code: '4-2000', name: 'Dana BOS', type: 'income' },
  { code: '4-9000', name: 'Pendapatan Lain-lain', type: 'income' },
  { code: '5-1100', name: 'Beban Gaji', type: 'expense' },
  { code: '5-1200', name: 'Beban Listrik, Air dan Internet', type: 'expense' },
  { code: '5-1300', name: 'Beban ATK', type: 'expense' },
  { code: '5-1400', name: 'Beban Kegiatan Siswa', type: 'expense' },
  { code: '5-1500', name: 'Beban Pemeliharaan', type: 'expense' },
  { code: '5-1600', name: 'Beban Administrasi Bank', type: 'expense' },
  { code: '5-9000', name: 'Beban Lain-lain', type: 'expense' },
];

export const RECEIVABLE_CODE = '1-1300';
export const CASH_CODE = '1-1100';
export const BANK_CODE = '1-1200';
export const OPENING_EQUITY_CODE = '3-2000';
export const GATEWAY_CODE = '1-1250';
export const SAVINGS_CODE = '2-1200';
export const DEPOSIT_CODE = '2-1300';
export const BANK_FEE_CODE = '5-1600';
export const BOS_CODE = '4-2000';
