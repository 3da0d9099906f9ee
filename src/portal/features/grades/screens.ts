/** Grades screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const classes: Loader = () => import('./classes-screen.tsx');
const classesAdmin: Loader = () => import('./classes-admin-screen.tsx');
const grid: Loader = () => import('./grid-screen.tsx');
const gridVariant =
  (name: 'AdminGridScreen' | 'HomeroomGridScreen' | 'CurriculumAdminGridScreen' | 'CurriculumHomeroomGridScreen'): Loader =>
  () =>
    import('./grid-screen.tsx').then((m) => ({ default: m[name] }));
const evaluation =
  (name: 'TeacherEvaluation' | 'AdminEvaluation' | 'HomeroomEvaluation' | 'CurriculumAdminEvaluation' | 'CurriculumHomeroomEvaluation'): Loader =>
  () =>
    import('./evaluation-screen.tsx').then((m) => ({ default: m[name] }));
type ReportName =
  | 'ClassValuesReport'
  | 'AssessmentDataReport'
  | 'SectionListReport'
  | 'StudentAttendanceReport'
  | 'AssessmentReport'
  | 'StudentPerformanceReport'
  | 'ExtracurricularReport'
  | 'CharacterReport'
  | 'AssignmentReport'
  | 'TeacherPerformanceReport'
  | 'MentorPerformanceReport';
const report =
  (name: ReportName): Loader =>
  () =>
    import('./report-screen.tsx').then((m) => ({ default: m[name] }));
const rapor: Loader = () => import('./rapor-screen.tsx');
const byKind =
  (name: 'DailyGradesScreen' | 'MidGradesScreen' | 'SemesterGradesScreen' | 'ProcessScreen' | 'HomeroomDailyScreen'): Loader =>
  () =>
    import('./by-kind-screens.tsx').then((m) => ({ default: m[name] }));

export const SCREENS: Readonly<Record<string, Loader>> = {
  teacher_teaching_class: classes,
  teacher_teaching_class_wali_kelas: () => import('./classes-homeroom-screen.tsx'),
  teacher_teaching_class_admin: classesAdmin,
  curriculum_class_admin: () => import('./classes-admin-screen.tsx').then((m) => ({ default: m.CurriculumAdminScreen })),
  teacher_teaching_class_detail: grid,
  teacher_teaching_class_detail_admin: gridVariant('AdminGridScreen'),
  teacher_teaching_class_detail_wali_kelas: gridVariant('HomeroomGridScreen'),
  curriculum_class_detail_admin: gridVariant('CurriculumAdminGridScreen'),
  curriculum_class_detail_wali_kelas: gridVariant('CurriculumHomeroomGridScreen'),
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
  teacher_teaching_class_evaluation: evaluation('TeacherEvaluation'),
  teacher_teaching_class_evaluation_admin: evaluation('AdminEvaluation'),
  teacher_teaching_class_evaluation_wali_kelas: evaluation('HomeroomEvaluation'),
  curriculum_class_evaluation_admin: evaluation('CurriculumAdminEvaluation'),
  curriculum_class_evaluation_wali_kelas: evaluation('CurriculumHomeroomEvaluation'),
  curriculum_class_wali_kelas: () => import('./classes-homeroom-screen.tsx').then((m) => ({ default: m.CurriculumHomeroomScreen })),
  teacher_teaching_class_achieve_target: () => import('./achieve-target-screen.tsx'),
  teacher_teaching_class_achieve_target_detail: () => import('./achieve-target-screen.tsx').then((m) => ({ default: m.AchieveTargetDetailScreen })),
  Kehadiransiswa: report('StudentAttendanceReport'),
  Laporanpenilaiansiswa: report('AssessmentReport'),
  performancestudentreport: report('StudentPerformanceReport'),
  ekstra: report('ExtracurricularReport'),
  perkembangan_karakter: report('CharacterReport'),
  assignment_report: report('AssignmentReport'),
  Laporanperformaguru: report('TeacherPerformanceReport'),
  Laporanperformamentor: report('MentorPerformanceReport'),
  Laporankehadiranguru: () => import('./teacher-attendance-screen.tsx').then((m) => ({ default: m.TeacherMonthScreen })),
  Laporanabsensiguru: () => import('./teacher-attendance-screen.tsx').then((m) => ({ default: m.TeacherDayScreen })),
  teaching_value: report('ClassValuesReport'),
  teaching_value_references: report('ClassValuesReport'),
  teaching_value_data: report('AssessmentDataReport'),
  list_section_class: report('SectionListReport'),
  data_student: () => import('./students-screens.tsx').then((m) => ({ default: m.StudentDataScreen })),
  homeroom_teacher: () => import('./homeroom-screen.tsx').then((m) => ({ default: m.HomeroomAll })),
  homeroom_teacher_new: () => import('./homeroom-screen.tsx').then((m) => ({ default: m.HomeroomNew })),
  evaluation_teach: () => import('./supervision-screen.tsx').then((m) => ({ default: m.SupervisionListScreen })),
  evaluation_teach_add: () => import('./supervision-screen.tsx').then((m) => ({ default: m.SupervisionAdd })),
  evaluation_teach_edit: () => import('./supervision-screen.tsx').then((m) => ({ default: m.SupervisionEdit })),
  indicator_assessment: () => import('./indicator-screens.tsx').then((m) => ({ default: m.IndicatorScreen })),
  indicator_assessment_detail: () => import('./indicator-screens.tsx').then((m) => ({ default: m.IndicatorDetailScreen })),
  group_course: () => import('./course-groups-screen.tsx'),
  course_group: () => import('./course-groups-screen.tsx'),
  teaching_device_subjects: () => import('./teaching-devices-screen.tsx'),
  class_requests: () => import('./class-requests-screen.tsx'),
  Laporanlatihansiswa: () => import('./exercise-report-screen.tsx'),
  group_of_students: () => import('./students-screens.tsx').then((m) => ({ default: m.StudentGroupsScreen })),
};
