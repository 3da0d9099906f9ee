/**
 * Route names (see src/shared/catalogue) whose screen really works against the API. Each module adds its
 * names here when its screen is done; every other catalogue route shows the "belum tersedia" page.
 * docs/catalogue-status.md is generated from this list (node scripts/catalogue-status.ts), so do not add a
 * name before its screen reads and writes real data.
 */
import { MASTER_ROUTE_NAMES } from '../features/master/route-names.ts';
import { EXAM_FAMILY_SCREENS } from '../features/exams/screens.ts';
import { PPDB_ROUTE_NAMES } from '../features/ppdb/route-names.ts';
import { STAFF_ROUTE_NAMES } from '../features/staff/route-names.ts';
import { GRADES_ROUTE_NAMES } from '../features/grades/route-names.ts';
import { ATTENDANCE_ROUTE_NAMES } from '../features/attendance/route-names.ts';
import { FINANCE_ROUTE_NAMES } from '../features/finance/route-names.ts';
import { CONTENT_ROUTE_NAMES } from '../features/content/route-names.ts';
import { CLASSROOM_ROUTE_NAMES } from '../features/classroom/route-names.ts';
import { LIBRARY_ROUTE_NAMES } from '../features/library/route-names.ts';
import { PLANNING_ROUTE_NAMES } from '../features/planning/route-names.ts';
import { CURRICULUM_ROUTE_NAMES } from '../features/curriculum/route-names.ts';
import { ACCOUNTS_ROUTE_NAMES } from '../features/accounts/route-names.ts';

export const BUILT_SCREENS: readonly string[] = [
  'dashboard',
  // "a second home route" (document 02, 2.4): the dashboard again.
  'home',
  'profile_page',
  // Files (issue 12, item 5): students' photos through the one upload path.
  'import_profile_image',
  // Master data (issue 6): people, settings, classes and tasks, the guardian's pages.
  ...MASTER_ROUTE_NAMES,
  // Accounts (issue 20, item 5): the account desk and the school's switches.
  ...ACCOUNTS_ROUTE_NAMES,
  // Messaging (issue 12): the super-admin's outbox.
  'wa_check_message',
  // Exams (issue 7)
  'question_bank',
  'add_question_bank',
  'edit_question_bank',
  'school_exam_schedules',
  'scheduleexamination',
  'scheduleexamination_new',
  'school_exam_schedules_akm',
  'add_school_exam_schedules',
  'edit_school_exam_schedules',
  'add_school_exam_schedules_new',
  'edit_school_exam_schedules_new',
  'addscheduleexamination',
  'addscheduleexamination_new',
  'editscheduleexamination_new',
  'schedule_examination_edit',
  'add_school_exam_schedules_akm',
  'edit_school_exam_schedules_akm',
  'add_school_exam_schedules_akm_new',
  'edit_school_exam_schedules_akm_new',
  'monitoring_examination_akm',
  'monitoring_examination_akm_detail',
  'monitoring_exercises_class_view',
  'monitoring_exercises_class_view_detail',
  'monitoring_student_exam_status',
  'monitoring_student_exam_answered',
  'monitoring_student_exam_akm_answered',
  'student_block_examination',
  'result_exercises_class',
  'result_exercises_class_detail',
  'examination_result_akm',
  'examination_result_akm_detail',
  'result_exercises_class_detail_2',
  'examination_result_akm_detail_view',
  'result_exercises_grade_analytical',
  'list_student_school_exams',
  'list_student_school_exam_akms',
  'list_student_school_exams_ios',
  'list_student_school_exams_akm_ios',
  'do_exercise_class',
  'do_exercise_class_akm',
  'do_exercise_class_akm_new',
  'webpageujian',
  // Exams (issue 7), later families: practice, planning (remedial, rooms, timings), records, platform settings.
  ...Object.keys(EXAM_FAMILY_SCREENS),
  // Admissions (issue 19): settings, applicants, reductions, recaps.
  ...PPDB_ROUTE_NAMES,
  // Staff records and payroll (issue 19); the plain lists come with MASTER_ROUTE_NAMES.
  ...STAFF_ROUTE_NAMES,
  ...GRADES_ROUTE_NAMES,
  ...ATTENDANCE_ROUTE_NAMES,
  // Finance (issue 17): ledger, billing, cashier, arrears, reports.
  ...FINANCE_ROUTE_NAMES,
  // Information, polls, broadcasts, website news and the foundation's view (issue 20).
  ...CONTENT_ROUTE_NAMES,
  // Class rooms (issue 16): rooms, materials, assignments and grading, who opened what.
  ...CLASSROOM_ROUTE_NAMES,
  // Library (issue 18): catalogue, OPAC, circulation desk, reports.
  ...LIBRARY_ROUTE_NAMES,
  // Planning documents, supervision and kokurikuler (issue 15).
  ...PLANNING_ROUTE_NAMES,
  // Curriculum reference and subject structure (issue 15): CP/TP/ATP, KI/KD, themes, structure, rapor mapping.
  ...CURRICULUM_ROUTE_NAMES,
];
