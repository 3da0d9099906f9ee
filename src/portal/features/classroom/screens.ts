/** Class room screens by catalogue route name; loaders only. */
type Loader = () => Promise<{ default: import('react').ComponentType }>;

const room: Loader = () => import('./room-screen.tsx');
const clubs: Loader = () => import('./clubs-screen.tsx');

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
};
