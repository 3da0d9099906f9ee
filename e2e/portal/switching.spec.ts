import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInViaApi, storageOf } from './fixtures.ts';

test('the foundation switches school: school, its years and current year are stored, then the page reloads', async ({ page }) => {
  const { data } = await signInViaApi(page, ACCOUNTS['13']);
  const other = data.data_school.find((s) => s.sd_school_id !== data.sd_school_id)!;
  await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByLabel('Sekolah', { exact: true }).selectOption(String(other.sd_school_id));
  await reloaded;
  const stored = await storageOf(page);
  expect(stored.sd_school_id).toBe(String(other.sd_school_id));
  const years = JSON.parse(stored.academic_years_data) as { sd_academic_year_id: number; is_current: boolean }[];
  expect(years.length).toBeGreaterThan(0);
  expect(years.map((y) => y.sd_academic_year_id)).not.toEqual(data.data_academic.map((y) => y.sd_academic_year_id));
  expect(stored.sd_academic_year_id).toBe(String(years.find((y) => y.is_current)!.sd_academic_year_id));
  await expect(page.getByLabel('Sekolah', { exact: true })).toHaveValue(String(other.sd_school_id));
  await expect(page.getByText(`${other.school_name} (`)).toBeVisible();
});

test('changing the year stores it and its curriculum, then reloads', async ({ page }) => {
  const { data } = await signInViaApi(page, ACCOUNTS['3']);
  const year = data.data_academic.find((y) => !y.is_current && y.sd_curriculum_id !== data.sd_curriculum_id)!;
  const reloaded = page.waitForEvent('load');
  await page.getByLabel('Tahun Ajaran', { exact: true }).selectOption(String(year.sd_academic_year_id));
  await reloaded;
  const stored = await storageOf(page);
  expect(stored.sd_academic_year_id).toBe(String(year.sd_academic_year_id));
  expect(stored.sd_curriculum_id).toBe(String(year.sd_curriculum_id));
  await expect(page.getByLabel('Tahun Ajaran', { exact: true })).toHaveValue(String(year.sd_academic_year_id));
  await expect(page.getByLabel('Kurikulum', { exact: true })).toHaveValue(String(year.sd_curriculum_id));
  await expect(page.getByText('bukan tahun aktif')).toBeVisible();
});

test('a failed year change keeps the year, shows a notice, and the retry completes it', async ({ page }) => {
  const { data } = await signInViaApi(page, ACCOUNTS['7']);
  const year = data.data_academic.find((y) => !y.is_current)!;
  await page.route('**/api/academicyear_get_curriculum', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Tahun Ajaran', { exact: true }).selectOption(String(year.sd_academic_year_id));
  const notice = page.getByRole('alert').filter({ hasText: 'Tahun ajaran gagal diganti.' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Tidak dapat terhubung ke server');
  expect((await storageOf(page)).sd_academic_year_id).toBe(String(data.sd_academic_year_id));
  await page.unroute('**/api/academicyear_get_curriculum');
  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Coba lagi' }).click();
  await reloaded;
  expect((await storageOf(page)).sd_academic_year_id).toBe(String(year.sd_academic_year_id));
});
