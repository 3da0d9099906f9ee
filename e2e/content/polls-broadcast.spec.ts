import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * Issue 20's polls and in-app broadcasts as their roles use them: the admin writes and corrects a poll for the
 * parents, a parent votes once, the admin reads the result; the admin broadcasts to the teachers and a teacher's
 * bell counts it until it is read.
 */
test.setTimeout(120_000);
const see = expect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);

test('the admin writes a poll for parents, a parent votes once, and the admin reads the result', async ({ page }) => {
  const errors = watchServerErrors(page);
  const question = `Jadwal rapat orang tua ${run}?`;
  await signInViaApi(page, 'admin@demo.sch.id', '/vote_poll');
  await page.getByRole('link', { name: 'Buat jajak pendapat' }).click();
  await expect(page).toHaveURL(/\/vote_poll_add$/);
  await page.getByLabel('Pertanyaan').fill(question);
  await page.getByLabel('Penerima').selectOption('parents');
  await page.getByLabel('Pilihan 1').fill('Sabtu pagi');
  await page.getByLabel('Pilihan 2').fill('sabtu pagi');
  await page.getByRole('button', { name: 'Simpan jajak pendapat' }).click();
  // Refused by the server (422): the error dialog, then the reason under the options.
  await see(page.getByRole('dialog')).toContainText('Pilihan tidak boleh sama.');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await see(page.getByRole('form', { name: 'Jajak pendapat' }).getByText('Pilihan tidak boleh sama.')).toBeVisible();
  await page.getByLabel('Pilihan 2').fill('Jumat sore');
  await page.getByRole('button', { name: 'Simpan jajak pendapat' }).click();
  await expect(page).toHaveURL(/\/vote_poll$/);

  // /vote_poll_edit: the admin adds a note before anyone has voted.
  await page.getByRole('link', { name: `Ubah: ${question}` }).click();
  await expect(page).toHaveURL(/\/vote_poll_edit\?id=\d+$/);
  await see(page.getByLabel('Pertanyaan')).toHaveValue(question);
  await page.getByLabel('Keterangan (boleh kosong)').fill('Rapat pembagian rapor semester ganjil.');
  await page.getByRole('button', { name: 'Simpan jajak pendapat' }).click();
  await expect(page).toHaveURL(/\/vote_poll$/);

  // /vote_poll_doit/:id: the parent votes, once.
  const parent = await signInViaApi(page, 'ortu@demo.sch.id', '/vote_poll');
  await page.getByRole('link', { name: `Beri suara: ${question}` }).click();
  await expect(page).toHaveURL(/\/vote_poll_doit\/\d+$/);
  const pollId = Number(/(\d+)$/.exec(page.url())![1]);
  await see(page.getByText('Rapat pembagian rapor semester ganjil.')).toBeVisible();
  await page.getByLabel('Sabtu pagi').check();
  await page.getByRole('button', { name: 'Kirim suara' }).click();
  await see(page.getByText('Anda sudah memberi suara. Terima kasih.')).toBeVisible();
  await see(page.getByText('Sabtu pagi (pilihan Anda)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kirim suara' })).toHaveCount(0);
  // The screen offers no second vote; the API refuses one all the same, with its reason.
  const poll = await (await page.request.get(`/api/content/polls/${pollId}`, { headers: { authorization: `Bearer ${parent.token}` } })).json();
  const again = await page.request.post(`/api/content/polls/${pollId}/vote`, {
    headers: { authorization: `Bearer ${parent.token}` },
    data: { optionId: poll.options.find((o: { label: string }) => o.label === 'Jumat sore').id },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('Anda sudah memberi suara pada jajak pendapat ini.');

  // /vote_poll_detail/:id: the admin's result chart.
  await signInViaApi(page, 'admin@demo.sch.id', '/vote_poll');
  await page.getByRole('link', { name: `Hasil: ${question}` }).click();
  await expect(page).toHaveURL(/\/vote_poll_detail\/\d+$/);
  await see(page.getByText(/Orang tua\/wali · 1 suara/)).toBeVisible();
  await see(page.getByRole('img', { name: 'Sabtu pagi: 100%' })).toBeVisible();
  await see(page.getByRole('img', { name: 'Jumat sore: 0%' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The bell's count in the top bar (0 when all is read). */
async function bellCount(page: Page): Promise<number> {
  const bell = page.getByRole('link', { name: /^Informasi: / });
  await see(bell).toBeVisible();
  const label = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) belum dibaca/.exec(label)?.[1] ?? 0);
}

test("the admin broadcasts to the teachers in the app, and a teacher's bell counts it until it is read", async ({ page }) => {
  const errors = watchServerErrors(page);
  const title = `Siaran aplikasi ${run}`;
  await signInViaApi(page, 'guru@demo.sch.id', '/dashboard');
  const before = await bellCount(page);

  await signInViaApi(page, 'admin@demo.sch.id', '/broadcastmessage');
  await see(page.getByRole('heading', { name: 'Siaran Pesan' })).toBeVisible();
  await page.getByLabel('Judul').fill(title);
  await page.getByLabel('Isi pesan').fill('Rapat dewan guru Senin pukul 13.00 di ruang guru.');
  await page.getByLabel('Penerima').selectOption('teachers');
  await page.getByLabel('Saluran').selectOption('app');
  await page.getByRole('button', { name: 'Kirim siaran' }).click();
  await see(page.getByRole('dialog')).toContainText('Siaran dikirim');
  await see(page.getByRole('listitem').filter({ hasText: title })).toContainText('Guru');

  await signInViaApi(page, 'guru@demo.sch.id', '/dashboard');
  await expect.poll(() => bellCount(page)).toBe(before + 1);
  await page.getByRole('link', { name: /^Informasi: / }).click();
  await expect(page).toHaveURL(/\/inf_news_content$/);
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await see(page.getByText('Rapat dewan guru Senin pukul 13.00 di ruang guru.')).toBeVisible();
  // Read: the bell counts one less at the next page.
  await page.goto('/dashboard');
  await expect.poll(() => bellCount(page)).toBe(before);
  expect(errors).toEqual([]);
});
