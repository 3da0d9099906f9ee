import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * Information, polls, broadcasts, the website's news and the foundation (issue 20) as each role uses them: the
 * admin publishes news that the school's public site shows; a parent reads an announcement and votes once; the
 * admin sends a WhatsApp broadcast and follows its deliveries; the foundation compares its schools.
 */
test.setTimeout(120_000);
const see = expect.configure({ timeout: 20_000 });
const run = Date.now().toString(36).slice(-5);

test('the admin posts news via /post_news and it is on the public blog-news page within 60 s', async ({ page }) => {
  const title = `Berita uji ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/post_news');
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Isi').fill('Paragraf pertama berita uji.\n\nParagraf kedua.');
  await page.getByRole('button', { name: 'Terbitkan' }).click();
  await see(page.getByRole('dialog')).toContainText('Berita terbit di website');
  await see(page.getByText(title)).toBeVisible();

  await expect(async () => {
    await page.goto('/sekolah/demo-smk/blog-news');
    await expect(page.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  expect(await page.locator('script').count()).toBe(0);
  await page.getByRole('link', { name: title }).click();
  await see(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await see(page.getByText('Paragraf kedua.')).toBeVisible();
});

test('a parent reads an announcement and votes once in the open poll', async ({ page }) => {
  await signInViaApi(page, 'ortu@demo.sch.id', '/inf_news_content');
  await see(page.getByRole('heading', { name: 'Informasi Sekolah' })).toBeVisible();
  await page.getByRole('button', { name: /Pengambilan rapor tengah semester/ }).click();
  await see(page.getByText('Orang tua/wali diundang mengambil rapor')).toBeVisible();

  await page.goto('/vote_poll');
  await page.getByRole('link', { name: /^Beri suara: Kegiatan apa/ }).click();
  await page.getByLabel('Pentas seni').check();
  await page.getByRole('button', { name: 'Kirim suara' }).click();
  await see(page.getByRole('dialog')).toContainText('Suara Anda tercatat');
  await see(page.getByText('Anda sudah memberi suara. Terima kasih.')).toBeVisible();
  await see(page.getByText('Pentas seni (pilihan Anda)')).toBeVisible();
  await see(page.getByRole('button', { name: 'Kirim suara' })).toHaveCount(0);
});

test('the admin sends a WhatsApp broadcast to the parents and follows each delivery', async ({ page }) => {
  const title = `Siaran uji ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/broadcastmessagewa');
  await see(page.getByRole('heading', { name: 'Siaran WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: 'Status pengiriman Rapat komite sekolah' }).click();
  await see(page.getByRole('cell', { name: 'Gagal' }).first()).toBeVisible();
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Isi pesan').fill('Besok pulang lebih awal.');
  await page.getByLabel('Penerima').selectOption('parents');
  await page.getByRole('button', { name: 'Kirim siaran' }).click();
  await see(page.getByRole('dialog')).toContainText('Siaran dikirim');
  await see(page.getByText(title)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: title }).getByText(/penerima, dibaca/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
});

test('the foundation compares its schools and lists its users', async ({ page }) => {
  await signInViaApi(page, 'yayasan@demo.sch.id', '/foundation');
  await see(page.getByRole('heading', { name: /^Yayasan: / })).toBeVisible();
  await see(page.getByRole('rowheader', { name: /SMK Demo Nusantara/ })).toBeVisible();
  await page.goto('/foundation/users');
  await see(page.getByRole('cell', { name: 'admin@demo.sch.id' })).toBeVisible();
});
