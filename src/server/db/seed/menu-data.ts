/**
 * Demo sidebar menus for the 13 user types (document 01, section 2 "Sidebar"), seeded into the database and
 * served by /api/menu2. Every link reaches a parameterless catalogue route: by route name, except in the
 * groups '17' (website content) and '54' (AKM exams), whose links carry a literal path as the original shell
 * expects. A group id names one group: a group shared between types is the same object, links and all.
 * Link ids are the group id followed by the link's two-digit position, so they are unique by construction.
 */
import { routeByName, routeByPath } from '../../../shared/catalogue/routes.ts';
import type { MenuGroup, MenuHeading, MenuTree } from './menu-types.ts';
import { LITERAL_PATH_GROUPS } from './menu-audience.ts';

/** A route name (or, under 17/54, a literal path), optionally with a menu label other than the screen title. */
type LinkSpec = string | readonly [menuPath: string, label: string];

function group(id: string, name: string, icon: string, links: readonly LinkSpec[]): MenuGroup {
  return {
    id,
    name,
    icon,
    links: links.map((spec, index) => {
      const [menuPath, label] = typeof spec === 'string' ? [spec, undefined] : spec;
      const route = LITERAL_PATH_GROUPS.has(id) ? routeByPath(`/${menuPath}`) : routeByName(menuPath);
      // Fail at seed time rather than ship a dead menu item.
      if (!route) throw new Error(`Menu group ${id}: ${menuPath} is not a catalogue route`);
      return { id: `${id}${String(index + 1).padStart(2, '0')}`, name: label ?? route.title, icon: 'bi-dot', menuPath };
    }),
  };
}

const heading = (name: string, ...groups: MenuGroup[]): MenuHeading => ({ name, groups });

// Everyone
const HOME = group('10', 'Beranda', 'bi-house-door', ['dashboard', 'profile_page', 'academiccalendar']);

// Platform (superadmin)
const PLATFORM_SCHOOLS = group('11', 'Sekolah & Yayasan', 'bi-building', [
  'kelolasekolah',
  'adminsekolah',
  'kepala_sekolah',
  'foundation',
  'foundation_users',
  'requestaccount',
]);
const SYSTEM = group('57', 'Sistem', 'bi-shield-lock', [
  'roleuser_index',
  'generalsetting_index',
  'setting_code_account',
  'blocking_access_rights',
  'resetpassword',
  'log_reset_password',
  'import_profile_image',
  'generatepicture',
  'upload_file_examination',
]);

// The account desk (issue 20): requests, registration codes, password resets and their log.
const ACCOUNT_DESK = group('86', 'Akun Pengguna', 'bi-shield-lock', ['requestaccount', 'setting_code_account', 'resetpassword', 'log_reset_password']);

// School data
const PEOPLE = group('12', 'Pengguna Sekolah', 'bi-people', [
  'Teacher',
  'student',
  'guardian_index',
  'kepala_sekolah',
  'staff_sekolah',
  'adminmentor',
  'adminsupport',
  'ptk',
]);
const CLASSES = group('13', 'Kelas & Rombel', 'bi-grid-3x3-gap', [
  'kelas',
  'subkelas',
  'list_section_class',
  'distribution_class',
  'homeroom_teacher',
  'group_of_students',
  'class_requests',
]);
const SUBJECTS_AND_TIMETABLE = group('14', 'Mapel & Jadwal', 'bi-calendar-week', [
  'course',
  'course_type_school',
  'set_course_school',
  'group_course',
  'course_group',
  'jadwalpelajaran',
  'Jampel',
  'sesi_matpel',
  'lesson_timetable',
]);
const ACADEMIC_SETTINGS = group('15', 'Pengaturan Akademik', 'bi-sliders', [
  'academicyear_index',
  'generalsetting_index',
  'coursesetting',
  'configteacher',
  'configmurid',
  'settinglearningcourse_index',
  'settingexamination_index',
  'settingteachlearning_index',
  'studentteachlearning_index',
  'teacherteachlearning_index',
  'setting_score',
]);

