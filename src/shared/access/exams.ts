/**
 * Who each exam screen is for, from the exam rights table (src/shared/exams/permissions.ts): a screen's audience
 * is the user types holding the right its main call needs, so a menu never sends anyone to a 403.
 */
import { EXAM_PERMISSIONS } from '../exams/permissions.ts';
import type { Audience, AudienceTable } from './audience.ts';

const READERS: Audience = EXAM_PERMISSIONS['results.read'];
/** Readers who work in one school's exams day to day (the foundation reads results, not the bank or the rooms). */
const SCHOOL_READERS: Audience = READERS.filter((t) => t !== '13');
const MANAGERS: Audience = EXAM_PERMISSIONS['exams.manage'];
const BANK_WRITERS: Audience = EXAM_PERMISSIONS['bank.write'];
const STUDENTS: Audience = EXAM_PERMISSIONS['exams.sit'];
/** The school's leaders look over today's exams. */
const OVERSEERS: Audience = ['1', '2', '4'];

const each = (audience: Audience, ...routes: string[]): AudienceTable => Object.fromEntries(routes.map((r) => [r, audience]));

export const EXAM_AUDIENCE: AudienceTable = {
  ...each(SCHOOL_READERS, 'question_bank', 'exam_grid', 'scheduleexamination_remedi', 'schedule_exam_room', 'exercises_class'),
  ...each(BANK_WRITERS, 'add_question_bank', 'edit_question_bank'),
  ...each(READERS, 'school_exam_schedules', 'scheduleexamination', 'scheduleexamination_new', 'school_exam_schedules_akm'),
  ...each(
    MANAGERS,
    'add_school_exam_schedules',
    'edit_school_exam_schedules',
    'add_school_exam_schedules_new',
    'edit_school_exam_schedules_new',
    'addscheduleexamination',
    'addscheduleexamination_new',
    'editscheduleexamination_new',
    'schedule_examination_edit',
    'editscheduleexamination',
    'add_school_exam_schedules_akm',
    'edit_school_exam_schedules_akm',
    'add_school_exam_schedules_akm_new',
    'edit_school_exam_schedules_akm_new',
    'student_block_examination',
    'remedial_schedule_exam',
    'editscheduleexamination_remedi',
    'duplicate_examination',
    'add_collective',
    'sett_lesson_timing',
    'add_schedule_room',
    'add_schedule_exam_room',
  ),
  ...each(
    SCHOOL_READERS,
    'monitoring_examination_akm',
    'monitoring_examination_akm_detail',
    'monitoring_exercises_class_view',
    'monitoring_exercises_class_view_detail',
    'monitoring_student_exam_status',
    'monitoring_student_exam_answered',
    'monitoring_student_exam_akm_answered',
  ),
  ...each(
    READERS,
    'result_exercises_class',
    'result_exercises_class_detail',
    'examination_result_akm',
    'examination_result_akm_detail',
    'result_exercises_class_detail_2',
    'examination_result_akm_detail_view',
    'result_exercises_grade_analytical',
    'result_exercises_class_history',
    'result_exercises_class_detail_history',
    'result_exercises_class_detail_history_2',
    'new_result_exercises_class',
    'new_result_exercises_class_detail',
    'new_result_exercises_class_detail_2',
    'result_exercises_class_deft',
    'result_exercises_class_detail_deft',
    'result_exercises_class_detail_deft_2',
    'result_exercises_class_detail_new',
    'examination_result_akm_detail_new',
    'result_exercises_grade_level',
  ),
  // Readiness: a teacher checks their own courses, the school's readers every teacher (the call's own rule).
  ...each(SCHOOL_READERS, 'check_teacher_exam'),
  ...each(OVERSEERS, 'monitoring_examination_status'),
  // The school's exam rules: every school reader sees them (a teacher's new schedule starts from them); only the
  // rule setters change them, which the screens show read-only and the calls enforce (settings.write).
  ...each(SCHOOL_READERS, 'examination_setting_global', 'examination_global_show_exam', 'examination_whitelist_app', 'monitoring_examaccess_platform_settings'),
  upload_file_examination: EXAM_PERMISSIONS['files.read'],
  ...each(
    STUDENTS,
    'list_student_school_exams',
    'list_student_school_exam_akms',
    'list_student_school_exams_ios',
    'list_student_school_exams_akm_ios',
    'do_exercise_class',
    'do_exercise_class_akm',
    'do_exercise_class_akm_new',
    'exercises_class_view',
    'exercises',
    'exercises_class_view_detail',
    'resultexercises',
    'do_exercise',
    'result_exercisedetail',
    'exercises_class_view_akm',
    'exercises_class_view_akm_new',
    'result_exercisedetail_akm',
    'student_exam',
    'student_exam_akm',
    'student_exam_ios',
    'student_exam_akm_ios',
  ),
  // Reached by a signed link, with or without a session: whoever holds the link.
  webpageujian: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'],
};
