import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The platform operator checks messaging on a fresh install: a test WhatsApp message goes through the job queue
 * ("Mengirim" with its percentage), ends in the outbox, and is listed there; a school admin cannot read the outbox.
 */
test('the superadmin sends a test message and finds it in the outbox', async ({ page }) => {
  await signInViaApi(page, 'superadmin@demo.sch.id', '/wa_check_message');
  await expect(page.getByRole('heading', { name: 'Kotak Keluar Pesan' })).toBeVisible();
  await page.getByText('Kirim pesan uji').click();
  await page.getByLabel('Nomor WhatsApp tujuan').fill('abc');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Nomor WhatsApp tidak valid (contoh: 081234567890).')).toBeVisible();

  await page.getByLabel('Nomor WhatsApp tujuan').fill('0812 3456 7890');
  await page.getByLabel('Isi pesan').fill('Rapat komite hari Sabtu pukul 09.00.');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Pesan dicatat di kotak keluar (tidak dikirim keluar).')).toBeVisible({ timeout: 15_000 });
  const row = page.getByRole('row').filter({ hasText: 'Rapat komite hari Sabtu' });
  await expect(row.getByText('6281234567890')).toBeVisible();
  await expect(row.getByText('Di kotak keluar')).toBeVisible();
});

test('a school admin is told the outbox is not theirs', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.sch.id', '/wa_check_message');
  await expect(page.getByText('Halaman ini bukan untuk akun Admin Sekolah.')).toBeVisible();
  await expect(page.getByText('Halaman ini untuk: Superadmin.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
