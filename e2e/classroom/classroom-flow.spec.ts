import { expect, test } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The class room flow of issue 16 in one browser test: the teacher posts an assignment, the student opens a
 * material and hands in a file, the teacher grades it with feedback, the student and the parent see the grade.
 */
test.setTimeout(180_000);
// The first screen of a fresh page waits for the shell and its menu; on a shared two-core machine that can take long.
const see = expect.configure({ timeout: 45_000 });
const title = `Laporan uji ${Date.now().toString(36).slice(-5)}`;

test('teacher posts, student submits a file, teacher grades, student and parent see the grade', async ({ browser }) => {
  const teacher = await browser.newPage();
  await signInViaApi(teacher, 'guru@demo.sch.id', '/kelas_room');
  await teacher.getByRole('link', { name: 'Matematika · X AKL 1' }).click();
  await teacher.getByRole('button', { name: 'Beri tugas' }).click();
  const form = teacher.getByRole('form', { name: 'Beri tugas' });
  await form.getByLabel('Judul tugas').fill(title);
  await form.getByLabel('Petunjuk').fill('Unggah laporan dalam PDF.');
  await form.getByRole('button', { name: 'Beri tugas' }).click();
  await see(teacher.getByRole('dialog')).toContainText('Tugas diberikan');
  await see(teacher.getByRole('link', { name: title })).toBeVisible();

  const student = await browser.newPage();
  await signInViaApi(student, 'siswa@demo.sch.id', '/kelas_room');
  await see(student.getByText('1 terlewat')).toBeVisible();
  await student.getByRole('link', { name: 'Matematika · X AKL 1' }).click();
  await student.getByRole('link', { name: 'Ringkasan materi' }).click();
  await see(student.getByRole('heading', { name: 'Ringkasan materi' })).toBeVisible();
  await student.goBack();
  await student.getByRole('link', { name: title }).click();
  await student.getByLabel('Jawaban').fill('Laporan terlampir.');
  await student
    .getByLabel(/^Lampiran/)
    .setInputFiles({ name: 'laporan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n') });
  await see(student.getByText('Terlampir: laporan.pdf')).toBeVisible();
  await student.getByRole('button', { name: 'Kumpulkan' }).click();
  await see(student.getByRole('dialog')).toContainText('Tugas dikumpulkan');
  await see(student.getByText('Dikumpulkan', { exact: true })).toBeVisible();

  await teacher.getByRole('link', { name: title }).click();
  const grade = teacher.getByRole('form', { name: /^Nilai / });
  await grade.getByLabel(/^Nilai/).fill('88');
  await grade.getByLabel('Umpan balik').fill('Rapi, tambahkan kesimpulan.');
  await grade.getByRole('button', { name: 'Nilai & kembalikan' }).click();
  await see(teacher.getByRole('dialog')).toContainText('Nilai disimpan');

  await student.reload();
  await see(student.getByText('Nilai 88/100')).toBeVisible();
  await see(student.getByText('Rapi, tambahkan kesimpulan.')).toBeVisible();

  const parent = await browser.newPage();
  await signInViaApi(parent, 'ortu@demo.sch.id', '/kelas_room_data_tugas');
  await see(parent.getByText(/tugas terlewat/)).toBeVisible();
  await parent.getByRole('link', { name: title }).click();
  await see(parent.getByText('Nilai 88/100')).toBeVisible();
});
