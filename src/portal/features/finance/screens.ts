/** Finance screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const journals: Loader = () => import('./journals-screen.tsx');
const trialBalance: Loader = () => import('./trial-balance-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  jurnal_transaction: journals,
  jurnal_transaction_day: journals,
  finance_report_journal_of_all_trx: journals,
  finance_report_cash_in_journal: journals,
  finance_report_cash_out_journal: journals,
  finance_report_general_journal: journals,
  finance_cash_in: journals,
  finance_cash_out: journals,
  finance_cash_transfer: journals,
  finance_general_journal: journals,
  finance_report_trial_balance: trialBalance,
  neraca_finance: trialBalance,
};
