/**
 * The route names of the master-data screens, written out (no imports) so the screen registry, which loads
 * with the first page, does not pull the resource definitions into it. tests/master/portal-routes.test.ts
 * checks this list against the definitions (master-routes.ts).
 */
import { STAFF_LIST_ROUTE_NAMES } from '../../../shared/staff/permissions.ts';
import { SCHOOL_LIFE_LIST_ROUTE_NAMES } from '../../../shared/classroom/school-life.ts';
import { CURRICULUM_LIST_ROUTE_NAMES } from '../../../shared/curriculum/list-routes.ts';
import { FINANCE_LIST_ROUTE_NAMES } from '../../../shared/finance/lists.ts';
import { WEBSITE_LIST_ROUTE_NAMES } from '../../../shared/content/website-lists.ts';

export const MASTER_ROUTE_NAMES: readonly string[] = [
  // People
  'kelolasekolah',
  'tambahsekolah',
  'editsekolah',
  'adminsekolah',
  'tambahadminsekolah',
  'editadminsekolah',
  'kepala_sekolah',
  'add_kepala_sekolah',
  'edit_kepala_sekolah',
  'adminmentor',
  'tambahadminmentor',
  'editadminmentor',
  'adminsupport',
  'tambahadminsupport',
  'editadminsupport',
  'staff_sekolah',
  'add_staff_sekolah',
  'edit_staff_sekolah',
  'Teacher',
  'TeacherStore',
  'TeacherUpdate',
  'Teacher2',
  'TeacherUpdate2',
  'student',
  'addstudent',
  'editstudent',
  'guardian_index',
  'guardian_add_guardian',
  'guardian_edit_guardian',
  // Settings
  'course',
  'add_course',
  'edit_course',
  'academicyear_index',
  'academicyear_add_academic',
  'academicyear_edit_academic',
  'roleuser_index',
  'roleuser_add_roleuser',
  'roleuser_edit_roleuser',
  'generalsetting_index',
  'settinglearningcourse_index',
  'settinglearningcourse_add_settinglearningcourse',
  'settinglearningcourse_edit_settinglearningcourse',
  'settingexamination_index',
  'addsettingexamination',
  'editsettingexamination',
  'settingteachlearning_index',
  'settingteachlearning_add_settingteachlearning',
  'settingteachlearning_edit_settingteachlearning',
  'studentteachlearning_index',
  'studentteachlearning_add_studentteachlearning',
  'studentteachlearning_edit_studentteachlearning',
  'teacherteachlearning_index',
  'teacherteachlearning_add_teacherteachlearning',
  'teacherteachlearning_edit_teacherteachlearning',
  // Classes and tasks
  'kelas',
  'createkelas',
  'updatekelas',
  'subkelas',
  'createsubkelas',
  'updatesubkelas',
  'tugas',
  'createtugas',
  'updatetugas',
  // Guardians (2.14)
  'guardian_data',
  'guardian_datas',
  'new_guardian_data',
  // Staff plain lists (issue 19): golongan, jenis, status, tunjangan/potongan
  ...STAFF_LIST_ROUTE_NAMES,
  // School life (issue 16): the organisation chart's boxes
  ...SCHOOL_LIFE_LIST_ROUTE_NAMES,
  // Curriculum plain lists (issue 15)
  ...CURRICULUM_LIST_ROUTE_NAMES,
  // Finance plain lists (issue 17): bank accounts, bank fees, message templates
  ...FINANCE_LIST_ROUTE_NAMES,
  // Website content (issue 20): sliders, speech, videos, albums, features, organisation, social media, figures, achievements
  ...WEBSITE_LIST_ROUTE_NAMES,
  // Exam planning's plain lists (issue 7): exam rooms, session times
  'add_schedule_room',
  'sett_lesson_timing',
];
