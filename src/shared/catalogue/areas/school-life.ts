/** Document 02, section 2.7: class rooms, extracurricular and school life. */
import { section } from '../define.ts';

const MISSPELT = section('school-life', 'misspelt', [
  ['/teacher_group', 'Kelompok Guru'],
  ['/teacher_group_data', 'Data Kelompok Guru'],
  ['/kelas_room', 'Ruang Kelas'],
  ['/kelas_room_cek', 'Cek Ruang Kelas'],
  ['/kelas_room_kalender', 'Kalender Ruang Kelas'],
  ['/kelas_room_data', 'Data Ruang Kelas'],
  ['/kelas_room_data_tugas', 'Tugas Ruang Kelas'],
  ['/kelas_room_data_tugas_kuis', 'Kuis Ruang Kelas'],
  ['/kelas_room_data_pertanyaan', 'Pertanyaan Ruang Kelas'],
  ['/kelas_room_data_materi', 'Materi Ruang Kelas'],
  ['/kelas_room_detail/:id', 'Detail Ruang Kelas'],
  ['/kelas_room_detail/:id/:sd_class_rout_detail_id', 'Detail Kegiatan Ruang Kelas'],
  ['/kelas_room_detail/:id/:sd_class_rout_detail_id/:sd_map_routine_id', 'Detail Rutinitas Ruang Kelas'],
  ['/ekstrakulikuler_view', 'Ekstrakurikuler'],
  ['/ekstrakulikuler_view_detail/:id', 'Detail Ekstrakurikuler'],
  ['/ekstrakulikuler_schedule', 'Jadwal Ekstrakurikuler'],
  ['/ekstrakulikuler_schedule_detail', 'Detail Jadwal Ekstrakurikuler'],
  ['/jadwal_piket', 'Jadwal Piket'],
  ['/picket_officer', 'Petugas Piket'],
  ['/picket_student', 'Piket Siswa'],
  ['/struktur_organisasi', 'Struktur Organisasi'],
  ['/guest_book', 'Buku Tamu'],
  ['/struktur_test', 'Struktur (Uji)'],
  ['/create_struktur_test', 'Tambah Struktur (Uji)'],
  ['/edit_struktur_test', 'Ubah Struktur (Uji)'],
  ['/ptk', 'Data PTK'],
  ['/create_ptk', 'Tambah PTK'],
  ['/edit_ptk', 'Ubah PTK'],
]);

const SIGNED_IN = section('school-life', 'requiresAuth', [
  ['/ekstrakurikuler', 'Penilaian Ekstrakurikuler'],
  ['/ekstrakulikuler_report', 'Laporan Ekstrakurikuler'],
  ['/extracul_admission_approval', 'Persetujuan Pendaftaran Ekskul'],
  ['/picket/users-data', 'Data Petugas Piket'],
  ['/counseling_guidance', 'Bimbingan Konseling'],
  ['/counseling', 'Konseling'],
  ['/student_master_book', 'Buku Induk Siswa'],
  ['/student_master_book/:id', 'Detail Buku Induk Siswa'],
  ['/jabatan_guru', 'Jabatan Guru'],
  ['/meeting', 'Rapat'],
  ['/meetings', 'Daftar Rapat'],
  ['/activity/report_class_activity', 'Laporan Kegiatan Kelas'],
  ['/absence_permit', 'Izin Tidak Hadir'],
]);

export const SCHOOL_LIFE = [...MISSPELT, ...SIGNED_IN];
