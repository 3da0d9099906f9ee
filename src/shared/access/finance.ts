/** Who each finance screen is for (see audience.ts): the bendahara and admin keep the books, the principal and the foundation read the reports, families see their own bills. */
import type { AudienceTable } from './audience.ts';

const BOOKKEEPERS = ['1', '2', '11'] as const;
const READERS = ['1', '2', '4', '11', '13'] as const;
const FAMILY = ['5', '6'] as const;

const KEEP = [
  'jurnal_transaction', 'jurnal_transaction_day', 'finance_cash_in', 'finance_cash_out', 'finance_cash_transfer', 'finance_general_journal',
];
const READ = [
  'finance_report_journal_of_all_trx', 'finance_report_cash_in_journal', 'finance_report_cash_out_journal', 'finance_report_general_journal',
  'finance_report_trial_balance', 'neraca_finance',
];
const FAMILY_SCREENS: string[] = [];

export const FINANCE_AUDIENCE: AudienceTable = Object.fromEntries([
  ...KEEP.map((name) => [name, BOOKKEEPERS]),
  ...READ.map((name) => [name, READERS]),
  ...FAMILY_SCREENS.map((name) => [name, FAMILY]),
]);
