/** Document 02, section 2.10 (exams and exercises), plus the exam web page of 2.1. */
import { section } from '../define.ts';

const CHROMELESS = { chromeless: true } as const;

// 2.1: "exam web page, no sign-in flag"; its page identifier 'webpageujian' suppresses the chrome.
const EXAM_PAGE = section('exams', 'open', [['/webpageujian/:examination_id/:exam_enroll_user_id/:sd_users_id', 'Halaman Ujian', CHROMELESS]]);

const SIGNED_IN = section('exams', 'requiresAuth', [
  // Student exercise pages
  ['/exercises/:id', 'Latihan'],
  ['/resultexercises/:id', 'Hasil Latihan'],
  ['/do_exercise/:id', 'Mengerjakan Latihan', CHROMELESS],
  ['/result_exercisedetail/:id', 'Detail Hasil Latihan'],
  // Class exercises
  ['/exercises_class', 'Latihan Kelas'],
  ['/do_exercise_class/:id', 'Mengerjakan Ujian', CHROMELESS],
  ['/exercises_class_view', 'Daftar Ujian Kelas'],
  ['/exercises_class_view_detail/:id', 'Detail Ujian Kelas'],
  ['/monitoring_exercises_class_view', 'Monitoring Ujian Kelas'],
  ['/monitoring_exercises_class_view_detail/:id/:id2', 'Detail Monitoring Ujian Kelas'],
  ['/result_exercises_class', 'Hasil Ujian Kelas'],
  ['/result_exercises_class_detail/:id', 'Detail Hasil Ujian Kelas'],
  ['/result_exercises_class_detail/:id/:sd_exam_enroll_user_id', 'Hasil Ujian Siswa'],
  ['/result_exercises_grade_level', 'Hasil Ujian per Tingkat'],
  ['/result_exercises_grade_analytical', 'Analisis Hasil Ujian'],
  // Scheduling
  ['/scheduleexamination', 'Jadwal Ujian'],
  ['/addscheduleexamination', 'Tambah Jadwal Ujian'],
  ['/editscheduleexamination', 'Ubah Jadwal Ujian'],
  ['/scheduleexamination_remedi', 'Jadwal Ujian Remedial'],
  ['/editscheduleexamination_remedi', 'Ubah Jadwal Ujian Remedial'],
  ['/scheduleexamination_new', 'Jadwal Ujian (Baru)'],
  ['/addscheduleexamination_new', 'Tambah Jadwal Ujian (Baru)'],
  ['/editscheduleexamination_new/:id', 'Ubah Jadwal Ujian (Baru)'],
  ['/schedule-examination/edit/:id', 'Ubah Jadwal Ujian'],
  ['/remedial_schedule_exam', 'Jadwal Remedial'],
  // school_exam_schedules is registered twice in the original: once here.
  ['/school_exam_schedules', 'Jadwal Ujian Sekolah'],
  ['/add_school_exam_schedules', 'Tambah Jadwal Ujian Sekolah'],
  ['/edit_school_exam_schedules/:id', 'Ubah Jadwal Ujian Sekolah'],
  ['/school_exam_schedules_akm', 'Jadwal Ujian AKM'],
  ['/add_school_exam_schedules_akm', 'Tambah Jadwal Ujian AKM'],
  ['/edit_school_exam_schedules_akm/:id', 'Ubah Jadwal Ujian AKM'],
  ['/add_school_exam_schedules_new', 'Tambah Jadwal Ujian Sekolah (Baru)'],
  ['/edit_school_exam_schedules_new/:id', 'Ubah Jadwal Ujian Sekolah (Baru)'],
  ['/add_school_exam_schedules_akm_new', 'Tambah Jadwal Ujian AKM (Baru)'],
  ['/edit_school_exam_schedules_akm_new/:id', 'Ubah Jadwal Ujian AKM (Baru)'],
  // AKM
  ['/examination/result-akm', 'Hasil Ujian AKM'],
  ['/examination/result-akm/detail/:id', 'Detail Hasil AKM'],
  ['/examination/result-akm/detail-view/:id/:sd_exam_enroll_user_id', 'Hasil AKM Siswa'],
  ['/examination/result-akm/detail_new/:id/:id2', 'Detail Hasil AKM (Baru)'],
  ['/monitoring_examination_akm', 'Monitoring Ujian AKM'],
  ['/monitoring_examination_akm_detail/:id/:id2', 'Detail Monitoring AKM'],
  ['/exercises_class_view_akm', 'Daftar Ujian AKM'],
  ['/do_exercise_class_akm/:id', 'Mengerjakan Ujian AKM', CHROMELESS],
  ['/do_exercise_class_akm_new/:id', 'Mengerjakan Ujian AKM', CHROMELESS],
  ['/result_exercisedetail_akm/:id', 'Detail Hasil Latihan AKM'],
  // Result history and variants
  ['/result_exercises_class_history', 'Riwayat Hasil Ujian'],
  ['/result_exercises_class_detail_history/:id', 'Detail Riwayat Hasil Ujian'],
  ['/result_exercises_class_detail_history/:id/:sd_exam_enroll_user_id', 'Riwayat Hasil Ujian Siswa'],
  ['/new_result_exercises_class', 'Hasil Ujian Kelas (Baru)'],
  ['/new_result_exercises_class_detail/:id', 'Detail Hasil Ujian (Baru)'],
  ['/new_result_exercises_class_detail/:id/:t_proc_result_exam_id', 'Hasil Ujian Siswa (Baru)'],
  ['/result_exercises_class_deft', 'Hasil Ujian Kelas (Bawaan)'],
  ['/result_exercises_class_detail_deft/:id', 'Detail Hasil Ujian (Bawaan)'],
  ['/result_exercises_class_detail_deft/:id/:sd_exam_enroll_user_id', 'Hasil Ujian Siswa (Bawaan)'],
  ['/result_exercises_class_detail_new/:id/:id2', 'Detail Hasil Ujian Kelas (Baru)'],
  // Settings and monitoring
  ['/exam_grid', 'Kisi-kisi Ujian'],
  ['/check_teacher_exam', 'Cek Ujian Guru'],
  ['/student_block_examination', 'Blokir Ujian Siswa'],
  ['/duplicate_examination', 'Duplikasi Ujian'],
  ['/add_collective', 'Tambah Kolektif'],
  ['/sett_lesson_timing', 'Pengaturan Waktu Ujian'],
  ['/question_bank', 'Bank Soal'],
  ['/add_question_bank', 'Tambah Bank Soal'],
  ['/edit_question_bank/:id', 'Ubah Bank Soal'],
  ['/examination/setting-global', 'Pengaturan Global Ujian'],
  ['/examination/global-show-exam', 'Tampilan Ujian Global'],
  ['/examination/whitelist-app', 'Aplikasi yang Diizinkan'],
  ['/monitoring/student-exam-status', 'Status Ujian Siswa'],
  ['/monitoring/student-exam-answered', 'Jawaban Ujian Siswa'],
  ['/monitoring/student-exam-akm-answered', 'Jawaban AKM Siswa'],
  ['/monitoring/examaccess-platform-settings', 'Pengaturan Akses Platform Ujian'],
  ['/monitoring/examination_status', 'Status Ujian'],
  ['/upload_file_examination', 'Unggah Berkas Ujian'],
  // Student exam lists
  ['/list_student_school_exams', 'Daftar Ujian Saya'],
  ['/student_exam/:id', 'Ujian Siswa'],
  ['/list_student_school_exam_akms', 'Daftar Ujian AKM Saya'],
  ['/student_exam_akm/:id', 'Ujian AKM Siswa'],
  ['/list_student_school_exams_ios', 'Daftar Ujian Saya (iOS)'],
  ['/list_student_school_exams_akm_ios', 'Daftar Ujian AKM Saya (iOS)'],
  ['/student_exam_ios/:id', 'Ujian Siswa (iOS)'],
  ['/student_exam_akm_ios/:id', 'Ujian AKM Siswa (iOS)'],
  // Schedule rooms
  ['/add_schedule_room', 'Tambah Jadwal Ruang'],
  ['/schedule_exam_room', 'Jadwal Ruang Ujian'],
  ['/add_schedule_exam_room', 'Tambah Jadwal Ruang Ujian'],
]);

const MISSPELT = section('exams', 'misspelt', [['/exercises_class_view_akm_new', 'Daftar Ujian AKM (Baru)']]);

export const EXAMS = [...EXAM_PAGE, ...SIGNED_IN, ...MISSPELT];
