import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInViaApi, storageOf } from './fixtures.ts';

test.describe('navigation guard', () => {
  test('1. a signed-out visitor on a guarded route goes to the root route', async ({ page }) => {
    await page.goto('/kelas');
    await page.waitForURL('/');
    expect(await storageOf(page)).not.toHaveProperty('token');
  });

  test('2. signed in without the identity cookie: the session is cleared and the user goes to /login', async ({ page, context }) => {
    await signInViaApi(page, ACCOUNTS['9']);
    await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
    await context.clearCookies({ name: 'identity' });
    await page.getByRole('link', { name: 'Profil Saya' }).first().click();
    await page.waitForURL('/login');
    const stored = await storageOf(page);
    for (const key of ['token', 'id', 'path_image_school', 'path_image_profile', 'sd_user_type_id', 'sd_school_stage_id', 'sd_school_id', 'school_code']) {
      expect(stored, key).not.toHaveProperty(key);
    }
    expect(stored).toHaveProperty('academic_years_data');
  });

  test('3. signed in with the cookie: the route opens', async ({ page }) => {
    await signInViaApi(page, ACCOUNTS['9'], '/kelas');
    await expect(page.getByRole('heading', { name: 'Data Kelas' })).toBeVisible();
    await expect(page).toHaveURL('/kelas');
  });
});

test('a screen opened by a user type it is not for says whom it is for, instead of a red 403', async ({ page }) => {
  await signInViaApi(page, ACCOUNTS['3'], '/exercises_class_view');
  await expect(page.getByRole('heading', { name: 'Daftar Ujian Kelas' })).toBeVisible();
  await expect(page.getByText('Halaman ini bukan untuk akun Guru.')).toBeVisible();
  await expect(page.getByText('Halaman ini untuk: Siswa.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The guru's own menu leads to the teacher's list of class exercises instead.
  await page.goto('/exercises_class');
  await expect(page.getByText('bukan untuk akun')).toHaveCount(0);
});
