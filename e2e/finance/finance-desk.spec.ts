import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The bendahara's day (issue 17): at the cashier, find a student, pay two invoices in part and print the receipt;
 * make a month's invoices and watch the background job finish; remind a family in arrears and print its letter.
 */
// Generous: on the shared 2-core machine a first screen under load can take most of a minute.
test.setTimeout(180_000);
const see = expect.configure({ timeout: 30_000 });

test('the cashier takes one payment over two invoices, partly, and prints the receipt', async ({ page }) => {
  await signInViaApi(page, 'bendahara@demo.sch.id', '/financial_payment');
  await page.getByLabel('Cari siswa').fill('Andi Pratama');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await page.getByRole('button', { name: 'Pilih Andi Pratama (Demo)' }).click();
  await see(page.getByRole('heading', { name: 'Andi Pratama (Demo)' })).toBeVisible();
  const amounts = page.getByRole('spinbutton', { name: /^Bayar / });
  await see(amounts.nth(1)).toBeVisible();
  await amounts.nth(0).fill('15000');
  await amounts.nth(1).fill('20000');
  await see(page.getByText('Jumlah: Rp35.000')).toBeVisible();
  await page.getByRole('button', { name: 'Terima pembayaran' }).click();
  const receipt = page.getByRole('status').filter({ hasText: /Kuitansi KW-\d{4}-\d{6} tercatat/ });
  await see(receipt).toBeVisible();
  await receipt.getByRole('link', { name: 'Lihat dan cetak kuitansi' }).click();
  await see(page.getByText('Rp35.000').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF Kuitansi' }).click();
  expect((await download).suggestedFilename()).toMatch(/^kuitansi-.*\.pdf$/);
});

test("the bendahara makes a month's invoices for the whole school and follows the job to the end", async ({ page }) => {
  await signInViaApi(page, 'bendahara@demo.sch.id', '/payment/create-student-invoices');
  await see(page.getByRole('form', { name: 'Buat tagihan' })).toBeVisible();
  const fee = page.getByLabel('Jenis biaya');
  await fee.selectOption((await fee.locator('option', { hasText: /^SPP/ }).first().getAttribute('value'))!);
  await page.getByLabel('Bulan').fill('2031-07');
  await page.getByLabel('Untuk').selectOption('all');
  await page.getByRole('button', { name: 'Buat tagihan' }).click();
  // The job reports its progress, then its result: every rombel billed (or, on a retry, nobody billed twice).
  await see(page.getByRole('status').filter({ hasText: /tagihan SPP Juli 2031 dibuat|Tidak ada tagihan baru/ })).toBeVisible({ timeout: 90_000 });
  await page.getByRole('link', { name: 'Lihat invoice' }).click();
  await see(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the bendahara reminds a family in arrears by WhatsApp and prints the arrears letter', async ({ page }) => {
  await signInViaApi(page, 'bendahara@demo.sch.id', '/finance/student_arrears_report');
  await see(page.getByText(/^Tunggakan sampai/)).toBeVisible();
  await page.getByRole('checkbox', { name: /Andi Pratama \(Demo\)/ }).check();
  await page.getByRole('button', { name: 'Kirim pengingat WhatsApp (1)' }).click();
  await see(page.getByRole('dialog').getByText(/pesan pengingat masuk antrean WhatsApp/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF Surat Tunggakan' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});
