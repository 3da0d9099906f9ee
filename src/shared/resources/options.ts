/** Option lists of the master data, with Dapodik's codes and wording where Dapodik has the list. */
import type { OptionItem } from './types.ts';

const same = (...labels: string[]): OptionItem[] => labels.map((label) => ({ value: label, label }));

export const GENDERS: readonly OptionItem[] = [
  { value: 'L', label: 'Laki-laki' },
  { value: 'P', label: 'Perempuan' },
];

export const RELIGIONS: readonly OptionItem[] = same('Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Khonghucu', 'Kepercayaan kepada Tuhan YME');

/** Status kepegawaian (Dapodik). */
export const EMPLOYMENT_STATUSES: readonly OptionItem[] = same(
  'PNS',
  'PPPK',
  'CPNS',
  'GTY/PTY',
  'GTT/PTT Provinsi',
  'GTT/PTT Kabupaten/Kota',
  'Guru Honor Sekolah',
  'Tenaga Honor Sekolah',
  'Lainnya',
);

/** Jenis PTK (Dapodik), the position a teacher or staff member holds. */
export const STAFF_POSITIONS: readonly OptionItem[] = same(
  'Guru Mapel',
  'Guru Kelas',
  'Guru BK',
  'Guru TIK',
  'Guru Pendamping',
  'Kepala Sekolah',
  'Tenaga Administrasi Sekolah',
  'Laboran',
  'Pustakawan',
  'Teknisi',
  'Penjaga Sekolah',
  'Tenaga Kebersihan',
  'Satpam',
  'Lainnya',
);

export const GUARDIAN_RELATIONS: readonly OptionItem[] = same('Ayah', 'Ibu', 'Wali');

/** Pekerjaan orang tua (Dapodik). */
export const OCCUPATIONS: readonly OptionItem[] = same(
  'Tidak bekerja',
  'Nelayan',
  'Petani',
  'Peternak',
  'PNS/TNI/Polri',
  'Karyawan Swasta',
  'Pedagang Kecil',
  'Pedagang Besar',
  'Wiraswasta',
  'Wirausaha',
  'Buruh',
  'Pensiunan',
  'Tenaga Kerja Indonesia',
  'Lainnya',
);

/** Pendidikan terakhir (Dapodik). */
export const EDUCATION_LEVELS: readonly OptionItem[] = same(
  'Tidak sekolah',
  'SD/sederajat',
  'SMP/sederajat',
  'SMA/sederajat',
  'D1',
  'D2',
  'D3',
  'D4/S1',
  'S2',
  'S3',
);

/** Kelompok mata pelajaran. */
export const COURSE_GROUPS: readonly OptionItem[] = [
  { value: 'A', label: 'A — Umum (muatan nasional)' },
  { value: 'B', label: 'B — Muatan kewilayahan' },
  { value: 'C', label: 'C — Kejuruan / peminatan' },
  { value: 'MULOK', label: 'Muatan lokal' },
  { value: 'PILIHAN', label: 'Pilihan' },
];

/** Tingkat pendidikan: grades 1 to 12, and 13 for four-year SMK programmes. */
export const GRADES: readonly OptionItem[] = Array.from({ length: 13 }, (_, i) => ({ value: String(i + 1), label: `Tingkat ${i + 1}` }));

/** Fase of Kurikulum Merdeka. */
export const PHASES: readonly OptionItem[] = [
  { value: 'A', label: 'Fase A (kelas 1–2)' },
  { value: 'B', label: 'Fase B (kelas 3–4)' },
  { value: 'C', label: 'Fase C (kelas 5–6)' },
  { value: 'D', label: 'Fase D (kelas 7–9)' },
  { value: 'E', label: 'Fase E (kelas 10)' },
  { value: 'F', label: 'Fase F (kelas 11–12)' },
];

export const SEMESTERS: readonly OptionItem[] = [
  { value: '1', label: 'Ganjil' },
  { value: '2', label: 'Genap' },
];

/** Tugas tambahan (Dapodik): the extra role a person holds in the school. */
export const EXTRA_ROLES: readonly OptionItem[] = same(
  'Wakasek Kurikulum',
  'Wakasek Kesiswaan',
  'Wakasek Sarana Prasarana',
  'Wakasek Hubungan Masyarakat',
  'Kepala Program Keahlian',
  'Kepala Laboratorium',
  'Kepala Perpustakaan',
  'Koordinator BK',
  'Guru BK',
  'Koordinator PKL',
  'Pembina OSIS',
  'Operator Dapodik',
  'Bendahara BOS',
  'Proktor Ujian',
);

export const TIME_ZONES: readonly OptionItem[] = [
  { value: 'Asia/Jakarta', label: 'WIB (Asia/Jakarta)' },
  { value: 'Asia/Makassar', label: 'WITA (Asia/Makassar)' },
  { value: 'Asia/Jayapura', label: 'WIT (Asia/Jayapura)' },
];

export const SCHOOL_DAYS: readonly OptionItem[] = [
  { value: '5', label: '5 hari (Senin–Jumat)' },
  { value: '6', label: '6 hari (Senin–Sabtu)' },
];

/** Jenjang, by the ids of sd_school_stages. */
export const SCHOOL_STAGES: readonly OptionItem[] = [
  { value: '1', label: 'TK' },
  { value: '2', label: 'SD' },
  { value: '3', label: 'MI' },
  { value: '4', label: 'SMP' },
  { value: '5', label: 'MTs' },
  { value: '6', label: 'SMA' },
  { value: '7', label: 'MA' },
  { value: '8', label: 'SMK' },
  { value: '9', label: 'SLB' },
];

export const CURRICULA: readonly OptionItem[] = [
  { value: '1', label: 'Kurikulum 2013' },
  { value: '2', label: 'Kurikulum Merdeka' },
];

export function optionLabel(options: readonly OptionItem[] | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return options?.find((o) => o.value === String(value))?.label ?? String(value);
}
