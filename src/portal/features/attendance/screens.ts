/** Attendance screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const lessonHours: Loader = () => import('./lesson-hours-screen.tsx');
const myTimetable: Loader = () => import('./my-timetable-screen.tsx');
const schoolHours: Loader = () => import('./school-hours-screen.tsx');
const cards: Loader = () => import('./cards-screen.tsx');

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
};
