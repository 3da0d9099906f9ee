import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * Exam planning as a school admin does it: a remedial for the student below the KKM (who then sees it), session
 * times, a room and the seating of the demo tryout with its attendance list as a PDF, and a collective
 * timetable whose clash the grid shows.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

/** A datetime-local / date value in the school's (and the browser's) time zone. */
const jakarta = (offsetMinutes: number) =>
  new Date(Date.now() + offsetMinutes * 60_000).toLocaleString('sv-SE', { timeZone: 'Asia/Jakarta' }).replace(' ', 'T').slice(0, 16);

async function chooseOption(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value!);
}

test('an admin makes a remedial for the student below the KKM, and the student sees it', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signInViaApi(admin, 'admin@demo.sch.id', '/remedial_schedule_exam');
  await chooseOption(admin, 'Ujian asal (sudah selesai)', 'PTS Matematika (Demo, selesai)');
  const andi = admin.getByRole('listitem').filter({ hasText: 'Andi Pratama (Demo)' });
  await expect(andi).toContainText('Di bawah KKM');
  await expect(andi).toContainText('Nilai 60');
  await expect(andi.getByRole('checkbox')).toBeChecked();
  await expect(admin.getByText(/KKM 75/).first()).toBeVisible();

  await admin.getByLabel('Judul').fill('');
  await admin.getByRole('button', { name: 'Simpan remedial' }).click();
  await expect(admin.getByRole('dialog')).toContainText('Wajib diisi.');
  await admin.getByRole('button', { name: 'OK' }).click();
  await expect(admin.locator('.invalid-feedback', { hasText: 'Wajib diisi.' })).toBeVisible();

  await admin.getByLabel('Judul').fill('Remedial PTS Matematika E2E');
  await admin.getByLabel('Dibuka').fill(jakarta(-5));
  await admin.getByLabel('Ditutup').fill(jakarta(120));
  await admin.getByLabel('Tanpa token').check();
  await admin.getByRole('button', { name: 'Simpan remedial' }).click();
  await expect(admin.getByRole('dialog')).toContainText('1 siswa');
  await admin.getByRole('button', { name: 'OK' }).click();
  await expect(admin.getByRole('heading', { name: 'Jadwal Ujian Remedial' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: 'Remedial PTS Matematika E2E' });
  await expect(row).toContainText('PTS Matematika (Demo, selesai)');
  await expect(row).toContainText('1 siswa');
  await expect(row).toContainText('Berlangsung');

  const student = await (await browser.newContext()).newPage();
  await signInViaApi(student, 'siswa@demo.sch.id', '/list_student_school_exams');
  await expect(student.getByText('Remedial PTS Matematika E2E')).toBeVisible();
});

