/**
 * Document 02, section 2.11: finance, all signed in (the "Other" bullet sits under the section's
 * "Signed in" heading). /fincance/... is spelled so in the original and kept, since links point to it.
 */
import { section, type Row } from '../define.ts';

/** "/finance/cash_in, cash_in_add, cash_in_detail/{id}, cash_in_jurnal/{id}; the same four for ..." */
function cashBook(kind: string, label: string): Row[] {
  return [
    [`/finance/${kind}`, label],
    [`/finance/${kind}_add`, `Tambah ${label}`],
    [`/finance/${kind}_detail/:id`, `Detail ${label}`],
    [`/finance/${kind}_jurnal/:id`, `Jurnal ${label}`],
  ];
}

export const FINANCE = section('finance', 'requiresAuth', [
  // Ledger
  ['/jurnal_transaction', 'Jurnal Transaksi'],
  ['/neraca_finance', 'Neraca Keuangan'],
  ['/setting_finance_transaction', 'Pengaturan Transaksi Keuangan'],
  ['/setting_finance_transaction/:id', 'Detail Pengaturan Transaksi'],
  ['/financial_payment', 'Pembayaran'],
  ['/financial_payment/:id', 'Detail Pembayaran'],
  // Older finance
  ['/keuangan_all', 'Ringkasan Keuangan'],
  ['/data_master/data', 'Data Master Keuangan'],
  ['/financial_income', 'Pemasukan'],
  ['/financial_income_add', 'Tambah Pemasukan'],
  ['/financial_withdraw', 'Penarikan Dana'],
  ['/financial_withdraw_add', 'Tambah Penarikan Dana'],
  ['/financial_withdraw_school', 'Penarikan Dana Sekolah'],
  ['/financial_transfer', 'Transfer Dana'],
  ['/financial_transfer_add', 'Tambah Transfer Dana'],
  ['/cashout_funding', 'Pencairan Dana'],
  ['/manual_bill_notes', 'Catatan Tagihan Manual'],
  // Savings and student finance
  ['/student_savings', 'Tabungan Siswa'],
  ['/student_saving_add', 'Tambah Tabungan Siswa'],
  ['/jurnal_student_savings', 'Jurnal Tabungan Siswa'],
  ['/jurnal_transaction_day', 'Jurnal Transaksi Harian'],
  ['/student_finance', 'Keuangan Siswa'],
  ['/finance_report_arrears', 'Laporan Tunggakan'],
  ['/school_bank_mutation', 'Mutasi Bank Sekolah'],
  ['/school_bank_saving_mutation', 'Mutasi Rekening Tabungan'],
  ['/finance/account_list', 'Daftar Akun'],
  ['/finance/student_billing', 'Tagihan Siswa'],
  ['/fincance/student_billing_detail/:id', 'Detail Tagihan Siswa'],
  ['/finance/beginning_balance_of_the_period', 'Saldo Awal Periode'],
  ...cashBook('cash_in', 'Kas Masuk'),
  ...cashBook('cash_out', 'Kas Keluar'),
  ...cashBook('cash_transfer', 'Transfer Kas'),
  ...cashBook('general_journal', 'Jurnal Umum'),
  ['/finance/cash_in_edit/:id', 'Ubah Kas Masuk'],
  ['/finance/cash_out_edit/:id', 'Ubah Kas Keluar'],
  ['/finance/control_account', 'Akun Kontrol'],
  ['/finance/work_order', 'Perintah Kerja'],
  ['/finance/report2', 'Laporan Keuangan'],
  ['/finance/report-profitloss/standard', 'Laporan Laba Rugi'],
  // Reports
  ['/finance/report/journal-of-all-trx', 'Jurnal Semua Transaksi'],
  ['/finance/report/trial-balance', 'Neraca Saldo'],
  ['/finance/report/cash-in-journal', 'Jurnal Kas Masuk'],
  ['/finance/report/cash-out-journal', 'Jurnal Kas Keluar'],
  ['/finance/report/account-ledger', 'Buku Besar'],
  ['/finance/report/balance-sheet', 'Neraca'],
  ['/finance/report/general_journal', 'Laporan Jurnal Umum'],
  ['/finance/report/realization-budgeting', 'Realisasi Anggaran'],
  ['/finance/report/va-transaction', 'Transaksi Virtual Account'],
  ['/finance/report/percentage-fund', 'Persentase Dana'],
  // Budgets
  ['/finance/budget_project_activity', 'Anggaran Kegiatan'],
  ['/finance/budget_project', 'Anggaran Proyek'],
  ['/finance/foundation_approve_budget_project', 'Persetujuan Anggaran Yayasan'],
  ['/school_activity_budget_report', 'Laporan Anggaran Kegiatan'],
  // Arrears
  ['/finance/student_arrears_report', 'Laporan Tunggakan Siswa'],
  ['/finance/student_arrears_report_sum', 'Rekap Tunggakan Siswa'],
  ['/fincance/payment_of_student_arrears', 'Pembayaran Tunggakan'],
  ['/print_arrears_data', 'Cetak Data Tunggakan'],
  // Other (project_installments is registered twice in the original: once here)
  ['/bank_administration_fees', 'Biaya Administrasi Bank'],
  ['/project_installments', 'Cicilan Proyek'],
  ['/setting_account_bank', 'Pengaturan Rekening Bank'],
  ['/foundation/financial-dashboard', 'Dasbor Keuangan Yayasan'],
  ['/paymentStudents', 'Pembayaran Siswa'],
  ['/data_students_scholarship', 'Data Beasiswa Siswa'],
  // Invoices
  ['/payment/student-invoices', 'Invoice Siswa'],
  ['/payment/create-student-invoices', 'Buat Invoice Siswa'],
  ['/payment/recapitulation-invoices', 'Rekap Invoice'],
  ['/payment/create-student-invoices_new', 'Buat Invoice Siswa (Baru)'],
  ['/payment/student-invoices_new', 'Invoice Siswa (Baru)'],
  ['/finance/wa_invoices_blasting', 'Kirim Invoice via WhatsApp'],
  ['/wa_check_message', 'Cek Pesan WhatsApp'],
  ['/template_mail', 'Templat Surel'],
]);
