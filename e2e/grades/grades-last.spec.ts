import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { openByMenu } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { done, refused, see } from '../portal/steps.ts';
import { bearerOf } from './steps.ts';

/**
 * The last issue-14 jobs no other grades journey does (docs/workflows/issue-14.md), all in SMP Demo, the K13
 * school, so nothing SMK Demo's rapor journeys open by position moves: its wali kelas (walikelas.smp@, VII A)
 * fills the K13 sikap of a rapor and grades her own subject through the curriculum wali kelas pages, and reads the
 * subject groups; she asks to move a pupil the run adds to VII A, the office approves and the pupil is in VII B,
 * and the office reads the class values reference.
 */
test.setTimeout(120_000);
const run = Date.now().toString(36).slice(-5);
const WALI = 'walikelas.smp@demo.sch.id';
const OFFICE = 'admin.smp@demo.sch.id';

test('the K13 wali kelas fills sikap spiritual and sosial (a blank description refused), grades her subject through the curriculum wali kelas pages (a word refused) and reads the subject groups', async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  const headers = await bearerOf(page, WALI);
  const pupil = 'Cecep Saputra';
  const spiritual = `Taat beribadah dan selalu berdoa sebelum belajar ${run}`;
  const social = `Santun dan suka menolong teman ${run}`;
  await signInViaApi(page, WALI, '/raport');
  await see(page.getByRole('heading', { name: 'Rapor Siswa' })).toBeVisible();
  await expect(page.getByLabel('Rombel', { exact: true })).toHaveValue(/\d+/);
  await see(page.getByText(/^Semester 2 · \d+\/\d+ sudah diisi wali kelas/)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${pupil}`) }).click();
  await see(page.getByText('LAPORAN HASIL CAPAIAN KOMPETENSI PESERTA DIDIK')).toBeVisible();
  try {
    // The K13 rapor has the sikap part; the spiritual one filled, the social description left blank: refused.
    await page.getByLabel('Sikap spiritual', { exact: true }).selectOption('SB');
    await page.getByLabel('Deskripsi sikap spiritual').fill(spiritual);
    await page.getByLabel('Sikap sosial', { exact: true }).selectOption('B');
    await page.getByLabel('Deskripsi sikap sosial').fill('');
    await page.getByRole('button', { name: 'Simpan rapor' }).click();
    await refused(page, 'Deskripsi sikap wajib diisi.');
    await expect(page.getByLabel('Deskripsi sikap sosial')).toHaveClass(/is-invalid/);
    await page.getByLabel('Deskripsi sikap sosial').fill(social);
    await page.getByRole('button', { name: 'Simpan rapor' }).click();
    await done(page, 'Rapor disimpan');
    await see(page.getByText(`Sikap spiritual: Sangat Baik — ${spiritual}`)).toBeVisible();

    // /preview_raport: opened afresh, the saved sikap comes back from the server, in the form and the rapor.
    await openByMenu(page, '/preview_raport');
    await page.getByRole('button', { name: new RegExp(`^${pupil}`) }).click();
    await see(page.getByText(`Sikap sosial: Baik — ${social}`)).toBeVisible();
    await expect(page.getByText(`Sikap spiritual: Sangat Baik — ${spiritual}`)).toBeVisible();
    await expect(page.getByLabel('Sikap spiritual', { exact: true })).toHaveValue('SB');
    await expect(page.getByLabel('Deskripsi sikap sosial')).toHaveValue(social);
  } finally {
    await putBackSikap(page, headers, pupil);
  }

  // /curriculum_class_wali_kelas → her own subject's grid (…_detail_wali_kelas): a PH column, a word refused, 84
  // saved; the pupil's link opens …_evaluation_wali_kelas with that score and its KD.
  const subject = 'Pendidikan Agama Islam dan Budi Pekerti';
  const ph = `PH ${run}`;
  const kd = `meneladani perilaku jujur ${run}`;
  await openByMenu(page, '/curriculum_class_wali_kelas');
  await see(page.getByRole('heading', { name: 'Kelas Kurikulum Perwalian' })).toBeVisible();
  await page.getByRole('link', { name: `Isi nilai ${subject} VII A` }).click();
  await expect(page).toHaveURL(/\/curriculum_class_detail_wali_kelas\//);
  await page.getByRole('button', { name: '+ Tambah penilaian' }).click();
  await page.getByLabel('Nama penilaian').fill(ph);
  await page.getByLabel('Kompetensi dasar (KD)/TP').fill(kd);
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  const cell = page.getByRole('textbox', { name: `${ph} ${pupil}`, exact: true });
  await cell.fill('delapan');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByRole('status').filter({ hasText: 'Perbaiki sel yang ditandai merah dulu.' })).toBeVisible();
  await cell.fill('84');
  await page.getByRole('button', { name: /^Simpan/ }).click();
  await see(page.getByText(/^Tersimpan \(1 nilai\)/)).toBeVisible();
  await page.getByRole('link', { name: pupil, exact: true }).click();
  await expect(page).toHaveURL(/\/curriculum_class_evaluation_wali_kelas\//);
  await see(page.getByRole('heading', { name: `Evaluasi ${pupil}` })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ph }) });
  await expect(row.getByRole('cell').nth(2)).toHaveText(kd);
  await expect(row.getByRole('cell').nth(3)).toHaveText('84');

  // The column deleted again (the class is as the demo made it).
  await page.goBack();
  await page.getByRole('button', { name: `Hapus penilaian ${ph}` }).click();
  await page.getByRole('button', { name: 'Hapus', exact: true }).click();
  await done(page, 'Penilaian dihapus');
  await expect(page.getByRole('textbox', { name: `${ph} ${pupil}`, exact: true })).toHaveCount(0);

  // /group_course: the teacher reads where her subject stands in the rapor (kelompok and order, as the office
  // set them), with nothing to change.
  const groups = (await (await page.request.get('/api/grades/course-groups', { headers })).json()) as {
    groups: { value: string; label: string }[];
    courses: { name: string; group: string; sortOrder: number | null; classes: number }[];
  };
  const mine = groups.courses.find((c) => c.name === subject)!;
  await openByMenu(page, '/group_course');
  await see(page.getByRole('heading', { name: 'Kelompok Mata Pelajaran' })).toBeVisible();
  const card = page.locator('.card').filter({ has: page.getByText(groups.groups.find((g) => g.value === mine.group)!.label, { exact: true }) });
  const item = card.getByRole('listitem').filter({ has: page.getByText(subject, { exact: true }) });
  await expect(item).toContainText(`${mine.classes} kelas ajar`);
  await expect(item).toContainText(`Urutan ${mine.sortOrder ?? '–'}`);
  await expect(page.getByRole('button', { name: /^Simpan/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** The demo's sikap of the pupil's semester-2 rapor was empty: it is emptied again (the rest kept as it is). */
async function putBackSikap(page: Page, headers: Record<string, string>, pupil: string) {
  const classes = (await (await page.request.get('/api/grades/classes?scope=all', { headers })).json()) as { homeroom: { sectionId: number }[] };
  const desk = (await (await page.request.get(`/api/grades/rapor/sections/${classes.homeroom[0].sectionId}`, { headers })).json()) as {
    students: { id: number; name: string }[];
  };
  const id = desk.students.find((s) => s.name === pupil)!.id;
  const r = await (await page.request.get(`/api/grades/rapor/students/${id}?semester=2`, { headers })).json();
  const back = await page.request.put(`/api/grades/rapor/students/${id}/entry`, {
    headers,
    data: {
      semester: '2',
      sick: r.absence.sick,
      permit: r.absence.permit,
      absent: r.absence.absent,
      absenceManual: r.absenceManual,
      kokurikuler: r.kokurikuler,
      extracurriculars: r.extracurricularsFrom === 'entered' ? r.extracurriculars : [],
      achievements: r.achievements,
      pkl: r.pkl,
      attitude: null,
      homeroomNote: r.homeroomNote,
      promotion: r.promotion,
      revision: r.revision,
    },
  });
  expect(back.ok(), await back.text()).toBe(true);
}

test('the wali kelas asks to move a pupil to a rombel of the same grade (another grade refused), the office approves and the pupil is in the new rombel; the office reads the class values', async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  // The run's own pupil in VII A (so no demo pupil moves); she stays in VII B afterwards, named with the run.
  const headers = await bearerOf(page, OFFICE);
  const sections = (await (await page.request.get('/api/resources/sections?per_page=100', { headers })).json()).data as { id: number; name: string }[];
  const pupil = `Zulfa Uji ${run}`;
  const created = await page.request.post('/api/resources/students', {
    headers,
    data: {
      full_name: pupil,
      email: `zulfa.${run}@smp.demo.sch.id`,
      gender: 'P',
      sd_section_id: sections.find((s) => s.name === 'VII A')!.id,
      is_active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await signInViaApi(page, WALI, '/class_requests');
  await see(page.getByRole('heading', { name: 'Permintaan Pindah Rombel' })).toBeVisible();
  const reason = `Orang tua meminta satu rombel dengan saudara kembarnya ${run}`;
  await page.getByLabel('Siswa', { exact: true }).selectOption({ label: pupil });
  await page.getByLabel('Rombel tujuan').selectOption({ label: 'VIII A' });
  await page.getByLabel('Alasan').fill(reason);
  await page.getByRole('button', { name: 'Ajukan' }).click();
  await refused(page, 'Pilih rombel tujuan di tingkat yang sama (kelas VII).');
  await page.getByLabel('Rombel tujuan').selectOption({ label: 'VII B' });
  await page.getByRole('button', { name: 'Ajukan' }).click();
  await done(page, 'Permintaan diajukan');
  const request = page.getByRole('listitem').filter({ hasText: reason });
  await expect(request).toContainText(`${pupil} · VII A → VII B`);
  await expect(request.getByText('Menunggu')).toBeVisible();
  await expect(request.getByRole('button', { name: /^Setujui/ })).toHaveCount(0);

  // The office approves: the pupil moves at once, and is then a pupil of VII B, no longer of VII A.
  await signInViaApi(page, OFFICE, '/class_requests');
  await request.getByRole('button', { name: `Setujui pindah ${pupil}` }).click();
  await page.getByLabel('Catatan (boleh kosong)').fill(`Kuota VII B masih ada ${run}`);
  await page.getByRole('button', { name: 'Setujui dan pindahkan' }).click();
  await done(page, 'Siswa dipindahkan');
  await see(request.getByText('Disetujui')).toBeVisible();
  await expect(request.getByRole('button', { name: /^Setujui/ })).toHaveCount(0);
  const students = page.getByLabel('Siswa', { exact: true }).locator('option');
  await page.getByLabel('Rombel asal').selectOption({ label: 'VII B' });
  await expect(students.filter({ hasText: pupil })).toHaveCount(1);
  await page.getByLabel('Rombel asal').selectOption({ label: 'VII A' });
  await expect(students.filter({ hasText: pupil })).toHaveCount(0);

  // /teaching_value_references: the released semester 1 of IX A (every score of the demo in place).
  await openByMenu(page, '/teaching_value_references');
  await page.getByLabel('Semester').selectOption('1');
  const table = page.getByRole('region', { name: 'Rekap Nilai Kelas Ajar' });
  const mtk = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: 'Matematika', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'IX A', exact: true }) });
  await expect(mtk.locator('td')).toHaveText([/^\d+$/, 'Matematika', 'IX A', /./, '12', '7', '100', /^\d+$/, /^\d+([.,]\d+)?$/, /^\d+$/]);
  expect(errors).toEqual([]);
});