// Curriculum
const MERDEKA = group('16', 'Kurikulum Merdeka', 'bi-diagram-3', [
  'curriculum_atp',
  'curriculum_ma',
  'curriculum_atp_def',
  'curriculum_ma_def',
  'cp_atp',
  'learn_course_cp',
  'setting_cp',
  'flow_dimensional',
  'description_project_pancasila',
  ['dimension_element_subelement_project_pancasila', 'Projek P5'],
  'process_records',
  'curriculum_classes',
]);
const K13 = group('18', 'Kurikulum 2013', 'bi-journal-bookmark', [
  'core_competence',
  'basiccompetence_index',
  'syllabus_index',
  'rpp_index',
  'silabus_school',
  'rpp_school',
  'theme',
  'theme_mapping_basecore_comp',
  'structure_score',
  'class_type_compt',
]);
// The superadmin keeps the platform's templates of planning documents (issue 15).
const PLATFORM_TEMPLATES = group('64', 'Templat Perangkat Ajar', 'bi-journal-text', [
  'curriculum_ma_def',
  'silabus_def',
  'rpp_def',
  'silabus_reff',
  'rpp_reff',
]);
const CURRICULUM_MAPPING = group('20', 'Pemetaan Kurikulum', 'bi-signpost-split', [
  'mapping_grade_level_subjects',
  'mapping_course_group',
  'mapping_grade_subjects_school',
  'setting_sdp_course',
  'setting_ki_cp',
  'setting_teaching_tools',
  'sdp_course_school',
  'sdp_set_score_school',
  'sdp_setting_raport',
]);
// Curriculum reference (issue 15): the superadmin keeps the platform's text; teachers and the principal read.
const CURRICULUM_REFERENCE = group('84', 'Referensi Kurikulum', 'bi-book-half', [
  'learn_course_cp',
  'setting_cp',
  'curriculum_atp_def',
  'cp_atp',
  'core_competence',
  'basic_competence',
  'setting_sdp_course',
]);
const MY_CURRICULUM = group('85', 'Kurikulum Mapel', 'bi-list-ol', ['curriculum_atp', 'cp_atp', 'learn_course_cp', 'basic_competence', 'structure_score']);
const TEACHING_TOOLS = group('19', 'Perangkat Ajar', 'bi-journal-text', [
  'curriculum_ma',
  'rpp_index',
  'rpp1',
  'syllabus_index',
  'silabus_school',
  'rpp_school',
  'silabus_reff',
  'rpp_reff',
  'teaching_device_subjects',
  'description_project_pancasila',
]);
// The principal's supervision of planning documents and kokurikuler (issue 15).
const PLANNING_SUPERVISION = group('63', 'Supervisi Perangkat Ajar', 'bi-clipboard-check', [
  'curriculum_class',
  'process_records',
  'curriculum_classes',
  'setting_teaching_tools',
  'description_project_pancasila',
  'flow_dimensional',
]);

// Teaching
const MY_CLASSES = group('21', 'Kelas Mengajar', 'bi-easel', [
  'teacher_teaching_class',
  'curriculum_class',
  'teacher_teaching_class_process',
  'teacher_teaching_class_achieve',
  'teaching_value',
  'data_student',
  'tugas',
  'kelas_room',
  'absensikelas',
  'attendance_student',
]);
const HOMEROOM = group('22', 'Wali Kelas', 'bi-person-badge', [
  'teacher_teaching_class_wali_kelas',
  'curriculum_class_wali_kelas',
  'walikelas_nilai_harian',
  'perkembangan_karakter',
  'preview_raport',
  'leger',
]);
const SUPERVISION = group('23', 'Supervisi Pembelajaran', 'bi-clipboard-check', [
  'teacher_teaching_class_admin',
  'curriculum_class_admin',
  'evaluation_teach',
  'teaching_value_references',
]);

