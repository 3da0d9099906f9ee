import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { openByMenu, pushRoute } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { done, refused, see, xlsxOf } from '../portal/steps.ts';
import { bearerOf } from './steps.ts';

/**
 * Issue 14's report and office screens that the other grades journeys do not walk (docs/workflows/issue-14.md):
 * the office gives a rombel of its own (made for the run, so the free rombel of teaching-reports' "Perf" stays
 * free) its wali kelas on /homeroom_teacher_new, reads the mentor performance report and empties the rombel
 * again; the teacher grades a quiz in one of their classes (a word refused) and reads it back in the assessment
 * data, the task report, the teaching documents per subject and the class exercise report, then deletes it.
 */
test.setTimeout(120_000);
const run = Date.now().toString(36).slice(-5);

/** The row of the report table `table` that holds `text`, as its cells' texts. */
function reportRow(page: Page, table: string, text: string) {
  return page.getByRole('region', { name: table }).locator('tbody tr').filter({ hasText: text }).locator('td, th');
}

test('the office gives a new rombel its wali kelas (a teacher who leads another refused), reads the mentors’ performance and empties it again', async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  const headers = await bearerOf(page, 'admin@demo.sch.id');
  // The run's own rombel in grade XII (a new rombel the office has just made, without a wali kelas).
  const classes = (await (await page.request.get('/api/resources/classes?per_page=100', { headers })).json()).data as { id: number; name: string }[];
  const grade12 = classes.find((c) => c.name === 'XII')!;
  const rombel = `XII Uji ${run}`;
  const created = await page.request.post('/api/resources/sections', { headers, data: { name: rombel, sd_class_id: grade12.id } });
  expect(created.status()).toBe(201);
  const sectionId = (await created.json()).data.id as number;
  try {
    await signInViaApi(page, 'admin@demo.sch.id', '/homeroom_teacher_new');
    await see(page.getByRole('heading', { name: 'Wali Kelas Rombel Baru' })).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: rombel });
    await expect(row).toContainText('Kelas XII · 0 siswa · belum ada wali kelas');
    const pick = row.getByLabel(`Wali kelas ${rombel}`);
    await pick.selectOption({ label: 'Budi Santoso, S.Pd. (Demo)' });
    await row.getByRole('button', { name: 'Simpan' }).click();
    await refused(page, 'Guru ini sudah menjadi wali kelas X AKL 1. Kosongkan dulu wali kelas rombel itu.');
    await pick.selectOption({ label: 'Dewi Lestari (Demo)' });
    await row.getByRole('button', { name: 'Simpan' }).click();
    await done(page, 'Wali kelas disimpan');
    await see(row).toContainText('wali kelas Dewi Lestari (Demo)');

    // /Laporanperformamentor: the mentor (Guru Pendamping) and her one teaching class; its Excel.
    await openByMenu(page, '/Laporanperformamentor');
    await see(page.getByRole('heading', { name: 'Laporan Performa Mentor' })).toBeVisible();
    await expect(reportRow(page, 'Laporan Performa Mentor', 'Dewi Lestari (Demo)')).toHaveText([
      '1',
      'Dewi Lestari (Demo)',
      '1',
      /^\d+$/,
      /./,
      /./,
      /^\d+$/,
      /^\d+$/,
    ]);
    await xlsxOf(page);

    // /homeroom_teacher: the rombel is led now; emptied again, it says so.
    await openByMenu(page, '/homeroom_teacher');
    const led = page.getByRole('listitem').filter({ hasText: rombel });
    await expect(led).toContainText('wali kelas Dewi Lestari (Demo)');
    await led.getByLabel(`Wali kelas ${rombel}`).selectOption({ label: '— Kosong —' });
    await led.getByRole('button', { name: 'Simpan' }).click();
    await done(page, 'Wali kelas disimpan');
    await see(led).toContainText('Kelas XII · 0 siswa · belum ada wali kelas');
  } finally {
    expect((await page.request.delete(`/api/resources/sections/${sectionId}`, { headers })).ok()).toBe(true);
  }
  expect(errors).toEqual([]);
});

