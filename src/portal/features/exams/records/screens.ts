/** Exam screens of the "records" family (issue 7), by catalogue route name; loaders only. Listed as built when registered here. */
import type { ScreenLoader } from '../screen-loader.ts';

const history: ScreenLoader = () => import('./history-screen.tsx');
const historyStudent: ScreenLoader = () => import('./history-student-screen.tsx');
const finalResults: ScreenLoader = () => import('./final-results-screen.tsx');
const finalResult: ScreenLoader = () => import('./final-result-screen.tsx');
const belowKkm: ScreenLoader = () => import('./below-kkm-screen.tsx');
const attemptDetail: ScreenLoader = () => import('./attempt-detail-screen.tsx');
const akmReport: ScreenLoader = () => import('./akm-report-screen.tsx');
const gradeLevel: ScreenLoader = () => import('./grade-level-screen.tsx');
const teacherReadiness: ScreenLoader = () => import('./teacher-readiness-screen.tsx');
// A below-KKM student's answers are the teacher's review of that attempt.
const review: ScreenLoader = () => import('../results/review-screen.tsx');

export const RECORDS_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  result_exercises_class_history: history,
  result_exercises_class_detail_history: history,
  result_exercises_class_detail_history_2: historyStudent,
  new_result_exercises_class: finalResults,
  new_result_exercises_class_detail: finalResults,
  new_result_exercises_class_detail_2: finalResult,
  result_exercises_class_deft: belowKkm,
  result_exercises_class_detail_deft: belowKkm,
  result_exercises_class_detail_deft_2: review,
  result_exercises_class_detail_new: attemptDetail,
  examination_result_akm_detail_new: akmReport,
  result_exercises_grade_level: gradeLevel,
  check_teacher_exam: teacherReadiness,
};
