import { expect, type Locator, type Page } from '@playwright/test';

/** Steps the finance journeys share (issue 17). */

// Generous: on the shared 2-core machine a first screen under load can take most of a minute.
export const see = expect.configure({ timeout: 30_000 });

/** "Rp1.234.500" → 1234500. */
export const rupiahOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

/** 1234500 → "Rp1.234.500", as the screens write it. */
export const rp = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

/** Today in WIB, the date the finance screens start from. */
export const todayIso = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** Chooses the first option of `select` whose text contains `text` (an account code with its space, a fee name). */
export async function pick(page: Page, select: string, text: string) {
  const value = await page.locator(`${select} option`, { hasText: text }).first().getAttribute('value');
  await page.locator(select).selectOption(value!);
}

/** Closes the error dialog after checking what it says; the field messages stay on the form. */
export async function dismiss(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Gagal' });
  await see(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await see(dialog).toBeHidden();
}

/** Presses `button` and expects the server's refusal: `message` in the error dialog, then under the field. */
export async function refused(page: Page, button: Locator, message: string, where: Page | Locator = page) {
  await button.click();
  await dismiss(page, message);
  await see(where.getByText(message, { exact: true })).toBeVisible();
}
