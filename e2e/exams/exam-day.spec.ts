import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * The scenario, as people do it: a teacher builds a bank with every item type and a stimulus group
 * and schedules it; a student takes it, loses the connection, answers two more questions offline, closes the
 * tab and reopens the exam online, and every answer arrives; the teacher watches the status change, blocks and
 * unblocks the student, scores the essay and reads the analysis.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const STUDENT_NAME = 'Andi Pratama (Demo)';

async function newQuestion(page: Page, type: string, prompt: string) {
  await page.goto('/add_question_bank');
  await page.getByLabel('Jenis soal').selectOption(type);
  await page.getByLabel('Mata pelajaran').selectOption({ label: 'Matematika' });
  await page.getByRole('textbox', { name: 'Teks soal' }).fill(prompt);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bank Soal' })).toBeVisible();
}

/** Answers every question on the exam page shown, whatever its type. Returns how many it answered. */
async function answerPage(page: Page): Promise<number> {
  const questions = page.locator('fieldset.exam-question');
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const q = questions.nth(i);
    if (await q.locator('textarea').count()) await q.locator('textarea').fill('Menabung rutin membangun kebiasaan dan bunga bertambah.');
    else if (await q.locator('select').count()) {
      const selects = q.locator('select');
      for (let s = 0; s < (await selects.count()); s++) await selects.nth(s).selectOption({ index: s + 1 });
    } else if (await q.locator('table').count()) {
      const rows = q.locator('tbody tr');
      for (let r = 0; r < (await rows.count()); r++) await rows.nth(r).getByRole('radio').first().check();
    } else if (await q.locator('input[type=checkbox]').count()) await q.locator('input[type=checkbox]').first().check();
    else if (await q.locator('input[type=radio]').count()) await q.locator('label.exam-option').nth(1).click();
    else await q.locator('input[type=text], input:not([type])').first().fill('12');
  }
  return count;
}

