/**
 * The shell's calls (document 01, sections 4 and 7): the menu, changing the academic year and changing the
 * school. A failure keeps the error body as the spec's validation object and shows a small notice with a
 * retry (the original showed nothing).
 */
import { atom } from 'nanostores';
import { call } from './api.ts';
// Call routes, not the contracts: the shell loads first, and the contracts' schemas (zod) would come with it.
import { changeSchoolRoute, curriculumRoute, menuRoute, schoolContextRoute } from '../../shared/api/shell-routes.ts';
import { toFailure } from './api-failure.ts';
import { reloadPage } from './navigation.ts';
import { $timeZone, $yearId } from './session-store.ts';
import { writeJson, writeValue } from './storage.ts';
import type { MenuTop } from '../../shared/shell-api.ts';

export type ShellCall = 'menu' | 'year' | 'school';

export interface ShellFailure {
  call: ShellCall;
  message: string;
  /** The error body of the failed call, as the spec keeps it. */
  validation: unknown;
  retry: () => void;
}

export const $shellFailure = atom<ShellFailure | null>(null);

export type MenuState = { status: 'loading' | 'ready' | 'failed'; items: MenuTop[] };
export const $menu = atom<MenuState>({ status: 'loading', items: [] });

const TITLES: Record<ShellCall, string> = {
  menu: 'Menu gagal dimuat.',
  year: 'Tahun ajaran gagal diganti.',
  school: 'Sekolah gagal diganti.',
};

function fail(call: ShellCall, error: unknown, retry: () => void): void {
  const failure = toFailure(error);
  $shellFailure.set({
    call,
    message: `${TITLES[call]} ${failure.message}`,
    validation: (error as { data?: unknown }).data ?? { message: failure.message },
    retry: () => {
      $shellFailure.set(null);
      retry();
    },
  });
}

export async function loadMenu(): Promise<void> {
  $menu.set({ status: 'loading', items: $menu.get().items });
  try {
    const answer = await call(menuRoute, { input: { academic: $yearId.get() } });
    $menu.set({ status: 'ready', items: Array.isArray(answer.data) ? answer.data : [] });
  } catch (error) {
    $menu.set({ status: 'failed', items: [] });
    if ((error as { status?: number }).status !== 401) fail('menu', error, () => void loadMenu());
  }
}

/**
 * Stores the chosen year; if the curriculum call answers status true, stores its curriculum too; reloads.
 * When the call fails the previous year is put back (the server's session did not move) and a retry offered.
 */
export async function changeYear(yearId: string): Promise<void> {
  const previous = $yearId.get();
  writeValue('sd_academic_year_id', yearId);
  $yearId.set(yearId);
  try {
    const answer = await call(curriculumRoute, { input: { academic: yearId } });
    if (answer.status) writeValue('sd_curriculum_id', answer.data);
  } catch (error) {
    writeValue('sd_academic_year_id', previous);
    $yearId.set(previous);
    if ((error as { status?: number }).status !== 401) fail('year', error, () => void changeYear(yearId));
    return;
  }
  reloadPage();
}

/** Stores the chosen school, its years and its current year (and its code, stage, logo, curriculum); reloads. */
export async function changeSchool(schoolId: string): Promise<boolean> {
  try {
    const answer = await call(changeSchoolRoute, { input: { sd_school_id: schoolId } });
    writeValue('sd_school_id', answer.sd_school_id ?? schoolId);
    writeJson('academic_years_data', answer.data ?? []);
    writeValue('sd_academic_year_id', answer.sd_academic_year_id ?? '0');
    writeValue('school_code', answer.school_code);
    writeValue('sd_school_stage_id', answer.sd_school_stage_id);
    writeValue('path_image_school', answer.path_image_school);
    writeValue('sd_curriculum_id', answer.sd_curriculum_id);
  } catch (error) {
    if ((error as { status?: number }).status !== 401) fail('school', error, () => void changeSchool(schoolId));
    return false;
  }
  reloadPage();
  return true;
}

/**
 * Loads the school's time zone once per page load (and after a school change, which reloads). A failure
 * keeps the stored zone: the times are then as last seen, never blank.
 */
export async function loadSchoolContext(): Promise<void> {
  try {
    const answer = await call(schoolContextRoute);
    writeValue('school_time_zone', answer.time_zone);
    $timeZone.set(answer.time_zone);
  } catch {
    // The menu's failure notice already tells the user the connection is down.
  }
}
