/** Document 02, section 2.15: devices and attendance. */
import { ids, section } from '../define.ts';

const SIGNED_IN = section('attendance', 'requiresAuth', [
  ['/device/school-setting', 'Pengaturan Perangkat Sekolah'],
  ['/absent_card', 'Kartu Presensi'],
  ['/absent_card_add', 'Tambah Kartu Presensi'],
  ['/absent_rule', 'Aturan Presensi'],
  ['/absent_qr_device', 'Perangkat QR Presensi'],
  ['/absence/setting_attendance_hours', 'Pengaturan Jam Presensi'],
  ['/fwt_daily_student_absence', 'Presensi Harian Siswa PKL'],
  ['/field-company', 'Data DUDI'],
  ['/absent_shift', 'Shift Presensi'],
  ['/group_absent_shift', 'Grup Shift Presensi'],
  ['/school_hours', 'Jam Sekolah'],
  ['/schedule_teacher', 'Jadwal Guru'],
  ['/lesson_timetable', 'Jadwal Jam Pelajaran'],
  ['/attendance-report/daily', 'Laporan Presensi Harian'],
  ['/daily_attendance', 'Presensi Harian'],
  ['/daily_attendance_student', 'Presensi Harian Siswa'],
  ['/report_daily_attendance', 'Rekap Presensi Harian'],
  ['/report_daily_attendance_log', 'Log Presensi Harian'],
  ['/report_available_users_log', 'Log Pengguna Tersedia'],
  ['/absensikelas', 'Absensi Kelas'],
  ['/absensikelasstudent', 'Absensi Kelas Siswa'],
  // "Other signed in"
  ['/blocking_access_rights', 'Blokir Hak Akses'],
  ['/generatepicture', 'Buat Gambar'],
  ['/import_profile_image', 'Impor Foto Profil'],
  ['/log/reset-password', 'Log Atur Ulang Kata Sandi'],
]);

const MISSPELT = section('attendance', 'misspelt', [
  ['/qrcode/qrcode_absen', 'Presensi QR Code', { deviceLink: true }],
  ['/field/pkl_jurnal', 'Jurnal PKL'],
  ['/report_daily_one_days', 'Laporan Presensi Satu Hari'],
  ['/report_monthly_users', 'Laporan Presensi Bulanan'],
  [`/lesson_timetable_meeting${ids(8)}`, 'Pertemuan Jadwal Pelajaran'],
  ['/attendance-report/weeks', 'Laporan Presensi Mingguan'],
]);

export const ATTENDANCE = [...SIGNED_IN, ...MISSPELT];