test('exam day, end to end', async ({ browser }) => {
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  await signInViaApi(teacher, 'guru@demo.sch.id', '/question_bank');

  // The bank: one question of each type, two of them under a new stimulus.
  await newQuestion(teacher, 'single_choice', 'E2E PG: 5 × 3 = …');
  for (const [i, text] of ['8', '15', '53', '35'].entries()) await teacher.getByRole('textbox', { name: `Pilihan ${'ABCD'[i]}` }).fill(text);
  await teacher.getByRole('radio', { name: 'Kunci' }).nth(1).check();
  await save(teacher);

  await newQuestion(teacher, 'multiple_choice', 'E2E PGK: pilih bilangan genap');
  for (const [i, text] of ['2', '3', '4', '5'].entries()) await teacher.getByRole('textbox', { name: `Pilihan ${'ABCD'[i]}` }).fill(text);
  await teacher.getByRole('checkbox', { name: 'Kunci' }).nth(0).check();
  await teacher.getByRole('checkbox', { name: 'Kunci' }).nth(2).check();
  await save(teacher);

  await newQuestion(teacher, 'true_false', 'E2E BS: benar atau salah menurut teks');
  await teacher.getByRole('button', { name: 'Stimulus baru' }).click();
  await teacher.getByLabel('Judul stimulus').fill('Stimulus E2E Pasar');
  await teacher.getByRole('textbox', { name: 'Isi stimulus' }).fill('Harga cabai naik dua kali lipat pada bulan Desember.');
  await teacher.getByRole('button', { name: 'Simpan stimulus' }).click();
  await expect(teacher.getByLabel(/^Stimulus \(/)).toHaveValue(/\d+/);
  for (const [i, text] of ['Harga cabai naik.', 'Harga cabai turun.', 'Kenaikan terjadi di bulan Desember.'].entries()) {
    await teacher.getByRole('textbox', { name: `Pernyataan ${i + 1}` }).fill(text);
  }
  for (const [i, answer] of ['Benar', 'Salah', 'Benar'].entries()) await teacher.getByRole('radio', { name: answer }).nth(i).check();
  await save(teacher);

  await newQuestion(teacher, 'matching', 'E2E Jodoh: pasangkan');
  await teacher.getByLabel(/^Stimulus \(/).selectOption({ label: 'Stimulus E2E Pasar (1 soal)' });
  for (const [i, text] of ['Cabai', 'Beras', 'Garam'].entries()) await teacher.getByRole('textbox', { name: `Pernyataan ${i + 1}` }).fill(text);
  for (const [i, text] of ['Pedas', 'Pokok', 'Asin', 'Manis'].entries()) await teacher.getByRole('textbox', { name: `Pasangan ${i + 1}` }).fill(text);
  for (let i = 0; i < 3; i++)
    await teacher
      .getByLabel('Pasangannya')
      .nth(i)
      .selectOption({ label: `Pasangan ${i + 1}` });
  await save(teacher);

  await newQuestion(teacher, 'short_answer', 'E2E Isian: 4 × 3 = …');
  await teacher.getByLabel('Jawaban benar (pisahkan dengan |)').fill('12');
  await teacher.getByLabel('Dicocokkan sebagai').selectOption('number');
  await save(teacher);

  await newQuestion(teacher, 'essay', 'E2E Uraian: mengapa perlu menabung?');
  await save(teacher);
  await expect(teacher.getByRole('cell', { name: /^E2E/ })).toHaveCount(6);

  // The schedule, for the demo student's class, with a token.
  await teacher.goto('/add_school_exam_schedules');
  await teacher.getByLabel('Judul ujian').fill('Ulangan E2E');
  await teacher.getByLabel('Durasi (menit)').fill('60');
  await teacher.getByLabel('Mata pelajaran').selectOption({ label: 'Matematika' });
  await teacher.getByRole('checkbox', { name: 'X AKL 1' }).check();
  const picks = teacher.getByRole('checkbox', { name: /^E2E/ });
  await expect(picks).toHaveCount(6);
  for (let i = 0; i < 6; i++) await picks.nth(i).check();
  await teacher.getByLabel('Nilai terlihat siswa').selectOption('after_finish');
  await teacher.getByRole('button', { name: 'Simpan', exact: true }).click();
  const saved = teacher.getByRole('dialog');
  await expect(saved).toContainText(/\d+ peserta/);
  const token = /token ([A-Z0-9]{6})/.exec((await saved.textContent()) ?? '')![1];
  await saved.getByRole('button', { name: 'OK' }).click();
  await teacher
    .getByRole('row', { name: /Ulangan E2E/ })
    .getByRole('link', { name: 'Monitoring' })
    .click();
  const row = teacher.getByRole('row', { name: new RegExp(STUDENT_NAME.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText('Belum mulai');

  // The student starts with the token.
  const studentContext = await browser.newContext();
  let student = await studentContext.newPage();
  await signInViaApi(student, 'siswa@demo.sch.id', '/list_student_school_exams');
  await student.getByRole('article', { name: 'Ulangan E2E' }).getByRole('link', { name: 'Kerjakan' }).click();
  await student.getByLabel('Token ujian').fill('SALAH1');
  await student.getByRole('button', { name: 'Mulai' }).click();
  await expect(student.getByRole('alert')).toContainText('Token ujian salah');
  await student.getByLabel('Token ujian').fill(token.toLowerCase());
  await student.getByRole('button', { name: 'Mulai' }).click();
  await expect(student.getByRole('timer')).toBeVisible();
  const examUrl = student.url();
  await expect(row).toContainText('Mengerjakan', { timeout: 12_000 }); // the monitor updates without a reload

  // Online: the first pages.
  let answered = 0;
  const status = student.getByTestId('status-simpan');
  const next = () => student.getByRole('button', { name: 'Berikutnya ›' }).click();
  answered += await answerPage(student);
  await next();
  answered += await answerPage(student);
  await expect(status).toContainText('Tersimpan');

  // Offline: two more questions, kept on the device.
  await studentContext.setOffline(true);
  let offline = 0;
  while (offline < 2) {
    await next();
    offline += await answerPage(student);
  }
  answered += offline;
  await expect(status).toContainText('Belum tersimpan');
  await expect(student.getByText('Koneksi terputus')).toBeVisible();
  await student.close();

  // Back online, the exam reopened in a new tab: the queued answers arrive.
  await studentContext.setOffline(false);
  student = await studentContext.newPage();
  await student.goto(examUrl);
  await expect(student.getByTestId('status-simpan')).toContainText('Tersimpan', { timeout: 15_000 });
  await expect(row).toContainText(`${answered}/6`, { timeout: 12_000 });

  // Block, then unblock: the student's screen stops and resumes on its own.
  await row.getByRole('button', { name: 'Blokir' }).click();
  await teacher.getByRole('dialog').getByRole('textbox').fill('Membuka aplikasi lain');
  await teacher.getByRole('dialog').getByRole('button', { name: 'Blokir' }).click();
  await expect(row).toContainText('Diblokir', { timeout: 12_000 });
  await student.getByLabel('Ragu-ragu').first().check(); // the next save meets the block
  await expect(student.getByRole('heading', { name: 'Ujian dihentikan pengawas' })).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: 'Buka blokir' }).click();
  await expect(student.getByRole('heading', { name: 'Ujian dihentikan pengawas' })).toBeHidden({ timeout: 15_000 });
  await expect(student.getByTestId('status-simpan')).toContainText('Tersimpan', { timeout: 15_000 });

  // The rest, then submit with the confirmation.
  for (;;) {
    await answerPage(student);
    const more = student.getByRole('button', { name: 'Berikutnya ›' });
    if (!(await more.count())) break;
    await more.click();
  }
  await student.getByRole('button', { name: 'Selesai' }).click();
  await expect(student.getByRole('dialog')).toContainText('Selesaikan ujian?');
  await student.getByRole('button', { name: 'Ya, selesai' }).click();
  await expect(student.getByText('Jawaban Anda sudah dikumpulkan.')).toBeVisible();
  await expect(student.getByText('soal uraian belum dinilai guru')).toBeVisible();
  await expect(row).toContainText('Selesai', { timeout: 12_000 });
  await expect(row).toContainText('6/6');

  // Scoring the essay, then the analysis.
  await teacher.goto('/result_exercises_class');
  await teacher.getByRole('button', { name: /Ulangan E2E/ }).click();
  await teacher
    .getByRole('row', { name: new RegExp(STUDENT_NAME.replace(/[()]/g, '\\$&')) })
    .getByRole('link', { name: 'Periksa' })
    .click();
  await expect(teacher.getByText('1 uraian belum dinilai')).toBeVisible();
  await teacher.getByLabel(/Skor uraian/).fill('1');
  await teacher.getByRole('button', { name: 'Simpan skor' }).click();
  await expect(teacher.getByText('1 uraian belum dinilai')).toBeHidden();
  await teacher.goto('/result_exercises_grade_analytical');
  await teacher.getByRole('button', { name: /Ulangan E2E/ }).click();
  await expect(teacher.getByRole('heading', { name: /Analisis butir: Ulangan E2E/ })).toBeVisible();
  await expect(teacher.getByRole('article')).toHaveCount(6);
  await expect(teacher.getByText(/p = /).first()).toBeVisible();

  await teacherContext.close();
  await studentContext.close();
});

test('the mobile apps open an exam by a signed link, without a session; a forged link opens nothing', async ({ browser, request }) => {
  const login = await (await request.post('/api/login_web', { data: { email: 'siswa@demo.sch.id', password: 'rahasia123' } })).json();
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const mine = await (await request.get('/api/exams/mine', { headers: auth })).json();
  const tryout = mine.data.find((e: { title: string }) => e.title === 'Tryout TKA Matematika (Demo)');
  const link = await (await request.post(`/api/exams/attempts/${tryout.attemptId}/link`, { headers: auth, data: {} })).json();

  const app = await browser.newContext(); // no session in this browser
  const page = await app.newPage();
  await page.goto(link.path.replace(/sig=[^&]+/, 'sig=palsu'));
  await expect(page.getByRole('alert')).toContainText('Tautan ujian tidak sah');
  await page.goto(link.path);
  await expect(page.getByRole('heading', { name: 'Tryout TKA Matematika (Demo)' })).toBeVisible();
  await page.getByRole('button', { name: 'Mulai' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await answerPage(page);
  await expect(page.getByTestId('status-simpan')).toContainText('Tersimpan');
  await app.close();
});
