/** The grades workflow screens (document 02, 2.6 and 2.8) that work against the API. */
export const GRADES_ROUTE_NAMES: readonly string[] = [
  'teacher_teaching_class',
  'teacher_teaching_class_wali_kelas',
  'teacher_teaching_class_admin',
  'curriculum_class_admin',
  'teacher_teaching_class_detail',
  'teacher_teaching_class_detail_admin',
  'teacher_teaching_class_detail_wali_kelas',
  'curriculum_class_detail_admin',
  'curriculum_class_detail_wali_kelas',
];
