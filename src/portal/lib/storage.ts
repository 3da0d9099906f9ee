/**
 * The values kept in browser storage after sign-in (document 01, section 3), under exactly those key names.
 * localStorage holds strings: lists are JSON, a missing value is ''. The token's signed-out value is the
 * text 'null', as the original stored it.
 */
export const STORAGE_KEYS = [
  'token',
  'id',
  'path_image_school',
  'path_image_profile',
  'sd_academic_year_id',
  'sd_school_id',
  'academic_years_data',
  'school_data',
  'sd_user_type_id',
  'sd_school_stage_id',
  'school_code',
  'sd_section_id',
  'sd_class_id',
  'sd_class_map_id',
  'sd_curriculum_id',
  'data_curriculum',
  'exam_data',
  // Ours, not the spec's: the name shown in the user menu, so a shared school computer says who is signed in.
  'full_name',
  // Ours: the school's time zone, so every time is shown on the school's clock from the first render.
  'school_time_zone',
] as const;
export type StorageKey = (typeof STORAGE_KEYS)[number];

/** What the guard clears when the identity cookie has expired (document 01, section 4, step 2). */
export const EXPIRED_SESSION_KEYS: readonly StorageKey[] = [
  'token',
  'id',
  'path_image_school',
  'path_image_profile',
  'sd_user_type_id',
  'sd_school_stage_id',
  'sd_school_id',
  'school_code',
  'full_name',
];

export const SIGNED_OUT_TOKEN = 'null';
/** The academic-year selector's value until a year is set. */
export const DEFAULT_YEAR = '0';

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked (private mode on some phones): behave as signed out
  }
}

export function readValue(key: StorageKey): string | null {
  const raw = store()?.getItem(key) ?? null;
  return raw === null || raw === '' || raw === 'null' ? null : raw;
}

export function writeValue(key: StorageKey, value: string | number | boolean | null | undefined): void {
  store()?.setItem(key, value === null || value === undefined ? '' : String(value));
}

export function readJson<T>(key: StorageKey, fallback: T): T {
  const raw = readValue(key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  store()?.setItem(key, JSON.stringify(value ?? null));
}

export function removeKeys(keys: readonly StorageKey[]): void {
  const s = store();
  for (const key of keys) s?.removeItem(key);
}

/** Signed in when a token exists that is not the text 'null'. */
export function readToken(): string | null {
  return readValue('token');
}

export function setSignedOutToken(): void {
  store()?.setItem('token', SIGNED_OUT_TOKEN);
}
