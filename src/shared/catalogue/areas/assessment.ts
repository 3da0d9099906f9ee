/** Document 02, section 2.8: assessment and reports, all signed in. */
import { section } from '../define.ts';

export const ASSESSMENT = section('assessment', 'requiresAuth', [
  // Grades
  ['/nilaiharian', 'Nilai Harian'],
  ['/nilaimid', 'Nilai Tengah Semester'],
  ['/nilaisemester', 'Nilai Semester'],
  ['/rekap_un_us', 'Rekap Nilai UN/US'],
  ['/nilaikelulusan', 'Nilai Kelulusan'],
  ['/new_nilai_harian', 'Nilai Harian (Baru)'],
  ['/walikelas_nilai_harian', 'Nilai Harian Wali Kelas'],
  // Report cards and ledgers
  ['/raport', 'Rapor'],
  ['/raport2', 'Rapor (Versi 2)'],
  ['/release_raport', 'Rilis Rapor'],
  ['/leger', 'Leger Nilai'],
  ['/leger_uts', 'Leger UTS'],
  ['/setting_raport', 'Pengaturan Rapor'],
  ['/student_grade_report', 'Laporan Nilai Siswa'],
  // Indicator and character
  ['/indicator_assessment', 'Penilaian Indikator'],
  ['/indicator_assessment_detail', 'Detail Penilaian Indikator'],
  ['/perkembangan_karakter', 'Perkembangan Karakter'],
  ['/ekstra', 'Nilai Ekstrakurikuler'],
  // Reports
  ['/performancestudentreport', 'Laporan Performa Siswa'],
  ['/Kehadiransiswa', 'Laporan Kehadiran Siswa'],
  ['/Laporanpenilaiansiswa', 'Laporan Penilaian Siswa'],
  ['/Laporanlatihansiswa', 'Laporan Latihan Siswa'],
  ['/Laporanabsensiguru', 'Laporan Absensi Guru'],
  ['/Laporanperformaguru', 'Laporan Performa Guru'],
  ['/Laporanperformamentor', 'Laporan Performa Mentor'],
  ['/assignment_report', 'Laporan Tugas'],
  ['/Laporankehadiranguru', 'Laporan Kehadiran Guru'],
]);
