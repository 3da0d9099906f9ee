/** Who each attendance, calendar and timetable screen is for (see audience.ts). */
import { EVERYONE, type AudienceTable } from './audience.ts';

const HOMEROOM_AND_OFFICE = ['1', '2', '3', '9'] as const;
const OFFICE = ['1', '2', '9'] as const;
const TEACHERS = ['1', '2', '3', '4', '7', '9'] as const;
const STUDENTS_AND_PARENTS = ['5', '6'] as const;
/** The school-wide reports: the office and the principal (a homeroom teacher has the month recap of their rombel). */
const REPORT_READERS = ['1', '2', '4', '9'] as const;
/** Work placement: the office, the Pembimbing PKL (or a teacher named as one) and the DUDI's mentor. */
const PKL_SUPERVISORS = ['1', '2', '3', '7', '9', '12'] as const;
const LESSON_TAKERS = ['1', '2', '3', '4', '9'] as const;

export const ATTENDANCE_AUDIENCE: AudienceTable = {
  academiccalendar: EVERYONE,
  daily_attendance: HOMEROOM_AND_OFFICE,
  daily_attendance_student: STUDENTS_AND_PARENTS,
  report_daily_attendance: ['1', '2', '3', '4', '9'],
  Jampel: OFFICE,
  JampelStore: OFFICE,
  JampelUpdate: OFFICE,
  JampelList: OFFICE,
  JampelDetail: OFFICE,
  DetailJampelUpdate: OFFICE,
  jadwalpelajaran: OFFICE,
  sesi_matpel: STUDENTS_AND_PARENTS,
  sesi_detail: STUDENTS_AND_PARENTS,
  lesson_timetable: STUDENTS_AND_PARENTS,
  sesi_matpel_guru: TEACHERS,
  sesi_detail_guru: TEACHERS,
  schedule_teacher: TEACHERS,
  absence_permit: ['1', '2', '3', '6', '9'],
  staff_daily_attendance: ['1', '2', '4', '9'],
  device_school_setting: ['1', '2', '8', '9'],
  report_daily_attendance_log: ['1', '2', '8', '9'],
  school_hours: ['1', '2', '8', '9'],
  absence_setting_attendance_hours: ['1', '2', '8', '9'],
  absent_card: ['1', '2', '8', '9'],
  absent_card_add: ['1', '2', '8', '9'],
  attendance_report_daily: REPORT_READERS,
  attendance_report_weeks: REPORT_READERS,
  report_daily_one_days: REPORT_READERS,
  report_monthly_users: REPORT_READERS,
  report_available_users_log: REPORT_READERS,
  absensikelas: LESSON_TAKERS,
  lesson_timetable_meeting: ['1', '2', '3', '4', '9'],
  attendance_student: ['1', '2', '3', '4', '9'],
  absensikelasstudent: STUDENTS_AND_PARENTS,
  field_company: PKL_SUPERVISORS,
  fwt_daily_student_absence: [...PKL_SUPERVISORS, '5'],
  field_pkl_jurnal: [...PKL_SUPERVISORS, '5'],
  absent_qr_device: ['1', '2', '8', '9'],
  // The gate screen (opened by the office on the gate's tablet, or by nobody: the device key is the pass) and the student's scan.
  qrcode_qrcode_absen: ['1', '2', '5', '8', '9'],
  absent_rule: ['1', '2', '8', '9'],
  absent_shift: ['1', '2', '8', '9'],
  group_absent_shift: ['1', '2', '8', '9'],
  generatepicture: ['1', '2', '8', '9'],
  blocking_access_rights: ['1', '2'],
  log_reset_password: ['1', '2', '8'],
};
