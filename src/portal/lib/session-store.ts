/**
 * Application state (document 01, section 3) in nanostores, initialised from storage at load. Components
 * read it with @nanostores/react; the session module writes storage and state together.
 */
import { atom, computed } from 'nanostores';
import { DEFAULT_YEAR, readJson, readToken, readValue } from './storage.ts';
import type { AcademicYear, CurriculumOption, SchoolOption } from '../../shared/shell-api.ts';
import type { FieldErrorMap } from './api-failure.ts';
import { DEFAULT_TIME_ZONE } from '../../shared/time/school-time.ts';

export const $token = atom<string | null>(readToken());
export const $profilePath = atom<string | null>(readValue('path_image_profile'));
export const $fullName = atom<string | null>(readValue('full_name'));
export const $routeName = atom<string | null>(null);
export const $yearId = atom<string>(readValue('sd_academic_year_id') ?? DEFAULT_YEAR);
export const $yearData = atom<AcademicYear[]>(readJson('academic_years_data', []));
export const $schoolId = atom<string | null>(readValue('sd_school_id'));
export const $schoolData = atom<SchoolOption[]>(readJson('school_data', []));
export const $schoolImage = atom<string | null>(readValue('path_image_school'));
export const $userType = atom<string | null>(readValue('sd_user_type_id'));
export const $classMapId = atom<string | null>(readValue('sd_class_map_id'));
export const $curriculumId = atom<string | null>(readValue('sd_curriculum_id'));
export const $curriculumData = atom<CurriculumOption[]>(readJson('data_curriculum', []));
/** The school's time zone (issue 12: one rule for times); Jakarta until the school's own is known. */
export const $timeZone = atom<string>(readValue('school_time_zone') || DEFAULT_TIME_ZONE);
/** Field errors of the last 422 answer, and the validation object of a failed menu/year call. */
export const $errors = atom<FieldErrorMap>({});

/** isAuth of the spec: a token exists that is not the text 'null'. */
export const $isAuth = computed($token, (token) => token !== null);

/** Re-reads every value from storage (after sign-in, logout, or another tab's change). */
export function loadSessionState(): void {
  $token.set(readToken());
  $profilePath.set(readValue('path_image_profile'));
  $fullName.set(readValue('full_name'));
  $yearId.set(readValue('sd_academic_year_id') ?? DEFAULT_YEAR);
  $yearData.set(readJson('academic_years_data', []));
  $schoolId.set(readValue('sd_school_id'));
  $schoolData.set(readJson('school_data', []));
  $schoolImage.set(readValue('path_image_school'));
  $userType.set(readValue('sd_user_type_id'));
  $classMapId.set(readValue('sd_class_map_id'));
  $curriculumId.set(readValue('sd_curriculum_id'));
  $curriculumData.set(readJson('data_curriculum', []));
  $timeZone.set(readValue('school_time_zone') || DEFAULT_TIME_ZONE);
}
