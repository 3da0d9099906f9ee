import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The one rich-text editor (TipTap): a teacher formats a question with the toolbar, inserts a LaTeX formula and
 * uploads a picture; after saving, the question opens again with its bold text, the server's MathML of the
 * formula and the uploaded file; an empty required text is marked for screen readers.
 */
const see = expect.configure({ timeout: 20_000 });
const run = Date.now().toString(36).slice(-5);
// A 2×2 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAE0lEQVR4nGP4z8DAwAAh/v//DwAg7gX7B6WHCAAAAABJRU5ErkJggg==', 'base64');

test('a teacher writes a question with bold text, a formula and a picture', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/add_question_bank');
  await page.getByLabel('Jenis soal').selectOption('essay');
  await page.getByLabel('Mata pelajaran').selectOption({ label: 'Matematika' });
  const prompt = page.getByRole('textbox', { name: 'Teks soal' });
  await prompt.pressSequentially(`Soal editor ${run}: hitung `);
  const toolbar = page.getByRole('toolbar', { name: 'Format Teks soal' });
  await toolbar.getByRole('button', { name: 'Tebal' }).click();
  await see(toolbar.getByRole('button', { name: 'Tebal' })).toHaveAttribute('aria-pressed', 'true');
  await prompt.pressSequentially('luasnya');
  await toolbar.getByRole('button', { name: 'Tebal' }).click();
  await prompt.pressSequentially(' untuk ');

  await toolbar.getByRole('button', { name: 'Rumus' }).click();
  await page.getByRole('dialog').getByRole('textbox').fill('r^2');
  await page.getByRole('button', { name: 'Sisipkan' }).click();
  await see(prompt.locator('.math')).toHaveText('\\(r^2\\)');

  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: 'Gambar' }).click();
  await (await chooser).setFiles({ name: 'lingkaran.png', mimeType: 'image/png', buffer: PNG });
  await see(prompt.locator('img[src]')).toHaveAttribute('src', /^\/api\/files\//);

  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('heading', { name: 'Bank Soal' })).toBeVisible();
  await page.getByLabel('Cari soal').fill(`Soal editor ${run}`);
  const row = page.getByRole('row', { name: new RegExp(`Soal editor ${run}`) });
  await see(row.locator('math')).toBeVisible();
  await row.getByRole('link', { name: 'Ubah' }).click();

  const again = page.getByRole('textbox', { name: 'Teks soal' });
  await see(again.locator('strong')).toHaveText('luasnya');
  await see(again.locator('.math math')).toBeAttached();
  await see(again.locator('img[src]')).toHaveAttribute('src', /^\/api\/files\//);
});

test('an empty required text is marked invalid and described by its message', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/add_question_bank');
  await page.getByLabel('Jenis soal').selectOption('essay');
  await page.getByLabel('Mata pelajaran').selectOption({ label: 'Matematika' });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await page.getByRole('dialog', { name: 'Belum tersimpan' }).getByRole('button', { name: 'OK' }).click();
  const prompt = page.getByRole('textbox', { name: 'Teks soal' });
  await see(prompt).toHaveAttribute('aria-invalid', 'true');
  await see(prompt).toHaveAccessibleDescription(/\S/);
});
