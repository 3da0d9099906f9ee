import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * Staff records and payroll, and the PPDB desks, as each role uses them (issue 19): the TU staff keeps a record
 * and runs a month's payroll to its close; the principal reads the payroll and downloads a payslip; the admin
 * adds a rank and a cost reduction; the foundation reads the recap of all its schools.
 */
test.setTimeout(120_000);
// The first screen of a fresh page waits for the shell and its menu; on a busy CI machine that takes a while.
const see = expect.configure({ timeout: 20_000 });
const run = Date.now().toString(36).slice(-5);
// A month of its own, far ahead, so a retry or another spec never meets it half-done.
const month = `20${40 + (parseInt(run, 36) % 50)}-${String((parseInt(run, 36) % 12) + 1).padStart(2, '0')}`;

test('the TU staff keeps an employee record and closes a month of payroll', async ({ page }) => {
  await signInViaApi(page, 'staf@demo.sch.id', '/employee_kepegawaian');
  await page
    .getByRole('link', { name: / data kepegawaian / })
    .first()
    .click();
  const form = page.getByRole('form', { name: 'Data kepegawaian' });
  await form.getByLabel('Nomor SK').fill(`800/${run}/SMKDEMO/2026`);
  await form.getByLabel('NRG').fill('12');
  await form.getByRole('button', { name: 'Simpan data kepegawaian' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await see(form).toContainText('NRG 12 digit angka.');
  await form.getByLabel('NRG').fill('998877665544');
  await form.getByRole('button', { name: 'Simpan data kepegawaian' }).click();
  await see(page.getByRole('dialog')).toContainText('Data kepegawaian tersimpan');

  await page.goto('/employee_report_salary');
  await page.getByLabel('Bulan').fill(month);
  await page.getByRole('button', { name: 'Susun gaji' }).click();
  await see(page.getByText('Draf (masih dapat diubah)')).toBeVisible();
  await see(page.getByRole('link', { name: /^Slip gaji / }).nth(19)).toBeVisible();
  await page
    .getByRole('link', { name: /^Slip gaji / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Tambah baris' }).click();
  await page.getByLabel('Uraian', { exact: false }).last().fill('Potongan alpa 1 hari');
  await page.getByLabel('Jumlah (Rp)').last().fill('50000');
  await page.getByRole('button', { name: 'Simpan slip' }).click();
  await see(page.getByRole('dialog')).toContainText('Slip tersimpan');
  await page.getByRole('link', { name: '← Laporan Gaji Pegawai' }).click();
  await page.getByLabel('Bulan').fill(month);
  await page.getByRole('button', { name: 'Tutup bulan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Tutup bulan' }).click();
  await see(page.getByText('Ditutup', { exact: true })).toBeVisible();
  await see(page.getByRole('button', { name: 'Susun ulang' })).toHaveCount(0);
});

test('the principal reads the payroll and downloads a payslip, and follows admissions', async ({ page }) => {
  await signInViaApi(page, 'kepsek@demo.sch.id', '/employee_report_salary');
  await see(page.getByText('Ditutup', { exact: true })).toBeVisible();
  await see(page.getByRole('button', { name: /Susun/ })).toHaveCount(0);
  await page
    .getByRole('link', { name: /^Slip gaji / })
    .first()
    .click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF Slip Gaji' }).click();
  expect((await download).suggestedFilename()).toMatch(/^slip-gaji-.*\.pdf$/);

  await page.goto('/employee_kepegawaian');
  await page
    .getByRole('link', { name: / data kepegawaian / })
    .first()
    .click();
  await see(page.getByRole('form', { name: 'Data kepegawaian' })).toHaveCount(0);
  await see(page.getByText('Golongan', { exact: true })).toBeVisible();

  await page.goto('/rekapitulasi_PPDB_per_sekolah');
  await see(page.getByRole('heading', { name: 'Rekap PPDB SMK Demo Nusantara' })).toBeVisible();
  await see(page.getByRole('table', { name: /Gelombang Demo/ })).toContainText('Domisili');
  await page.goto('/ppdb_setting/period');
  await page.getByRole('link', { name: /Buka Gelombang Demo/ }).click();
  await see(page.getByText(/\d+ pendaftar/).first()).toBeVisible();
  await see(page.getByRole('button', { name: /^Berkas / })).toHaveCount(0);
});

test('the admin adds a rank through the generic list and a cost reduction', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.sch.id', '/employee_group_degree_add');
  await page.getByLabel('Golongan/Ruang').fill(`X/${run}`.slice(0, 10));
  await page.getByLabel('Pangkat').fill(`Pangkat Uji ${run}`);
  await page.getByLabel('Gaji Pokok (Rp)').fill('4000000');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText(`Pangkat Uji ${run}`)).toBeVisible();

  await page.goto('/ppdb_reduction_costs');
  await see(page.getByText('Potongan jalur afirmasi')).toBeVisible();
  const form = page.getByRole('form', { name: 'Potongan baru' });
  await form.getByLabel('Nama potongan').fill(`Potongan saudara kandung ${run}`);
  await form.getByLabel('Bentuk').selectOption('percent');
  await form.getByLabel('Persen').fill('25');
  await form.getByRole('button', { name: 'Simpan potongan' }).click();
  await page.getByRole('link', { name: `Detail Potongan saudara kandung ${run}` }).click();
  await see(page.getByText('Rp5.200.000 menjadi')).toBeVisible();
  await see(page.getByText('Rp3.900.000')).toBeVisible();
});

test('the foundation reads the admissions recap of all its schools', async ({ page }) => {
  await signInViaApi(page, 'yayasan@demo.sch.id', '/rekapitulasi_PPDB_seluruh_sekolah');
  const table = page.getByRole('table', { name: 'Per sekolah, semua gelombang' });
  await see(table).toContainText('SMK Demo Nusantara');
  await see(table).toContainText('SMP Demo Nusantara');
});
