/** Who each class room screen is for (see audience.ts): teachers and leaders keep or read rooms, students and parents follow them. */
import type { AudienceTable } from './audience.ts';

const ROOMS = ['1', '2', '3', '4', '5', '6'] as const;
const STAFF_ONLY = ['1', '2', '3', '4'] as const;
const COACHES = ['1', '2', '3'] as const;

export const CLASSROOM_AUDIENCE: AudienceTable = {
  kelas_room: ROOMS,
  kelas_room_detail: ROOMS,
  kelas_room_detail_2: ROOMS,
  kelas_room_detail_3: ROOMS,
  kelas_room_data_tugas: ROOMS,
  kelas_room_cek: STAFF_ONLY,
  ekstrakulikuler_view: ROOMS,
  ekstrakulikuler_view_detail: ROOMS,
  ekstrakulikuler_schedule: ROOMS,
  // The coaches (teachers) and the office decide on requests and assess members.
  extracul_admission_approval: COACHES,
  ekstrakurikuler: COACHES,
};
