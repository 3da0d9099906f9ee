import { expect, type Page } from '@playwright/test';
import { readPdf } from '../../tests/documents/pdf-text.ts';

/** Steps every area's journeys share: the portal's dialogs and its downloads. */

/** Patient checks: a 2-core machine builds and serves beside the browser. */
export const see = expect.configure({ timeout: 20_000 });

/** The success toast (or any dialog) of a change: its text, then closed with Escape rather than waited out. */
export async function done(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await see(dialog).toContainText(text);
  await page.keyboard.press('Escape');
  await see(dialog).toBeHidden();
}

/** The refusal: the "Gagal" dialog, closed, and its message where the form shows it. */
export async function refused(page: Page, message: string) {
  await see(page.getByRole('dialog', { name: 'Gagal' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await see(page.getByText(message, { exact: true }).first()).toBeVisible();
}

/** Clicks the button named `button` and returns what it downloads: the file's name and bytes. */
async function downloadFrom(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: Buffer.concat(await (await file.createReadStream()).toArray()) };
}

/** Clicks "Unduh PDF …": the file is a PDF; its name and text. */
export async function pdfOf(page: Page, button: string) {
  const { name, bytes } = await downloadFrom(page, button);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name, text: (await readPdf(bytes)).all };
}

/** Clicks "Unduh Excel": the file is an .xlsx (a zip: PK). */
export async function xlsxOf(page: Page, button = 'Unduh Excel') {
  const { name, bytes } = await downloadFrom(page, button);
  expect(name).toMatch(/\.xlsx$/);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  return name;
}
