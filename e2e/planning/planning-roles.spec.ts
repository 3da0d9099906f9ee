import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * Planning documents and kokurikuler as each role uses them (issue 15): the teacher writes a modul ajar, submits
 * it and downloads its PDF; the principal reviews the waiting one with a note and the teacher sees the note; the
 * homeroom teacher assesses the kokurikuler project by keyboard and reads the rapor text it makes.
 */
test.setTimeout(240_000);
const see = expect.configure({ timeout: 20_000 });
const run = Date.now().toString(36).slice(-5);

test('the teacher writes a modul ajar, submits it and downloads its PDF', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/curriculum_ma');
  await see(page.getByRole('heading', { name: 'Modul Ajar Saya' })).toBeVisible();
  await page.getByRole('link', { name: 'Tulis Modul Ajar' }).click();
  await page.getByLabel('Mata pelajaran dan tingkat').selectOption({ index: 1 });
  await page.getByLabel('Judul').fill(`Modul Ajar Statistika ${run}`);
  await page.getByRole('button', { name: 'Buat Modul Ajar' }).click();
  await see(page.getByRole('heading', { name: `Modul Ajar Statistika ${run}` })).toBeVisible();
  const goal = page.getByRole('textbox', { name: 'D. Tujuan Pembelajaran' });
  await goal.click();
  await page.keyboard.type('Murid dapat menyajikan data dalam diagram batang.');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('button', { name: 'Simpan', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Ajukan ke kepala sekolah' }).click();
  await see(page.getByText('Menunggu telaah').first()).toBeVisible();
  await see(page.getByRole('button', { name: 'Buka untuk revisi' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF Modul Ajar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^modul-ajar-matematika-.*\.pdf$/);
});

test('the principal reviews the waiting modul ajar with a note, and the teacher reads it', async ({ page }) => {
  await signInViaApi(page, 'kepsek@demo.sch.id', '/curriculum_class');
  await see(page.getByRole('heading', { name: 'Supervisi Perangkat Ajar' })).toBeVisible();
  await page.getByLabel('Tampilkan').selectOption('waiting');
  await page.getByRole('link', { name: /^Detail Matematika X AKL 1/ }).click();
  await page.getByRole('link', { name: 'Modul Ajar Fungsi Kuadrat' }).click();
  await see(page.getByText('Evaluasi perangkat ajar')).toBeVisible();
  await page.getByLabel('Catatan untuk guru').fill('Tujuan dan asesmen sudah selaras. Tambahkan rubrik presentasi.');
  await page.getByRole('button', { name: 'Tandai sudah ditelaah' }).click();
  await see(page.getByText('Sudah ditelaah').first()).toBeVisible();
  await see(page.locator('li', { hasText: 'Tujuan dan asesmen sudah selaras' })).toContainText('Ditelaah');

  await signInViaApi(page, 'guru@demo.sch.id', '/curriculum_ma');
  await page.getByRole('link', { name: 'Modul Ajar Fungsi Kuadrat' }).click();
  await see(page.getByRole('status').filter({ hasText: 'Tambahkan rubrik presentasi.' })).toContainText('Catatan kepala sekolah');
});

test('the homeroom teacher assesses the kokurikuler project by keyboard and reads the rapor text', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/description_project_pancasila');
  await see(page.getByRole('heading', { name: 'Sekolahku Bebas Sampah Plastik' })).toBeVisible();
  await page.getByRole('link', { name: 'Nilai X AKL 1' }).click();
  await see(page.getByRole('heading', { name: /^Penilaian Sekolahku Bebas Sampah Plastik/ })).toBeVisible();
  const cells = page.locator('[data-kk^="0:"]');
  await cells.nth(0).focus();
  await page.keyboard.press('4');
  await expect(cells.nth(1)).toBeFocused();
  await page.keyboard.press('1');
  await expect(cells.nth(2)).toBeFocused();
  await expect(cells.nth(0)).toHaveValue('4');
  await page
    .getByRole('textbox', { name: /^Catatan projek / })
    .first()
    .fill('Memimpin kampanye kelas dengan percaya diri.');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByText(/^Tersimpan \(2 nilai, 1 catatan\)/)).toBeVisible();
  await page.getByRole('link', { name: 'Lihat hasil dan deskripsi rapor' }).click();
  await see(page.getByRole('heading', { name: /^Hasil Sekolahku Bebas Sampah Plastik/ })).toBeVisible();
  await see(page.getByRole('cell', { name: /Memimpin kampanye kelas dengan percaya diri\./ }).first()).toContainText(
    'Projek "Sekolahku Bebas Sampah Plastik" (Gaya Hidup Berkelanjutan):',
  );
});
