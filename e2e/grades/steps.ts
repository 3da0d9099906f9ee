import { expect, type Page } from '@playwright/test';
import { PASSWORD } from '../portal/fixtures.ts';

/** Steps the grades journeys share (issue 14). */

export const see = expect.configure({ timeout: 20_000 });

/** The refusal: the "Gagal" dialog, closed, and its message where the form shows it. */
export async function refused(page: Page, message: string) {
  await see(page.getByRole('dialog', { name: 'Gagal' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await see(page.getByText(message, { exact: true }).first()).toBeVisible();
}

/** The success toast of a change: its text, then out of the way. */
export async function done(page: Page, text: string) {
  const dialog = page.getByRole('dialog');
  await see(dialog).toContainText(text);
  await page.keyboard.press('Escape');
  await see(dialog).toBeHidden();
}

/** The bearer header of a demo account, for the API calls a journey makes around the screens. */
export async function bearerOf(page: Page, email: string) {
  const login = await (await page.request.post('/api/login_web', { data: { email, password: PASSWORD } })).json();
  return { authorization: `Bearer ${login.accessToken as string}` };
}
