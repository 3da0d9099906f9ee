/** Class room screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const room: Loader = () => import('./room-screen.tsx');
const clubs: Loader = () => import('./clubs-screen.tsx');
const duty: Loader = () => import('./duty-roster-screen.tsx');
const groups: Loader = () => import('./teacher-groups-screen.tsx');
const ptk: Loader = () => import('./ptk-screen.tsx');

export const SCREENS: Readonly<Record<string, Loader>> = {
  kelas_room: () => import('./rooms-screen.tsx'),
  kelas_room_detail: room,
  kelas_room_detail_2: room,
  kelas_room_detail_3: () => import('./material-screen.tsx'),
  kelas_room_data_tugas: () => import('./assignments-screen.tsx'),
  kelas_room_cek: () => import('./check-screen.tsx'),
  ekstrakulikuler_view: clubs,
  ekstrakulikuler_schedule: clubs,
  ekstrakulikuler_view_detail: () => import('./club-screen.tsx'),
  extracul_admission_approval: () => import('./club-requests-screen.tsx'),
  ekstrakurikuler: () => import('./club-assessment-screen.tsx'),
  kelas_room_data_tugas_kuis: () => import('./quizzes-screen.tsx'),
  kelas_room_data_pertanyaan: () => import('./discussion-screen.tsx'),
  kelas_room_kalender: () => import('./calendar-screen.tsx'),
  kelas_room_data_materi: () => import('./materials-screen.tsx'),
  kelas_room_data: () => import('./rooms-recap-screen.tsx'),
  activity_report_class_activity: () => import('./activity-report-screen.tsx'),
  ekstrakulikuler_schedule_detail: () => import('./club-sessions-screen.tsx'),
  ekstrakulikuler_report: () => import('./club-report-screen.tsx'),
  tugas: () => import('./tasks-screen.tsx'),
  counseling_guidance: () => import('./counseling-desk-screen.tsx'),
  counseling: () => import('./counseling-cases-screen.tsx'),
  jadwal_piket: duty,
  picket_student: duty,
  picket_officer: () => import('./duty-log-screen.tsx'),
  picket_users_data: () => import('./duty-recap-screen.tsx'),
  guest_book: () => import('./guest-book-screen.tsx'),
  struktur_organisasi: () => import('./org-chart-screen.tsx'),
  meetings: () => import('./meetings-screen.tsx'),
  meeting: () => import('./meeting-screen.tsx'),
  teacher_group: groups,
  teacher_group_data: groups,
  jabatan_guru: () => import('./teacher-duties-screen.tsx'),
  student_master_book: () => import('./register-list-screen.tsx'),
  student_master_book_1: () => import('./register-sheet-screen.tsx'),
  ptk,
  create_ptk: ptk,
  edit_ptk: ptk,
};
