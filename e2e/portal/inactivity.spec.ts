import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInViaApi, storageOf } from './fixtures.ts';

const TEN_HOURS = 600 * 60 * 1000;

test('after 10 idle hours a warning shows for 3 s, and 5 s after it the user is logged out', async ({ page }) => {
  await page.clock.install();
  await signInViaApi(page, ACCOUNTS['8']);
  await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
  await page.clock.fastForward(TEN_HOURS);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Anda Tidak Melakukan Apapun!' })).toBeVisible();
  // The clock also runs in real time: check "not logged out yet" at once, then let the fake time run.
  expect(page.url()).toMatch(/\/dashboard$/);
  await expect(dialog).toContainText('Click Apapun Diluar Alert Agar Tidak Logout!');
  await expect(dialog.locator('.swal2-icon.swal2-warning')).toBeVisible();
  await expect(dialog.getByRole('button')).toHaveCount(0);
  await page.clock.fastForward(3000);
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(2000);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  expect(await storageOf(page)).toEqual({});
});

test('activity after the warning keeps the user signed in', async ({ page }) => {
  await page.clock.install();
  await signInViaApi(page, ACCOUNTS['8']);
  await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
  await page.clock.fastForward(TEN_HOURS - 60_000);
  await page.mouse.move(200, 300);
  await page.clock.fastForward(60_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.fastForward(TEN_HOURS);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.mouse.move(300, 200);
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL('/dashboard');
  expect((await storageOf(page)).token).toBeTruthy();
});

test('nothing is armed while signed out', async ({ page }) => {
  await page.clock.install();
  await page.goto('/kelas_room');
  await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();
  await page.clock.fastForward(TEN_HOURS + 10_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/kelas_room');
});
