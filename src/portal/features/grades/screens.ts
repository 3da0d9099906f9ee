/** Grades screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const classes: Loader = () => import('./classes-screen.tsx');
const classesAdmin: Loader = () => import('./classes-admin-screen.tsx');
const grid: Loader = () => import('./grid-screen.tsx');
const rapor: Loader = () => import('./rapor-screen.tsx');
const byKind = (name: 'DailyGradesScreen' | 'MidGradesScreen' | 'SemesterGradesScreen' | 'ProcessScreen' | 'HomeroomDailyScreen'): Loader => () =>
  import('./by-kind-screens.tsx').then((m) => ({ default: m[name] }));

export const SCREENS: Readonly<Record<string, Loader>> = {
  teacher_teaching_class: classes,
  teacher_teaching_class_wali_kelas: () => import('./classes-homeroom-screen.tsx'),
  teacher_teaching_class_admin: classesAdmin,
  curriculum_class_admin: classesAdmin,
  teacher_teaching_class_detail: grid,
  teacher_teaching_class_detail_admin: grid,
  teacher_teaching_class_detail_wali_kelas: grid,
  curriculum_class_detail_admin: grid,
  curriculum_class_detail_wali_kelas: grid,
  preview_raport: rapor,
  raport: rapor,
  release_raport: () => import('./release-screen.tsx'),
  setting_raport: () => import('./settings-screen.tsx'),
  student_grade_report: () => import('./family-rapor-screen.tsx'),
  leger: () => import('./leger-screen.tsx'),
  leger_uts: () => import('./leger-uts-screen.tsx'),
  nilaiharian: byKind('DailyGradesScreen'),
  new_nilai_harian: byKind('DailyGradesScreen'),
  nilaimid: byKind('MidGradesScreen'),
  nilaisemester: byKind('SemesterGradesScreen'),
  teacher_teaching_class_process: byKind('ProcessScreen'),
  walikelas_nilai_harian: byKind('HomeroomDailyScreen'),
  teacher_teaching_class_achieve: () => import('./achieve-screen.tsx'),
  distribution_class: () => import('./distribution-screen.tsx'),
  distribution_class_detail: () => import('./distribution-detail-screen.tsx'),
  nilaikelulusan: () => import('./graduation-screen.tsx'),
  rekap_un_us: () => import('./final-exams-screen.tsx'),
  raport2: () => import('./rapor-batch-screen.tsx'),
};
