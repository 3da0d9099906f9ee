import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The teaching-class and report screens as each role uses them (issue 14): the teacher opens a student's
 * evaluation from the grid and rewrites the capaian; the homeroom teacher reads the rombel's attendance report
 * and downloads it; the parent sees the child's attendance; the principal reads teacher performance; the office
 * sets a wali kelas and is told when the teacher already leads another rombel.
 */
test.setTimeout(240_000);
const see = expect.configure({ timeout: 20_000 });

test("the teacher opens a student's evaluation from the grid and rewrites the capaian", async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/teacher_teaching_class');
  await page
    .getByRole('link', { name: /^Isi nilai Matematika/ })
    .first()
    .click();
  await page.getByRole('link', { name: 'Andi Pratama' }).click();
  await see(page.getByRole('heading', { name: 'Evaluasi Andi Pratama' })).toBeVisible();
  await see(page.getByRole('columnheader', { name: 'Sumber' })).toBeVisible();
  await page.getByLabel(/Capaian kompetensi/).fill('Menunjukkan penguasaan yang baik dalam menyajikan data.');
  await page.getByRole('button', { name: 'Simpan capaian' }).click();
  await see(page.getByText('Capaian disimpan')).toBeVisible();
  await see(page.getByText('ditulis guru')).toBeVisible();
});

test("the homeroom teacher reads and downloads the attendance report; the parent sees the child's", async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/Kehadiransiswa');
  await see(page.getByRole('columnheader', { name: 'Tanpa keterangan' })).toBeVisible();
  await page.getByLabel('Semester').selectOption('1');
  await see(page.getByText(/semester 1/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await signInViaApi(page, 'ortu@demo.sch.id', '/Kehadiransiswa');
  await see(page.getByRole('heading', { name: 'Kehadiran Siswa' })).toBeVisible();
  await see(page.getByText('Tanpa keterangan')).toBeVisible();
});

test('the principal reads teacher performance; the office is told a teacher already leads a rombel', async ({ page }) => {
  await signInViaApi(page, 'kepsek@demo.sch.id', '/Laporanperformaguru');
  await see(page.getByRole('columnheader', { name: 'Kelengkapan nilai (%)' })).toBeVisible();

  await signInViaApi(page, 'admin@demo.sch.id', '/homeroom_teacher');
  const info = page
    .locator('li .small')
    .filter({ hasText: /· wali kelas / })
    .first();
  await see(info).toBeVisible();
  const lead = ((await info.textContent()) ?? '').split('· wali kelas ')[1].trim();
  const free = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('combobox') })
    .filter({ hasNotText: `wali kelas ${lead}` })
    .first();
  await free.getByRole('combobox').selectOption({ label: lead });
  await free.getByRole('button', { name: 'Simpan' }).click();
  await see(page.getByText(/sudah menjadi wali kelas/).first()).toBeVisible();
});