test('an admin sets session times and a room, seats the demo tryout and downloads the attendance list as a PDF', async ({ page }) => {
  // Session times and rooms are the resource engine's lists: the list, then its form (?new=1).
  await signInViaApi(page, 'admin@demo.sch.id', '/sett_lesson_timing');
  await expect(page.getByRole('heading', { name: 'Pengaturan Waktu Ujian' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sesi 1' })).toContainText('07:30');
  await page.getByRole('link', { name: 'Tambah Sesi Ujian' }).first().click();
  await page.getByLabel('Nama Sesi').fill('Sesi 4');
  await page.getByLabel('Urutan').fill('4');
  await page.getByLabel('Jam Mulai').fill('08:00');
  await page.getByLabel('Jam Selesai').fill('08:45');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Bertabrakan dengan Sesi 1 (07:30–09:00).')).toBeVisible();
  await page.getByLabel('Jam Mulai').fill('14:30');
  await page.getByLabel('Jam Selesai').fill('16:00');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Sesi 4' })).toContainText('14:30');

  await page.goto('/add_schedule_room');
  await expect(page.getByRole('heading', { name: 'Ruang Ujian' })).toBeVisible();
  await page.getByRole('link', { name: 'Tambah Ruang Ujian' }).first().click();
  await page.getByLabel('Nama Ruang').fill('Ruang 10.2');
  await page.getByLabel('Kode').fill('R102');
  await page.getByLabel('Jumlah Kursi').fill('10');
  await page.getByLabel('Lokasi').fill('Gedung A lantai 2');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Ruang 10.2' })).toContainText('Gedung A lantai 2');

  await page.goto('/add_schedule_exam_room');
  await chooseOption(page, 'Jadwal ujian', 'Tryout TKA Matematika (Demo)');
  await chooseOption(page, 'Sesi', 'Sesi 4');
  await page.getByRole('checkbox', { name: /Ruang 10\.2/ }).check();
  await page.getByRole('button', { name: 'Bagi peserta otomatis' }).click();
  await expect(page.getByRole('alert')).toContainText('Kursi tidak cukup');
  await page.getByRole('checkbox', { name: /Lab Komputer 1/ }).check();
  await chooseOption(page, 'Pengawas Lab Komputer 1', 'Budi Santoso');
  await page.getByRole('button', { name: 'Bagi peserta otomatis' }).click();
  await expect(page.getByRole('dialog')).toContainText('Ruang 10.2: 10 siswa');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(/Ruang 10\.2 · 10\/10/)).toBeVisible();

  await page.goto('/schedule_exam_room');
  const lab = page.getByRole('row').filter({ hasText: 'Tryout TKA Matematika (Demo)' }).filter({ hasText: 'Lab Komputer 1' });
  await expect(lab).toContainText('Budi Santoso');
  await lab.getByRole('button', { name: 'Daftar hadir' }).click();
  await expect(page.getByRole('heading', { name: 'Daftar Hadir Peserta', exact: true })).toBeVisible();
  const labList = page.locator('section.seating-room').filter({ hasText: 'Ruang Lab Komputer 1' });
  await expect(labList.getByRole('columnheader', { name: 'Tanda tangan' })).toBeVisible();
  await expect(labList).toContainText('Pengawas: Budi Santoso');
  await expect(page.locator('section.seating-room').getByRole('cell', { name: 'Andi Pratama (Demo)' })).toBeVisible();
  // The printed list is the server's PDF, on the paper chosen.
  await page.getByLabel('Kertas').selectOption('F4');
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF Daftar Hadir' }).click();
  const download = await saving;
  expect(download.suggestedFilename()).toBe('daftar-hadir-tryout-tka-matematika-demo-f4.pdf');
  expect(
    fs
      .readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
});

test('a collective timetable is checked row by row, and the grid shows its clash', async ({ page }) => {
  const day = jakarta(7 * 24 * 60).slice(0, 10);
  await signInViaApi(page, 'admin@demo.sch.id', '/add_collective');
  await page.getByLabel('Awalan judul').fill('PAS E2E');
  await chooseOption(page, 'Mata pelajaran', 'Matematika');
  await page.getByLabel('Tanggal').fill(day);
  await chooseOption(page, 'Sesi', 'Sesi 1');
  await page.getByRole('button', { name: '+ Tambah baris' }).click();
  await page.locator('#baris-1-tingkat').fill('13');
  await page.getByRole('button', { name: 'Pratinjau' }).click();
  // The dialog names the row's problem, and so does the row.
  await expect(page.getByRole('dialog')).toContainText('Baris 2: belum ada rombel tingkat 13 di tahun ajaran ini.');
  await expect(page.getByText('Baris 2: belum ada rombel tingkat 13 di tahun ajaran ini.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.locator('#baris-1-tingkat').fill('10');
  await page.getByRole('button', { name: 'Pratinjau' }).click();
  await expect(page.getByRole('heading', { name: 'Pratinjau: 2 jadwal akan dibuat' })).toBeVisible();
  await page.getByRole('button', { name: 'Buat 2 jadwal' }).click();
  await expect(page.getByRole('dialog')).toContainText('2 jadwal ujian dibuat');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.goto('/exam_grid');
  await page.getByLabel('Dari').fill(day);
  await page.getByLabel('Sampai').fill(day);
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  await expect(page.getByRole('alert')).toContainText('2 jadwal bentrok');
  await expect(page.getByText(/^Bentrok: Rombel .* juga ujian PAS E2E Matematika Kelas 10/).first()).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.locator('.d-md-none .card-header')).toHaveCount(1);
  await expect(
    page
      .locator('.d-md-none')
      .getByText(/^Bentrok:/)
      .first(),
  ).toBeVisible();
});

test('a schedule is duplicated with a new title, and the id-less edit route opens it from ?id=', async ({ page }) => {
  await signInViaApi(page, 'admin@demo.sch.id', '/duplicate_examination');
  await page.getByRole('button', { name: 'Duplikasi' }).click();
  await expect(page.getByRole('dialog')).toContainText('Pilih jadwal asal.');
  await page.getByRole('button', { name: 'OK' }).click();
  await chooseOption(page, 'Jadwal asal', 'Ulangan Harian Matematika (Demo)');
  await expect(page.getByLabel('Judul baru')).toHaveValue('Ulangan Harian Matematika (Demo) (salinan)');
  await page.getByLabel('Judul baru').fill('Ulangan Harian Matematika Susulan');
  await page.getByRole('button', { name: 'Duplikasi' }).click();
  await expect(page.getByRole('dialog')).toContainText(/\d+ peserta/);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Judul ujian')).toHaveValue('Ulangan Harian Matematika Susulan');
  const id = page.url().split('/').pop();

  await page.goto('/editscheduleexamination');
  await expect(page.getByText('Pilih jadwal yang akan diubah dari daftar jadwal ujian.')).toBeVisible();
  await page.goto(`/editscheduleexamination?id=${id}`);
  await expect(page.getByLabel('Judul ujian')).toHaveValue('Ulangan Harian Matematika Susulan');
});

test('the proctor of a room opens the monitor on that room', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/monitoring/student-exam-status');
  await page
    .getByRole('button', { name: /Ulangan Harian Matematika \(Demo\)/ })
    .first()
    .click();
  await expect(page.getByLabel('Ruang', { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByLabel('Ruang', { exact: true }).locator('option:checked')).toHaveText('Lab Komputer 1 (ruang Anda)');
  await expect(page.getByRole('rowheader', { name: 'Andi Pratama (Demo)' })).toBeVisible();
});
