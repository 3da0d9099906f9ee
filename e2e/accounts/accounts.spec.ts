import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signInViaApi } from '../portal/fixtures.ts';

/**
 * The account desk and the public account pages: the school admin approves the seeded request of a parent, the
 * parent sets a password from the invitation, later forgets it, resets it with the link from the outbox and
 * signs in. Only the account this spec makes is touched, so the demo accounts other specs use keep their passwords.
 */
const EMAIL = 'sri.wahyuni@contoh.id';

async function lastLinkTo(request: APIRequestContext, to: string): Promise<string> {
  const login = await (await request.post('/api/login_web', { data: { email: 'superadmin@demo.sch.id', password: PASSWORD } })).json();
  const outbox = await (await request.get('/api/messaging/outbox?per_page=100', { headers: { authorization: `Bearer ${login.accessToken}` } })).json();
  const message = (outbox.rows as { recipient: string; body: string }[]).find((m) => m.recipient === to);
  const path = /\/atur-password\?token=[A-Za-z0-9_-]+/.exec(message?.body ?? '')?.[0];
  expect(path, `a link to ${to} in the outbox`).toBeTruthy();
  return path!;
}

async function setPassword(page: import('@playwright/test').Page, path: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Password baru', { exact: true }).fill(password);
  await page.getByLabel('Ulangi password baru').fill(password);
  await page.getByRole('button', { name: /Simpan password/ }).click();
  await expect(page.getByText('Password baru tersimpan.')).toBeVisible();
}

test('an approved request becomes an account; its owner forgets the password, resets it from the outbox link and signs in', async ({ page }) => {
  // Seven pages and three password hashes: longer than one screen's test on a busy 2-core machine.
  test.setTimeout(180_000);
  await signInViaApi(page, 'admin@demo.sch.id', '/requestaccount');
  await expect(page.getByRole('heading', { name: 'Permintaan Akun' })).toBeVisible();
  await page.getByRole('button', { name: 'Setujui Sri Wahyuni' }).click();
  await expect(page.getByRole('dialog')).toContainText('Akun dibuat dan diundang');
  await page.getByRole('button', { name: 'Disetujui' }).click();
  await expect(page.getByText(/Disetujui oleh/)).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await setPassword(page, await lastLinkTo(page.request, EMAIL), 'Melati-Putih-31');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Lupa password?' }).click();
  await page.getByLabel('Email atau nomor WhatsApp').fill(EMAIL);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(/Bila email itu terdaftar, kami telah mengirim tautan/)).toBeVisible();
  const link = await lastLinkTo(page.request, EMAIL);
  await setPassword(page, link, 'Melati-Merah-42');

  await page.getByRole('link', { name: 'Masuk sekarang' }).click();
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('Melati-Merah-42');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('Password baru', { exact: true }).fill('Melati-Biru-53');
  await page.getByLabel('Ulangi password baru').fill('Melati-Biru-53');
  await page.getByRole('button', { name: /Simpan password/ }).click();
  await expect(page.getByRole('alert')).toContainText('sudah dipakai');
});
