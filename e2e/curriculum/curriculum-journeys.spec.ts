import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { IMPORT_COLUMNS } from '../../src/shared/api/curriculum/import.ts';
import { signInViaApi } from '../portal/fixtures.ts';
import { pushRoute } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';

/**
 * The curriculum's screens doing their work as their roles (issue 15; docs/workflows/issue-15.md): the superadmin
 * keeps the platform's CP and ATP, and a school admin changes only its copy; the admin writes a TP into the
 * school's ATP, and the teacher assesses it and reads it back as the rapor's capaian sentence; the K13 school's
 * admin keeps its KD. Planning documents and kokurikuler are in e2e/planning/planning-roles.spec.ts.
 */
test.setTimeout(180_000);
const see = expect.configure({ timeout: 20_000 });
/** A mark of this run, so that a retried test meets no record of the first try. */
const run = Date.now().toString(36).slice(-5);

/** The "Gagal" dialog of a refused change: its message, then closed. */
async function refusal(page: Page, message: string | RegExp) {
  await see(page.getByRole('dialog')).toContainText(message);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^(OK|Tutup)$/ })
    .click();
  await see(page.getByRole('dialog')).toBeHidden();
}

/** The success toast of a change (it closes by itself). */
const done = (page: Page, title: string) => see(page.getByRole('dialog').getByText(title, { exact: true })).toBeVisible();

async function workbookFile(name: string, rows: string[][]): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('cp');
  sheet.addRow([...IMPORT_COLUMNS.cp]);
  for (const r of rows) sheet.addRow(r);
  const file = path.join(os.tmpdir(), `${name}-${run}.xlsx`);
  fs.writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
  return file;
}

