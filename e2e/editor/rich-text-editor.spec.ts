import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The one rich-text editor (TipTap): a teacher formats a question with the toolbar, inserts a LaTeX formula and
 * uploads a picture; after saving, the question opens again with its bold text, the server's MathML of the
 * formula and the uploaded file; an empty required text is marked for screen readers; a planning text keeps its
 * subheading and list.
 */
const see = expect.configure({ timeout: 20_000 });

async function seriousViolations(page: Page, context: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(context).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
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
  await see(page.locator('.swal2-container')).toHaveCount(0);
  const prompt = page.getByRole('textbox', { name: 'Teks soal' });
  await see(prompt).toHaveAttribute('aria-invalid', 'true');
  await see(prompt).toHaveAccessibleDescription(/\S/);
  expect(await seriousViolations(page, '#isi')).toEqual([]);
});

test('a teacher gives a modul ajar section a subheading and a list, and they survive saving', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/curriculum_ma');
  await page.getByRole('link', { name: 'Tulis Modul Ajar' }).click();
  await page.getByLabel('Mata pelajaran dan tingkat').selectOption({ index: 1 });
  await page.getByLabel('Judul').fill(`Modul Ajar Penyunting ${run}`);
  await page.getByRole('button', { name: 'Buat Modul Ajar' }).click();
  await see(page.getByRole('heading', { name: `Modul Ajar Penyunting ${run}` })).toBeVisible();
  const goal = page.getByRole('textbox', { name: 'D. Tujuan Pembelajaran' });
  const toolbar = page.getByRole('toolbar', { name: 'Format D. Tujuan Pembelajaran' });
  await goal.click();
  await toolbar.getByRole('button', { name: 'Subjudul' }).click();
  await goal.pressSequentially('Tujuan utama');
  await goal.press('Enter');
  await toolbar.getByRole('button', { name: 'Paragraf' }).click();
  await toolbar.getByRole('button', { name: 'Daftar berpoin' }).click();
  await goal.pressSequentially('Menyajikan data dalam diagram batang');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('button', { name: 'Simpan', exact: true })).toBeDisabled();
  expect(await seriousViolations(page, '#isi')).toEqual([]);
  await page.reload();
  const saved = page.getByRole('textbox', { name: 'D. Tujuan Pembelajaran' });
  await see(saved.locator('h3')).toHaveText('Tujuan utama');
  await see(saved.locator('li')).toHaveText('Menyajikan data dalam diagram batang');
});
