import { expect, test } from '@playwright/test';
import { ACCOUNTS, signInViaApi } from './fixtures.ts';

test.describe('sidebar', () => {
  test("links to '/' + menu_path under groups 17 and 54, to the named route elsewhere", async ({ page }) => {
    await signInViaApi(page, ACCOUNTS['2']);
    const nav = page.getByRole('navigation', { name: 'Navigasi portal' });
    await nav.getByRole('button', { name: 'Konten Website' }).click();
    await expect(nav.getByRole('link', { name: 'Struktur Organisasi Sekolah' })).toHaveAttribute('href', '/post/school_organisation_struct');
    await nav.getByRole('button', { name: 'Ujian AKM' }).click();
    await expect(nav.getByRole('link', { name: 'Hasil Ujian AKM' })).toHaveAttribute('href', '/examination/result-akm');
    // Group 12 links by route name: 'guardian_index' is the route /guardian/index.
    await nav.getByRole('button', { name: 'Pengguna Sekolah' }).click();
    await expect(nav.getByRole('link', { name: 'Data Orang Tua/Wali' })).toHaveAttribute('href', '/guardian/index');
    await nav.getByRole('link', { name: 'Data Orang Tua/Wali' }).click();
    await expect(page).toHaveURL('/guardian/index');
    await expect(page.getByRole('heading', { name: 'Data Orang Tua/Wali' })).toBeVisible();
    // The brand goes to the dashboard.
    await page.getByRole('link', { name: /Portal Sekolah/ }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('is pinned by default; the pin button remembers unpinned in the sidenav-state cookie', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaApi(page, ACCOUNTS['3']);
    const pin = page.getByRole('button', { name: 'Sematkan sidebar' });
    await expect(pin).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Buka menu' })).toBeHidden();
    await pin.click();
    await expect(pin).toHaveAttribute('aria-pressed', 'false');
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'sidenav-state');
    expect((await cookie())?.value).toBe('unpinned');
    expect((await cookie())?.path).toBe('/');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sematkan sidebar' })).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: 'Sematkan sidebar' }).click();
    expect((await cookie())?.value).toBe('pinned');
  });

  test('on a small screen a toggle opens it, and a link click collapses the submenu and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInViaApi(page, ACCOUNTS['3']);
    await expect(page.getByRole('button', { name: 'Sematkan sidebar' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Navigasi portal' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(nav).toBeVisible();
    const group = nav.getByRole('button', { name: 'Kelas Mengajar' });
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Data Tugas' }).click();
    await expect(page).toHaveURL('/tugas');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  test('a failed menu call shows a notice with a retry', async ({ page }) => {
    let failures = 1;
    await page.route('**/api/menu2', (route) => (failures-- > 0 ? route.fulfill({ status: 500, json: { message: 'x' } }) : route.continue()));
    await signInViaApi(page, ACCOUNTS['3']);
    const notice = page.getByRole('alert').filter({ hasText: 'Menu gagal dimuat.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Navigasi portal' }).getByRole('button', { name: 'Kelas Mengajar' })).toBeVisible();
  });
});

test.describe('top bar', () => {
  test('shows the default avatar and a user menu with Profil and Logout', async ({ page }) => {
    await signInViaApi(page, ACCOUNTS['11']);
    const toggle = page.getByRole('button', { name: 'Menu pengguna' });
    await expect(toggle.locator('img')).toHaveAttribute('src', /default-avatar|^data:image\/svg\+xml/);
    await toggle.click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Profil' }).click();
    await expect(page).toHaveURL('/profile_page');
    await expect(page.getByRole('heading', { name: 'Profil Saya' })).toBeVisible();
  });

  test('has no template alert or message dropdowns', async ({ page }) => {
    await signInViaApi(page, ACCOUNTS['2']);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('3+')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /pesan|notifikasi|alerts|messages/i })).toHaveCount(0);
  });
});

test.describe('layouts', () => {
  for (const path of ['/do_exercise/9', '/do_exercise_class/9', '/do_exercise_class_akm/9', '/do_exercise_class_akm_new/9']) {
    test(`${path} hides the sidebar and the top bar`, async ({ page }) => {
      await signInViaApi(page, ACCOUNTS['5'], path);
      await expect(page).toHaveTitle(/· Portal Sekolah$/);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Navigasi portal' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Menu pengguna' })).toHaveCount(0);
      await expect(page.getByRole('banner')).toHaveCount(0);
    });
  }

  test('re-creates the routed view when only the query changes', async ({ page }) => {
    await signInViaApi(page, ACCOUNTS['2'], '/kelas');
    await page.getByRole('heading', { name: 'Data Kelas' }).evaluate((el) => el.setAttribute('data-lama', '1'));
    await page.evaluate(() => {
      history.pushState({}, '', '/kelas?hal=2');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Data Kelas' })).toBeVisible();
    await expect(page.locator('[data-lama]')).toHaveCount(0);
  });

  test('has an empty footer and a scroll-to-top link when signed in, the bare layout when not', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 500 });
    await signInViaApi(page, ACCOUNTS['2']);
    await expect(page.getByRole('contentinfo')).toBeEmpty();
    // The dashboard fills in after its call answers; scroll until the page is long enough to move.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 2000);
        return page.evaluate(() => scrollY);
      })
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Kembali ke atas' }).click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/kelas_room');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navigasi portal' })).toHaveCount(0);
  });
});
