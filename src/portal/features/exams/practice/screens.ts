/** Exam screens of the "practice" family (issue 7), by catalogue route name; loaders only. Listed as built when registered here. */
import type { ScreenLoader } from '../screen-loader.ts';

const classExercises: ScreenLoader = () => import('./class-exercises-screen.tsx');
const myExercises: ScreenLoader = () => import('./my-exercises-screen.tsx');
const exerciseDetail: ScreenLoader = () => import('./exercise-detail-screen.tsx');
const doExercise: ScreenLoader = () => import('./do-exercise-screen.tsx');
const review: ScreenLoader = () => import('./review-screen.tsx');
const myAkm: ScreenLoader = () => import('./my-akm-screen.tsx');
const akmResult: ScreenLoader = () => import('./akm-result-screen.tsx');
const examPage: ScreenLoader = () => import('./exam-page-screen.tsx');

export const PRACTICE_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  exercises_class: classExercises,
  exercises_class_view: myExercises,
  exercises: myExercises,
  exercises_class_view_detail: exerciseDetail,
  resultexercises: exerciseDetail,
  do_exercise: doExercise,
  result_exercisedetail: review,
  exercises_class_view_akm: myAkm,
  exercises_class_view_akm_new: myAkm,
  result_exercisedetail_akm: akmResult,
  student_exam: examPage,
  student_exam_akm: examPage,
  student_exam_ios: examPage,
  student_exam_akm_ios: examPage,
};
