import type { RouteArea } from '../../shared/catalogue/types.ts';

/** The catalogue's areas (document 02, sections 2.4 to 2.15) as the interface names them. */
export const AREA_LABELS: Readonly<Record<RouteArea, string>> = {
  core: 'Data Inti dan Pengaturan',
  curriculum: 'Kurikulum dan Perencanaan',
  teaching: 'Kelas Mengajar',
  'school-life': 'Kelas, Ekstrakurikuler dan Kehidupan Sekolah',
  assessment: 'Penilaian dan Rapor',
  library: 'Perpustakaan',
  exams: 'Ujian dan Latihan',
  finance: 'Keuangan',
  staff: 'Kepegawaian',
  ppdb: 'Penerimaan Peserta Didik Baru (PPDB)',
  content: 'Informasi, Jajak Pendapat dan Konten Situs',
  attendance: 'Perangkat dan Presensi',
};
