import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { routeByName } from '../../src/shared/catalogue/routes.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * The admission of one child end to end (issue 19, "Done when"): the TU staff opens a period of its own, a
 * parent registers on the public form, the staff checks the documents, ranks, announces, the parent sees the
 * result on the public check page, and re-registration makes the child a student in master data. On the way: the
 * public pages list the new period from the database, a second child ranked below the quota is accepted only by an
 * override with a reason, the quota cannot drop below the seats given, and one pathway's ranking has its own page.
 */
// Two pages (the family and the staff) and a dozen steps; generous for a busy 2-core machine.
test.setTimeout(240_000);

const run = Date.now().toString(36).slice(-5);
const periodName = `Gelombang E2E ${run}`;
const child = `Dimas Uji ${run}`;
const second = `Citra Uji ${run}`;
const guardian = `Bapak Dimas ${run}`;
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleString('sv-SE', { timeZone: 'Asia/Jakarta' }).slice(0, 10);

/** The public form, reached from the PPDB page's "Daftar" link of the new period. */
async function register(page: Page): Promise<string> {
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

/** The document check of one applicant in the list: every document valid, a report average, "Verifikasi berkas". */
async function verify(staff: Page, name: string, average: string) {
  await staff.getByRole('button', { name: `Berkas ${name}` }).click();
  const dossier = staff.getByRole('region', { name: `Berkas ${name}` });
  await expect(dossier.getByRole('button', { name: 'Verifikasi berkas' })).toBeVisible();
  for (const box of await dossier.getByRole('checkbox').all()) await box.check();
  await dossier.getByLabel('Rata-rata rapor').fill(average);
  await dossier.getByRole('button', { name: 'Verifikasi berkas' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: name })).toContainText('Terverifikasi');
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
  const errors = [...[staff, page].map(watchServerErrors)];
  await signInViaApi(staff, 'staf@demo.sch.id', '/ppdb_settings');
  await staff.getByRole('link', { name: 'Buka pengaturan PPDB TA 2027/2028' }).click();
  await staff.getByRole('button', { name: 'Tambah gelombang' }).click();
  const form = staff.getByRole('form', { name: 'Gelombang baru' });
  await form.getByLabel('Nama gelombang').fill(periodName);
  await form.getByLabel('Dibuka').fill(day(-1));
  await form.getByLabel('Ditutup').fill(day(14));
  await form.getByLabel('Kuota Prestasi').fill('1');
  const created = staff.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/ppdb\/settings\/\d+\/periods$/.test(r.url()));
  await form.getByRole('button', { name: 'Simpan gelombang' }).click();
  const { key } = (await (await created).json()) as { key: string };
  await expect(staff.getByRole('heading', { name: periodName })).toBeVisible();
  const settingUrl = staff.url();

  // The public pages read the new period from the database at once: the ways to register, then the period itself.
  await page.goto('/ppdb/registered-by');
  await expect(page.getByRole('link', { name: 'Isi formulir SMK Demo Nusantara' })).toBeVisible();
  await page.goto('/ppdb');
  const school = page.getByRole('region', { name: /SMK Demo Nusantara/ });
  await expect(school).toContainText(`${periodName} · TA 2027/2028`);
  await expect(school).toContainText('Jalur: Prestasi (1)');
  await school.getByRole('link', { name: `Daftar ke SMK Demo Nusantara, ${periodName}` }).click();
  const number = await register(page);
  await checkStatus(page, number, 'menunggu verifikasi');
  // A second child in the same pathway, sent the way the form sends it, to meet the quota of one.
  const sent = await page.request.post('/api/ppdb/registrations', {
    data: {
      school: 'demo-smk',
      period: key,
      pathway: 'prestasi',
      fullName: second,
      nik: '3273010101100078',
      gender: 'P',
      birthPlace: 'Bandung',
      birthDate: '2011-03-09',
      religion: 'Islam',
      address: 'Jl. Contoh No. 8, Sukamaju, Kota Bandung',
      guardianName: `Ibu Citra ${run}`,
      guardianRelation: 'Ibu',
      guardianPhone: '081255500078',
      consent: true,
    },
  });
  expect(sent.status()).toBe(201);

  await staff.getByRole('link', { name: `Pendaftar ${periodName}` }).click();
  await staff.getByRole('button', { name: `Berkas ${child}` }).click();
  const dossier = staff.getByRole('region', { name: `Berkas ${child}` });
  await dossier.getByRole('button', { name: 'Verifikasi berkas' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(dossier).toContainText('Dokumen wajib belum valid');
  await staff.getByRole('button', { name: `Berkas ${child}` }).click();
  await verify(staff, child, '90,5');
  await verify(staff, second, '85');

  await staff.getByRole('button', { name: 'Jalankan pemeringkatan' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: child })).toContainText('Diterima');
  await expect(staff.getByRole('listitem').filter({ hasText: child })).toContainText('peringkat 1');
  await expect(staff.getByRole('listitem').filter({ hasText: second })).toContainText('Tidak diterima');
  await expect(staff.getByRole('listitem').filter({ hasText: second })).toContainText('peringkat 2');
  await checkStatus(page, number, 'dalam proses seleksi');

  // The quota cannot go below the one seat already given.
  const periodUrl = staff.url();
  await staff.goto(settingUrl);
  await staff.getByRole('button', { name: `Ubah ${periodName}` }).click();
  const edit = staff.getByRole('form', { name: `Ubah ${periodName}` });
  await edit.getByLabel('Kuota Prestasi').fill('0');
  await edit.getByRole('button', { name: 'Simpan gelombang' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(edit).toContainText('Kuota Prestasi tidak boleh di bawah 1, jumlah yang sudah diterima.');
  await staff.goto(periodUrl);

  // One pathway's ranking on its own page; there the second child is accepted beyond the quota, with a reason.
  await staff.getByRole('link', { name: 'Peringkat jalur Prestasi' }).click();
  await expect(staff).toHaveURL(/\/ppdb_period_detail\/\d+\/\d+\/\d+$/);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(`${periodName} · TA 2027/2028 · Jalur Prestasi`);
  await expect(staff.getByText('Urutan jalur Prestasi:')).toBeVisible();
  await expect(staff.getByText('2 pendaftar', { exact: true })).toBeVisible();
  await staff.getByRole('button', { name: `Berkas ${second}` }).click();
  await staff
    .getByRole('region', { name: `Berkas ${second}` })
    .getByRole('button', { name: 'Terima', exact: true })
    .click();
  const ask = staff.getByRole('dialog');
  await expect(ask).toContainText('Sudah diterima 1 dari kuota 1');
  await ask.getByRole('button', { name: 'Terima di luar kuota' }).click();
  await expect(ask).toContainText('Tulis alasan menerima di luar kuota.');
  await ask.getByLabel('Alasan menerima di luar kuota').fill('Putusan banding panitia');
  await ask.getByRole('button', { name: 'Terima di luar kuota' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: second })).toContainText('di luar kuota');
  await expect(staff.getByText('Diterima 2/1')).toBeVisible();

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
  expect(errors.flat()).toEqual([]);
});
