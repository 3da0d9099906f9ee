import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInViaApi } from './fixtures.ts';

test('staff see their school, the current year, real counts and shortcuts into their menu', async ({ page }) => {
  const { token } = await signInViaApi(page, ACCOUNTS['2']);
  const api = await (await page.request.get('/api/dashboard', { headers: { authorization: `Bearer ${token}` } })).json();
  await expect(page.getByRole('heading', { name: 'Selamat datang, Rina Operator (Demo)' })).toBeVisible();
  await expect(page.getByText('Admin Sekolah · SMK Demo')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: api.data.academic_year.description })).toContainText('aktif');
  await expect(page.locator('.stat').filter({ hasText: 'Siswa aktif' })).toContainText(String(api.data.counts.students));
  await expect(page.locator('.stat').filter({ hasText: 'Guru aktif' })).toContainText(String(api.data.counts.teachers));
  await expect(page.locator('.stat').filter({ hasText: 'Rombel tahun ini' })).toContainText(String(api.data.counts.classes));
  const shortcuts = page.getByRole('region', { name: 'Pintasan menu' });
  await shortcuts.getByRole('link', { name: 'Data Guru' }).click();
  await expect(page).toHaveURL('/Teacher');
});

test('a teacher sees the rombel they lead and teach', async ({ page }) => {
  await signInViaApi(page, ACCOUNTS['3']);
  const homeroom = page.getByRole('region', { name: 'Wali kelas' });
  await expect(homeroom).toContainText('X AKL 1');
  await expect(page.getByRole('region', { name: 'Kelas yang Anda ajar' })).toContainText('Matematika');
});

test('a student sees their rombel and the exams still to sit', async ({ page }) => {
  const { token } = await signInViaApi(page, ACCOUNTS['5']);
  const api = await (await page.request.get('/api/dashboard', { headers: { authorization: `Bearer ${token}` } })).json();
  const mine = page.getByRole('region', { name: 'Kelas saya' });
  await expect(mine).toContainText('X AKL 1');
  await expect(mine).toContainText('Wali kelas: Budi Santoso, S.Pd. (Demo)');
  const exams = page.getByRole('region', { name: 'Ujian mendatang' });
  // Other specs sit exams as this student: compare with what the API answers now.
  expect(api.data.upcoming_exams.length).toBeGreaterThan(0);
  await expect(exams.getByRole('listitem')).toHaveCount(api.data.upcoming_exams.length);
  await expect(exams).toContainText(api.data.upcoming_exams[0].title);
  await expect(page.getByText('Siswa aktif')).toHaveCount(0);
});

test('a guardian sees their children with their rombel', async ({ page }) => {
  await signInViaApi(page, ACCOUNTS['6']);
  const children = page.getByRole('region', { name: 'Anak saya', exact: true });
  await expect(children).toContainText('Andi Pratama (Demo)');
  await expect(children).toContainText('Rombel X AKL 1');
});

test('a failed dashboard call says why and offers a retry', async ({ page }) => {
  // GET calls are retried once by the client: fail both tries.
  let failures = 2;
  await page.route('**/api/dashboard', (route) => (failures-- > 0 ? route.abort('internetdisconnected') : route.continue()));
  await signInViaApi(page, ACCOUNTS['4']);
  const alert = page.getByRole('alert').filter({ hasText: 'Tidak dapat terhubung ke server' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
});
