import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * /setting_code_account and /resetpassword (issue 20, item 5) as the school admin uses them: a one-use code for a
 * new teacher, who registers with it on /daftar-akun (a second use is refused with its reason); the admin then sets
 * the new account's password at the desk, and the teacher signs in with it. Only the account made here changes.
 */
test('the admin makes a one-use code, a teacher registers with it, and the admin sets that account a password', async ({ page }) => {
  // Two password hashes and a sign-in on a busy 2-core machine.
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-5);
  const email = `guru.baru.${run}@contoh.id`;
  const name = `Rina Kusuma ${run}`;
  const serverErrors = watchServerErrors(page);

  await signInViaApi(page, 'admin@demo.sch.id', '/setting_code_account');
  // The first screen of a cold server can take a while on a busy machine.
  await expect(page.getByRole('heading', { name: 'Kode Pendaftaran Akun' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Peran').selectOption('3');
  await page.getByLabel('Keterangan').fill(`Guru baru ${run}`);
  await page.getByLabel('Batas pakai').fill('1');
  await page.getByLabel('Berlaku (hari)').fill('7');
  await page.getByRole('button', { name: 'Buat', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: `Guru baru ${run}` });
  await expect(row).toContainText('0/1');
  const code = (await row.getByRole('cell').first().innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]+-[A-Z0-9]+$/);

  // The public registration page, signed out.
  await page.evaluate(() => localStorage.clear());
  const register = async (address: string) => {
    await page.goto('/daftar-akun');
    await page.getByLabel('Kode pendaftaran').fill(code.toLowerCase());
    await page.getByLabel('Nama lengkap').fill(name);
    await page.getByLabel('Jenis kelamin').selectOption('P');
    await page.getByLabel('Email (nama masuk Anda)').fill(address);
    await page.getByLabel('Password baru', { exact: true }).fill('Kapur-Warna-64');
    await page.getByLabel('Ulangi password baru').fill('Kapur-Warna-64');
    await page.getByRole('button', { name: 'Daftar' }).click();
  };
  await register(email);
  await expect(page.getByRole('status')).toContainText(`Akun dibuat. Masuk dengan nama ${email}`);
  await register(`lain.${email}`);
  await expect(page.getByText(/batas pemakaian/)).toBeVisible();

  await signInViaApi(page, 'admin@demo.sch.id', '/setting_code_account');
  await expect(page.getByRole('row').filter({ hasText: `Guru baru ${run}` })).toContainText('1/1');

  // /resetpassword: the desk finds the new account and types it a password.
  await page.goto('/resetpassword');
  await page.getByLabel('Nama, email atau NISN').fill(email);
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByRole('button', { name: `Atur password ${name}` }).click();
  await page.getByLabel('Password baru').fill('Meja-Guru-2026');
  await page.getByLabel('Ulangi password').fill('Meja-Guru-2026');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Password diganti');

  const old = await page.request.post('/api/login_web', { data: { email, password: 'Kapur-Warna-64' } });
  expect((await old.json()).status).not.toBe(true);
  const fresh = await page.request.post('/api/login_web', { data: { email, password: 'Meja-Guru-2026' } });
  expect((await fresh.json()).status).toBe(true);
  expect(serverErrors).toEqual([]);
});
