/** Who each finance screen is for (see audience.ts): the bendahara and admin keep the books, the principal and the foundation read the reports, families see their own bills. */
import type { AudienceTable } from './audience.ts';

const BOOKKEEPERS = ['1', '2', '11'] as const;
const READERS = ['1', '2', '4', '11', '13'] as const;
const FAMILY = ['5', '6'] as const;

const KEEP = [
  'jurnal_transaction',
  'jurnal_transaction_day',
  'finance_cash_in',
  'finance_cash_out',
  'finance_cash_transfer',
  'finance_general_journal',
  'financial_payment',
  'student_finance',
  'fincance_payment_of_student_arrears',
  'payment_create_student_invoices',
  'payment_create_student_invoices_new',
  'finance_student_arrears_report',
  'finance_report_arrears',
  'print_arrears_data',
  'finance_cash_in_add',
  'finance_cash_out_add',
  'finance_cash_transfer_add',
  'finance_general_journal_add',
  'finance_cash_in_edit',
  'finance_cash_out_edit',
  'finance_account_list',
  'finance_control_account',
  'finance_beginning_balance_of_the_period',
  'finance_student_billing',
  'setting_finance_transaction',
  'setting_finance_transaction_1',
  'data_students_scholarship',
  'financial_income_add',
  'financial_withdraw_add',
  'financial_transfer_add',
  'student_saving_add',
  'cashout_funding',
  'manual_bill_notes',
  'school_bank_mutation',
  'finance_wa_invoices_blasting',
];
const READ = [
  'finance_report_journal_of_all_trx',
  'finance_report_cash_in_journal',
  'finance_report_cash_out_journal',
  'finance_report_general_journal',
  'finance_report_trial_balance',
  'neraca_finance',
  'payment_student_invoices',
  'payment_student_invoices_new',
  'finance_student_arrears_report_sum',
  'fincance_student_billing_detail',
  'payment_recapitulation_invoices',
  'finance_report_balance_sheet',
  'finance_report_profitloss_standard',
  'keuangan_all',
  'finance_report2',
  'finance_report_account_ledger',
  'finance_cash_in_detail',
  'finance_cash_in_jurnal',
  'finance_cash_out_detail',
  'finance_cash_out_jurnal',
  'finance_cash_transfer_detail',
  'finance_cash_transfer_jurnal',
  'finance_general_journal_detail',
  'finance_general_journal_jurnal',
  'financial_income',
  'financial_withdraw',
  'financial_transfer',
  'student_savings',
  'jurnal_student_savings',
  'school_bank_saving_mutation',
  'project_installments',
  'finance_budget_project',
  'finance_budget_project_activity',
  'finance_report_realization_budgeting',
  'school_activity_budget_report',
  'finance_report_percentage_fund',
  'data_master_data',
  'financial_withdraw_school',
  'finance_report_va_transaction',
  'finance_work_order',
];
/** The foundation's screens: its schools' budgets to approve and their money at a glance. */
const FOUNDATION = ['1', '13'] as const;
const FOUNDATION_SCREENS = ['finance_foundation_approve_budget_project', 'foundation_financial_dashboard'];
const FAMILY_SCREENS = ['paymentStudents'];

export const FINANCE_AUDIENCE: AudienceTable = Object.fromEntries([
  ...KEEP.map((name) => [name, BOOKKEEPERS]),
  ...READ.map((name) => [name, READERS]),
  ...FAMILY_SCREENS.map((name) => [name, FAMILY]),
  ...FOUNDATION_SCREENS.map((name) => [name, FOUNDATION]),
  // A receipt is read by the cashier's side and by the paying family.
  ['financial_payment_1', [...READERS, ...FAMILY]],
]);
