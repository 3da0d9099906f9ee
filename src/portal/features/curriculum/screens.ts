/** Curriculum screens by catalogue route name; loaders only. The plain lists are master-data routes. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const texts: Loader = () => import('./texts-screen.tsx');
const overview: Loader = () => import('./overview-screen.tsx');
const atpList: Loader = () => import('./atp-list-screen.tsx');
const atpNew: Loader = () => import('./atp-new-screen.tsx');
const atpEditor: Loader = () => import('./atp-editor-screen.tsx');
const structure: Loader = () => import('./course-structure-screen.tsx');
const matrix: Loader = () => import('./grade-matrix-screen.tsx');
const mapping: Loader = () => import('./rapor-mapping-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  learn_course_cp: texts,
  setting_cp: texts,
  core_competence: texts,
  basic_competence: texts,
  basiccompetence_index: texts,
  basiccompetence_add_basiccompetence: texts,
  basiccompetence_edit_basiccompetence: texts,
  cp_atp: overview,
  setting_ki_cp: overview,
  detail_cp_atp: () => import('./subject-phase-screen.tsx'),
  curriculum_atp: atpList,
  curriculum_atp_def: atpList,
  curriculum_atp_add: atpNew,
  curriculum_atp_def_add: atpNew,
  curriculum_atp_1: atpEditor,
  curriculum_atp_def_1: atpEditor,
  theme_mapping_basecore_comp: () => import('./theme-mapping-screen.tsx'),
  class_type_compt: () => import('./grade-curricula-screen.tsx'),
  set_course_school: structure,
  sdp_course_school: structure,
  detail_course: () => import('./course-detail-screen.tsx'),
  mapping_grade_level_subjects: matrix,
  sdp_set_score_school: matrix,
  mapping_grade_subjects_school: mapping,
  sdp_setting_raport: mapping,
  structure_score: () => import('./score-structure-screen.tsx'),
};
