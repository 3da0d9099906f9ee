import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The records screens on the demo school's seeded exams (src/server/db/seed/demo-exam-records.ts): a teacher
 * processes the final results of an exam with a remedial and sees the remedial counted only up to the KKM;
 * the below-KKM list leads to a remedial for those students; the history keeps an attempt a proctor reset.
 */
const STUDENT = 'Andi Pratama (Demo)';

/** How wide the page is: on a 360 px phone, nothing but a table's own frame may scroll sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a teacher processes final results and sees the remedial capped at the KKM', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/new_result_exercises_class');
  await expect(page.getByRole('heading', { name: 'Olah Nilai Akhir' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Ulangan Bab 2 Matematika (Demo)' });
  await expect(card.getByText('Belum diproses')).toBeVisible();
  await card.getByRole('link', { name: /Olah nilai/ }).click();

  await expect(page.getByText(/Remedial yang dihitung: Remedial Bab 2 Matematika \(Demo\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Proses Nilai' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Proses Nilai' }).click();
  await expect(page.getByRole('dialog').getByText(/Nilai akhir \d+ siswa diproses/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

  const row = page.getByRole('row', { name: STUDENT });
  // Andi's remedial was all right (100) but counts as 75, the KKM; his exam grade was below it.
  await expect(row.getByRole('cell').nth(2)).toHaveText('75');
  await expect(row.getByRole('cell').nth(3)).toHaveText('75');
  await expect(row.getByText('Tuntas')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proses Ulang Nilai' })).toBeVisible();

  await row.getByRole('link', { name: /Rincian/ }).click();
  await expect(page.getByRole('heading', { name: `Nilai Akhir: ${STUDENT}` })).toBeVisible();
  await expect(page.getByText('dihitung')).toBeVisible();

  // On a phone the rows scroll inside their table, not the page.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goBack();
  await expect(page.getByRole('row', { name: STUDENT })).toBeVisible();
  const wrapper = await page
    .locator('.table-responsive')
    .evaluate((el) => ({ width: el.getBoundingClientRect().width, scrolls: el.scrollWidth > el.clientWidth }));
  expect(wrapper.width).toBeLessThanOrEqual(360);
  expect(wrapper.scrolls).toBe(true);
  // The screen-reader labels of the last column stay inside the frame (they once widened the page to 936 px).
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  // Another school's schedule, or none: the screen says so.
  await page.goto('/new_result_exercises_class_detail/999999');
  await expect(page.getByRole('alert')).toContainText('Jadwal ujian tidak ditemukan.');
});

test('the below-KKM list opens a remedial for those students', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/result_exercises_class_deft');
  const card = page.getByRole('article', { name: 'Ulangan Bab 1 Matematika (Demo)' });
  await expect(card.getByText(/\d+ belum tuntas/)).toBeVisible();
  await card.getByRole('link', { name: /Lihat siswa/ }).click();
  await expect(page.getByRole('heading', { name: /Belum Tuntas: Ulangan Bab 1/ })).toBeVisible();
  await expect(page.getByText('nilai akhir yang sudah diproses')).toBeVisible();
  const remedial = page.getByRole('link', { name: 'Buat Remedial' });
  await expect(remedial).toHaveAttribute('href', /^\/remedial_schedule_exam\?parent=\d+&students=\d+(,\d+)*$/);
  const rows = page.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(1);
});

test('the history shows an attempt the proctor reset, with its answers', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/result_exercises_class_history');
  // The history opens on last year, where the demo school has no exams.
  await expect(page.getByText(/Belum ada jadwal ujian pada tahun ajaran ini/)).toBeVisible();
  await page.getByLabel('Tampilkan tahun ajaran').selectOption({ label: '2025/2026 (berjalan)' });
  const card = page.getByRole('article', { name: 'Ulangan Bab 1 Matematika (Demo)' });
  await expect(card.getByText('1 pengerjaan diarsipkan')).toBeVisible();
  await card.getByRole('link', { name: /Lihat riwayat/ }).click();
  const row = page.getByRole('row', { name: STUDENT });
  await expect(row.getByText(/Ke-1: direset pengawas oleh .+, nilai 20/)).toBeVisible();
  await row.getByRole('link', { name: /Rincian/ }).click();
  await expect(page.getByText('Pengerjaan ke-2 (sekarang)')).toBeVisible();
  await page.getByText('Pengerjaan ke-1 (direset pengawas)').click();
  await expect(page.getByText('ragu-ragu')).toBeVisible();
});

test('the newer per-student page shows the header and every answer, and scores an essay in its row', async ({ page }) => {
  await signInViaApi(page, 'guru@demo.sch.id', '/new_result_exercises_class');
  await page
    .getByRole('article', { name: 'Ulangan Bab 1 Matematika (Demo)' })
    .getByRole('link', { name: /Olah nilai/ })
    .click();
  await page
    .getByRole('row', { name: STUDENT })
    .getByRole('link', { name: /Rincian/ })
    .click();
  // The final result leads to the newer page, not the old review.
  await page.getByRole('link', { name: 'Lihat jawaban ujian' }).click();
  await expect(page).toHaveURL(/\/result_exercises_class_detail_new\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { name: STUDENT })).toBeVisible();
  await expect(page.getByText('Ulangan Bab 1 Matematika (Demo) ·')).toBeVisible();
  await expect(page.getByText(/\d+ dari 60 menit/)).toBeVisible();
  await expect(page.getByTestId('nilai-siswa')).toHaveText('100');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(7); // the header and six questions
  const essay = rows.filter({ hasText: 'Uraian' });
  await expect(essay.getByRole('cell').nth(2)).toContainText('Dinilai guru');

  // A score above the weight is refused with the reason, in the row.
  const score = essay.getByLabel('Skor uraian (0–4)');
  await score.fill('9');
  await essay.getByRole('button', { name: 'Simpan skor' }).click();
  await expect(essay.getByText('Skor harus antara 0 dan 4.')).toBeVisible();
  // A lower score changes the grade at once; the demo's score is then put back.
  await score.fill('2');
  await essay.getByRole('button', { name: 'Simpan skor' }).click();
  await expect(page.getByRole('dialog').getByText('Nilai uraian tersimpan')).toBeVisible();
  await expect(page.getByTestId('nilai-siswa')).not.toHaveText('100');
  await essay.getByLabel('Skor uraian (0–4)').fill('4');
  await essay.getByRole('button', { name: 'Simpan skor' }).click();
  await expect(page.getByTestId('nilai-siswa')).toHaveText('100');

  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: STUDENT })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  // An attempt opened under another schedule is not found.
  const [, scheduleId, attemptId] = /\/(\d+)\/(\d+)$/.exec(page.url())!;
  await page.goto(`/result_exercises_class_detail_new/${Number(scheduleId) + 1}/${attemptId}`);
  await expect(page.getByRole('alert')).toContainText('Peserta ujian tidak ditemukan.');
});

test('the AKM report places a student on a level and shows the share right per type and stimulus', async ({ page }) => {
  await signInViaApi(page, 'kepsek@demo.sch.id', '/new_result_exercises_class');
  await page
    .getByRole('article', { name: 'Ulangan Bab 1 Matematika (Demo)' })
    .getByRole('link', { name: /Olah nilai/ })
    .click();
  await page
    .getByRole('row', { name: STUDENT })
    .getByRole('link', { name: /Rincian/ })
    .click();
  const detail = await page.getByRole('link', { name: 'Lihat jawaban ujian' }).getAttribute('href');
  const [, scheduleId, attemptId] = /\/(\d+)\/(\d+)$/.exec(detail!)!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/examination/result-akm/detail_new/${scheduleId}/${attemptId}`);
  await expect(page.getByRole('heading', { name: STUDENT })).toBeVisible();
  const level = page.getByLabel('Level kompetensi siswa');
  await expect(level.getByText('Mahir').first()).toBeVisible();
  await expect(level.getByText(/mengevaluasi, merefleksikan dan menalar/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Tabungan Koperasi Sekolah: 100% benar' })).toBeVisible();
  // (Not the essay's share: the per-student test rescores it meanwhile.)
  await expect(page.getByRole('progressbar', { name: 'Pilihan Ganda: 100% benar' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(7);
  // The principal reads; only teachers and admins score essays.
  await expect(page.getByRole('button', { name: 'Simpan skor' })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await page.goto(`/examination/result-akm/detail_new/999999/${attemptId}`);
  await expect(page.getByRole('alert')).toContainText('Peserta ujian tidak ditemukan.');
});

test('results per grade level compare rombel, narrow to one exam, export, and say when loading failed', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(page, 'guru@demo.sch.id', '/result_exercises_grade_level');
  await expect(page.getByRole('heading', { name: 'Hasil Ujian per Tingkat' })).toBeVisible();
  await expect(page.getByLabel('Tingkat kelas')).toHaveValue('10');
  // The demo's exams are of one rombel of grade 10, so its card is the grade's.
  const rombel = page.getByRole('article').first();
  await expect(rombel).toBeVisible();
  const bab1 = await page.getByLabel('Jadwal ujian').locator('option', { hasText: 'Ulangan Bab 1 Matematika (Demo)' }).getAttribute('value');
  await page.getByLabel('Jadwal ujian').selectOption(bab1!);
  // The figures are those of Bab 1 once the reloaded choice shows it.
  await expect(page.getByLabel('Jadwal ujian')).toHaveValue(bab1!);
  await expect(rombel.getByText('Ikut ujian')).toBeVisible();
  const sat = Number(await rombel.locator('dt:has-text("Ikut ujian") + dd').textContent());
  const participants = Number(await rombel.locator('dt:has-text("Peserta") + dd').textContent());
  // The demo leaves every eleventh student of Bab 1 absent.
  expect(sat).toBeGreaterThan(0);
  expect(sat).toBeLessThan(participants);
  await expect(rombel.getByRole('img', { name: /^Sebaran nilai: 0–9: \d+ siswa/ })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh .xlsx' }).click();
  expect((await download).suggestedFilename()).toBe('hasil-tingkat-10.xlsx');

  // No AKM exams in grade 10 yet: the screen says so.
  await page.getByLabel('Jenis ujian').selectOption({ label: 'AKM' });
  await expect(page.getByText('Belum ada jadwal ujian dengan peserta untuk pilihan ini.')).toBeVisible();

  // The connection drops: the screen says so and loads again on "Coba lagi".
  await page.route('**/api/exams/records/grade-level?*', (route) => route.abort());
  await page.getByLabel('Jenis ujian').selectOption({ label: 'Ujian Sekolah' });
  await expect(page.getByRole('alert')).toContainText('Tidak dapat terhubung ke server.');
  await page.unroute('**/api/exams/records/grade-level?*');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(rombel).toBeVisible();
});