test('the teacher grades a quiz (a word refused) and reads it in the assessment data, the task report, the teaching documents and the exercise report', async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  const quiz = `Kuis ${run}`;
  const tp = `membaca data tabel ${run}`;
  // /nilaiharian: a Matematika class of guru@ other than X AKL 1 (the rombel the rapor journeys read).
  await signInViaApi(page, 'guru@demo.sch.id', '/nilaiharian');
  const picker = page.getByLabel('Kelas', { exact: true });
  await see(picker).toBeVisible();
  const label = (await picker.locator('option').allTextContents()).filter((o) => o.startsWith('Matematika · ') && !/X (AKL|DKV) 1$/.test(o)).pop()!;
  const section = label.replace('Matematika · ', '');
  await picker.selectOption({ label });
  await see(page.getByRole('heading', { name: label })).toBeVisible();
  const classId = await picker.inputValue();
  await page.getByRole('button', { name: '+ Tambah penilaian' }).click();
  await page.getByLabel('Jenis', { exact: true }).selectOption({ label: 'Formatif' });
  await page.getByLabel('Nama penilaian').fill(quiz);
  await page.getByLabel('Tujuan pembelajaran (TP)').fill(tp);
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  const cells = page.getByRole('textbox', { name: new RegExp(`^${quiz} `) });
  await see(cells.first()).toBeVisible();
  await cells.nth(0).fill('sepuluh');
  await cells.nth(1).fill('100');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByRole('status').filter({ hasText: 'Perbaiki sel yang ditandai merah dulu.' })).toBeVisible();
  await cells.nth(0).fill('10');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByText(/^Tersimpan \(2 nilai\)/)).toBeVisible();

  // /teaching_value_data: the quiz of that class: 2 of n scored, mean 55, 100 and 10, one under the KKTP; its Excel.
  await openByMenu(page, '/teaching_value_data');
  await page.getByLabel('Kelas ajar').selectOption({ label });
  await see(page.getByText(new RegExp(`^Matematika · ${section} · `))).toBeVisible();
  const quizRow = reportRow(page, 'Data Nilai per Penilaian', quiz);
  await expect(quizRow).toHaveText([/^\d+$/, quiz, 'Formatif', tp, /.*/, /^2\/\d+$/, '55', '100', '10', '1']);
  const students = Number(((await quizRow.nth(5).textContent()) ?? '').split('/')[1]);
  await xlsxOf(page);

  // /assignment_report: the class room's task of that class: open, nobody has handed it in yet (0 of the same n).
  await openByMenu(page, '/assignment_report');
  await page.getByLabel('Kelas ajar').selectOption({ label });
  await expect(reportRow(page, 'Laporan Tugas', 'Tugas Matematika: rangkuman pertemuan 2')).toHaveText([
    '1',
    'Tugas Matematika: rangkuman pertemuan 2',
    /^\d{4}-\d{2}-\d{2}$/,
    'Dibuka',
    `0/${students}`,
    '0',
    String(students),
    '0',
    '–',
  ]);

  // /teaching_device_subjects: Matematika is taught in that rombel and has the demo's modul ajar.
  await openByMenu(page, '/teaching_device_subjects');
  const matematika = page
    .getByRole('region', { name: 'Perangkat ajar per mapel' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Matematika', exact: true }) });
  await expect(matematika.getByRole('cell').nth(0)).toContainText(section);
  await expect(matematika.getByRole('cell').nth(3)).toContainText('Modul Ajar Fungsi Kuadrat');

  // /Laporanlatihansiswa: X AKL 1's class exercises hold the demo's practice, which opens its results.
  await openByMenu(page, '/Laporanlatihansiswa');
  await page.getByLabel('Rombel').selectOption({ label: 'X AKL 1' });
  await see(page.getByText(/^\d+ latihan · \d+ dari \d+ peserta sudah mengerjakan/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Latihan Bilangan dan Data (Demo)' })).toBeVisible();

  // The quiz deleted again (the class is as the demo made it).
  await pushRoute(page, `/nilaiharian?kelas=${classId}`);
  await page.getByRole('button', { name: `Hapus penilaian ${quiz}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await done(page, 'Penilaian dihapus');
  await expect(page.getByRole('textbox', { name: new RegExp(`^${quiz} `) })).toHaveCount(0);
  expect(errors).toEqual([]);
});
