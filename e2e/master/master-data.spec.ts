/**
 * Master data in the browser, as a school admin, a teacher and a guardian use it (issue 6): classes and
 * students with validation, the all-or-nothing Excel import, refusals, school isolation, phones.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signInViaApi } from '../portal/fixtures.ts';

const run = Date.now().toString().slice(-6);

async function workbookFile(name: string, rows: unknown[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow(['Nama Lengkap *', 'NISN', 'Jenis Kelamin *', 'Tanggal Lahir', 'Rombel']);
  for (const row of rows) sheet.addRow(row);
  const file = path.join(os.tmpdir(), `${name}-${run}.xlsx`);
  fs.writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

async function searchStudents(page: Page, text: string) {
  await page.getByLabel('Cari Siswa').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

test('an admin adds a class, then a student to it, fixing a validation error first', async ({ page }) => {
  test.slow();
  // In grade XII: the import test below gives every student of grade X without a password their account cards,
  // and a student added here at the same moment (the tests of this file run side by side) would be among them.
  const rombel = `XII TKJ E2E ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/subkelas');
  await page.getByRole('link', { name: 'Tambah Sub Kelas (Rombel)' }).first().click();
  await expect(page).toHaveURL(/\/createsubkelas$/);
  // The list (with its own "Kelas" filter) stays on screen until the form's code has loaded: wait for the form.
  await expect(page.getByLabel('Nama Rombel')).toBeVisible();
  await page.getByRole('combobox', { name: 'Kelas', exact: true }).selectOption({ label: 'XII' });
  await page.getByLabel('Nama Rombel').fill(rombel);
  await page.getByLabel('Jurusan / Kompetensi Keahlian').fill('Teknik Komputer dan Jaringan');
  await page.getByRole('combobox', { name: 'Wali Kelas' }).selectOption({ index: 2 });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page).toHaveURL(/\/subkelas$/);
  await expect(page.getByRole('status').filter({ hasText: 'berhasil disimpan' })).toBeVisible();
  await expect(page.getByRole('cell', { name: rombel, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Siswa ${rombel}` })).toHaveAttribute('href', /\/student\?sd_section_id=\d+$/);

  await page.goto('/addstudent');
  await page.getByLabel('Nama Lengkap').fill(`Siswa Baru ${run}`);
  await page.getByLabel('NISN').fill('12345');
  await page.getByLabel('Jenis Kelamin').selectOption('Perempuan');
  await page.getByLabel('Rombel').selectOption({ label: rombel });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  // Checked in the browser with the definition's own schema, under the field, focus on it.
  await expect(page.getByText('NISN harus 10 digit angka.')).toBeVisible();
  await expect(page.getByLabel('NISN')).toBeFocused();
  await expect(page).toHaveURL(/\/addstudent$/);

  const nisn = `98${run}01`;
  await page.getByLabel('NISN').fill(nisn);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page).toHaveURL(/\/student$/);
  await searchStudents(page, nisn);
  const row = page.getByRole('row', { name: new RegExp(`Siswa Baru ${run}`) });
  await expect(row).toContainText(rombel);
  await expect(row).toContainText(nisn);

  // The server's own rule (one NISN per school) comes back under the same field.
  await page.goto('/addstudent');
  await page.getByLabel('Nama Lengkap').fill(`Siswa Kembar ${run}`);
  await page.getByLabel('NISN').fill(nisn);
  await page.getByLabel('Jenis Kelamin').selectOption('Laki-laki');
  await page.getByLabel('Rombel').selectOption({ label: rombel });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.locator('#isian-nisn-galat')).toHaveText('NISN ini sudah terdaftar di sekolah ini.');

  // Entering a class one student after another: the form comes back empty, the rombel kept.
  await page.getByLabel('NISN').fill(`98${run}02`);
  await page.getByRole('button', { name: 'Simpan & Tambah Lagi' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Siswa berhasil disimpan. Isi data berikutnya.' })).toBeVisible();
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue('');
  await expect(page.getByLabel('Rombel')).toHaveValue(/\d+/);

  // The edit route carries the id in the query string, and a reload keeps the record.
  await page.goto(`/student?q=${nisn}`);
  await page.getByRole('link', { name: `Ubah Siswa Baru ${run}` }).click();
  await expect(page).toHaveURL(/\/editstudent\?id=\d+$/);
  await page.reload();
  await expect(page.getByLabel('Nama Lengkap')).toHaveValue(`Siswa Baru ${run}`);
});

test('an import with one bad row stores nothing; the fixed file goes in whole', async ({ page }) => {
  test.slow();
  await signInViaApi(page, 'admin@demo.sch.id', '/student');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Templat' }).click();
  expect((await download).suggestedFilename()).toBe('templat-siswa.xlsx');

  const family = `Impor${run}`;
  const rows = [
    [`Ani ${family}`, `97${run}01`, 'P', '17/08/2010', 'X AKL 1'],
    [`Budi ${family}`, '123', 'L', '2010-02-01', 'X AKL 1'],
    [`Citra ${family}`, `97${run}03`, 'Perempuan', '', 'X DKV 1'],
  ];
  await page.getByRole('button', { name: 'Impor Excel' }).click();
  await page.getByLabel('Berkas Excel (.xlsx)').setInputFiles(await workbookFile('salah', rows));
  await page.getByRole('button', { name: 'Unggah dan Periksa' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tidak ada data yang diimpor: 1 dari 3 baris perlu diperbaiki.' })).toBeVisible();
  const problems = page.getByRole('table', { name: 'Baris yang perlu diperbaiki' });
  await expect(problems.getByRole('row', { name: /^3 / })).toContainText('NISN harus 10 digit angka.');
  await searchStudents(page, family);
  await expect(page.getByText('Tidak ada data yang cocok')).toBeVisible();

  rows[1][1] = `97${run}02`;
  await page.getByLabel('Berkas Excel (.xlsx)').setInputFiles(await workbookFile('benar', rows));
  await page.getByRole('button', { name: 'Unggah dan Periksa' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 siswa berhasil diimpor.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /dari 3 siswa/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Budi ${family}`) })).toContainText('X AKL 1');

  // Imported accounts have no password yet: the rombel's account cards give them one.
  await page.getByRole('button', { name: 'Kartu Akun' }).click();
  const cards = page.getByRole('region', { name: 'Password awal dan kartu akun' });
  await cards.getByRole('combobox', { name: 'Rombel' }).selectOption({ label: 'X DKV 1' });
  await cards.getByRole('button', { name: 'Buat Password Awal', exact: true }).click();
  const card = cards.locator('.account-card').filter({ hasText: `Citra ${family}` });
  await expect(card).toBeVisible();
  const [username, password] = await card.locator('code').allTextContents();
  const login = await (await page.request.post('/api/login_web', { data: { email: username, password } })).json();
  expect(login.status).toBe(true);
  // The cards to hand out are the server's PDF.
  const savingCards = page.waitForEvent('download');
  await cards.getByRole('button', { name: 'Unduh PDF Kartu Akun' }).click();
  const cardsFile = await savingCards;
  expect(cardsFile.suggestedFilename()).toBe('kartu-akun-x-dkv-1-a4.pdf');
  expect(
    fs
      .readFileSync(await cardsFile.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // The rest of grade X (Ani and Budi, in X AKL 1) in the background: a progress bar, then the PDF to download.
  await cards.getByLabel('Satu tingkat kelas').check();
  await cards.getByRole('combobox', { name: 'Tingkat kelas' }).selectOption({ label: 'X' });
  await cards.getByRole('button', { name: 'Buat Password Awal Satu Tingkat' }).click();
  const done = cards.getByRole('status').filter({ hasText: 'siswa kini punya password awal' });
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(done).toContainText('setelah itu berkas dihapus');
  const savingBatch = page.waitForEvent('download');
  await done.getByRole('button', { name: /^Unduh PDF Kartu Akun X AKL 1/ }).click();
  const batchFile = await savingBatch;
  expect(batchFile.suggestedFilename()).toMatch(/^kartu-akun-x-akl-1.*-a4\.pdf$/);
  expect(
    fs
      .readFileSync(await batchFile.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  // Asked again, nobody of the grade is left without a password.
  await done.getByRole('button', { name: 'Buat lagi' }).click();
  await cards.getByRole('button', { name: 'Buat Password Awal Satu Tingkat' }).click();
  await expect(cards.getByRole('alert').filter({ hasText: 'Semua siswa pada pilihan ini sudah punya password.' })).toBeVisible();
});

test('a teacher cannot open the school list, nor change students', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/kelolasekolah');
  // The school list is not a teacher's screen: the portal says so before any call is made.
  await expect(page.getByText('Halaman ini bukan untuk akun Guru.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke Dasbor' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.goto('/student');
  await expect(page.getByRole('table', { name: 'Daftar Siswa' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tambah Siswa' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Hapus / })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'NISN' })).toBeVisible();
  await page.goto('/addstudent');
  await expect(page.getByText('Halaman ini bukan untuk akun Guru.')).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
});

test("a school admin never sees another school's students, even by guessing ids", async ({ page, request }) => {
  const login = await (await request.post('/api/login_web', { data: { email: 'admin.smp@demo.sch.id', password: PASSWORD } })).json();
  const theirs = await (await request.get('/api/resources/students?per_page=1', { headers: { authorization: `Bearer ${login.accessToken}` } })).json();
  const student = theirs.data[0] as { id: number; nisn: string; full_name: string };

  await signInViaApi(page, 'admin@demo.sch.id', `/editstudent?id=${student.id}`);
  await expect(page.getByRole('alert')).toContainText('Data tidak ditemukan.');
  await expect(page.getByLabel('Nama Lengkap')).toHaveCount(0);
  await page.goto(`/student?q=${student.nisn}`);
  await expect(page.getByText('Tidak ada data yang cocok')).toBeVisible();
  const direct = await page.evaluate(async (id) => {
    const res = await fetch(`/api/resources/students/${id}`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return res.status;
  }, student.id);
  expect(direct).toBe(404);
});

test('deleting asks first, and "Batal" keeps the record', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.sch.id', '/add_course');
  const name = `Mapel Uji ${run}`;
  await page.getByLabel('Kode Mapel').fill(`U${run}`);
  await page.getByLabel('Nama Mata Pelajaran').fill(name);
  await page.getByLabel('Kelompok').selectOption('MULOK');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page).toHaveURL(/\/course$/);
  await page.getByLabel('Cari Mata Pelajaran').fill(name);
  await page.getByRole('button', { name: `Hapus ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Hapus Mata Pelajaran?');
  await page.getByRole('button', { name: 'Batal' }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Hapus ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Mata Pelajaran "${name}" dihapus.` })).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('a guardian account is added with a child found by name', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.sch.id', '/guardian/add_guardian');
  await page.getByLabel('Nama Lengkap').fill(`Wali Uji ${run}`);
  await page.getByLabel('Email / Nama Pengguna').fill(`wali.uji.${run}@contoh.sch.id`);
  await page.getByLabel('Hubungan').selectOption('Ibu');
  await page.getByRole('searchbox', { name: 'Anak (Siswa)' }).fill('andi prat');
  await page.getByRole('button', { name: /Andi Pratama \(Demo\)/ }).click();
  await expect(page.getByRole('list', { name: 'Anak (Siswa) terpilih' })).toContainText('Andi Pratama (Demo)');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page).toHaveURL(/\/guardian\/index$/);
  await page.getByLabel('Cari Orang Tua/Wali').fill(`wali.uji.${run}`);
  await expect(page.getByRole('row', { name: new RegExp(`Wali Uji ${run}`) })).toContainText('Andi Pratama (Demo)');
});

test('a teacher gives a task without naming themselves, and sees only their own', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/createtugas');
  await expect(page.getByRole('combobox', { name: 'Guru' })).toHaveCount(0);
  await page.getByLabel('Judul Tugas').fill(`Latihan Uji ${run}`);
  await page.getByRole('combobox', { name: 'Rombel' }).selectOption({ label: 'X AKL 1' });
  await page.getByRole('combobox', { name: 'Mata Pelajaran' }).selectOption({ label: 'Matematika' });
  await page.getByLabel('Batas Pengumpulan').fill('2025-12-01');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page).toHaveURL(/\/tugas$/);
  await expect(page.getByRole('cell', { name: `Latihan Uji ${run}`, exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Guru' })).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a teacher reads the students as cards, without sideways scrolling', async ({ page }) => {
    await signInViaApi(page, 'guru@demo.sch.id', '/student');
    await expect(page.getByRole('cell', { name: /Andi Pratama/ }).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.getByRole('button', { name: 'Saring' }).click();
    await page.getByLabel('Rombel').selectOption({ label: 'X AKL 1' });
    await expect(page.getByRole('status').filter({ hasText: /Menampilkan 1–2\d dari 3\d siswa/ })).toBeVisible();
    // The homeroom teacher's way in: from the rombel list to its students.
    await page.goto('/subkelas');
    await page.getByRole('link', { name: 'Siswa X DKV 1' }).click();
    await expect(page).toHaveURL(/\/student\?sd_section_id=\d+$/);
    await expect(page.getByRole('status').filter({ hasText: /dari 3\d siswa/ })).toBeVisible();
  });

  test('a guardian sees their child and corrects their telephone number', async ({ page }) => {
    await signInViaApi(page, 'ortu@demo.sch.id', '/guardian/datas');
    await expect(page.getByRole('region', { name: 'Andi Pratama (Demo)' })).toContainText('X AKL 1');
    await page.goto('/guardian/data');
    await page.getByRole('link', { name: 'Ubah data saya' }).click();
    await page.getByLabel('Nomor HP').fill('0800 5555 1234');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page).toHaveURL(/\/guardian\/data$/);
    await expect(page.getByText('080055551234')).toBeVisible();
  });
});