// Assessment
const GRADING = group('24', 'Penilaian', 'bi-pencil-square', [
  'nilaiharian',
  'new_nilai_harian',
  'nilaimid',
  'nilaisemester',
  'indicator_assessment',
  'ekstra',
  'ekstrakurikuler',
]);
const REPORT_CARDS = group('25', 'Rapor & Leger', 'bi-file-earmark-text', [
  'raport',
  'raport2',
  'release_raport',
  'leger',
  'leger_uts',
  'setting_raport',
  'nilaikelulusan',
  'rekap_un_us',
]);
const ACADEMIC_REPORTS = group('26', 'Laporan Akademik', 'bi-bar-chart', [
  'performancestudentreport',
  'Kehadiransiswa',
  'Laporanpenilaiansiswa',
  'Laporanlatihansiswa',
  'assignment_report',
  'Laporanabsensiguru',
  'Laporankehadiranguru',
  'Laporanperformaguru',
  'Laporanperformamentor',
]);

// School life
const STUDENT_AFFAIRS = group('27', 'Kesiswaan', 'bi-people-fill', [
  'ekstrakulikuler_view',
  'ekstrakulikuler_schedule',
  'extracul_admission_approval',
  'ekstrakulikuler_report',
  'counseling_guidance',
  'counseling',
  'student_master_book',
  'absence_permit',
  'student_achievement_information',
]);
const DUTY_AND_OFFICE = group('60', 'Piket & Tata Usaha', 'bi-clipboard', [
  'jadwal_piket',
  'picket_officer',
  'picket_student',
  'picket_users_data',
  'guest_book',
  'struktur_organisasi',
  'activity_report_class_activity',
  'meetings',
]);

// School life for teachers and students (issue 16): BK, duty rosters, meetings, teacher groups, the chart.
const SCHOOL_LIFE_TEACHER = group('71', 'Kesiswaan & Sekolah', 'bi-people-fill', [
  'counseling_guidance',
  'counseling',
  'ekstrakulikuler_view',
  'jadwal_piket',
  'picket_officer',
  'picket_student',
  'meetings',
  'teacher_group',
  'struktur_organisasi',
]);
const SCHOOL_LIFE_STUDENT = group('72', 'Sekolahku', 'bi-compass', ['counseling_guidance', 'ekstrakulikuler_view', 'picket_student', 'struktur_organisasi']);

// Exams
// One entry per job: /scheduleexamination and /scheduleexamination_new open the same list as the school's
// schedules, so only that one is in the menu (the others stay reachable by address).
const SCHOOL_EXAMS = group('28', 'Ujian Sekolah', 'bi-ui-checks', [
  'school_exam_schedules',
  'scheduleexamination_remedi',
  'remedial_schedule_exam',
  'question_bank',
  'exam_grid',
  'exercises_class',
  'monitoring_exercises_class_view',
  'result_exercises_class',
  ['new_result_exercises_class', 'Olah Nilai Akhir'],
  ['result_exercises_class_deft', 'Siswa Belum Tuntas'],
  'result_exercises_class_history',
  'result_exercises_grade_level',
  'result_exercises_grade_analytical',
]);
// Literal paths (document 01): the shell links to '/' + menuPath.
const AKM = group('54', 'Ujian AKM', 'bi-clipboard2-data', [
  'exercises_class_view_akm',
  'school_exam_schedules_akm',
  'monitoring_examination_akm',
  'examination/result-akm',
]);
const EXAM_SETTINGS = group('29', 'Pengaturan Ujian', 'bi-gear-wide-connected', [
  'examination_setting_global',
  'examination_global_show_exam',
  'examination_whitelist_app',
  'student_block_examination',
  'duplicate_examination',
  'add_collective',
  'sett_lesson_timing',
  'schedule_exam_room',
  'check_teacher_exam',
]);
const EXAM_MONITORING = group('30', 'Monitoring Ujian', 'bi-display', [
  'monitoring_student_exam_status',
  'monitoring_student_exam_answered',
  'monitoring_student_exam_akm_answered',
  'monitoring_examination_status',
  'monitoring_examaccess_platform_settings',
]);

