/** Attendance screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const lessonHours: Loader = () => import('./lesson-hours-screen.tsx');
const myTimetable: Loader = () => import('./my-timetable-screen.tsx');
const schoolHours: Loader = () => import('./school-hours-screen.tsx');
const cards: Loader = () => import('./cards-screen.tsx');
const people = () => import('./people-report-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  academiccalendar: () => import('./calendar-screen.tsx'),
  daily_attendance: () => import('./daily-screen.tsx'),
  daily_attendance_student: () => import('./my-attendance-screen.tsx'),
  report_daily_attendance: () => import('./recap-screen.tsx'),
  Jampel: lessonHours,
  JampelStore: lessonHours,
  JampelUpdate: lessonHours,
  JampelList: lessonHours,
  JampelDetail: lessonHours,
  DetailJampelUpdate: lessonHours,
  jadwalpelajaran: () => import('./timetable-screen.tsx'),
  // The sessions of a subject (document 02, 2.4) are the periods of one's own week.
  sesi_matpel: myTimetable,
  sesi_detail: myTimetable,
  sesi_matpel_guru: myTimetable,
  sesi_detail_guru: myTimetable,
  schedule_teacher: myTimetable,
  lesson_timetable: myTimetable,
  absence_permit: () => import('./permits-screen.tsx'),
  staff_daily_attendance: () => import('./staff-screen.tsx'),
  device_school_setting: () => import('./devices-screen.tsx'),
  report_daily_attendance_log: () => import('./taps-screen.tsx'),
  school_hours: schoolHours,
  absence_setting_attendance_hours: schoolHours,
  absent_card: cards,
  absent_card_add: cards,
  attendance_report_daily: () => import('./daily-report-screen.tsx'),
  attendance_report_weeks: () => import('./week-report-screen.tsx'),
  report_daily_one_days: () => people().then((m) => ({ default: m.OneDayReportScreen })),
  report_monthly_users: () => people().then((m) => ({ default: m.MonthlyReportScreen })),
  report_available_users_log: () => people().then((m) => ({ default: m.NoTapReportScreen })),
  absensikelas: () => import('./lessons-screen.tsx'),
  lesson_timetable_meeting: () => import('./meeting-screen.tsx'),
  attendance_student: () => import('./lesson-recap-screen.tsx'),
  absensikelasstudent: () => import('./my-lessons-screen.tsx'),
  field_company: () => import('./pkl-companies-screen.tsx'),
  fwt_daily_student_absence: () => import('./pkl-days-screen.tsx'),
  field_pkl_jurnal: () => import('./pkl-journal-screen.tsx'),
  absent_qr_device: () => import('./qr-devices-screen.tsx'),
  qrcode_qrcode_absen: () => import('./qr-gate-screen.tsx'),
  absent_rule: () => import('./rules-screen.tsx'),
  absent_shift: () => import('./shifts-screen.tsx'),
  group_absent_shift: () => import('./shift-groups-screen.tsx'),
  generatepicture: () => import('./attendance-cards-screen.tsx'),
  blocking_access_rights: () => import('./access-blocks-screen.tsx'),
  log_reset_password: () => import('./password-log-screen.tsx'),
};
