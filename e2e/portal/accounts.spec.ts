import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD, signInViaApi } from './fixtures.ts';

/**
 * One test per user type, in series: the last test changes (and restores) the password of the type-12
 * account, which no other spec signs in with.
 */
test.describe.configure({ mode: 'serial' });

const SCHOOL_SELECTOR: Record<string, 'disabled' | 'enabled' | 'hidden'> = {
  '1': 'hidden',
  '2': 'disabled',
  '3': 'disabled',
  '4': 'disabled',
  '5': 'hidden',
  '6': 'hidden',
  '7': 'disabled',
  '8': 'disabled',
  '9': 'disabled',
  '10': 'disabled',
  '11': 'disabled',
  '12': 'hidden',
  '13': 'enabled',
};

for (const [type, state] of Object.entries(SCHOOL_SELECTOR)) {
  test(`type ${type}: school selector ${state}, year enabled, curriculum read-only`, async ({ page }) => {
    await signInViaApi(page, ACCOUNTS[type]);
    const school = page.getByLabel('Sekolah', { exact: true });
    if (state === 'hidden') await expect(school).toHaveCount(0);
    else if (state === 'disabled') await expect(school).toBeDisabled();
    else await expect(school).toBeEnabled();
    await expect(page.getByLabel('Tahun Ajaran', { exact: true })).toBeEnabled();
    await expect(page.getByLabel('Kurikulum', { exact: true })).toBeDisabled();
  });
}

test('the profile page changes the password after checking the current one', async ({ page }) => {
  const email = ACCOUNTS['12'];
  await signInViaApi(page, email, '/profile_page');
  await expect(page.getByRole('heading', { name: 'Rudi Hartono (Demo)' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByText('Password saat ini wajib diisi.')).toBeVisible();
  await expect(page.getByText('Password baru minimal 8 karakter.')).toBeVisible();

  await page.getByLabel('Password saat ini').fill('bukan-ini');
  await page.getByLabel('Password baru', { exact: true }).fill('sandi-baru-2026');
  await page.getByLabel('Ulangi password baru').fill('sandi-baru-2026');
  await page.getByRole('button', { name: 'Simpan password' }).click();
  await expect(page.getByText('Password saat ini salah.')).toBeVisible();
  await expect(page.getByLabel('Password saat ini')).toHaveAttribute('aria-invalid', 'true');

  const change = async (from: string, to: string) => {
    await page.getByLabel('Password saat ini').fill(from);
    await page.getByLabel('Password baru', { exact: true }).fill(to);
    await page.getByLabel('Ulangi password baru').fill(to);
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password berhasil diubah.' })).toBeVisible();
  };
  await change(PASSWORD, 'sandi-baru-2026');
  const old = await page.request.post('/api/login_web', { data: { email, password: PASSWORD } });
  expect((await old.json()).status).toBe(false);
  await change('sandi-baru-2026', PASSWORD);
});