// Students
const LEARNING = group('31', 'Belajar', 'bi-book', [
  'kelas_room',
  'kelas_room_kalender',
  'kelas_room_data_materi',
  'kelas_room_data_tugas',
  'kelas_room_data_tugas_kuis',
  ['tugas', 'Tugas Saya'],
]);
// The student's exams link by name: '54' is the staff AKM group and a group id names one group only.
const MY_EXAMS = group('32', 'Ujian Saya', 'bi-pencil', [
  ['list_student_school_exams', 'Ujian Sekolah'],
  ['list_student_school_exam_akms', 'Ujian AKM'],
  ['exercises_class_view', 'Latihan Kelas'],
  ['exercises_class_view_akm', 'Latihan AKM'],
]);
const MY_RESULTS = group('33', 'Nilai & Kehadiran', 'bi-award', [
  ['student_grade_report', 'Nilai Saya'],
  ['daily_attendance_student', 'Kehadiran Saya'],
  'absensikelasstudent',
]);
const LIBRARY_SERVICES = group('38', 'Perpustakaan', 'bi-search', ['pencarian_buku', 'pemesanan_buku', ['peminjaman', 'Pinjaman Saya'], 'usulan_koleksi']);
// The admin runs the library beside everything else: its main screens, the rest from there.
const LIBRARY_ADMIN = group('67', 'Perpustakaan', 'bi-book-half', ['data_buku', 'peminjaman', 'laporan_perpustakaan', 'setting_perpustakaan']);

// Library
const CATALOGUE_BOOKS = group('34', 'Katalog Buku', 'bi-book-half', [
  'data_buku',
  'data_buku_induk',
  'tampil_data_buku_induk',
  'data_kode_buku',
  'data_klasifikasi_buku',
  'usulan_koleksi',
  'pertambahan_buku',
  'label_buku_perpus',
  'stock_opname',
]);
const CIRCULATION = group('35', 'Sirkulasi', 'bi-arrow-left-right', [
  'peminjaman',
  'peminjaman_buku',
  'pengembalian_buku',
  'perpanjangan_buku',
  'data_pemesanan_buku',
  'data_pesanan',
  'data_peminjam',
  'denda_keterlambatan',
  'presensi_pengunjung',
  'print_kartu_perpus',
]);
const LIBRARY_REPORTS = group('36', 'Laporan Perpustakaan', 'bi-graph-up', [
  'laporan_perpustakaan',
  'laporan_pengunjung',
  'book_borrowing_history_report',
  'judul_buku_banyak_dipinjam',
  'peminjam_terbanyak',
  'anggota_pinjam_terbanyak',
  'jumlah_kelompok_judul',
  'jumlah_kelompok_sering_meminjam',
  'jumlah_kelompok_koleksi',
  'tingkat_keterpinjaman_perkodebuku',
  'pengunjung_paling_rajin',
]);
const LIBRARY_SETTINGS = group('37', 'Pengaturan Perpustakaan', 'bi-gear', [
  'setting_perpustakaan',
  'data_pengaturan',
  'data_quota_pinjam_buku',
  'data_lama_pinjam_buku',
  'data_keterlambatan_pengembalian_buku',
]);

