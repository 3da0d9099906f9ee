import { expect, test } from '@playwright/test';
import { ACCOUNTS, sampleRoutes, signInViaApi, urlOf } from './fixtures.ts';
import { BUILT_SCREENS } from '../../src/portal/app/built-screens.ts';
import { pushRoute } from './menu-walk.ts';

const SAMPLE = sampleRoutes();
// Each walk opens a dozen routes, each loading its screen's code: a minute is too tight on a busy 2-core machine.
test.setTimeout(180_000);
const AREAS = [...new Set(SAMPLE.map((r) => r.area))];

test('the sample covers at least 40 routes across every area', () => {
  expect(SAMPLE.length).toBeGreaterThanOrEqual(40);
  expect(AREAS.length).toBe(12);
  expect(SAMPLE.some((r) => r.access === 'open')).toBe(true);
  expect(SAMPLE.some((r) => r.access === 'misspelt')).toBe(true);
});

for (const area of AREAS) {
  const routes = SAMPLE.filter((r) => r.area === area);

  test(`${area}: signed out, guarded routes go to / and open ones ask to sign in`, async ({ page }) => {
    for (const route of routes) {
      await page.goto(urlOf(route));
      if (route.access === 'requiresAuth') {
        await page.waitForURL('/');
      } else if (route.chromeless) {
        // The open exam page carries its own signed link instead of a session: it renders, without a prompt.
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page).toHaveURL(urlOf(route));
        await expect(page.getByRole('link', { name: 'Masuk' })).toHaveCount(0);
      } else {
        await expect(page.getByRole('heading', { name: route.title, exact: true }), route.path).toBeVisible();
        await expect(page.getByRole('link', { name: 'Masuk' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(urlOf(route))}`);
      }
    }
  });

  test(`${area}: a signed-in user reaches each route, and a reload keeps it`, async ({ page }) => {
    await signInViaApi(page, ACCOUNTS['2']);
    // Every path is a deep link the server answers with the portal; the first one is opened as a deep link, the
    // other guarded ones by the router as a menu click would (a full page load per route cost this walk six
    // minutes of CI), and the last is reloaded: the deep link and the router are each checked on every area.
    for (const route of routes) expect((await page.request.get(urlOf(route))).status(), route.path).toBe(200);
    await page.goto(urlOf(routes[0]));
    for (const route of routes) {
      // Open and misspelt routes (the exam's own chromeless page among them) are not the router's: a page load.
      if (route.access !== 'requiresAuth') await page.goto(urlOf(route));
      else await pushRoute(page, urlOf(route));
      await expect(page, route.path).toHaveTitle(`${route.title} · Portal Sekolah`);
      if (!BUILT_SCREENS.includes(route.name)) {
        await expect(page.getByRole('heading', { name: route.title, exact: true }), route.path).toBeVisible();
        await expect(page.getByText('Halaman ini belum tersedia.')).toBeVisible();
      }
    }
    const last = routes[routes.length - 1];
    await page.reload();
    await expect(page).toHaveTitle(`${last.title} · Portal Sekolah`);
    await expect(page).toHaveURL(urlOf(last));
  });
}

test('an unknown path is a real 404, and an unknown client-side path shows the Indonesian 404 screen', async ({ page }) => {
  const response = await page.goto('/halaman-yang-tidak-ada');
  expect(response?.status()).toBe(404);
  await signInViaApi(page, ACCOUNTS['2']);
  await page.evaluate(() => {
    history.pushState({}, '', '/halaman-yang-tidak-ada');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await page.getByRole('link', { name: 'Kembali ke Dasbor' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('the sign-in prompt brings the visitor back to the page after signing in', async ({ page }) => {
  await page.goto('/kelas_room');
  await page.getByRole('link', { name: 'Masuk' }).click();
  await page.getByLabel('Email').fill(ACCOUNTS['7']);
  await page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL('/kelas_room');
  await expect(page.getByRole('button', { name: 'Menu pengguna' })).toBeVisible();
});
