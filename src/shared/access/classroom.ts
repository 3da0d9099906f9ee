/** Who each class room screen is for (see audience.ts): teachers and leaders keep or read rooms, students and parents follow them. */
import { EVERYONE, type AudienceTable } from './audience.ts';
import { SCHOOL_LIFE_PERMISSIONS as P } from '../classroom/school-life.ts';

const ROOMS = ['1', '2', '3', '4', '5', '6'] as const;
const STAFF_ONLY = ['1', '2', '3', '4'] as const;
const COACHES = ['1', '2', '3'] as const;
const DUTY = P['duty.read'];
const STAFF_TYPES = ['1', '2', '3', '4', '7', '8', '9', '10', '11'] as const;
const PTK = ['1', '2', '4', '9'] as const;

export const CLASSROOM_AUDIENCE: AudienceTable = {
  kelas_room: [...ROOMS, '7'],
  kelas_room_detail: [...ROOMS, '7'],
  kelas_room_detail_2: [...ROOMS, '7'],
  kelas_room_detail_3: [...ROOMS, '7'],
  kelas_room_data_tugas: ROOMS,
  kelas_room_cek: STAFF_ONLY,
  // Quizzes are the exam engine's practice: students take them, staff keep them (parents follow grades elsewhere).
  kelas_room_data_tugas_kuis: ['1', '2', '3', '4', '5'],
  kelas_room_data_pertanyaan: ROOMS,
  kelas_room_kalender: ROOMS,
  kelas_room_data_materi: ROOMS,
  kelas_room_data: [...STAFF_ONLY, '7'],
  activity_report_class_activity: STAFF_ONLY,
  ekstrakulikuler_schedule_detail: ROOMS,
  ekstrakulikuler_report: ['1', '2', '3', '4'],
  // /tugas: the tasks list for staff (as the resource defines), the student's and parent's own work.
  tugas: ROOMS,
  ekstrakulikuler_view: ROOMS,
  ekstrakulikuler_view_detail: ROOMS,
  ekstrakulikuler_schedule: ROOMS,
  // The coaches (teachers) and the office decide on requests and assess members.
  extracul_admission_approval: COACHES,
  ekstrakurikuler: COACHES,
  // BK: students ask, teachers refer and record points; the cases are for BK teachers (a tugas tambahan) and the principal.
  counseling_guidance: ['2', '3', '4', '5'],
  counseling: ['3', '4'],
  // Piket: the office keeps the rosters, the teacher on duty the day's log; students see their class roster.
  jadwal_piket: DUTY,
  picket_officer: DUTY,
  picket_users_data: DUTY,
  picket_student: [...DUTY, '5'],
  guest_book: P['guests.read'],
  struktur_organisasi: EVERYONE,
  meetings: STAFF_TYPES,
  meeting: STAFF_TYPES,
  teacher_group: P['groups.read'],
  teacher_group_data: P['groups.read'],
  jabatan_guru: P['duties.read'],
  student_master_book: P['register.read'],
  student_master_book_1: P['register.read'],
  ptk: PTK,
  create_ptk: ['1', '2', '9'],
  edit_ptk: ['1', '2', '9'],
};