// Finance
const CASH_AND_JOURNALS = group('39', 'Kas & Jurnal', 'bi-cash-stack', [
  'finance_cash_in',
  'finance_cash_out',
  'finance_cash_transfer',
  'finance_general_journal',
  'jurnal_transaction',
  'jurnal_transaction_day',
  'finance_account_list',
  'finance_control_account',
  'finance_beginning_balance_of_the_period',
  'finance_work_order',
]);
const FUND_TRANSACTIONS = group('46', 'Transaksi Dana', 'bi-arrow-down-up', [
  'financial_income',
  'financial_withdraw',
  'financial_withdraw_school',
  'financial_transfer',
  'cashout_funding',
]);
const BILLING = group('40', 'Tagihan & Pembayaran', 'bi-receipt', [
  'finance_student_billing',
  'payment_student_invoices',
  'payment_create_student_invoices',
  'payment_recapitulation_invoices',
  'financial_payment',
  'paymentStudents',
  'student_finance',
  'manual_bill_notes',
  'data_students_scholarship',
  'project_installments',
  'finance_wa_invoices_blasting',
]);
const ARREARS = group('41', 'Tunggakan', 'bi-exclamation-triangle', [
  'finance_student_arrears_report',
  'finance_student_arrears_report_sum',
  'fincance_payment_of_student_arrears',
  'finance_report_arrears',
  'print_arrears_data',
]);
const SAVINGS = group('42', 'Tabungan Siswa', 'bi-piggy-bank', ['student_savings', 'jurnal_student_savings', 'school_bank_saving_mutation']);
const BUDGETS = group('44', 'Anggaran', 'bi-wallet2', ['finance_budget_project_activity', 'finance_budget_project', 'school_activity_budget_report']);
const FINANCE_REPORTS = group('43', 'Laporan Keuangan', 'bi-file-earmark-bar-graph', [
  'keuangan_all',
  'finance_report_journal_of_all_trx',
  'finance_report_trial_balance',
  'finance_report_balance_sheet',
  'finance_report_account_ledger',
  'finance_report_cash_in_journal',
  'finance_report_cash_out_journal',
  'finance_report_general_journal',
  'finance_report_profitloss_standard',
  'finance_report_realization_budgeting',
  'finance_report_va_transaction',
  'finance_report_percentage_fund',
  'neraca_finance',
  'finance_report2',
]);
const FINANCE_SETTINGS = group('45', 'Pengaturan Keuangan', 'bi-gear-fill', [
  'setting_finance_transaction',
  'data_master_data',
  'setting_account_bank',
  'bank_administration_fees',
  'school_bank_mutation',
  'template_mail',
  'wa_check_message',
]);

// Staff, admissions, information, attendance, work placement
const EMPLOYEES = group('48', 'Kepegawaian', 'bi-person-vcard', [
  'employee_kepegawaian',
  'data_jabatan',
  'jabatan_guru',
  'gol_pegawai',
  'employee_group_degree',
  'employee_type',
  'employee_status',
  'employee_appendix',
  'employee_allowance',
  'dual_position_employee',
  'staff_daily_attendance',
  'employee_report_salary',
]);
const ADMISSIONS = group('49', 'PPDB', 'bi-person-plus', ['ppdb_settings', 'ppdb_setting_period', 'ppdb_reduction_costs', 'rekapitulasi_PPDB_per_sekolah']);
// The principal follows admissions: the periods and the school's recap.
const ADMISSIONS_FOLLOW = group('47', 'PPDB', 'bi-person-plus', ['ppdb_setting_period', 'rekapitulasi_PPDB_per_sekolah']);
const ADMISSIONS_RECAP = group('50', 'Rekap PPDB', 'bi-clipboard-data', ['rekapitulasi_PPDB_seluruh_sekolah', 'rekapitulasi_PPDB_per_sekolah']);
const INFORMATION = group('51', 'Informasi & Komunikasi', 'bi-megaphone', [
  'inf_news_content',
  'inf_data_sumber',
  'vote_poll',
  'broadcastmessage',
  'broadcastmessagewa',
  'livechatting',
  'postgradcontent',
  'meeting',
]);
// Literal paths (document 01): the shell links to '/' + menuPath.
const WEBSITE = group('17', 'Konten Website', 'bi-globe2', [
  'post_news_index',
  'post_image_sliders_index',
  'post_speech_heads',
  'post_videos_index',
  'post_album_index',
  'post_upload_image',
  'post_feature',
  'post/school_organisation_struct',
  'post/school_social_media',
]);
const ATTENDANCE_SETUP = group('52', 'Perangkat & Aturan Presensi', 'bi-fingerprint', [
  'device_school_setting',
  'absent_card',
  'absent_rule',
  'absent_qr_device',
  'absence_setting_attendance_hours',
  'absent_shift',
  'group_absent_shift',
  'school_hours',
  'schedule_teacher',
]);
const ATTENDANCE_REPORTS = group('53', 'Laporan Presensi', 'bi-calendar-check', [
  'daily_attendance',
  'attendance_report_daily',
  'attendance_report_weeks',
  'report_daily_attendance',
  'report_daily_one_days',
  'report_monthly_users',
  'report_daily_attendance_log',
  'report_available_users_log',
]);
const WORK_PLACEMENT = group('55', 'PKL', 'bi-briefcase', ['field_company', 'field_pkl_jurnal', 'fwt_daily_student_absence']);
// A student at a DUDI reports their day and writes the journal.
const MY_WORK_PLACEMENT = group('61', 'PKL Saya', 'bi-briefcase', [['fwt_daily_student_absence', 'Presensi PKL'], 'field_pkl_jurnal']);

