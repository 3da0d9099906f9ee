/** Document 02, section 2.6: teaching classes. */
import { ids, section } from '../define.ts';

const SIGNED_IN = section('teaching', 'requiresAuth', [
  ['/teacher_teaching_class', 'Kelas Mengajar'],
  [`/teacher_teaching_class_detail${ids(3)}`, 'Detail Kelas Mengajar'],
  [`/teacher_teaching_class_evaluation${ids(8)}`, 'Evaluasi Kelas Mengajar'],
  // "later parts"
  ['/teaching_value', 'Nilai Pembelajaran'],
  ['/teaching_value_references', 'Referensi Nilai Pembelajaran'],
  ['/teaching_value_data', 'Data Nilai Pembelajaran'],
  ['/teaching_device_subjects', 'Perangkat Ajar Mapel'],
  ['/group_course', 'Kelompok Mapel'],
  ['/data_student', 'Data Siswa Kelas'],
  ['/group_of_students', 'Kelompok Siswa'],
  ['/preview_raport', 'Pratinjau Rapor'],
  ['/teacher_teaching_class_process', 'Proses Kelas Mengajar'],
  ['/teacher_teaching_class_admin', 'Kelas Mengajar (Admin)'],
  ['/curriculum_class_admin', 'Kurikulum Kelas (Admin)'],
  [`/curriculum_class_detail_admin${ids(4)}`, 'Detail Kurikulum Kelas (Admin)'],
  [`/curriculum_class_evaluation_admin${ids(10)}`, 'Evaluasi Kurikulum Kelas (Admin)'],
]);

// The homeroom and achievement blocks carry no access label of their own; the section is "signed in"
// apart from the two routes it names as misspelt, so they are guarded.
const HOMEROOM = section('teaching', 'requiresAuth', [
  ['/teacher_teaching_class_wali_kelas', 'Kelas Mengajar Wali Kelas'],
  [`/teacher_teaching_class_detail_wali_kelas${ids(4)}`, 'Detail Kelas Wali Kelas'],
  [`/teacher_teaching_class_evaluation_wali_kelas${ids(9)}`, 'Evaluasi Kelas Wali Kelas'],
  ['/curriculum_class_wali_kelas', 'Kurikulum Kelas Wali Kelas'],
  [`/curriculum_class_detail_wali_kelas${ids(4)}`, 'Detail Kurikulum Wali Kelas'],
  [`/curriculum_class_evaluation_wali_kelas${ids(10)}`, 'Evaluasi Kurikulum Wali Kelas'],
  ['/teacher_teaching_class_achieve', 'Capaian Kelas Mengajar'],
  [`/teacher_teaching_class_achieve_target${ids(7)}`, 'Target Capaian'],
  [`/teacher_teaching_class_achieve_target_detail${ids(9)}`, 'Detail Target Capaian'],
]);

const MISSPELT = section('teaching', 'misspelt', [
  [`/teacher_teaching_class_detail_admin${ids(4)}/`, 'Detail Kelas Mengajar (Admin)'],
  [`/teacher_teaching_class_evaluation_admin${ids(9)}`, 'Evaluasi Kelas Mengajar (Admin)'],
]);

// "Other": no access label; guarded, since the open routes of this section are named explicitly.
const OTHER = section('teaching', 'requiresAuth', [
  ['/homeroom_teacher', 'Wali Kelas'],
  ['/homeroom_teacher_new', 'Wali Kelas (Baru)'],
  ['/list_section_class', 'Daftar Rombel'],
  ['/distribution_class', 'Pembagian Kelas'],
  ['/distribution_class_detail/:id', 'Detail Pembagian Kelas'],
  ['/evaluation_teach', 'Evaluasi Mengajar'],
  ['/evaluation_teach_add', 'Tambah Evaluasi Mengajar'],
  ['/evaluation_teach_edit', 'Ubah Evaluasi Mengajar'],
  ['/class_requests', 'Permintaan Kelas'],
  ['/course_group', 'Grup Mata Pelajaran'],
]);

export const TEACHING = [...SIGNED_IN, ...HOMEROOM, ...MISSPELT, ...OTHER];
