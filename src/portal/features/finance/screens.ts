/** Finance screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const journals: Loader = () => import('./journals-screen.tsx');
const trialBalance: Loader = () => import('./trial-balance-screen.tsx');
const cashier: Loader = () => import('./cashier-screen.tsx');
const invoices: Loader = () => import('./invoices-screen.tsx');
const generate: Loader = () => import('./generate-invoices-screen.tsx');
const arrears: Loader = () => import('./arrears-screen.tsx');
const journalForm: Loader = () => import('./journal-form-screen.tsx');
const journal: Loader = () => import('./journal-screen.tsx');
const statements: Loader = () => import('./statements-screen.tsx');
const accounts: Loader = () => import('./accounts-screen.tsx');
const billingSetup: Loader = () => import('./billing-setup-screen.tsx');

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
  financial_payment: cashier,
  student_finance: cashier,
  fincance_payment_of_student_arrears: cashier,
  fincance_student_billing_detail: cashier,
  financial_payment_1: () => import('./payment-screen.tsx'),
  paymentStudents: () => import('./my-bills-screen.tsx'),
  payment_student_invoices: invoices,
  payment_student_invoices_new: invoices,
  payment_create_student_invoices: generate,
  payment_create_student_invoices_new: generate,
  finance_student_arrears_report: arrears,
  finance_student_arrears_report_sum: arrears,
  finance_report_arrears: arrears,
  print_arrears_data: arrears,
  finance_cash_in_add: journalForm,
  finance_cash_out_add: journalForm,
  finance_cash_transfer_add: journalForm,
  finance_general_journal_add: journalForm,
  finance_cash_in_edit: journalForm,
  finance_cash_out_edit: journalForm,
  finance_cash_in_detail: journal,
  finance_cash_in_jurnal: journal,
  finance_cash_out_detail: journal,
  finance_cash_out_jurnal: journal,
  finance_cash_transfer_detail: journal,
  finance_cash_transfer_jurnal: journal,
  finance_general_journal_detail: journal,
  finance_general_journal_jurnal: journal,
  finance_report_balance_sheet: statements,
  finance_report_profitloss_standard: statements,
  keuangan_all: statements,
  finance_report2: statements,
  finance_report_account_ledger: () => import('./ledger-screen.tsx'),
  finance_account_list: accounts,
  finance_control_account: accounts,
  finance_beginning_balance_of_the_period: () => import('./opening-screen.tsx'),
  finance_student_billing: billingSetup,
  setting_finance_transaction: billingSetup,
  setting_finance_transaction_1: billingSetup,
  data_students_scholarship: () => import('./scholarships-screen.tsx'),
  payment_recapitulation_invoices: () => import('./recap-screen.tsx'),
};
