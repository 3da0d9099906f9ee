import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { openByMenu } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * The grade screens that grades-roles, teaching-reports and homeroom-release do not walk (issue 14), as the people
 * who use them: the teacher's daily, STS and results views and the TP achievement pages; the wali kelas's
 * extracurricular and character part of the rapor, the STS leger and a request to move a student; the office
 * deciding that request, placing a promoted student in next year's rombel, the rapor weights, the whole-school
 * rapor job and the graduation of a final-grade rombel; the principal's lesson supervision. Each journey signs in
 * once per role and moves by client-side navigation; every one has a refusal with its Indonesian message.
 */
test.setTimeout(240_000);
const see = expect.configure({ timeout: 20_000 });
const run = Date.now().toString(36).slice(-5);

/** The refusal: the "Gagal" dialog, and its message in it (a conflict) or under the field (invalid input). */
async function refused(page: Page, message: string) {
  await see(page.getByRole('dialog', { name: 'Gagal' })).toBeVisible();
  await see(page.getByText(message, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
}

/** The cell under the column headed `header`, in the row of the table that holds every text of `row`. */
async function cellUnder(page: Page, table: string, row: string | string[], header: string) {
  const region = page.getByRole('region', { name: table });
  await see(region.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  const index = await region.locator('thead th').evaluateAll((ths, h) => ths.findIndex((th) => th.textContent?.trim() === h), header);
  expect(index, `column ${header}`).toBeGreaterThan(-1);
  const rows = [row].flat().reduce((found, text) => found.filter({ hasText: text }), region.locator('tbody tr'));
  return rows.first().locator('th, td').nth(index);
}

test('the teacher grades a TP and follows it through the daily, STS, results and TP views; as wali kelas fills the rapor extras and asks to move a student; the office decides and places', async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  const tp = `membaca grafik fungsi ${run}`;
  const quiz = `Kuis ${run}`;
  // /nilaiharian: the daily grades of the first class (Matematika · X AKL 1, guru@'s rombel as wali kelas).
  await signInViaApi(page, 'guru@demo.sch.id', '/nilaiharian');
  await see(page.getByRole('heading', { name: 'Matematika · X AKL 1' })).toBeVisible();
  await page.getByRole('button', { name: '+ Tambah penilaian' }).click();
  await page.getByLabel('Nama penilaian').fill(quiz);
  await page.getByLabel('Tujuan pembelajaran (TP)').fill(tp);
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  const cell = (title: string, name: string) => page.getByRole('textbox', { name: `${title} ${name}`, exact: true });
  await cell(quiz, 'Agus Hermawan').fill('90');
  await cell(quiz, 'Bayu Hakim').fill('sembilan');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByRole('status').filter({ hasText: 'Perbaiki sel yang ditandai merah dulu.' })).toBeVisible();
  await cell(quiz, 'Bayu Hakim').fill('50');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByText(/^Tersimpan \(2 nilai\)/)).toBeVisible();

  // /teacher_teaching_class_achieve → target → detail: the TP's mean (90 + 50) / 2, one of two reached KKTP 75.
  await openByMenu(page, '/teacher_teaching_class_achieve');
  const tpRow = page.getByRole('row').filter({ hasText: tp });
  await expect(tpRow.getByRole('cell')).toHaveText([tp, '70', '1/2', 'Bayu Hakim']);
  await page.getByRole('link', { name: 'Target per TP dan rincian siswa' }).click();
  await see(page.getByRole('heading', { name: 'Target TP Matematika · X AKL 1' })).toBeVisible();
  const target = page.getByRole('listitem').filter({ hasText: tp });
  await expect(target).toContainText('1 penilaian · rata-rata 70 · 1/2 mencapai KKTP');
  await expect(target.getByRole('progressbar', { name: `Ketercapaian ${tp}` })).toHaveAttribute('aria-valuenow', '50');
  await target.getByRole('link', { name: `Rincian ${tp}` }).click();
  await see(page.getByRole('heading', { name: tp })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Agus Hermawan' }).getByRole('cell')).toHaveText(['90', '90', 'Tercapai']);
  await expect(page.getByRole('row').filter({ hasText: 'Bayu Hakim' }).getByRole('cell')).toHaveText(['50', '50', 'Perlu bantuan']);

  // /indicator_assessment → detail: the same TP as an indicator of the class.
  await openByMenu(page, '/indicator_assessment');
  const indicator = page.getByRole('listitem').filter({ hasText: tp });
  await expect(indicator).toContainText('1 penilaian · rata-rata 70 · 1/2 mencapai KKTP');
  await indicator.getByRole('link', { name: `Rincian ${tp}` }).click();
  await see(page.getByRole('row').filter({ hasText: 'Bayu Hakim' }).getByRole('cell')).toHaveText(['50', '50', 'Perlu bantuan']);

  // /nilaimid: an STS column (only STS may be added here), which the STS leger then shows.
  await openByMenu(page, '/nilaimid');
  await see(page.getByRole('heading', { name: 'Nilai Tengah Semester' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: new RegExp(quiz) })).toHaveCount(0);
  await page.getByRole('button', { name: '+ Tambah penilaian' }).click();
  await expect(page.getByLabel('Jenis').locator('option')).toHaveText(['Sumatif Tengah Semester']);
  await page.getByLabel('Nama penilaian').fill(`STS ${run}`);
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  await cell(`STS ${run}`, 'Agus Hermawan').fill('80');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByText(/^Tersimpan \(1 nilai\)/)).toBeVisible();

  // /teacher_teaching_class_process: the results only, no entry column.
  await openByMenu(page, '/teacher_teaching_class_process');
  await see(page.getByRole('heading', { name: 'Olah Nilai Akhir' })).toBeVisible();
  await see(page.getByRole('columnheader', { name: 'Capaian Kompetensi' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: new RegExp(quiz) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Simpan/ })).toHaveCount(0);

  // /data_student and /group_of_students: a pupil nobody else grades in these journeys, her final grade the same
  // in both, and in the group that grade belongs to (bimbingan under KKTP 75, pengayaan from 90).
  await openByMenu(page, '/data_student');
  const final = ((await (await cellUnder(page, 'Data siswa', 'Intan Puspitasari', 'Nilai akhir')).textContent()) ?? '').trim();
  await openByMenu(page, '/group_of_students');
  const group = Number.isNaN(Number(final)) ? 'Belum dinilai' : Number(final) < 75 ? 'Perlu bimbingan' : Number(final) < 90 ? 'Tuntas' : 'Pengayaan';
  const card = page.locator('.card').filter({ has: page.getByText(group, { exact: true }) });
  await expect(card.getByRole('listitem').filter({ hasText: 'Intan Puspitasari' })).toHaveText(
    new RegExp(`Intan Puspitasari\\s*${Number.isNaN(Number(final)) ? '' : final}$`),
  );

  // /new_nilai_harian shows the quiz as /nilaiharian does; /nilaisemester offers only SAS columns.
  await openByMenu(page, '/new_nilai_harian');
  await expect(cell(quiz, 'Agus Hermawan')).toHaveValue('90');
  await openByMenu(page, '/nilaisemester');
  await see(page.getByRole('heading', { name: 'Nilai Akhir Semester' })).toBeVisible();
  await page.getByRole('button', { name: '+ Tambah penilaian' }).click();
  await expect(page.getByLabel('Jenis').locator('option')).toHaveText(['Sumatif Akhir Semester']);

  // /walikelas_nilai_harian: the homeroom's daily grades, the quiz among them.
  await openByMenu(page, '/walikelas_nilai_harian');
  await see(page.getByRole('heading', { name: 'Nilai Harian Kelas Perwalian' })).toBeVisible();
  await page.getByLabel('Kelas', { exact: true }).selectOption({ label: 'Matematika · X AKL 1' });
  await expect(cell(quiz, 'Agus Hermawan')).toHaveValue('90');

  // /teacher_teaching_class_wali_kelas → its grid variant → its evaluation variant, with the quiz and its TP.
  await openByMenu(page, '/teacher_teaching_class_wali_kelas');
  await see(page.getByRole('heading', { name: 'Kelas Perwalian' })).toBeVisible();
  await page.getByRole('link', { name: 'Isi nilai Matematika X AKL 1' }).click();
  await expect(page).toHaveURL(/\/teacher_teaching_class_detail_wali_kelas\//);
  await see(page.getByRole('link', { name: 'Bayu Hakim' })).toBeVisible();
  await page.getByRole('link', { name: 'Bayu Hakim' }).click();
  await expect(page).toHaveURL(/\/teacher_teaching_class_evaluation_wali_kelas\//);
  await see(page.getByRole('heading', { name: 'Evaluasi Bayu Hakim' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: quiz }).getByRole('cell')).toContainText([tp, '50']);

  // /leger_uts: the STS leger of the rombel, Matematika 80 for Agus; downloaded as Excel.
  await openByMenu(page, '/leger_uts');
  await see(page.getByRole('heading', { name: 'Leger Nilai STS' })).toBeVisible();
  await expect(await cellUnder(page, 'Leger nilai', 'Agus Hermawan', 'Matematika')).toHaveText('80');
  const leger = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await leger).suggestedFilename()).toMatch(/\.xlsx$/);

  // /raport as wali kelas: kokurikuler, an extracurricular (a blank predikat refused) and the promotion.
  await openByMenu(page, '/raport');
  const pupil = 'Intan Puspitasari';
  await page.locator('.list-group button').filter({ hasText: pupil }).click();
  await see(page.getByText('LAPORAN HASIL BELAJAR (RAPOR)')).toBeVisible();
  const kokurikuler = `Bergotong royong menata taman sekolah ${run}`;
  await page.getByLabel('Kokurikuler').fill(kokurikuler);
  await page.getByRole('button', { name: '+ Ekstrakurikuler' }).click();
  // The new row is the last (a rerun on the same database finds the earlier run's row above it).
  const n = await page.getByLabel(/^Ekstrakurikuler \d+$/).count();
  const extra = `Paskibra ${run}`;
  await page.getByLabel(`Ekstrakurikuler ${n}`, { exact: true }).fill(extra);
  await page.getByLabel(`Predikat ${n}`, { exact: true }).fill('');
  await page.getByLabel(`Keterangan ${n}`, { exact: true }).fill('Pengibar bendera upacara');
  await page.getByLabel('Keputusan (semester genap)').selectOption('naik');
  await page.getByRole('button', { name: 'Simpan rapor' }).click();
  await refused(page, 'Predikat wajib diisi.');
  await page.getByLabel(`Predikat ${n}`, { exact: true }).fill('A');
  await page.getByRole('button', { name: 'Simpan rapor' }).click();
  await see(page.getByText('Rapor disimpan').first()).toBeVisible();

  // /ekstra and /perkembangan_karakter read the rapor part just written.
  await openByMenu(page, '/ekstra');
  await expect(page.getByRole('row').filter({ hasText: extra }).getByRole('cell')).toContainText([extra, 'A', 'Pengibar bendera upacara', 'Diisi wali kelas']);
  await openByMenu(page, '/perkembangan_karakter');
  await expect(page.getByRole('row').filter({ hasText: pupil })).toContainText(kokurikuler);

  // /class_requests as wali kelas: a student with an open request is refused; another is asked for.
  await openByMenu(page, '/class_requests');
  const reason = `Pindah ke jurusan TKJ sesuai minat ${run}`;
  await page.getByLabel('Siswa', { exact: true }).selectOption({ label: 'Bayu Nugraha' });
  await page.getByLabel('Rombel tujuan').selectOption({ label: 'X TKJ 1' });
  await page.getByLabel('Alasan').fill(reason);
  await page.getByRole('button', { name: 'Ajukan' }).click();
  await refused(page, 'Siswa ini masih punya permintaan pindah yang belum diputuskan.');
  await page.getByLabel('Siswa', { exact: true }).selectOption({ label: 'Lutfi Hakim' });
  await page.getByRole('button', { name: 'Ajukan' }).click();
  const request = page.getByRole('listitem').filter({ hasText: reason });
  await see(request.getByText('Menunggu')).toBeVisible();
  await expect(request.getByRole('button', { name: /^Setujui/ })).toHaveCount(0);
  expect(errors).toEqual([]);

  // The office: rejects the request with a note, then places the promoted pupil in next year's rombel.
  await signInViaApi(page, 'admin@demo.sch.id', '/class_requests');
  await request.getByRole('button', { name: 'Tolak pindah Lutfi Hakim' }).click();
  await page.getByLabel('Catatan (boleh kosong)').fill(`Kuota TKJ penuh ${run}`);
  await page.getByRole('button', { name: 'Tolak', exact: true }).click();
  await see(request.getByText('Ditolak')).toBeVisible();
  await expect(request).toContainText(`catatan: Kuota TKJ penuh ${run}`);

  await openByMenu(page, '/distribution_class');
  await page.getByRole('button', { name: /^Siapkan rombel / }).click();
  await see(page.getByText(/^[1-9]\d* rombel sudah ada di /)).toBeVisible();
  await page.getByRole('link', { name: 'Tempatkan siswa X AKL 1' }).click();
  await see(page.getByRole('heading', { name: 'Pembagian Kelas X AKL 1' })).toBeVisible();
  const place = page.getByLabel(`Rombel tahun depan ${pupil}`);
  await place.selectOption({ label: 'X AKL 1' });
  await page.getByRole('button', { name: 'Simpan pembagian kelas' }).click();
  await refused(page, `${pupil} naik kelas: pilih rombel tingkat 11.`);
  await place.selectOption({ label: 'XI AKL 1' });
  await page.getByRole('button', { name: 'Simpan pembagian kelas' }).click();
  await see(page.getByText('Pembagian kelas disimpan')).toBeVisible();
  await page.getByRole('link', { name: '← Pembagian kelas' }).click();
  const placed = await cellUnder(page, 'Rombel dan keputusan kenaikan', 'X AKL 1', 'Sudah ditempatkan');
  await expect(placed).not.toHaveText('0');
  expect(errors).toEqual([]);
});

