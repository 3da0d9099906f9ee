import { expect, test } from '@playwright/test';
import { inHtml, readTenantFacts } from './tenants.ts';

const tenants = readTenantFacts();

test('there are about seventy schools', () => {
  expect(tenants.length).toBeGreaterThanOrEqual(65);
});

test('every school has an Indonesian and an English privacy page naming it', async ({ request }) => {
  for (const { slug, name } of tenants) {
    for (const url of [`/${slug}/privacy`, `/${slug}/privacy/en`]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      const html = await res.text();
      expect(html.includes(name) || html.includes(inHtml(name)), `${url} names ${name}`).toBe(true);
    }
  }
});

test('every legacy privacy address of section 2.3 answers with its school', async ({ request }) => {
  const legacy = tenants.flatMap((t) => t.legacyPrivacyPaths.map((path) => ({ path, name: t.name })));
  for (const required of [
    '/privacy/bhaktikartini',
    '/bisma_interaktif/manis',
    '/privacy_bi3',
    '/privacy_bi4',
    '/privacy_bi5',
    '/privacy_bismalock',
    '/bls_privacy/privacy',
  ]) {
    expect(legacy.map((l) => l.path)).toContain(required);
  }
  expect(legacy.some((l) => /^\/[0-9a-f]{32}$/.test(l.path))).toBe(true);
  for (const { path, name } of legacy) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await res.text(), path).toContain(inHtml(name));
  }
  for (const slug of ['bismainteraktifII', 'smp_islam_darul_kirom', 'ma_saadatuddarrain', 'smk_triguna']) {
    expect((await request.get(`/${slug}/privacy`)).status(), slug).toBe(200);
  }
});

test('a privacy page reads as a policy under UU PDP, with the guardian consent and a way to English', async ({ page }) => {
  await page.goto('/smk_triguna/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kebijakan Privasi Sekolahku SMKTG');
  await expect(page.getByRole('heading', { name: 'Data anak dan persetujuan orang tua atau wali' })).toBeVisible();
  await expect(page.getByText(/Undang-Undang Nomor 27 Tahun 2022/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Read in English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: "Children's data and parental consent" })).toBeVisible();
});

test('a school may replace the template with its own privacy.md', async ({ page }) => {
  await page.goto('/privacy/bhaktikartini');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kebijakan Privasi Aplikasi SMP Bhakti Kartini');
  await expect(page.getByText('kebijakan privasi yang ditulis sendiri oleh sekolah')).toBeVisible();
});