// Other roles
const MY_CHILD = group('56', 'Anak Saya', 'bi-heart', [
  'guardian_data',
  'guardian_datas',
  ['student_grade_report', 'Nilai Anak'],
  ['Kehadiransiswa', 'Kehadiran Anak'],
  ['paymentStudents', 'Pembayaran Sekolah'],
  ['peminjaman', 'Pinjaman Buku Anak'],
  'vote_poll',
  ['paymentStudents', 'Pembayaran Sekolah'],
  'vote_poll',
  ['kelas_room', 'Ruang Kelas Anak'],
  ['tugas', 'Tugas Anak'],
]);
const MENTORING = group('58', 'Pendampingan', 'bi-person-workspace', [
  'teacher_group',
  'teacher_group_data',
  'kelas_room',
  'kelas_room_data',
  'Laporanperformamentor',
  'livechatting',
]);
const TECH_SUPPORT = group('59', 'Dukungan Teknis', 'bi-tools', [
  'requestaccount',
  'resetpassword',
  'log_reset_password',
  'import_profile_image',
  'generatepicture',
  'livechatting',
]);
const MY_INFORMATION = group('70', 'Informasi', 'bi-megaphone', ['inf_news_content', 'vote_poll', 'livechatting']);
const FOUNDATION = group('62', 'Yayasan', 'bi-bank2', [
  'foundation',
  'foundation_users',
  'foundation_financial_dashboard',
  'finance_foundation_approve_budget_project',
]);

