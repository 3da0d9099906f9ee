/**
 * Bimbingan konseling (issue 16): who counsels, what a case is about, and the conduct-point thresholds.
 * A BK teacher is a teacher whose Jenis PTK is "Guru BK" (the teacher's record), or who holds the tugas tambahan
 * "Guru BK" or "Koordinator BK" (sd_user_roles, set on /roleuser or /jabatan_guru); the principal reads every
 * case; nobody else reads a case's entries.
 */
import type { UserTypeId } from '../user-types.ts';

export const BK_DUTIES = ['Guru BK', 'Koordinator BK'] as const;
export const BK_POSITION = 'Guru BK';
/** Reads every case and its entries, without changing them. */
export const COUNSELING_OVERSEERS: readonly UserTypeId[] = ['4'];
/** May refer a student to BK and record conduct points. */
export const CONDUCT_RECORDERS: readonly UserTypeId[] = ['2', '3', '4'];

export const CASE_CATEGORIES = ['pribadi', 'sosial', 'belajar', 'karier'] as const;
export const CASE_CATEGORY_LABELS: Record<(typeof CASE_CATEGORIES)[number], string> = {
  pribadi: 'Pribadi',
  sosial: 'Sosial',
  belajar: 'Belajar',
  karier: 'Karier',
};

export const CASE_STATUSES = ['requested', 'open', 'closed', 'declined'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  requested: 'Menunggu ditangani',
  open: 'Ditangani',
  closed: 'Selesai',
  declined: 'Tidak dilanjutkan',
};

export const CASE_SOURCES = ['counselor', 'referral', 'request'] as const;
export const CASE_SOURCE_LABELS: Record<(typeof CASE_SOURCES)[number], string> = {
  counselor: 'Dibuka guru BK',
  referral: 'Rujukan guru',
  request: 'Permintaan siswa',
};

export const ENTRY_KINDS = ['session', 'note', 'follow_up', 'parent_contact'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  session: 'Sesi konseling',
  note: 'Catatan',
  follow_up: 'Tindak lanjut',
  parent_contact: 'Kontak orang tua',
};

/** Common violations and their points (a school's tata tertib differs; "Lainnya" takes any points). */
export const CONDUCT_RULES: readonly { rule: string; points: number }[] = [
  { rule: 'Terlambat masuk sekolah', points: 5 },
  { rule: 'Atribut seragam tidak lengkap', points: 5 },
  { rule: 'Tidak mengerjakan tugas berulang kali', points: 10 },
  { rule: 'Membolos (alpa) pada jam pelajaran', points: 15 },
  { rule: 'Membawa atau merokok di lingkungan sekolah', points: 25 },
  { rule: 'Berkelahi', points: 50 },
];

/** What crossing each total in a year means; the homeroom teacher and the parent are told once per threshold. */
export const CONDUCT_THRESHOLDS: readonly { points: number; action: string }[] = [
  { points: 25, action: 'Peringatan tertulis dan pembinaan wali kelas' },
  { points: 50, action: 'Pemanggilan orang tua/wali ke sekolah' },
  { points: 75, action: 'Surat perjanjian bermaterai bersama orang tua/wali' },
  { points: 100, action: 'Dibahas dalam rapat dewan guru' },
];
