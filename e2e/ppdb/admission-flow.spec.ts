import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { routeByName } from '../../src/shared/catalogue/routes.ts';

/**
 * The admission of one child end to end (issue 19, "Done when"): the TU staff opens a period of its own, a
 * parent registers on the public form, the staff checks the documents, ranks, announces, the parent sees the
 * result on the public check page, and re-registration makes the child a student in master data.
 */
test.setTimeout(120_000);

const run = Date.now().toString(36).slice(-5);
const periodName = `Gelombang E2E ${run}`;
const child = `Dimas Uji ${run}`;
const guardian = `Bapak Dimas ${run}`;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleString('sv-SE', { timeZone: 'Asia/Jakarta' }).slice(0, 10);

async function register(page: Page): Promise<string> {
  await page.goto('/form_registration?sekolah=demo-smk');
  await page.getByLabel('Sekolah dan gelombang').selectOption({ label: `SMK Demo Nusantara, ${periodName} (TA 2027/2028)` });
  await page.getByLabel('Jalur pendaftaran').selectOption('prestasi');
  await page.getByLabel('Nama lengkap').fill(child);
  await page.getByLabel('NIK').fill('3273010101100077');
  await page.getByLabel('Laki-laki').check();
  await page.getByLabel('Tempat lahir').fill('Bandung');
  await page.getByLabel('Tanggal lahir').fill('2011-08-17');
  await page.getByLabel('Agama').selectOption('Islam');
  await page.getByLabel('Alamat tempat tinggal').fill('Jl. Contoh No. 7, Sukamaju, Kota Bandung');
  await page.getByLabel('Nama orang tua/wali').fill(guardian);
  await page.getByLabel('Hubungan dengan calon peserta didik').selectOption('Ayah');
  await page.getByLabel('Nomor HP/WhatsApp').fill('081255500077');
  await page.getByRole('checkbox', { name: /menyetujui pemrosesan data pribadi/ }).check();
  await page.getByRole('button', { name: 'Kirim pendaftaran' }).click();
  await expect(page.getByRole('status')).toContainText('Pendaftaran berhasil');
  return (await page.getByRole('status').locator('[data-value="registrationNumber"]').textContent())!.trim();
}

async function checkStatus(page: Page, number: string, expected: string) {
  await page.goto('/ppdb_check_registration');
  await page.getByLabel('Nomor pendaftaran').fill(number);
  await page.getByLabel('Tanggal lahir calon peserta didik').fill('2011-08-17');
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(page.getByRole('status')).toContainText(expected);
}

test('public registration, verification, acceptance, announcement and re-registration make a student', async ({ browser, page }) => {
  const staff = await (await browser.newContext()).newPage();
  await signInViaApi(staff, 'staf@demo.sch.id', '/ppdb_settings');
  await staff.getByRole('link', { name: 'Buka pengaturan PPDB TA 2027/2028' }).click();
  await staff.getByRole('button', { name: 'Tambah gelombang' }).click();
  const form = staff.getByRole('form', { name: 'Gelombang baru' });
  await form.getByLabel('Nama gelombang').fill(periodName);
  await form.getByLabel('Dibuka').fill(day(-1));
  await form.getByLabel('Ditutup').fill(day(14));
  await form.getByLabel('Kuota Prestasi').fill('1');
  await form.getByRole('button', { name: 'Simpan gelombang' }).click();
  await expect(staff.getByRole('heading', { name: periodName })).toBeVisible();

  // The public form reads the new period from the database at once.
  const number = await register(page);
  await checkStatus(page, number, 'menunggu verifikasi');

  await staff.getByRole('link', { name: `Pendaftar ${periodName}` }).click();
  await staff.getByRole('button', { name: `Berkas ${child}` }).click();
  const dossier = staff.getByRole('region', { name: `Berkas ${child}` });
  await dossier.getByRole('button', { name: 'Verifikasi berkas' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(dossier).toContainText('Dokumen wajib belum valid');
  for (const box of await dossier.getByRole('checkbox').all()) await box.check();
  await dossier.getByLabel('Rata-rata rapor').fill('90,5');
  await dossier.getByRole('button', { name: 'Verifikasi berkas' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: child })).toContainText('Terverifikasi');

  await staff.getByRole('button', { name: 'Jalankan pemeringkatan' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: child })).toContainText('Diterima');
  await expect(staff.getByRole('listitem').filter({ hasText: child })).toContainText('peringkat 1');
  await checkStatus(page, number, 'dalam proses seleksi');

  await staff.getByRole('button', { name: 'Umumkan hasil' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Umumkan' }).click();
  await expect(staff.getByText('Hasil sudah diumumkan')).toBeVisible();
  await checkStatus(page, number, 'Diterima. Silakan melakukan daftar ulang.');

  await staff.getByRole('button', { name: `Berkas ${child}` }).click();
  await staff
    .getByRole('region', { name: `Berkas ${child}` })
    .getByRole('button', { name: 'Daftar ulang' })
    .click();
  await expect(staff.getByRole('dialog')).toContainText('Siswa baru dibuat');
  await staff.getByRole('button', { name: 'OK' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: child })).toContainText('Sudah daftar ulang');
  await checkStatus(page, number, 'sudah daftar ulang');

  // The student is in master data, with the guardian linked.
  await staff.goto(`${routeByName('student')!.path}?q=${encodeURIComponent(child)}`);
  await expect(staff.getByText(child).first()).toBeVisible();
  await staff.goto(`${routeByName('guardian_index')!.path}?q=${encodeURIComponent(guardian)}`);
  await expect(staff.getByText(guardian).first()).toBeVisible();
});