export const MENU: MenuTree = {
  '1': [
    heading('Menu Utama', HOME),
    heading('Platform', PLATFORM_SCHOOLS, SYSTEM, PLATFORM_TEMPLATES),
    heading('Platform', PLATFORM_SCHOOLS, SYSTEM),
    heading('Kurikulum', CURRICULUM_REFERENCE),
    heading('Ujian', EXAM_SETTINGS, EXAM_MONITORING, AKM),
    heading('Website', WEBSITE),
  ],
  '2': [
    heading('Menu Utama', HOME),
    heading('Data Master', PEOPLE, ACCOUNT_DESK, CLASSES, SUBJECTS_AND_TIMETABLE, ACADEMIC_SETTINGS),
    heading('Kurikulum', MERDEKA, K13, CURRICULUM_MAPPING, SUPERVISION),
    heading('Penilaian & Rapor', REPORT_CARDS, ACADEMIC_REPORTS),
    heading('Kesiswaan', STUDENT_AFFAIRS, DUTY_AND_OFFICE, WORK_PLACEMENT),
    heading('Ujian', SCHOOL_EXAMS, AKM, EXAM_SETTINGS, EXAM_MONITORING),
    heading('Kepegawaian & PPDB', EMPLOYEES, ADMISSIONS),
    heading('Presensi', ATTENDANCE_SETUP, ATTENDANCE_REPORTS),
    heading('Informasi & Website', INFORMATION, WEBSITE),
    heading('Perpustakaan', LIBRARY_ADMIN),
  ],
  '3': [
    heading('Menu Utama', HOME),
    heading('Pembelajaran', MY_CLASSES, MY_CURRICULUM, TEACHING_TOOLS, HOMEROOM),
    heading('Penilaian', GRADING),
    heading('Ujian', SCHOOL_EXAMS, AKM, EXAM_MONITORING),
    heading('Layanan', LIBRARY_SERVICES, MY_INFORMATION),
    heading('Sekolah', SCHOOL_LIFE_TEACHER),
  ],
  '4': [
    heading('Menu Utama', HOME),
    heading('Akademik', SUPERVISION, PLANNING_SUPERVISION, REPORT_CARDS, ACADEMIC_REPORTS, AKM),
    heading('Akademik', SUPERVISION, MY_CURRICULUM, REPORT_CARDS, ACADEMIC_REPORTS, AKM),
    heading('Laporan Sekolah', FINANCE_REPORTS, ATTENDANCE_REPORTS, LIBRARY_REPORTS),
    heading('Kepegawaian & PPDB', EMPLOYEES, ADMISSIONS_FOLLOW),
    heading('Kesiswaan', STUDENT_AFFAIRS, DUTY_AND_OFFICE),
    heading('Informasi', INFORMATION),
  ],
  '5': [
    heading('Menu Utama', HOME),
    heading('Belajar', LEARNING, MY_EXAMS, MY_RESULTS, LIBRARY_SERVICES, MY_INFORMATION),
    heading('Sekolah', SCHOOL_LIFE_STUDENT),
    heading('PKL', MY_WORK_PLACEMENT),
  ],
  '6': [heading('Menu Utama', HOME), heading('Orang Tua', MY_CHILD, MY_INFORMATION)],
  '7': [heading('Menu Utama', HOME), heading('Mentor', MENTORING, WORK_PLACEMENT)],
  '8': [heading('Menu Utama', HOME), heading('Dukungan', TECH_SUPPORT, EXAM_MONITORING, ATTENDANCE_SETUP)],
  '9': [
    heading('Menu Utama', HOME),
    heading('Data Sekolah', PEOPLE, ACCOUNT_DESK, CLASSES),
    heading('Kesiswaan', STUDENT_AFFAIRS, DUTY_AND_OFFICE),
    heading('Kepegawaian & PPDB', EMPLOYEES, ADMISSIONS),
    heading('Presensi & Informasi', ATTENDANCE_REPORTS, INFORMATION),
  ],
  '10': [heading('Menu Utama', HOME), heading('Perpustakaan', CATALOGUE_BOOKS, CIRCULATION, LIBRARY_REPORTS, LIBRARY_SETTINGS)],
  '11': [
    heading('Menu Utama', HOME),
    heading('Keuangan', CASH_AND_JOURNALS, FUND_TRANSACTIONS, BILLING, ARREARS, SAVINGS, BUDGETS),
    heading('Laporan & Pengaturan', FINANCE_REPORTS, FINANCE_SETTINGS),
  ],
  '12': [heading('Menu Utama', HOME), heading('Praktik Kerja Lapangan', WORK_PLACEMENT)],
  '13': [heading('Menu Utama', HOME), heading('Yayasan', FOUNDATION, ADMISSIONS_RECAP), heading('Laporan', FINANCE_REPORTS, ACADEMIC_REPORTS)],
};