test('Cek Kesiapan Ujian shows a teacher their courses, admins every teacher, and refuses a student', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInViaApi(page, 'guru@demo.sch.id', '/check_teacher_exam');
  await expect(page.getByRole('heading', { name: 'Cek Kesiapan Ujian' })).toBeVisible();
  const me = page.getByRole('article', { name: 'Budi Santoso, S.Pd. (Demo)' });
  await expect(me).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByLabel('Cari guru')).toHaveCount(0);
  const mtk = me.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Matematika' }) });
  await expect(mtk.getByText(/Bank soal: \d+ soal \(.*Uraian \d+/)).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await signInViaApi(page, 'admin@demo.sch.id', '/check_teacher_exam');
  await expect(page.getByText(/\d+ dari \d+ guru siap\./)).toBeVisible();
  const count = await page.getByRole('article').count();
  expect(count).toBeGreaterThan(1);
  await page.getByLabel('Cari guru').fill('budi santoso');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByLabel('Cari guru').fill('tidak ada guru ini');
  await expect(page.getByText('Tidak ada guru yang cocok.')).toBeVisible();

  await signInViaApi(page, 'siswa@demo.sch.id', '/check_teacher_exam');
  await expect(page.getByText('Halaman ini bukan untuk akun Siswa.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});
