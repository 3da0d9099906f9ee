/**
 * The user types of the platform. Ids are numeric strings, as the spec stores them (sd_user_type_id).
 * One table, read by the server (what a type may do) and the portal (selectors, menus).
 */
export const USER_TYPES = {
  '1': { code: 'superadmin', name: 'Superadmin' },
  '2': { code: 'school_admin', name: 'Admin Sekolah' },
  '3': { code: 'teacher', name: 'Guru' },
  '4': { code: 'principal', name: 'Kepala Sekolah' },
  '5': { code: 'student', name: 'Siswa' },
  '6': { code: 'guardian', name: 'Orang Tua/Wali' },
  '7': { code: 'mentor', name: 'Mentor' },
  '8': { code: 'support', name: 'Staf Pendukung' },
  '9': { code: 'school_staff', name: 'Staf Sekolah (TU)' },
  '10': { code: 'librarian', name: 'Pustakawan' },
  '11': { code: 'finance', name: 'Bendahara' },
  '12': { code: 'pkl_supervisor', name: 'Pembimbing PKL' },
  '13': { code: 'foundation', name: 'Yayasan' },
} as const;

export type UserTypeId = keyof typeof USER_TYPES;
export const USER_TYPE_IDS = Object.keys(USER_TYPES) as UserTypeId[];

export function isUserTypeId(value: unknown): value is UserTypeId {
  return typeof value === 'string' && Object.hasOwn(USER_TYPES, value);
}

/** Document 01, section 6: how the top bar shows the school selector for each user type. */
export type SchoolSelectorMode = 'disabled' | 'enabled' | 'hidden';
const SCHOOL_SELECTOR_DISABLED: readonly string[] = ['2', '3', '4', '7', '8', '9', '10', '11'];

export function schoolSelectorMode(userTypeId: string | null | undefined): SchoolSelectorMode {
  if (userTypeId === '13') return 'enabled';
  if (userTypeId && SCHOOL_SELECTOR_DISABLED.includes(userTypeId)) return 'disabled';
  return 'hidden';
}

/** Only the foundation may switch among its schools (document 01, section 6). */
export function canChangeSchool(userTypeId: string): boolean {
  return userTypeId === '13';
}

/** Staff types: they work with the school's data rather than their own. */
export const STAFF_USER_TYPES: readonly UserTypeId[] = ['1', '2', '3', '4', '7', '8', '9', '10', '11', '12', '13'];
