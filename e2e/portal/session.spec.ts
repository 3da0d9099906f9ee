import { expect, test } from '@playwright/test';
import { ACCOUNTS, PASSWORD, signInViaApi, storageOf } from './fixtures.ts';

const SECTION_3_KEYS = [
  'token',
  'id',
  'path_image_school',
  'path_image_profile',
  'sd_academic_year_id',
  'sd_school_id',
  'academic_years_data',
  'school_data',
  'sd_user_type_id',
  'sd_school_stage_id',
  'school_code',
  'sd_section_id',
  'sd_class_id',
  'sd_class_map_id',
  'sd_curriculum_id',
  'data_curriculum',
  'exam_data',
];

async function submit(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test.describe('sign-in page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  });

  test('stores every value of section 3 and the identity cookie, then opens the dashboard', async ({ page, context }) => {
    const before = Date.now() / 1000;
    await submit(page, ACCOUNTS['3'], PASSWORD);
    await page.waitForURL('/dashboard');
    const stored = await storageOf(page);
    for (const key of SECTION_3_KEYS) expect(Object.keys(stored), key).toContain(key);
    expect(stored.token).toMatch(/^\S{40,}$/);
    expect(stored.sd_user_type_id).toBe('3');
    expect(stored.exam_data).toBe('[]');
    expect(JSON.parse(stored.academic_years_data).length).toBeGreaterThan(0);
    expect(JSON.parse(stored.school_data)[0]).toHaveProperty('school_name');
    expect(JSON.parse(stored.data_curriculum)[0]).toHaveProperty('code');
    const identity = (await context.cookies()).find((c) => c.name === 'identity')!;
    expect(identity.path).toBe('/');
    expect(identity.value).toBe(stored.id);
    expect(identity.expires - before).toBeGreaterThan(2 * 24 * 3600 - 60);
    expect(identity.expires - before).toBeLessThan(2 * 24 * 3600 + 60);
    await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
  });

  test("shows 'Email/Password Salah' for a wrong password", async ({ page }) => {
    await submit(page, ACCOUNTS['8'], 'bukan-password-nya');
    await expect(page.getByRole('alert')).toHaveText('Email/Password Salah');
    expect((await storageOf(page)).token).toBe('null');
  });

  test("shows the server's 422 messages under the fields", async ({ page }) => {
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Email wajib diisi.')).toBeVisible();
    await expect(page.getByText('Password wajib diisi.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('shows a clear message when the server cannot be reached or fails', async ({ page }) => {
    await page.route('**/api/login_web', (route) => route.abort('internetdisconnected'));
    await submit(page, ACCOUNTS['3'], PASSWORD);
    await expect(page.getByRole('alert')).toContainText('Tidak dapat terhubung ke server');
    await page.unroute('**/api/login_web');
    await page.route('**/api/login_web', (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toContainText('Terjadi gangguan pada server');
  });

  test('shows the throttle message after repeated failures', async ({ page }) => {
    const email = 'belum-terdaftar@demo.sch.id';
    for (let i = 0; i < 5; i++) {
      await submit(page, email, `salah-${i}`);
      await expect(page.getByRole('alert')).toHaveText('Email/Password Salah');
    }
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toContainText('Terlalu banyak percobaan masuk');
  });
});

test.describe('logout', () => {
  test('asks with the exact texts, Batal keeps the session, Logout ends it everywhere', async ({ page, context }) => {
    const { token } = await signInViaApi(page, ACCOUNTS['4']);
    await page.getByRole('button', { name: 'Menu pengguna' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Yakin akan keluar dari aplikasi?' })).toBeVisible();
    await expect(dialog).toContainText('Jika ya, klik "Logout" untuk mengakhiri sesi Anda.');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(dialog).toBeHidden();
    expect((await storageOf(page)).token).toBe(token);

    await page.getByRole('button', { name: 'Menu pengguna' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('/login');
    expect(await storageOf(page)).toEqual({});
    expect((await context.cookies()).find((c) => c.name === 'identity')).toBeUndefined();
    const after = await page.request.post('/api/menu2', { data: { academic: '0' }, headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });

  test('a 401 from any call ends the session like an expired cookie', async ({ page }) => {
    const { token } = await signInViaApi(page, ACCOUNTS['10']);
    await expect(page.getByRole('heading', { name: /Selamat datang/ })).toBeVisible();
    await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/profile_page');
    // The portal redirects while the page is still loading; poll the address rather than await one navigation.
    await expect(page).toHaveURL(/\/login$/);
    const stored = await storageOf(page);
    expect(stored.token).toBeUndefined();
    expect(stored.sd_academic_year_id).toBeDefined(); // not in the guard's list
  });
});
