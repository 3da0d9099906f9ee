/**
 * Helpers of the portal's browser tests. Tests that are not about the sign-in form sign in through the API
 * and put the session where the sign-in page would (the form itself is covered by session.spec.ts).
 */
import { expect, type Page } from '@playwright/test';
import { CATALOGUE } from '../../src/shared/catalogue/routes.ts';
import type { CatalogueRoute, RouteArea } from '../../src/shared/catalogue/types.ts';

export const PASSWORD = 'rahasia123';

/** The demo accounts by user type (README): types 1..13. */
export const ACCOUNTS: Record<string, string> = {
  '1': 'superadmin@demo.sch.id',
  '2': 'admin@demo.sch.id',
  '3': 'guru@demo.sch.id',
  '4': 'kepsek@demo.sch.id',
  '5': 'siswa@demo.sch.id',
  '6': 'ortu@demo.sch.id',
  '7': 'mentor@demo.sch.id',
  '8': 'support@demo.sch.id',
  '9': 'staf@demo.sch.id',
  '10': 'pustakawan@demo.sch.id',
  '11': 'bendahara@demo.sch.id',
  '12': 'pembimbing@demo.sch.id',
  '13': 'yayasan@demo.sch.id',
};

export interface SignInData {
  id: number;
  sd_school_id: number;
  sd_academic_year_id: number | null;
  data_academic: { sd_academic_year_id: number; description: string; is_current: boolean; sd_curriculum_id: number | null }[];
  data_school: { sd_school_id: number; school_name: string }[];
  [key: string]: unknown;
}

/** Signs in through POST /api/login_web and stores the session as the sign-in page does; lands on `path`. */
export async function signInViaApi(page: Page, email: string, path = '/dashboard'): Promise<{ token: string; data: SignInData }> {
  const response = await page.request.post('/api/login_web', { data: { email, password: PASSWORD } });
  const body = await response.json();
  expect(body.status, `sign-in of ${email}`).toBe(true);
  const data = body.data as SignInData;
  await page.goto('/login');
  await page.evaluate(
    ({ token, data }) => {
      const put = (key: string, value: unknown) => localStorage.setItem(key, value === null || value === undefined ? '' : String(value));
      put('token', token);
      put('id', data.id);
      put('path_image_school', data.path_image_school);
      put('path_image_profile', data.path_image_profile);
      put('sd_academic_year_id', data.sd_academic_year_id ?? '0');
      put('sd_school_id', data.sd_school_id);
      localStorage.setItem('academic_years_data', JSON.stringify(data.data_academic));
      localStorage.setItem('school_data', JSON.stringify(data.data_school));
      put('sd_user_type_id', data.sd_user_type_id);
      put('sd_school_stage_id', data.sd_school_stage_id);
      put('school_code', data.school_code);
      put('sd_section_id', data.sd_section_id);
      put('sd_class_id', data.sd_class_id);
      put('sd_class_map_id', data.sd_class_map_id);
      put('sd_curriculum_id', data.sd_curriculum_id);
      localStorage.setItem('data_curriculum', JSON.stringify(data.data_curriculum));
      localStorage.setItem('exam_data', '[]');
      put('full_name', data.full_name);
      document.cookie = `identity=${data.id}; path=/; max-age=${2 * 24 * 3600}`;
    },
    { token: body.accessToken as string, data },
  );
  await page.goto(path);
  return { token: body.accessToken, data };
}

export function storageOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
}

/** A concrete URL for a catalogue path: each parameter becomes a small number. */
export function urlOf(route: CatalogueRoute): string {
  let n = 0;
  return route.path.replace(/:[\w]+/g, () => String(++n + 4));
}

/**
 * A sample of the catalogue across every area: per area its first guarded routes (one with parameters where
 * there is one) and every open or misspelt route. At least 40 routes.
 */
export function sampleRoutes(): CatalogueRoute[] {
  const areas = [...new Set(CATALOGUE.map((r) => r.area))] as RouteArea[];
  const sample: CatalogueRoute[] = [];
  for (const area of areas) {
    const routes = CATALOGUE.filter((r) => r.area === area);
    const guarded = routes.filter((r) => r.access === 'requiresAuth');
    const withParams = guarded.find((r) => r.path.includes(':'));
    const picked = [...guarded.filter((r) => !r.path.includes(':')).slice(0, 3), ...(withParams ? [withParams] : [])];
    sample.push(...picked, ...routes.filter((r) => r.access !== 'requiresAuth').slice(0, 4));
  }
  return [...new Set(sample)];
}

export { CATALOGUE };
