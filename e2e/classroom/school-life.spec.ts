import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * School life as its people use it (issue 16): the BK teacher takes a student's request and keeps the confidential
 * case; a teacher makes a quiz in a class room and a student takes it on a phone; the front desk registers a
 * visitor on the tablet.
 */
test.setTimeout(180_000);
const see = expect.configure({ timeout: 45_000 });
const tag = Date.now().toString(36).slice(-5);

test('the BK teacher takes a request, notes a session and tells the parent; another teacher cannot open the case', async ({ browser }) => {
  const bk = await browser.newPage();
  await signInViaApi(bk, 'bk@demo.sch.id', '/counseling_guidance');
  const request = bk.getByRole('listitem').filter({ hasText: 'Bingung memilih kuliah atau langsung bekerja' });
  await see(request).toBeVisible();
  await request.getByRole('button', { name: /^Tangani/ }).click();
  await see(bk.getByRole('dialog')).toContainText('Kasus dibuka');
  await bk.getByRole('link', { name: 'Kasus konseling' }).click();
  await bk.getByRole('link', { name: /Bingung memilih kuliah/ }).click();
  await see(bk.getByRole('heading', { name: /Bingung memilih kuliah/ })).toBeVisible();
  const caseUrl = bk.url();

  const note = bk.getByRole('form', { name: 'Tambah catatan' });
  await note.getByLabel('Isi catatan').fill(`Sesi karier ${tag}: minat desain, diskusikan jurusan DKV.`);
  await note.getByRole('button', { name: 'Simpan catatan' }).click();
  await see(bk.getByRole('dialog')).toContainText('Catatan tersimpan');
  await see(bk.getByText(`Sesi karier ${tag}`)).toBeVisible();
  const parent = bk.getByRole('form', { name: 'Hubungi orang tua' });
  await parent.getByLabel('Pesan untuk orang tua/wali').fill('Mohon hadir ke ruang BK hari Kamis pukul 09.00.');
  await parent.getByRole('button', { name: 'Kirim lewat WhatsApp' }).click();
  await see(bk.getByRole('dialog')).toContainText('antrean WhatsApp');

  const teacher = await browser.newPage();
  await signInViaApi(teacher, 'guru@demo.sch.id', new URL(caseUrl).pathname + new URL(caseUrl).search);
  await see(teacher.getByRole('alert')).toContainText('Kasus konseling tidak ditemukan');
  await see(teacher.getByText(`Sesi karier ${tag}`)).toHaveCount(0);
});

test('a teacher makes a quiz in the class room and a student takes it on a phone', async ({ browser }) => {
  const teacher = await browser.newPage();
  await signInViaApi(teacher, 'guru@demo.sch.id', '/kelas_room');
  await teacher.getByRole('link', { name: 'Matematika · X AKL 1' }).click();
  await teacher.getByRole('link', { name: 'Kuis', exact: true }).click();
  const form = teacher.getByRole('form', { name: 'Buat kuis' });
  await form.getByLabel('Judul kuis').fill(`Kuis kilat ${tag}`);
  // Two questions of the subject's bank that are scored at once (no essay waiting for the teacher).
  const choices = form.locator('.form-check').filter({ hasNotText: 'Uraian' }).getByRole('checkbox');
  await choices.nth(0).check();
  await choices.nth(1).check();
  await form.getByRole('button', { name: 'Buat kuis' }).click();
  await see(teacher.getByRole('dialog')).toContainText('Kuis dibuat');
  await see(teacher.getByRole('link', { name: `Kuis kilat ${tag}` })).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const student = await context.newPage();
  await signInViaApi(student, 'siswa@demo.sch.id', '/kelas_room_data_tugas_kuis');
  const row = student.getByRole('listitem').filter({ hasText: `Kuis kilat ${tag}` });
  await see(row).toContainText('Belum dikerjakan');
  await row.getByRole('link', { name: `Kuis kilat ${tag}` }).click();
  await student.getByRole('button', { name: 'Mulai' }).click();
  await see(student).toHaveURL(/\/do_exercise\/\d+$/);
  // Straight to the end: the answers themselves are the exam engine's (e2e/exams); here the quiz is handed in.
  await see(student.getByRole('button', { name: 'Daftar soal' })).toBeVisible();
  const next = student.getByRole('button', { name: 'Berikutnya ›' });
  while (await next.isVisible()) await next.click();
  await student.getByRole('button', { name: 'Selesai' }).click();
  await student.getByRole('button', { name: 'Ya, selesai' }).click();
  await see(student.getByTestId('nilai-latihan')).toBeVisible();
  await student.goto('/kelas_room_data_tugas_kuis');
  await see(student.getByRole('listitem').filter({ hasText: `Kuis kilat ${tag}` })).toContainText('Nilai terbaik');
  await context.close();
});

test('the front desk registers a visitor on the tablet and marks them leaving', async ({ page }) => {
  await signInViaApi(page, 'staf@demo.sch.id', '/guest_book');
  await page.getByRole('button', { name: 'Mode tablet' }).click();
  const form = page.getByRole('form', { name: 'Isi buku tamu' });
  await form.getByLabel('Nama Anda').fill(`Bapak Tamu ${tag}`);
  await form.getByLabel('Instansi/asal').fill('Komite Sekolah');
  await form.getByLabel('Keperluan').fill('Rapat persiapan pentas seni');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await see(page.getByRole('heading', { name: 'Terima kasih, silakan menunggu.' })).toBeVisible();
  await page.getByRole('button', { name: 'Tamu berikutnya' }).click();
  await page.getByRole('button', { name: 'Keluar mode tablet' }).click();
  const visit = page.getByRole('listitem').filter({ hasText: `Bapak Tamu ${tag}` });
  await see(visit).toContainText('Rapat persiapan pentas seni');
  await visit.getByRole('button', { name: /^Pulang/ }).click();
  await see(page.getByRole('dialog')).toContainText('Tamu tercatat pulang');
  await see(visit).toContainText('pulang');
});