test("the superadmin keeps the platform's CP, ATP and reference RPP, and a school admin changes only its own copy", async ({ page }) => {
  const errors = watchServerErrors(page);
  const element = `Elemen Uji ${run}`;
  const text = `Pada akhir fase E, murid mampu menafsirkan data ${run}.`;
  await signInViaApi(page, 'superadmin@demo.sch.id', '/learn_course_cp');
  await see(page.getByRole('heading', { name: 'Capaian Pembelajaran Mapel' })).toBeVisible();

  // A platform CP: refused without its text, then saved as the platform's reference.
  await page.getByRole('button', { name: 'Tambah CP' }).click();
  const form = page.getByRole('form', { name: 'Tambah CP' });
  await see(form.getByText('Disimpan sebagai referensi platform.')).toBeVisible();
  await form.getByLabel('Mata pelajaran').selectOption({ label: 'Matematika' });
  await form.getByLabel('Elemen').fill(element);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await refusal(page, 'Capaian pembelajaran wajib diisi.');
  await see(form.getByText('Capaian pembelajaran wajib diisi.')).toBeVisible();
  await form.getByLabel('Capaian pembelajaran').fill(text);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'CP disimpan');
  const platformRow = page.getByRole('listitem').filter({ hasText: element });
  await see(platformRow).toContainText('Referensi platform');
  await see(platformRow).toContainText(text);

  // An import with an unknown phase: the row's error, and nothing stored.
  await page.getByRole('button', { name: 'Impor CP dari Excel' }).click();
  await page.getByLabel('Berkas .xlsx').setInputFiles(
    await workbookFile('cp-salah', [
      ['MAT', 'E', `Impor Benar ${run}`, 'Teks benar.'],
      ['MAT', 'Z', `Impor Salah ${run}`, 'Teks.'],
    ]),
  );
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  await see(page.getByRole('alert').filter({ hasText: 'tidak ada yang disimpan' })).toContainText('1 kesalahan');
  await see(page.getByText(/^Baris 3, /)).toBeVisible();
  await expect(page.getByText(`Impor Benar ${run}`)).toHaveCount(0);

  // A platform ATP for the same subject and phase, with one TP under the new CP element.
  await pushRoute(page, '/curriculum_atp_def/add');
  await see(page.getByRole('heading', { name: 'Tambah ATP Bawaan' })).toBeVisible();
  await page.getByLabel('Mata pelajaran referensi').selectOption({ label: 'Matematika' });
  await page.getByLabel('Fase').selectOption('E');
  await page.getByLabel('Judul ATP').fill(`ATP Uji ${run}`);
  await page.getByRole('button', { name: 'Buat ATP' }).click();
  await see(page.getByRole('heading', { name: `ATP Uji ${run}` })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah TP' }).click();
  await page.getByRole('button', { name: 'Simpan ATP' }).click();
  await refusal(page, 'Rumusan TP wajib diisi.');
  await see(page.getByText('Rumusan TP wajib diisi.')).toBeVisible();
  const tp = page.getByRole('group', { name: /^TP 1/ });
  await tp.getByLabel('Rumusan TP 1').fill(`Murid menafsirkan diagram data ${run}.`);
  await tp.getByLabel('Elemen CP').selectOption({ label: element });
  await tp.getByLabel('JP').fill('4');
  await page.getByRole('button', { name: 'Simpan ATP' }).click();
  await done(page, 'ATP disimpan');
  await see(page.getByText(/Fase E .* · 1 TP · 4 JP/)).toBeVisible();

  // A platform reference RPP, for schools to read and copy.
  await pushRoute(page, '/rpp-reff-add');
  await see(page.getByRole('heading', { name: 'Referensi RPP baru' })).toBeVisible();
  await page.getByLabel('Judul templat').fill(`Referensi RPP ${run}`);
  await page.getByLabel('Mata pelajaran').fill('Matematika');
  await page.getByLabel('Fase/kelas').fill('E / X');
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  await see(page.getByRole('row', { name: new RegExp(`Referensi RPP ${run}`) })).toContainText('Matematika · E / X');

  // The school admin: the platform text has no edit button, only a copy; the copy is changed, the platform's is not.
  const { token } = await signInViaApi(page, 'admin@demo.sch.id', '/learn_course_cp?owner=platform&phase=E');
  const adminRow = page.getByRole('listitem').filter({ hasText: element });
  await see(adminRow).toContainText(text);
  await expect(adminRow.getByRole('button', { name: 'Ubah' })).toHaveCount(0);
  await expect(adminRow.getByRole('button', { name: 'Hapus' })).toHaveCount(0);
  const platformId = (
    (await (await page.request.get('/api/curriculum/cps?owner=platform&phase=E', { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { id: number; element: string }[];
    }
  ).data.find((r) => r.element === element)!.id;
  const forged = await page.request.post('/api/curriculum/cps', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: platformId, owner: 'school', subjectId: 1, phase: 'E', element, description: 'Diubah sekolah.' },
  });
  expect(forged.status()).toBeGreaterThanOrEqual(403);
  await adminRow.getByRole('button', { name: 'Salin ke sekolah' }).click();
  await done(page, 'Disalin ke sekolah');
  await see(adminRow).toContainText('Sudah disalin ke sekolah');

  await pushRoute(page, '/setting_cp');
  await see(page.getByRole('heading', { name: 'Pengaturan Capaian Pembelajaran' })).toBeVisible();
  const copyRow = page.getByRole('listitem').filter({ hasText: element });
  await see(copyRow).toContainText('Salinan');
  await copyRow.getByRole('button', { name: 'Ubah' }).click();
  const edit = page.getByRole('form', { name: 'Ubah CP' });
  await see(edit.getByText('Disimpan sebagai milik sekolah ini.')).toBeVisible();
  await edit.getByLabel('Capaian pembelajaran').fill(`${text} Disesuaikan sekolah.`);
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'CP disimpan');
  await see(copyRow).toContainText('Disesuaikan sekolah.');

  await pushRoute(page, '/learn_course_cp?owner=platform&phase=E');
  await see(page.getByRole('listitem').filter({ hasText: element })).toContainText(text);
  await expect(page.getByRole('listitem').filter({ hasText: element })).not.toContainText('Disesuaikan sekolah.');

  // The platform's ATP: read-only for the school, copied with its TP, which then sits under the school's copy of the CP.
  await pushRoute(page, '/curriculum_atp_def?phase=E');
  const atpRow = page.getByRole('listitem').filter({ hasText: `ATP Uji ${run}` });
  await atpRow.getByRole('link', { name: `ATP Uji ${run}` }).click();
  await see(page.getByText(/· 1 TP · 4 JP · hanya baca/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan ATP' })).toHaveCount(0);
  await page.getByRole('link', { name: '← Kembali ke daftar ATP' }).click();
  await atpRow.getByRole('button', { name: 'Salin ke sekolah' }).click();
  await done(page, 'ATP disalin ke sekolah');
  await see(page.getByText('Milik sekolah')).toBeVisible();
  await see(page.getByLabel('Rumusan TP 1')).toHaveValue(`Murid menafsirkan diagram data ${run}.`);
  await see(page.getByLabel('Elemen CP')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Elemen CP').locator('option:checked')).toHaveText(element);

  // The platform's reference RPP: read-only for the school, which edits its own copy.
  await pushRoute(page, '/rpp-reff');
  await page.getByRole('link', { name: `Referensi RPP ${run}` }).click();
  await see(page.getByRole('status').filter({ hasText: 'Templat platform hanya dapat diubah superadmin.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan templat' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salin ke sekolah' }).click();
  await done(page, 'Templat disalin ke sekolah');
  await see(page.getByRole('heading', { name: new RegExp(`^Ubah .*Referensi RPP ${run}`) })).toBeVisible();
  await expect(page).toHaveURL(/\/rpp-school-edit\/\d+$/);
  expect(errors).toEqual([]);
});

test("the admin writes a TP into the school's ATP, and the teacher's assessment of it becomes the rapor's capaian sentence", async ({ page }) => {
  const errors = watchServerErrors(page);
  const objective = `menafsirkan diagram lingkaran ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/curriculum_atp');
  await page.getByRole('link', { name: /^ATP SMK Demo — Matematika Fase E/ }).click();
  await see(page.getByRole('heading', { name: /^ATP SMK Demo — Matematika Fase E/ })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah TP' }).click();
  const tp = page.getByRole('group').last();
  await tp.getByRole('textbox').first().fill(objective);
  await tp.getByLabel('Kelas').selectOption('10');
  await tp.getByLabel('Semester').selectOption('1');
  await tp.getByLabel('JP').fill('2');
  await page.getByRole('button', { name: 'Simpan ATP' }).click();
  await done(page, 'ATP disimpan');

  // The TP linked to a question of the bank: deleting it is refused, naming where it is used.
  const saved = page.getByRole('listitem').filter({ hasText: objective });
  await saved.getByRole('button', { name: 'Soal terkait (0)' }).click();
  await saved.getByRole('checkbox').first().check();
  await saved.getByRole('button', { name: 'Simpan tautan soal' }).click();
  await done(page, 'Tautan soal disimpan');
  await see(saved.getByRole('button', { name: 'Soal terkait (1)' })).toBeVisible();
  await saved.getByRole('button', { name: 'Hapus TP' }).click();
  await page.getByRole('button', { name: 'Simpan ATP' }).click();
  await refusal(page, /TP yang dihapus masih dipakai oleh 1 soal .*Lepaskan tautannya dahulu\./);
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await see(page.getByRole('listitem').filter({ hasText: objective })).toBeVisible();

  // The KKM matrix refuses a KKM above 100.
  await pushRoute(page, '/sdp_set_score_school');
  await see(page.getByRole('heading', { name: 'Pengaturan Nilai SDP Sekolah' })).toBeVisible();
  const kkm = page.getByLabel(/^KKM Matematika kelas X\b/).first();
  const before = await kkm.inputValue();
  await kkm.fill('150');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await refusal(page, 'KKM 0–100.');
  await see(page.getByRole('alert')).toHaveText('KKM 0–100.');
  await kkm.fill(before);
  await see(page.getByText('Tidak ada perubahan')).toBeVisible();

  // The teacher reads the ATP of the subject they teach, read-only, then assesses that TP: the score under the KKM makes the capaian sentence, in the grid and the rapor.
  await signInViaApi(page, 'guru@demo.sch.id', '/curriculum_atp?mine=1');
  await page.getByRole('link', { name: /^ATP SMK Demo — Matematika Fase E/ }).click();
  await see(page.getByText(objective)).toBeVisible();
  await see(page.getByText(/ · hanya baca$/)).toBeVisible();
  await pushRoute(page, '/teacher_teaching_class');
  await page
    .getByRole('link', { name: /^Isi nilai Matematika/ })
    .first()
    .click();
  await page.getByRole('button', { name: '+ Tambah penilaian' }).click();
  const fromCurriculum = page.getByLabel('TP dari kurikulum (opsional)');
  await fromCurriculum.selectOption((await fromCurriculum.locator('option', { hasText: objective }).getAttribute('value'))!);
  await see(page.getByLabel('Tujuan pembelajaran (TP)')).toHaveValue(objective);
  await page.getByLabel('Nama penilaian').fill(`Sumatif TP ${run}`);
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  // The first student (Agus Hermawan): teaching-reports.spec.ts rewrites Andi Pratama's capaian by hand, which hides the made one.
  const cells = page.getByRole('textbox', { name: new RegExp(`^Sumatif TP ${run} `) });
  await cells.first().fill('0');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByText(/^Tersimpan \(1 nilai\)/)).toBeVisible();
  const student = ((await cells.first().getAttribute('aria-label')) ?? '').replace(`Sumatif TP ${run} `, '');
  const sentence = `Perlu bantuan dalam ${objective}.`;
  await see(page.getByRole('row', { name: new RegExp(`^${student}`) })).toContainText(sentence);

  await pushRoute(page, '/preview_raport');
  await see(page.getByRole('heading', { name: 'Rapor Siswa' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(student) }).click();
  await see(page.getByText('LAPORAN HASIL BELAJAR (RAPOR)')).toBeVisible();
  await see(page.getByRole('row', { name: /Matematika/ }).first()).toContainText(sentence);
  await page.goBack();
  await page.getByRole('button', { name: `Hapus penilaian Sumatif TP ${run}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await done(page, 'Penilaian dihapus');
  expect(errors).toEqual([]);
});

test("the K13 school's admin adds a KD and maps it to a theme; while mapped, deleting it is refused naming the theme", async ({ page }) => {
  const errors = watchServerErrors(page);
  const kd = `Menjelaskan data tunggal ${run}`;
  await signInViaApi(page, 'admin.smp@demo.sch.id', '/basiccompetence/add_basiccompetence');
  await see(page.getByRole('heading', { name: 'Tambah Kompetensi Dasar' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Tambah KD' });
  await form.getByLabel('Mata pelajaran').selectOption({ label: 'Matematika' });
  await form.getByLabel('Kelas').selectOption('7');
  await form.getByLabel('Kode KD (mis. 3.1)').fill('3.99');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await refusal(page, 'Rumusan KD wajib diisi.');
  await see(form.getByText('Rumusan KD wajib diisi.')).toBeVisible();
  await form.getByLabel('Rumusan KD').fill(kd);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'KD disimpan');
  await see(page.getByRole('heading', { name: 'Kompetensi Dasar' })).toBeVisible();
  await see(page.getByRole('listitem').filter({ hasText: kd })).toContainText('Milik sekolah');

  // Mapped to the second theme of kelas 7, the KD cannot be deleted; unmapped, it can.
  await pushRoute(page, '/theme/mapping-basecore-comp');
  const theme = page.getByLabel('Tema', { exact: true });
  const themeId = (await theme.locator('option', { hasText: 'Lingkungan Sekitarku' }).getAttribute('value'))!;
  await theme.selectOption(themeId);
  const box = page.getByRole('checkbox', { name: new RegExp(kd) });
  await box.check();
  await page.getByRole('button', { name: 'Simpan pemetaan' }).click();
  await done(page, 'Pemetaan tema disimpan');
  await pushRoute(page, '/basiccompetence/index');
  const mine = page.getByRole('listitem').filter({ hasText: kd });
  await mine.getByRole('button', { name: 'Hapus' }).click();
  await refusal(page, 'KD ini masih dipakai oleh 1 tema (Tema 2 kelas 7: Lingkungan Sekitarku). Lepaskan tautannya dahulu.');
  await pushRoute(page, `/theme/mapping-basecore-comp?id=${themeId}`);
  await see(box).toBeChecked();
  await box.uncheck();
  await page.getByRole('button', { name: 'Simpan pemetaan' }).click();
  await done(page, 'Pemetaan tema disimpan');
  await pushRoute(page, '/basiccompetence/index');
  await mine.getByRole('button', { name: 'Hapus' }).click();
  await done(page, 'KD dihapus');
  await expect(mine).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the admin sets the school's subject structure: a course type, a group under it, a name on the rapor and the hours per grade", async ({ page }) => {
  const errors = watchServerErrors(page);
  const type = `Muatan Uji ${run}`;
  const group = `Kelompok Uji ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/add_course_type');
  await see(page.getByLabel('Nama Jenis Mapel')).toBeVisible();
  await page.getByLabel('Kode').fill(`T${run}`);
  await page.getByLabel('Nama Jenis Mapel').fill(type);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('cell', { name: type, exact: true })).toBeVisible();
  // The same code again is refused under its field.
  await pushRoute(page, '/add_course_type');
  await page.getByLabel('Kode').fill(`T${run}`);
  await page.getByLabel('Nama Jenis Mapel').fill(`${type} kembar`);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Kode jenis mapel ini sudah ada.')).toBeVisible();

  // A group under the new type; the type cannot go while its group is there.
  await pushRoute(page, '/mapping/course-group?new=1');
  await see(page.getByLabel('Nama Kelompok')).toBeVisible();
  await page.getByLabel('Kode').fill(`K${run}`);
  await page.getByLabel('Nama Kelompok').fill(group);
  await page.getByRole('combobox', { name: 'Jenis Mapel' }).selectOption({ label: type });
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('cell', { name: group, exact: true })).toBeVisible();
  await pushRoute(page, '/course_type_school');
  await see(page.getByRole('row', { name: new RegExp(type) })).toContainText('1');
  await page.getByRole('button', { name: `Hapus ${type}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await refusal(page, 'masih dipakai');
  await pushRoute(page, '/mapping/course-group');
  await page.getByRole('button', { name: `Hapus ${group}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await see(page.getByRole('cell', { name: group, exact: true })).toHaveCount(0);
  await pushRoute(page, '/course_type_school');
  await page.getByRole('button', { name: `Hapus ${type}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await see(page.getByRole('cell', { name: type, exact: true })).toHaveCount(0);

  // The rapor of kelas XII: the name a course prints, too long refused, then set, and put back.
  await pushRoute(page, '/sdp_setting_raport');
  await see(page.getByRole('heading', { name: 'Pengaturan Rapor SDP' })).toBeVisible();
  const grade = page.getByLabel('Tingkat', { exact: true });
  await grade.selectOption((await grade.locator('option', { hasText: 'Kelas XII (' }).getAttribute('value'))!);
  const printed = page.getByLabel('Nama di rapor').first();
  const printedBefore = await printed.inputValue();
  await printed.fill('x'.repeat(121));
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await refusal(page, 'Nama di rapor paling banyak 120 karakter.');
  await see(page.getByText('Nama di rapor paling banyak 120 karakter.')).toBeVisible();
  await printed.fill(`Nama Rapor ${run}`);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await done(page, 'Pemetaan disimpan');
  await see(page.getByText('Ada perubahan yang belum disimpan.')).toHaveCount(0);
  await see(printed).toHaveValue(`Nama Rapor ${run}`);
  await printed.fill(printedBefore);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Ada perubahan yang belum disimpan.')).toHaveCount(0);
  await see(printed).toHaveValue(printedBefore);

  // Hours per week per grade: above 40 is refused; a change moves the grade's total, and is put back.
  await pushRoute(page, '/mapping/grade-level-subjects');
  await see(page.getByRole('heading', { name: 'Pemetaan Mapel per Tingkat' })).toBeVisible();
  const jp = page.getByLabel('JP Informatika kelas XI', { exact: true });
  const hours = Number(await jp.inputValue());
  const total = page
    .getByRole('row', { name: /^Jumlah JP per minggu/ })
    .getByRole('cell')
    .nth(1);
  const before = Number(await total.textContent());
  await jp.fill('50');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await refusal(page, 'JP paling banyak 40.');
  await see(page.getByRole('alert')).toHaveText('JP paling banyak 40.');
  await jp.fill(String(hours + 1));
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await done(page, 'Mapel per tingkat disimpan');
  await see(total).toHaveText(String(before + 1));
  await jp.fill(hours ? String(hours) : '');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Tidak ada perubahan')).toBeVisible();
  await see(total).toHaveText(String(before));
  expect(errors).toEqual([]);
});

test("the admin's school RPP template is the teacher's starting point; the RPP prints, and a modul ajar links a TP of the school", async ({ page }) => {
  const errors = watchServerErrors(page);
  const template = `Templat RPP ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/rpp-school-add');
  await see(page.getByRole('heading', { name: 'Templat Sekolah RPP baru' })).toBeVisible();
  await page.getByLabel('Judul templat').fill('RP');
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await refusal(page, 'Judul paling sedikit 3 karakter.');
  await see(page.getByText('Judul paling sedikit 3 karakter.')).toBeVisible();
  await page.getByLabel('Judul templat').fill(template);
  await page.getByRole('textbox', { name: 'Isi awal Tujuan Pembelajaran' }).click();
  await page.keyboard.type(`Murid dapat membaca diagram ${run}.`);
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  await see(page.getByRole('heading', { name: 'Templat Sekolah RPP' })).toBeVisible();
  await see(page.getByRole('link', { name: template })).toBeVisible();

  await signInViaApi(page, 'guru@demo.sch.id', '/add_rpp');
  await see(page.getByRole('heading', { name: 'Tulis RPP' })).toBeVisible();
  await page.getByLabel('Judul').fill(`RPP Diagram ${run}`);
  await page.getByRole('button', { name: 'Buat RPP' }).click();
  await refusal(page, 'Pilih mata pelajaran.');
  await see(page.getByText('Pilih mata pelajaran.')).toBeVisible();
  const teaching = page.getByLabel('Mata pelajaran dan tingkat');
  await teaching.selectOption(
    (await teaching
      .locator('option', { hasText: /^Matematika · Kelas X / })
      .first()
      .getAttribute('value'))!,
  );
  const templates = page.getByLabel('Templat');
  await templates.selectOption((await templates.locator('option', { hasText: `Sekolah: ${template}` }).getAttribute('value'))!);
  await page.getByRole('button', { name: 'Buat RPP' }).click();
  await see(page.getByRole('heading', { name: `RPP Diagram ${run}` })).toBeVisible();
  await see(page.getByRole('textbox', { name: /Tujuan Pembelajaran$/ })).toContainText(`Murid dapat membaca diagram ${run}.`);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF RPP' }).click();
  expect((await download).suggestedFilename()).toMatch(/^rpp-matematika-.*\.pdf$/);

  // A modul ajar (Kurikulum Merdeka) links a TP of the school's ATP for Matematika kelas X.
  await pushRoute(page, '/curriculum_ma/add');
  await see(page.getByRole('heading', { name: 'Tulis Modul Ajar' })).toBeVisible();
  await page.getByLabel('Mata pelajaran dan tingkat').selectOption(
    (await teaching
      .locator('option', { hasText: /^Matematika · Kelas X / })
      .first()
      .getAttribute('value'))!,
  );
  await page.getByLabel('Judul').fill(`Modul Ajar Diagram ${run}`);
  await page.getByRole('button', { name: 'Buat Modul Ajar' }).click();
  await see(page.getByRole('heading', { name: `Modul Ajar Diagram ${run}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pilih tautan kurikulum' }).click();
  const firstTp = page.getByRole('group', { name: 'Tujuan pembelajaran sekolah' }).getByRole('checkbox').first();
  const tpText = ((await page.locator(`label[for="${await firstTp.getAttribute('id')}"]`).textContent()) ?? '').replace(/ \(semester \d\)$/, '');
  await firstTp.check();
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('button', { name: 'Simpan', exact: true })).toBeDisabled();
  await see(page.getByRole('region', { name: 'Tautan Kurikulum' }).getByRole('listitem').first()).toContainText(tpText.trim());
  expect(errors).toEqual([]);
});

test('the K13 school keeps its KI, KD, themes and grade curricula, and its teacher writes a silabus and an RPP linked to a KD', async ({ page }) => {
  const errors = watchServerErrors(page);
  const kd = `Menyajikan data berkelompok ${run}`;
  const code = `4.${50 + (parseInt(run, 36) % 49)}`;
  const theme = `Tema Uji ${run}`;
  await signInViaApi(page, 'admin.smp@demo.sch.id', '/core_competence?owner=school&stage=SMP');
  await see(page.getByRole('heading', { name: 'Kompetensi Inti' })).toBeVisible();

  // The school's copy of a KI: its text cannot be emptied; changed, then put back.
  const ki = page.getByRole('listitem').filter({ hasText: 'Milik sekolah' }).first();
  await ki.getByRole('button', { name: 'Ubah' }).click();
  const kiForm = page.getByRole('form', { name: 'Ubah KI' });
  const kiText = kiForm.getByLabel('Rumusan KI');
  const kiBefore = await kiText.inputValue();
  await kiText.fill('');
  await kiForm.getByRole('button', { name: 'Simpan' }).click();
  await refusal(page, 'Rumusan KI wajib diisi.');
  await kiText.fill(`${kiBefore} (${run})`);
  await kiForm.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'KI disimpan');
  await see(ki).toContainText(`(${run})`);
  await ki.getByRole('button', { name: 'Ubah' }).click();
  await kiText.fill(kiBefore);
  await kiForm.getByRole('button', { name: 'Simpan' }).click();
  await see(kiForm).toHaveCount(0);
  await see(ki).not.toContainText(`(${run})`);

  // A KD of its own under KI-4, then corrected in its own form: a code outside KI-3/KI-4 is refused.
  await pushRoute(page, '/basiccompetence/add_basiccompetence');
  const add = page.getByRole('form', { name: 'Tambah KD' });
  await add.getByLabel('Mata pelajaran').selectOption({ label: 'Matematika' });
  await add.getByLabel('Kelas').selectOption('7');
  await add.getByLabel('Di bawah KI').selectOption('4');
  await add.getByLabel('Kode KD (mis. 3.1)').fill(code);
  await add.getByLabel('Rumusan KD').fill(`${kd} (draf)`);
  await add.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'KD disimpan');
  await page
    .getByRole('listitem')
    .filter({ hasText: `${kd} (draf)` })
    .getByRole('link', { name: 'Buka formulir' })
    .click();
  await see(page.getByRole('heading', { name: 'Ubah Kompetensi Dasar' })).toBeVisible();
  const edit = page.getByRole('form', { name: 'Ubah KD' });
  await edit.getByLabel('Kode KD (mis. 3.1)').fill('5.1');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await refusal(page, 'Kode KD seperti 3.1 atau 4.12.');
  await see(edit.getByText('Kode KD seperti 3.1 atau 4.12.')).toBeVisible();
  await edit.getByLabel('Kode KD (mis. 3.1)').fill(code);
  await edit.getByLabel('Rumusan KD').fill(kd);
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'KD disimpan');
  await see(page.getByRole('heading', { name: 'Kompetensi Dasar', exact: true })).toBeVisible();
  await see(page.getByRole('listitem').filter({ hasText: kd })).toContainText(`Matematika · Kelas 7 · KD ${code}`);

  // A theme of kelas 9: a theme number above 20 is refused under its field.
  await pushRoute(page, '/theme?new=1');
  await page.getByLabel('Tingkat').fill('9');
  await page.getByLabel('Nomor Tema').fill('25');
  await page.getByLabel('Nama Tema').fill(theme);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Paling besar 20.')).toBeVisible();
  await page.getByLabel('Nomor Tema').fill(String(1 + (parseInt(run, 36) % 20)));
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Tema berhasil disimpan.')).toBeVisible();
  await see(page.getByRole('cell', { name: theme, exact: true })).toBeVisible();

  // Kelas IX moved to Kurikulum Merdeka shows its CP of fase D instead of KI/KD; put back to K13.
  await pushRoute(page, '/class_type_compt');
  const nine = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kelas IX', exact: true }) });
  await see(nine).toContainText('KI: ');
  await see(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Kelas VII', exact: true }) })).toContainText(/KD kelas 7: \d+/);
  await nine.getByLabel('Kurikulum').selectOption('merdeka');
  await see(nine).toContainText('CP Fase D milik sekolah:');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await done(page, 'Kurikulum tingkat disimpan');
  await see(nine.getByLabel('Kurikulum')).toHaveValue('merdeka');
  await nine.getByLabel('Kurikulum').selectOption('k13');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('button', { name: 'Simpan', exact: true })).toBeDisabled();
  await see(nine).toContainText('KD kelas 9:');

  // The teacher: a silabus of Matematika kelas VII linked to that KD (grouped under its KI), printed.
  await signInViaApi(page, 'guru.smp@demo.sch.id', '/syllabus/index');
  await see(page.getByRole('heading', { name: 'Silabus Saya' })).toBeVisible();
  await page.getByRole('link', { name: 'Tulis Silabus' }).click();
  await see(page.getByRole('heading', { name: 'Tulis Silabus' })).toBeVisible();
  await page.getByLabel('Judul').fill(`Silabus Statistika ${run}`);
  await page.getByRole('button', { name: 'Buat Silabus' }).click();
  await refusal(page, 'Pilih mata pelajaran.');
  const teaching = page.getByLabel('Mata pelajaran dan tingkat');
  const math7 = async () =>
    (await teaching
      .locator('option', { hasText: /^Matematika · Kelas VII / })
      .first()
      .getAttribute('value'))!;
  await teaching.selectOption(await math7());
  await page.getByRole('button', { name: 'Buat Silabus' }).click();
  await see(page.getByRole('heading', { name: `Silabus Statistika ${run}` })).toBeVisible();
  await see(page.getByText(/^Silabus · Matematika · Kelas VII · .*Kurikulum 2013/)).toBeVisible();
  const linkKd = async () => {
    await page.getByRole('button', { name: 'Pilih tautan kurikulum' }).click();
    const picker = page.getByRole('group', { name: 'Kompetensi dasar sekolah' });
    await see(picker.getByText('KI-3 Pengetahuan', { exact: true })).toBeVisible();
    await see(picker.getByText('KI-4 Keterampilan', { exact: true })).toBeVisible();
    await picker.getByRole('checkbox', { name: `${code} ${kd}` }).check();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await see(page.getByRole('button', { name: 'Simpan', exact: true })).toBeDisabled();
    await see(page.getByRole('region', { name: 'Tautan Kurikulum' }).getByRole('listitem')).toContainText(`${code} ${kd}`);
  };
  await linkKd();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF Silabus' }).click();
  expect((await download).suggestedFilename()).toMatch(/^silabus-matematika-vii-silabus-statistika-.*\.pdf$/);
  await page.getByRole('link', { name: '← Daftar Silabus' }).click();
  await see(page.getByRole('listitem').filter({ hasText: `Silabus Statistika ${run}` })).toContainText('Draf');

  // An RPP satu lembar linked to the same KD; it is listed with the teacher's RPPs.
  await pushRoute(page, '/rpp1');
  await see(page.getByRole('heading', { name: 'RPP Satu Lembar Saya' })).toBeVisible();
  await page.getByRole('link', { name: 'Tulis RPP Satu Lembar' }).click();
  await teaching.selectOption(await math7());
  await page.getByLabel('Judul').fill(`RPP Statistika ${run}`);
  await page.getByRole('button', { name: 'Buat RPP Satu Lembar' }).click();
  await see(page.getByRole('heading', { name: `RPP Statistika ${run}` })).toBeVisible();
  await see(page.getByText(/^RPP Satu Lembar · Matematika · Kelas VII/)).toBeVisible();
  await linkKd();
  await pushRoute(page, '/rpp/index');
  await see(page.getByRole('heading', { name: 'RPP Saya' })).toBeVisible();
  await see(page.getByRole('link', { name: `RPP Statistika ${run}` })).toBeVisible();

  // The admin reads both in the school's list; the linked KD cannot be deleted, naming the documents. The theme goes.
  await signInViaApi(page, 'admin.smp@demo.sch.id', '/syllabus/index');
  await see(page.getByRole('heading', { name: 'Silabus Sekolah' })).toBeVisible();
  await see(page.getByRole('listitem').filter({ hasText: `Silabus Statistika ${run}` })).toContainText('Matematika · Kelas VII');
  await pushRoute(page, '/basiccompetence/index');
  await page.getByRole('listitem').filter({ hasText: kd }).getByRole('button', { name: 'Hapus' }).click();
  const doc = `(RPP|Silabus) Statistika ${run}`;
  await refusal(
    page,
    new RegExp(`KD ini masih dipakai oleh 2 dokumen perencanaan \\(silabus, RPP, modul ajar\\) \\(${doc}, ${doc}\\)\\. Lepaskan tautannya dahulu\\.`),
  );
  await pushRoute(page, '/theme');
  await page.getByRole('button', { name: `Hapus ${theme}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await see(page.getByRole('cell', { name: theme, exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the superadmin keeps the platform's KD and its silabus, RPP and modul ajar templates; the K13 school copies the KD and adapts a reference silabus", async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  const reference = `Referensi Silabus ${run}`;
  const platformKd = `Menentukan peluang empirik ${run}`;
  const { token } = await signInViaApi(page, 'superadmin@demo.sch.id', '/basic_competence?grade=8');
  await see(page.getByRole('heading', { name: 'Kompetensi Dasar' })).toBeVisible();

  // A platform KD of Matematika kelas 8 (the filter's grade), for schools to copy.
  await page.getByRole('button', { name: 'Tambah KD' }).click();
  const kdForm = page.getByRole('form', { name: 'Tambah KD' });
  await see(kdForm.getByText('Disimpan sebagai referensi platform.')).toBeVisible();
  await kdForm.getByLabel('Mata pelajaran').selectOption({ label: 'Matematika' });
  await kdForm.getByLabel('Kode KD (mis. 3.1)').fill('3.1');
  await kdForm.getByLabel('Rumusan KD').fill(platformKd);
  await kdForm.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'KD disimpan');
  await see(page.getByRole('listitem').filter({ hasText: platformKd })).toContainText('Matematika · Kelas 8 · KD 3.1');

  await pushRoute(page, '/silabus_def');
  await see(page.getByRole('heading', { name: 'Templat Bawaan Silabus' })).toBeVisible();

  // A default silabus: a section without its title is refused; saved, listed, then deleted.
  await page.getByRole('link', { name: 'Tambah templat bawaan' }).click();
  await see(page.getByRole('heading', { name: 'Templat Bawaan Silabus baru' })).toBeVisible();
  await page.getByLabel('Judul templat').fill(`Templat Uji Silabus ${run}`);
  await page.getByRole('textbox', { name: 'Isi awal Tujuan Pembelajaran' }).click();
  await page.keyboard.type('Murid menyajikan data.');
  await page.getByRole('button', { name: 'Tambah bagian' }).click();
  await page.getByLabel('Judul bagian 2').fill('');
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await refusal(page, 'Judul bagian wajib diisi.');
  await page.getByLabel('Judul bagian 2').fill('Penilaian');
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  const silabusRow = page.getByRole('row', { name: new RegExp(`Templat Uji Silabus ${run}`) });
  await see(silabusRow).toContainText('Lengkap');
  await see(silabusRow.getByRole('cell').nth(2)).toHaveText('2');
  await page.getByRole('button', { name: `Hapus Templat Uji Silabus ${run}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await done(page, 'Templat dihapus');
  await see(silabusRow).toHaveCount(0);

  // A default RPP satu lembar, listed with its format, then deleted.
  await pushRoute(page, '/rpp_def');
  await page.getByRole('link', { name: 'Tambah templat bawaan' }).click();
  await see(page.getByRole('heading', { name: 'Templat Bawaan RPP baru' })).toBeVisible();
  await page.getByLabel('Judul templat').fill(`Templat Uji RPP ${run}`);
  await page.getByLabel('Format', { exact: true }).selectOption('one_page');
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  await see(page.getByRole('row', { name: new RegExp(`Templat Uji RPP ${run}`) })).toContainText('Satu lembar');
  await page.getByRole('button', { name: `Hapus Templat Uji RPP ${run}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await done(page, 'Templat dihapus');

  // A default modul ajar, opened again and switched off for teachers, then deleted.
  await pushRoute(page, '/curriculum_ma_def');
  await page.getByRole('link', { name: 'Tambah templat bawaan' }).click();
  await see(page.getByRole('heading', { name: 'Templat Bawaan Modul Ajar baru' })).toBeVisible();
  await page.getByLabel('Judul templat').fill(`Templat Uji MA ${run}`);
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  await page.getByRole('link', { name: `Templat Uji MA ${run}` }).click();
  await see(page.getByRole('heading', { name: `Ubah Templat Uji MA ${run}` })).toBeVisible();
  await page.getByLabel('Aktif (dapat dipilih guru)').uncheck();
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  await see(page.getByRole('row', { name: new RegExp(`Templat Uji MA ${run}`) })).toContainText('nonaktif');
  await page.getByRole('button', { name: `Hapus Templat Uji MA ${run}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await done(page, 'Templat dihapus');

  // A reference silabus with its subject and grade, corrected once.
  await pushRoute(page, '/silabus-reff');
  await page.getByRole('link', { name: 'Tambah referensi' }).click();
  await see(page.getByRole('heading', { name: 'Referensi Silabus baru' })).toBeVisible();
  await page.getByLabel('Judul templat').fill(reference);
  await page.getByLabel('Mata pelajaran').fill('Matematika');
  await page.getByLabel('Fase/kelas').fill('VIII');
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  await page.getByRole('link', { name: reference }).click();
  await see(page.getByRole('heading', { name: `Ubah ${reference}` })).toBeVisible();
  await page.getByLabel('Fase/kelas').fill('VII');
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  await see(page.getByRole('row', { name: new RegExp(reference) })).toContainText('Matematika · VII');

  // A reference subject of the platform, added and deleted again.
  await pushRoute(page, '/setting_sdp_course?new=1');
  await page.getByLabel('Kode').fill(`U${run}`);
  await page.getByLabel('Nama Mata Pelajaran').fill(`Mapel Uji ${run}`);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Mapel Referensi berhasil disimpan.')).toBeVisible();
  await see(page.getByRole('row', { name: new RegExp(`Mapel Uji ${run}`) })).toContainText('K13 dan Kurikulum Merdeka');
  await page.getByRole('button', { name: `Hapus Mapel Uji ${run}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await see(page.getByRole('cell', { name: `Mapel Uji ${run}`, exact: true })).toHaveCount(0);

  // The K13 school: the reference is read-only, copied and renamed as the school's; its own template is added and deleted.
  await signInViaApi(page, 'admin.smp@demo.sch.id', '/silabus-reff');
  await page.getByRole('link', { name: reference }).click();
  await see(page.getByRole('status').filter({ hasText: 'Templat platform hanya dapat diubah superadmin.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan templat' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Salin ke sekolah' }).click();
  await done(page, 'Templat disalin ke sekolah');
  await see(page.getByRole('heading', { name: `Ubah ${reference} (salinan sekolah)` })).toBeVisible();
  await expect(page).toHaveURL(/\/silabus-school-edit\/\d+$/);
  await page.getByLabel('Judul templat').fill(`Silabus SMP ${run}`);
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  await see(page.getByRole('heading', { name: 'Templat Sekolah Silabus' })).toBeVisible();
  await see(page.getByRole('row', { name: new RegExp(`Silabus SMP ${run}`) })).toContainText('Matematika · VII');
  await page.getByRole('link', { name: 'Tambah templat sekolah' }).click();
  await see(page.getByRole('heading', { name: 'Templat Sekolah Silabus baru' })).toBeVisible();
  await page.getByLabel('Judul templat').fill(`Silabus Tematik ${run}`);
  await page.getByRole('button', { name: 'Simpan templat' }).click();
  await done(page, 'Templat disimpan');
  for (const title of [`Silabus Tematik ${run}`, `Silabus SMP ${run}`]) {
    await page.getByRole('button', { name: `Hapus ${title}` }).click();
    await page.getByRole('button', { name: 'Hapus', exact: true }).click();
    await done(page, 'Templat dihapus');
    await see(page.getByRole('link', { name: title })).toHaveCount(0);
  }

  // The platform's new KD taken into the school from the KI/CP settings, seen as copied, and the copy deleted again.
  await pushRoute(page, '/setting_ki_cp');
  await see(page.getByRole('heading', { name: 'Pengaturan KI/CP' })).toBeVisible();
  const math = page.getByRole('row', { name: /^Matematika/ }).first();
  await see(math).toContainText('Kelas 8: 0/1');
  await math.getByRole('button', { name: 'Salin KD kelas 8' }).click();
  await done(page, 'KD disalin ke sekolah');
  await see(math).toContainText('Kelas 8: 1/1');
  await pushRoute(page, '/basic_competence?grade=8');
  const platformRow = page.getByRole('listitem').filter({ hasText: platformKd }).filter({ hasText: 'Referensi platform' });
  await see(platformRow).toContainText('Sudah disalin ke sekolah');
  await page.getByRole('listitem').filter({ hasText: platformKd }).filter({ hasText: 'Salinan' }).getByRole('button', { name: 'Hapus' }).click();
  await done(page, 'KD dihapus');
  await see(platformRow.getByRole('button', { name: 'Salin ke sekolah' })).toBeVisible();

  // The platform's reference silabus and KD are put back (deleted by the superadmin).
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const listed = await page.request.get('/api/planning/templates?kind=silabus&role=reference', auth);
  const made = ((await listed.json()) as { templates: { id: number; title: string }[] }).templates.find((t) => t.title === reference)!;
  expect((await page.request.delete(`/api/planning/templates/${made.id}`, auth)).status()).toBe(200);
  const kds = ((await (await page.request.get('/api/curriculum/kds?owner=platform&grade=8', auth)).json()) as { data: { id: number; description: string }[] })
    .data;
  expect((await page.request.delete(`/api/curriculum/kds/${kds.find((k) => k.description === platformKd)!.id}`, auth)).status()).toBe(200);
  expect(errors).toEqual([]);
});

test("the admin keeps the school's course settings, predikat and ATP per grade, and the principal reads the supervision trail and sets the required documents", async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  const { token } = await signInViaApi(page, 'admin@demo.sch.id', '/cp_atp');
  await see(page.getByRole('heading', { name: 'CP dan ATP' })).toBeVisible();

  // CP and ATP of one subject and phase, from the overview.
  await page
    .getByRole('row', { name: /^Matematika/ })
    .first()
    .getByRole('link', { name: 'Fase E', exact: true })
    .click();
  await see(page.getByRole('heading', { name: /^Matematika · Fase E/ })).toBeVisible();
  await see(page.getByRole('link', { name: /^ATP SMK Demo — Matematika Fase E/ })).toBeVisible();

  // A course moved to another type and group, its detail read, then put back; its reference subject likewise.
  await pushRoute(page, '/set_course_school');
  await see(page.getByRole('heading', { name: 'Atur Mapel Sekolah' })).toBeVisible();
  const sunda = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Bahasa Sunda', exact: true }) });
  const type = sunda.getByLabel('Jenis mapel');
  const group = sunda.getByLabel('Kelompok mapel');
  const [typeBefore, groupBefore] = [await type.inputValue(), await group.inputValue()];
  await type.selectOption({ label: 'Kelompok Mata Pelajaran Umum' });
  await group.selectOption({ label: 'A. Kelompok Mata Pelajaran Umum' });
  await see(page.getByText('1 mapel diubah')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await done(page, 'Struktur mapel disimpan');
  await see(page.getByText('Tidak ada perubahan')).toBeVisible();
  await sunda.getByRole('link', { name: 'Bahasa Sunda', exact: true }).click();
  await see(page.getByRole('heading', { name: /^Bahasa Sunda/ })).toBeVisible();
  await see(page.getByText('Kelompok Mata Pelajaran Umum / A. Kelompok Mata Pelajaran Umum')).toBeVisible();
  await page.getByRole('link', { name: '← Kembali ke Atur Mapel Sekolah' }).click();
  await type.selectOption(typeBefore);
  await group.selectOption(groupBefore);
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await done(page, 'Struktur mapel disimpan');
  await see(page.getByText('Tidak ada perubahan')).toBeVisible();

  await pushRoute(page, '/sdp_course_school');
  await see(page.getByRole('heading', { name: 'Mapel SDP Sekolah' })).toBeVisible();
  const subject = sunda.getByLabel('Mapel referensi');
  const subjectBefore = await subject.inputValue();
  await subject.selectOption('');
  await see(sunda).toContainText('Tanpa mapel referensi, mapel ini tidak punya CP/TP/KD.');
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await done(page, 'Struktur mapel disimpan');
  await subject.selectOption(subjectBefore);
  await page.getByRole('button', { name: 'Simpan perubahan' }).click();
  await see(page.getByText('Tidak ada perubahan')).toBeVisible();
  await see(subject).toHaveValue(subjectBefore);

  // A course type renamed (an empty name refused), then put back.
  await pushRoute(page, '/course_type_school');
  await page.getByRole('link', { name: 'Ubah Muatan Lokal', exact: true }).click();
  await see(page.getByRole('heading', { name: 'Ubah Jenis Mapel' })).toBeVisible();
  const typeName = page.getByLabel('Nama Jenis Mapel');
  await typeName.fill('');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Wajib diisi.')).toBeVisible();
  await typeName.fill(`Muatan Lokal ${run}`);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Jenis Mapel berhasil disimpan.')).toBeVisible();
  await page.getByRole('link', { name: `Ubah Muatan Lokal ${run}`, exact: true }).click();
  await typeName.fill('Muatan Lokal');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('cell', { name: 'Muatan Lokal', exact: true })).toBeVisible();

  // A predikat: its top below its bottom is refused; its wording changed shows in the score structure; put back.
  await pushRoute(page, '/setting_score');
  await page.getByRole('link', { name: 'Ubah C', exact: true }).click();
  await page.getByLabel('Nilai Tertinggi').fill('60');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Nilai tertinggi tidak boleh di bawah nilai terendah.')).toBeVisible();
  await page.getByLabel('Nilai Tertinggi').fill('79');
  await page.getByLabel('Keterangan').fill(`Cukup ${run}`);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByText('Predikat Nilai berhasil disimpan.')).toBeVisible();
  await pushRoute(page, '/structure_score');
  await see(page.getByRole('heading', { name: 'Bobot nilai akhir' })).toBeVisible();
  await see(page.getByRole('row', { name: /^C / })).toHaveText(`C70–79Cukup ${run}`);
  await page.getByRole('link', { name: 'Atur predikat' }).click();
  await page.getByRole('link', { name: 'Ubah C', exact: true }).click();
  await page.getByLabel('Keterangan').fill('Cukup');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('cell', { name: 'Cukup', exact: true })).toBeVisible();

  // A school ATP for Informatika fase F (its title required), chosen for kelas XI's Informatika, then put back and deleted.
  await pushRoute(page, '/curriculum_atp/add');
  const atpForm = page.getByRole('form', { name: 'ATP baru' });
  await atpForm.getByLabel('Mata pelajaran referensi').selectOption({ label: 'Informatika' });
  await atpForm.getByLabel('Fase').selectOption('F');
  const course = atpForm.getByLabel('Mata pelajaran sekolah');
  await course.selectOption((await course.locator('option', { hasText: 'Informatika' }).first().getAttribute('value'))!);
  await atpForm.getByRole('button', { name: 'Buat ATP' }).click();
  await refusal(page, 'Judul ATP wajib diisi.');
  await atpForm.getByLabel('Judul ATP').fill(`ATP Uji Sekolah ${run}`);
  await atpForm.getByRole('button', { name: 'Buat ATP' }).click();
  await see(page.getByRole('heading', { name: `ATP Uji Sekolah ${run}` })).toBeVisible();
  const atpId = /\/curriculum_atp\/(\d+)/.exec(page.url())![1];
  await pushRoute(page, '/mapping/grade-subjects-school');
  const grade = page.getByLabel('Tingkat', { exact: true });
  await grade.selectOption((await grade.locator('option', { hasText: 'Kelas XI (' }).getAttribute('value'))!);
  const atp = page.getByRole('group', { name: /Informatika$/ }).getByLabel('ATP yang dipakai');
  const atpBefore = await atp.inputValue();
  await atp.selectOption(atpId);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await done(page, 'Pemetaan disimpan');
  await see(atp.locator('option:checked')).toHaveText(`ATP Uji Sekolah ${run} (0 TP)`);
  await atp.selectOption(atpBefore);
  const mapped = page.waitForResponse((r) => r.url().includes('/api/curriculum/rapor-mapping') && r.request().method() !== 'GET');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  expect((await mapped).status()).toBe(200);
  expect((await page.request.delete(`/api/curriculum/atps/${atpId}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

  // The kokurikuler frameworks and the flow of dimensions through the grades.
  await pushRoute(page, '/dimension_element_subelement_project_pancasila');
  const frameworks = page.getByRole('group', { name: 'Kerangka profil' }).getByRole('button');
  const other = frameworks.and(page.locator('[aria-pressed="false"]')).first();
  const otherName = (await other.textContent())!;
  await other.click();
  await see(page.getByRole('button', { name: otherName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await see(page.getByRole('heading', { name: /^\d+ dimensi$/ })).toBeVisible();
  await pushRoute(page, '/flow_dimensional');
  await see(page.getByRole('row', { name: /^X / }).first()).toContainText('S2: Sekolahku Bebas Sampah Plastik');

  // The principal: the documents required in semester 2, with a due date and a note, then the note taken off.
  await signInViaApi(page, 'kepsek@demo.sch.id', '/setting_teaching_tools');
  await see(page.getByRole('heading', { name: 'Pengaturan Perangkat Ajar' })).toBeVisible();
  await page.getByLabel('Semester').selectOption('2');
  const ma = page.getByRole('group', { name: 'Modul Ajar' });
  await see(ma.getByLabel('Wajib Modul Ajar')).toBeChecked();
  await ma.getByLabel('Tenggat').fill('2027-01-31');
  await ma.getByLabel('Catatan untuk guru').fill(`Kumpulkan sebelum MPLS ${run}`);
  await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await done(page, 'Pengaturan disimpan');
  await see(ma.getByLabel('Catatan untuk guru')).toHaveValue(`Kumpulkan sebelum MPLS ${run}`);
  await ma.getByLabel('Tenggat').fill('');
  await ma.getByLabel('Catatan untuk guru').fill('');
  const putBack = page.waitForResponse((r) => r.url().endsWith('/api/planning/requirements') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Simpan pengaturan' }).click();
  expect((await putBack).status()).toBe(200);

  // The supervision trail filtered to reviews, one document opened from it; the school's classes at a glance.
  await pushRoute(page, '/process-records');
  await see(page.getByRole('heading', { name: 'Catatan Proses Supervisi' })).toBeVisible();
  await page.getByLabel('Tindakan').selectOption('reviewed');
  const reviewed = page.getByRole('listitem').filter({ hasText: 'Modul Ajar Berpikir Komputasional' }).first();
  await see(reviewed).toContainText('Ditelaah');
  await see(reviewed).toContainText('Lengkapi rubrik asesmen akhir');
  await expect(page.getByRole('listitem').filter({ hasText: /^Diajukan/ })).toHaveCount(0);
  await reviewed.getByRole('link', { name: 'Modul Ajar Berpikir Komputasional' }).click();
  await see(page.getByRole('heading', { name: 'Modul Ajar Berpikir Komputasional' })).toBeVisible();
  await see(page.getByText('Sudah ditelaah').first()).toBeVisible();
  await pushRoute(page, '/curriculum/classes');
  await see(page.getByRole('heading', { name: 'Kurikulum per Kelas' })).toBeVisible();
  const xakl1 = page.getByRole('row', { name: /^X AKL 1 / });
  await see(xakl1.getByRole('cell').first()).toHaveText('E');
  await see(xakl1).toContainText('S2: Sekolahku Bebas Sampah Plastik');
  expect(errors).toEqual([]);
});
