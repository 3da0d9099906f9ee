import { expect, test } from '@playwright/test';

/** Pages that need no script: everything public except the three forms and the directory search. */
const STATIC_PAGES = [
  '/demo-smk/privacy',
  '/demo-smk/privacy/en',
  '/privacy_bi3',
  '/privacy',
  '/about',
  '/ppdb',
  '/ppdb/registered-by',
  '/sekolah/demo-smk/',
  '/sekolah/demo-smk/head-speechs',
  '/sekolah/demo-smk/vission-mission',
  '/sekolah/demo-smk/vision_mission',
  '/sekolah/demo-smk/profil-schools',
  '/sekolah/demo-smk/gallery-album',
  '/sekolah/demo-smk/gallery',
  '/sekolah/demo-smk/blog-article',
  '/sekolah/demo-smk/blog-article/prestasi',
  '/sekolah/demo-smk/blog-article/literasi/gerakan-literasi-pagi/1',
  '/sekolah/demo-smk/blog-news',
  '/sekolah/demo-smk/blog-news-detail',
  '/sekolah/demo-smk/blog-news-detail/101',
  '/sekolah/demo-smk/utility/info-floating-shortcut',
];

for (const url of STATIC_PAGES) {
  test(`${url} loads no script and is Indonesian or marked English`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    expect(scripts).toEqual([]);
    expect(await page.locator('script').count()).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('lang', url.endsWith('/en') ? 'en' : 'id');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
}

test('a privacy page transfers under 30 KB in all', async ({ page }) => {
  let bytes = 0;
  page.on('response', async (r) => {
    const body = await r.body().catch(() => Buffer.alloc(0));
    bytes += body.length + JSON.stringify(await r.allHeaders()).length;
  });
  await page.goto('/demo-smk/privacy', { waitUntil: 'networkidle' });
  expect(bytes).toBeLessThan(30 * 1024);
});

test('a school page carries its canonical address and Open Graph tags', async ({ page }) => {
  await page.goto('/sekolah/smk_triguna/profil-schools');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sekolah\/smk_triguna\/profil-schools\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /SMK Triguna/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/sekolah\/smk_triguna\/profil-schools\/$/);
});

test('the bare school paths serve the default school', async ({ page }) => {
  const res = await page.goto('/head-speechs');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sambutan Kepala Sekolah');
  await expect(page.getByRole('link', { name: /SMK Demo Nusantara/ }).first()).toBeVisible();
  expect((await page.goto('/blog-news-detail/101'))?.status()).toBe(200);
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/sekolah/demo-smk/head-speechs/');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test('an unknown address gets the Indonesian 404 page', async ({ page }) => {
  const res = await page.goto('/sekolah-yang-tidak-ada/apa');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
});

test('the directory on the landing page finds a school by name or city', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Cari sekolah' });
  await search.fill('triguna');
  await expect(page.getByRole('link', { name: 'SMK Triguna' })).toBeVisible();
  await expect(page.getByText('1 sekolah')).toBeVisible();
  await search.fill('');
  await page.getByLabel('Jenjang').selectOption('MA');
  await expect(page.getByRole('link', { name: 'SMK Triguna' })).toBeHidden();
  await search.fill('tidak ada sekolah seperti ini');
  await expect(page.getByText('Tidak ada sekolah yang cocok')).toBeVisible();
});
