import { expect, test, type Page } from '@playwright/test';

async function fillApplicant(page: Page, overrides: { school?: string; pathway?: string; nik?: string } = {}) {
  await page.goto(`/form_registration?sekolah=${overrides.school ?? 'demo-smk'}`);
  await expect(page.getByLabel('Sekolah dan gelombang')).not.toHaveValue('');
  await page.getByLabel('Jalur pendaftaran').selectOption(overrides.pathway ?? 'reguler');
  await page.getByLabel('Nama lengkap').fill('Raka Contoh Pratama');
  await page.getByLabel('NIK').fill(overrides.nik ?? '3273010101100002');
  await page.getByLabel('Laki-laki').check();
  await page.getByLabel('Tempat lahir').fill('Bandung');
  await page.getByLabel('Tanggal lahir').fill('2011-05-02');
  await page.getByLabel('Agama').selectOption('Islam');
  await page.getByLabel('Alamat tempat tinggal').fill('Jl. Contoh No. 5, Sukamaju, Kota Bandung');
  await page.getByLabel('Nama orang tua/wali').fill('Bapak Contoh');
  await page.getByLabel('Hubungan dengan calon peserta didik').selectOption('Ayah');
  await page.getByLabel('Nomor HP/WhatsApp').fill('081255500011');
  await page.getByRole('checkbox', { name: /menyetujui pemrosesan data pribadi/ }).check();
}

test('PPDB round trip: register, get a number, check it', async ({ page }) => {
  await fillApplicant(page);
  await page.getByRole('button', { name: 'Kirim pendaftaran' }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText('Pendaftaran berhasil');
  const number = (await status.locator('[data-value="registrationNumber"]').textContent())!.trim();
  expect(number).toMatch(/^SMKDEMO-27-[A-Z0-9]{6}$/);

  await status.getByRole('link', { name: 'memeriksa status pendaftaran' }).click();
  await page.getByLabel('Nomor pendaftaran').fill(number);
  await page.getByLabel('Tanggal lahir calon peserta didik').fill('2011-05-02');
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(page.getByRole('status')).toContainText('Raka Contoh Pratama');
  await expect(page.getByRole('status')).toContainText('menunggu verifikasi');

  await page.getByLabel('Tanggal lahir calon peserta didik').fill('2011-05-03');
  await page.getByRole('button', { name: 'Periksa' }).click();
  await expect(page.getByRole('status')).toContainText('Pendaftaran tidak ditemukan');
});

test('bad registration input gets field messages and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await fillApplicant(page, { nik: '12345' });
  await page.getByLabel('Nama lengkap').fill('');
  await page.getByRole('button', { name: 'Kirim pendaftaran' }).click();
  await expect(page.locator('#f-nik-err')).toHaveText('NIK harus 16 digit angka.');
  await expect(page.locator('#f-fullName-err')).toHaveText('Wajib diisi.');
  await expect(page.getByLabel('NIK')).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
});

test('the server refuses a pathway the period does not open, under the field, and stores nothing', async ({ page, request }) => {
  await fillApplicant(page, { school: 'demo-sd', pathway: 'reguler' });
  const answer = page.waitForResponse('**/api/ppdb/registrations');
  await page.getByRole('button', { name: 'Kirim pendaftaran' }).click();
  expect((await answer).status()).toBe(422);
  await expect(page.locator('#f-pathway-err')).toHaveText('Jalur ini tidak dibuka pada gelombang yang dipilih.');
  await expect(page.getByRole('status')).toContainText('tidak valid');

  const bad = await request.post('/api/ppdb/registrations', { data: { school: 'demo-smk', period: 'demo-sepanjang-tahun', nik: 'x' } });
  expect(bad.status()).toBe(422);
  const body = await bad.json();
  expect(body.errors.nik).toEqual(['NIK harus 16 digit angka.']);
  expect(body.errors.consent).toBeDefined();
});

test('the contact form sends a message and explains bad input', async ({ page }) => {
  await page.goto('/contactus?sekolah=demo-smp');
  await expect(page.getByLabel('Sekolah yang dituju')).toHaveValue('demo-smp');
  await page.getByLabel('Nama', { exact: true }).fill('Ibu Contoh');
  await page.getByLabel('Email').fill('bukan-email');
  await page.getByLabel('Topik').selectOption('PPDB');
  await page.getByLabel('Pesan').fill('Apakah ada jalur prestasi untuk kelas 7?');
  await page.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.locator('#f-email-err')).toHaveText('Alamat email tidak valid.');
  await page.getByLabel('Email').fill('ibu@contoh.example');
  await page.getByRole('button', { name: 'Kirim pesan' }).click();
  await expect(page.getByRole('status')).toContainText('Pesan terkirim');
});
