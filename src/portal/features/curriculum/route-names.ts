/** The curriculum reference and subject-structure screens that work against the API (document 02, 2.5; issue 15). */
export const CURRICULUM_ROUTE_NAMES: readonly string[] = [
  // Kurikulum Merdeka: CP, TP and ATP
  'learn_course_cp',
  'setting_cp',
  'setting_ki_cp',
  'cp_atp',
  'detail_cp_atp',
  'curriculum_atp',
  'curriculum_atp_add',
  'curriculum_atp_1',
  'curriculum_atp_def',
  'curriculum_atp_def_add',
  'curriculum_atp_def_1',
  // K13: KI, KD, themes
  'core_competence',
  'basic_competence',
  'basiccompetence_index',
  'basiccompetence_add_basiccompetence',
  'basiccompetence_edit_basiccompetence',
  'theme_mapping_basecore_comp',
  'class_type_compt',
  // The school's subject and score structure
  'set_course_school',
  'sdp_course_school',
  'detail_course',
  'mapping_grade_level_subjects',
  'mapping_grade_subjects_school',
  'sdp_set_score_school',
  'sdp_setting_raport',
  'structure_score',
];
