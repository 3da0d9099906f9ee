/** Who each attendance, calendar and timetable screen is for (see audience.ts). */
import { EVERYONE, type AudienceTable } from './audience.ts';

const HOMEROOM_AND_OFFICE = ['1', '2', '3', '9'] as const;
const OFFICE = ['1', '2', '9'] as const;
const TEACHERS = ['1', '2', '3', '4', '7', '9'] as const;
const STUDENTS_AND_PARENTS = ['5', '6'] as const;

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
};
