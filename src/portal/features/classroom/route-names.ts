/** The class room and extracurricular screens (document 02, 2.7) that work against the API. */
export const CLASSROOM_ROUTE_NAMES: readonly string[] = [
  'kelas_room',
  'kelas_room_detail',
  'kelas_room_detail_2',
  'kelas_room_detail_3',
  'kelas_room_data_tugas',
  'kelas_room_cek',
  'ekstrakulikuler_view',
  'ekstrakulikuler_view_detail',
  'ekstrakulikuler_schedule',
  'extracul_admission_approval',
  'ekstrakurikuler',
];