test('the office sets the rapor weights (a total other than 100 refused), prints one rombel’s rapor in the background, and records school exams and graduation', async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'admin@demo.sch.id', '/setting_raport');
  await see(page.getByRole('heading', { name: 'Pengaturan Nilai Rapor' })).toBeVisible();
  const formatif = page.getByLabel('Formatif', { exact: true });
  const before = await formatif.inputValue();
  await formatif.fill(String(Number(before) + 5));
  await see(page.getByText('Jumlah bobot: 105%')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await refused(page, 'Jumlah bobot harus 100 (sekarang 105).');
  await formatif.fill(before);
  await see(page.getByText('Jumlah bobot: 100%')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await see(page.getByText('Pengaturan disimpan')).toBeVisible();

  // /teacher_teaching_class_admin and /curriculum_class_admin: any class's grid and a student's evaluation, in
  // the office's variants of those pages.
  for (const [list, title, detail, evaluation] of [
    ['/teacher_teaching_class_admin', 'Kelas Mengajar Sekolah', 'teacher_teaching_class_detail_admin', 'teacher_teaching_class_evaluation_admin'],
    ['/curriculum_class_admin', 'Kelas Kurikulum Sekolah', 'curriculum_class_detail_admin', 'curriculum_class_evaluation_admin'],
  ]) {
    await openByMenu(page, list);
    await see(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Isi nilai Matematika X AKL 1' }).click();
    await expect(page).toHaveURL(new RegExp(`/${detail}/`));
    await see(page.getByRole('columnheader', { name: /Ulangan Bab 1/ })).toBeVisible();
    await page.getByRole('link', { name: 'Agus Hermawan' }).click();
    await expect(page).toHaveURL(new RegExp(`/${evaluation}/`));
    await see(page.getByRole('heading', { name: 'Evaluasi Agus Hermawan' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Ulangan Bab 1' })).toContainText('menyelesaikan persamaan dan pertidaksamaan linear');
  }

  // /course_group: the order of a subject in the rapor (a word refused), saved unchanged.
  await openByMenu(page, '/course_group');
  await see(page.getByRole('heading', { name: 'Kelompok Mata Pelajaran' })).toBeVisible();
  const order = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Matematika', { exact: true }) })
    .getByLabel('Urutan');
  const was = await order.inputValue();
  await order.fill('dua');
  await see(page.getByRole('alert').filter({ hasText: 'Urutan harus bilangan 0–999.' })).toBeVisible();
  await order.fill(was || '4');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByText('Kelompok mapel disimpan')).toBeVisible();

  // /list_section_class and /teaching_value: the school's rombel with their wali kelas; the class recap of the
  // released semester 1, downloaded as Excel.
  await openByMenu(page, '/list_section_class');
  await expect(await cellUnder(page, 'Daftar Rombel', 'X AKL 1', 'Wali kelas')).toHaveText('Budi Santoso, S.Pd. (Demo)');
  await openByMenu(page, '/teaching_value');
  await page.getByLabel('Semester').selectOption('1');
  await see(page.getByText('Tahun ajaran 2025/2026 · semester 1')).toBeVisible();
  const maths = ['Matematika', 'X AKL 1'];
  await expect(await cellUnder(page, 'Rekap Nilai Kelas Ajar', maths, 'Kelengkapan nilai (%)')).toHaveText('100');
  await expect(await cellUnder(page, 'Rekap Nilai Kelas Ajar', maths, 'Guru')).toHaveText('Budi Santoso, S.Pd. (Demo)');
  const recapFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await recapFile).suggestedFilename()).toMatch(/\.xlsx$/);

  // /raport2: one rombel's rapor as a background job, then its PDF.
  await openByMenu(page, '/raport2');
  await see(page.getByRole('heading', { name: 'Cetak Rapor Sekolah' })).toBeVisible();
  await page.getByLabel('Semester').selectOption('1');
  await page.getByLabel('XI DKV 1', { exact: true }).check();
  await page.getByRole('button', { name: 'Buat rapor 1 rombel' }).click();
  await see(page.getByText(/^Selesai: 30 rapor dalam 1 berkas/)).toBeVisible({ timeout: 60_000 });
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF Rapor XI DKV 1' }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);

  // /rekap_un_us: a school-exam score of XII AKL 1 (a word refused), then /nilaikelulusan takes it in.
  // The first rombel of the last grade (XII AKL 1) is the one each page opens with.
  await openByMenu(page, '/rekap_un_us');
  const us = page.getByRole('textbox', { name: /^US / }).first();
  const label = (await us.getAttribute('aria-label')) ?? '';
  await us.fill('seratus');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByRole('alert').filter({ hasText: 'Perbaiki nilai yang ditandai merah (0–100).' })).toBeVisible();
  await us.fill('88');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByText('Nilai ujian sekolah disimpan')).toBeVisible();
  await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('88');

  await openByMenu(page, '/nilaikelulusan');
  const decision = page.getByRole('combobox', { name: /^Keputusan / }).first();
  // A change either way (a rerun on the same database finds the earlier decision).
  const decided = (await decision.inputValue()) === 'lulus' ? 'tidak_lulus' : 'lulus';
  await decision.selectOption(decided);
  await page.getByRole('button', { name: /^Simpan keputusan/ }).click();
  await see(page.getByText('Keputusan kelulusan disimpan')).toBeVisible();
  await expect(decision).toHaveValue(decided);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);
  expect(errors).toEqual([]);
});

