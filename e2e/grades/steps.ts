import type { Page } from '@playwright/test';
import { PASSWORD } from '../portal/fixtures.ts';

/** Steps the grades journeys share (issue 14); the portal's dialogs and downloads are e2e/portal/steps.ts. */

/** The bearer header of a demo account, for the API calls a journey makes around the screens. */
export async function bearerOf(page: Page, email: string) {
  const login = await (await page.request.post('/api/login_web', { data: { email, password: PASSWORD } })).json();
  return { authorization: `Bearer ${login.accessToken as string}` };
}
