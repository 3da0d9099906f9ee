/**
 * The exam screens (issue 7) by catalogue route name; loaders only, so each screen stays in its own chunk.
 * Several routes of the original share one screen (the _new, _akm and _ios variants).
 */
import type { ScreenLoader as Loader } from './screen-loader.ts';
import { PRACTICE_SCREENS } from './practice/screens.ts';
import { PLANNING_SCREENS } from './planning/screens.ts';
import { RECORDS_SCREENS } from './records/screens.ts';
import { PLATFORM_SCREENS } from './platform/screens.ts';

/** The families added after the first exam screens; each keeps its own registry so they grow independently. */
export const EXAM_FAMILY_SCREENS: Readonly<Record<string, Loader>> = { ...PRACTICE_SCREENS, ...PLANNING_SCREENS, ...RECORDS_SCREENS, ...PLATFORM_SCREENS };

const bankList: Loader = () => import('./bank/bank-list-screen.tsx');
const questionForm: Loader = () => import('./bank/question-form-screen.tsx');
const scheduleList: Loader = () => import('./schedules/schedule-list-screen.tsx');
const scheduleForm: Loader = () => import('./schedules/schedule-form-screen.tsx');
const monitor: Loader = () => import('./monitor/monitor-screen.tsx');
const blocked: Loader = () => import('./monitor/blocked-screen.tsx');
const results: Loader = () => import('./results/results-screen.tsx');
const review: Loader = () => import('./results/review-screen.tsx');
const analysis: Loader = () => import('./results/analysis-screen.tsx');
const myExams: Loader = () => import('./student/my-exams-screen.tsx');
const exam: Loader = () => import('./take/exam-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  question_bank: bankList,
  add_question_bank: questionForm,
  edit_question_bank: questionForm,
  school_exam_schedules: scheduleList,
  scheduleexamination: scheduleList,
  scheduleexamination_new: scheduleList,
  school_exam_schedules_akm: scheduleList,
  add_school_exam_schedules: scheduleForm,
  edit_school_exam_schedules: scheduleForm,
  add_school_exam_schedules_new: scheduleForm,
  edit_school_exam_schedules_new: scheduleForm,
  addscheduleexamination: scheduleForm,
  addscheduleexamination_new: scheduleForm,
  editscheduleexamination_new: scheduleForm,
  schedule_examination_edit: scheduleForm,
  add_school_exam_schedules_akm: scheduleForm,
  edit_school_exam_schedules_akm: scheduleForm,
  add_school_exam_schedules_akm_new: scheduleForm,
  edit_school_exam_schedules_akm_new: scheduleForm,
  monitoring_examination_akm: monitor,
  monitoring_examination_akm_detail: monitor,
  monitoring_exercises_class_view: monitor,
  monitoring_exercises_class_view_detail: monitor,
  monitoring_student_exam_status: monitor,
  monitoring_student_exam_answered: monitor,
  monitoring_student_exam_akm_answered: monitor,
  student_block_examination: blocked,
  result_exercises_class: results,
  result_exercises_class_detail: results,
  examination_result_akm: results,
  examination_result_akm_detail: results,
  result_exercises_class_detail_2: review,
  examination_result_akm_detail_view: review,
  result_exercises_grade_analytical: analysis,
  list_student_school_exams: myExams,
  list_student_school_exam_akms: myExams,
  list_student_school_exams_ios: myExams,
  list_student_school_exams_akm_ios: myExams,
  do_exercise_class: exam,
  do_exercise_class_akm: exam,
  do_exercise_class_akm_new: exam,
  webpageujian: exam,
  ...EXAM_FAMILY_SCREENS,
};