test('the principal records a lesson supervision (a missing score refused), corrects it, deletes it, and downloads the grade and teacher attendance reports', async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'kepsek@demo.sch.id', '/evaluation_teach');
  await see(page.getByRole('heading', { name: 'Evaluasi Mengajar (Supervisi)' })).toBeVisible();
  await page.getByRole('link', { name: '+ Tambah supervisi' }).click();
  await see(page.getByRole('heading', { name: 'Tambah Supervisi' })).toBeVisible();
  await page.getByLabel('Guru', { exact: true }).selectOption({ label: 'Budi Santoso, S.Pd. (Demo)' });
  await page.getByLabel('Kelas yang diamati').selectOption({ index: 1 });
  const day = `2026-0${(parseInt(run, 36) % 9) + 1}-1${parseInt(run, 36) % 10}`;
  await page.getByLabel('Tanggal supervisi').fill(day);
  const aspects = page.locator('fieldset select');
  for (let i = 0; i < 7; i++) await aspects.nth(i).selectOption('3');
  await page.getByLabel('Temuan').fill(`Apersepsi singkat ${run}`);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await refused(page, 'Skor paling kecil 1.');
  await aspects.nth(7).selectOption('4');
  await page.getByRole('button', { name: 'Simpan' }).click();
  // 7 × 3 + 4 = 25 of 32 → 78 (Baik).
  const item = page.getByRole('listitem').filter({ hasText: `Apersepsi singkat ${run}` });
  await see(item.getByText('Nilai 78 (Baik)')).toBeVisible();

  await item.getByRole('link', { name: /^Ubah supervisi / }).click();
  await see(page.getByRole('heading', { name: 'Ubah Supervisi' })).toBeVisible();
  for (let i = 0; i < 8; i++) await aspects.nth(i).selectOption('4');
  await page.getByLabel('Tindak lanjut').fill(`Pendampingan media ${run}`);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await see(item.getByText('Nilai 100 (Amat Baik)')).toBeVisible();
  await expect(item).toContainText(`Tindak lanjut: Pendampingan media ${run}`);

  await item.getByRole('button', { name: /^Hapus supervisi / }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(item).toHaveCount(0);

  // The assessment and student performance reports of the released semester 1, each downloaded as Excel.
  await openByMenu(page, '/Laporanpenilaiansiswa');
  await see(page.getByRole('heading', { name: 'Laporan Penilaian Siswa' })).toBeVisible();
  await page.getByLabel('Semester').selectOption('1');
  await see(page.getByText('Tahun ajaran 2025/2026 · semester 1')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Matematika' }).getByRole('cell').nth(2)).toHaveText('75');
  let file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await file).suggestedFilename()).toMatch(/\.xlsx$/);
  await openByMenu(page, '/performancestudentreport');
  await page.getByLabel('Semester').selectOption('1');
  await see(page.getByText('Tahun ajaran 2025/2026 · semester 1')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Laporan Performa Siswa' }).locator('tbody tr').first().getByRole('cell').first()).toHaveText('1');
  file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await file).suggestedFilename()).toMatch(/\.xlsx$/);

  // The teachers' attendance of the month (downloaded as Excel) and of one day, guru@ among them.
  await openByMenu(page, '/Laporankehadiranguru');
  await see(page.getByRole('region', { name: 'Kehadiran guru per bulan' }).getByRole('row', { name: /Budi Santoso/ })).toBeVisible();
  file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh Excel' }).click();
  expect((await file).suggestedFilename()).toMatch(/\.xlsx$/);
  await openByMenu(page, '/Laporanabsensiguru');
  await see(page.getByRole('region', { name: 'Absensi guru satu hari' }).getByRole('row', { name: /Budi Santoso/ })).toBeVisible();
  expect(errors).toEqual([]);
});
