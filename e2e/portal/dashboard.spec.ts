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
  await expect(page.getByText('Data kelas belum tersedia')).toBeVisible();
  const shortcuts = page.getByRole('region', { name: 'Pintasan menu' });
  await shortcuts.getByRole('link', { name: 'Data Guru' }).click();
  await expect(page).toHaveURL('/Teacher');
});

test('a student sees their classes and upcoming exams, each explained while empty', async ({ page }) => {
  await signInViaApi(page, ACCOUNTS['5']);
  await expect(page.getByRole('heading', { name: 'Kelas saya' })).toBeVisible();
  await expect(page.getByText('Anda belum terdaftar di kelas mana pun.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ujian mendatang' })).toBeVisible();
  await expect(page.getByText('Belum ada ujian yang dijadwalkan untuk Anda.')).toBeVisible();
  await expect(page.getByText('Siswa aktif')).toHaveCount(0);
});

test('a guardian sees their children, explained while not linked', async ({ page }) => {
  await signInViaApi(page, ACCOUNTS['6']);
  await expect(page.getByRole('heading', { name: 'Anak saya', exact: true })).toBeVisible();
  await expect(page.getByText('Akun Anda belum tertaut dengan data siswa.')).toBeVisible();
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
