/**
 * School life (issue 16): who keeps and who reads duty rosters, the guest book, meetings, teacher groups and the
 * buku induk. One table, read by the server (enforced) and the portal (buttons).
 */
import type { UserTypeId } from '../user-types.ts';

export const SCHOOL_LIFE_PERMISSIONS = {
  /** Set the teachers' duty roster and any rombel's class roster (a homeroom teacher keeps their own rombel's). */
  'duty.manage': ['1', '2', '9'],
  /** Read the rosters, the duty logs and their recap. */
  'duty.read': ['1', '2', '3', '4', '9'],
  /** Register visitors at the front desk. */
  'guests.write': ['1', '2', '8', '9'],
  'guests.read': ['1', '2', '4', '8', '9'],
  /** Call meetings, take attendance and write minutes (and the meeting's secretary). */
  'meetings.manage': ['1', '2', '4', '9'],
  /** Set teacher groups up (a group's coordinator keeps its members and activities). */
  'groups.manage': ['1', '2'],
  'groups.read': ['1', '2', '3', '4', '7'],
  /** Keep the buku induk (number, entry, exit, diploma) and print it. */
  'register.write': ['1', '2', '9'],
  'register.read': ['1', '2', '4', '9'],
  /** Teachers' additional duties and workload. */
  'duties.write': ['1', '2'],
  'duties.read': ['1', '2', '4', '9'],
} as const satisfies Record<string, readonly UserTypeId[]>;

export type SchoolLifeAction = keyof typeof SCHOOL_LIFE_PERMISSIONS;

export function schoolLifeAllows(action: SchoolLifeAction, userTypeId: string | null | undefined): boolean {
  return !!userTypeId && (SCHOOL_LIFE_PERMISSIONS[action] as readonly string[]).includes(userTypeId);
}

/** Monday (1) to Saturday (6), as rosters and timetables count them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;
export const WEEKDAY_LABELS: Record<number, string> = { 1: 'Senin', 2: 'Selasa', 3: 'Rabu', 4: 'Kamis', 5: 'Jumat', 6: 'Sabtu', 7: 'Minggu' };

/** The weekday (1 = Senin … 7 = Minggu) of a calendar date "2026-11-24". */
export function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export const DUTY_KINDS = ['teacher', 'student'] as const;
export const DUTY_ENTRY_KINDS = ['late', 'leave', 'teacher_absent', 'incident'] as const;
export type DutyEntryKind = (typeof DUTY_ENTRY_KINDS)[number];
export const DUTY_ENTRY_LABELS: Record<DutyEntryKind, string> = {
  late: 'Siswa terlambat',
  leave: 'Izin keluar/pulang',
  teacher_absent: 'Guru berhalangan',
  incident: 'Kejadian',
};

export const MEETING_KINDS = ['dinas', 'guru', 'kurikulum', 'komite', 'orang_tua'] as const;
export const MEETING_KIND_LABELS: Record<(typeof MEETING_KINDS)[number], string> = {
  dinas: 'Rapat dinas',
  guru: 'Rapat dewan guru',
  kurikulum: 'Rapat kurikulum',
  komite: 'Rapat komite',
  orang_tua: 'Rapat orang tua',
};
export const ATTENDANCE_STATUSES = ['invited', 'present', 'excused', 'absent'] as const;
export const ATTENDANCE_LABELS: Record<(typeof ATTENDANCE_STATUSES)[number], string> = {
  invited: 'Diundang',
  present: 'Hadir',
  excused: 'Izin',
  absent: 'Tidak hadir',
};

export const GROUP_KINDS = ['MGMP', 'KKG', 'Tim'] as const;

export const EXIT_REASONS = ['lulus', 'pindah', 'keluar', 'meninggal'] as const;
export const EXIT_REASON_LABELS: Record<(typeof EXIT_REASONS)[number], string> = {
  lulus: 'Lulus',
  pindah: 'Pindah sekolah (mutasi)',
  keluar: 'Keluar/mengundurkan diri',
  meninggal: 'Meninggal dunia',
};
export const ENTRY_BASES = ['baru', 'pindahan'] as const;
export const ENTRY_BASIS_LABELS: Record<(typeof ENTRY_BASES)[number], string> = { baru: 'Siswa baru', pindahan: 'Pindahan (mutasi masuk)' };

/** The organisation chart's plain list (resource org-positions): served by the master screens. */
export const SCHOOL_LIFE_LIST_ROUTE_NAMES: readonly string[] = ['struktur_test', 'create_struktur_test', 'edit_struktur_test'];

/**
 * JP equivalents of additional duties (Permendikbud 15/2018): what a tugas tambahan counts towards a teacher's
 * 24 JP a week. A duty not listed counts 0 (it is still shown).
 */
export const DUTY_EQUIVALENTS: Readonly<Record<string, number>> = {
  'Wakasek Kurikulum': 12,
  'Wakasek Kesiswaan': 12,
  'Wakasek Sarana Prasarana': 12,
  'Wakasek Hubungan Masyarakat': 12,
  'Kepala Program Keahlian': 12,
  'Kepala Laboratorium': 12,
  'Kepala Perpustakaan': 12,
  'Pembina OSIS': 2,
};
export const HOMEROOM_HOURS = 2;
export const COACH_HOURS = 2;
export const DUTY_OFFICER_HOURS = 1;
export const WORKLOAD_MIN = 24;
export const WORKLOAD_MAX = 40;
