import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';

/**
 * Class exercises as a student does them on a phone: the list, the practice inside the portal, the review with
 * the key, "Ulangi", both attempts on the results page; and the exam's page before the start, where a wrong
 * token is answered in Indonesian. (That a proctor's reset keeps the old attempt is tested on the API.)
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const PRACTICE = 'Latihan Bilangan dan Data (Demo)';

/** Hands the practice in from the exam screen and lands on its review. */
async function finish(page: Page) {
  const next = page.getByRole('button', { name: 'Berikutnya ›' });
  while (await next.isVisible()) await next.click();
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByRole('dialog')).toContainText('Selesaikan ujian?');
  await page.getByRole('button', { name: 'Ya, selesai' }).click();
  await expect(page).toHaveURL(/\/result_exercisedetail\/\d+$/, { timeout: 15_000 });
  await expect(page.getByTestId('nilai-latihan')).toBeVisible();
}

test('a student does a practice, reads the key, retries it and sees both attempts', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInViaApi(page, 'siswa@demo.sch.id', '/exercises_class_view');

  const card = page.getByRole('article').filter({ hasText: PRACTICE });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Belum pernah dikerjakan');
  await card.getByRole('button', { name: 'Mulai' }).click();
  await expect(page).toHaveURL(/\/do_exercise\/\d+$/);
  const attemptId = Number(page.url().split('/').pop());

  // First attempt: the first option of the first question shown, nothing else.
  await page.locator('label.exam-option').first().click();
  await expect(page.getByText('Tersimpan', { exact: true })).toBeVisible({ timeout: 10_000 });
  await finish(page);
  await expect(page.getByRole('heading', { name: PRACTICE })).toBeVisible();
  await expect(page.getByText('Percobaan terakhir')).toBeVisible();
  // The key is shown next to the student's answer, for every question.
  await expect(page.getByText(/Kunci: [A-E]/).first()).toBeVisible();
  await expect(page.getByText('Tidak dijawab.').first()).toBeVisible();
  const firstGrade = await page.getByTestId('nilai-latihan').textContent();

  await page.getByRole('link', { name: 'Kembali ke latihan' }).click();
  await expect(page).toHaveURL(/\/exercises_class_view_detail\/\d+$/);
  const scheduleId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: 'Petunjuk' })).toBeVisible();
  await page.getByRole('button', { name: 'Ulangi' }).click();
  await expect(page.getByRole('dialog')).toContainText('tetap tersimpan');
  await page.getByRole('button', { name: 'Ulangi' }).last().click();
  await expect(page).toHaveURL(new RegExp(`/do_exercise/${attemptId}$`));
  // A fresh attempt: nothing answered on this device or on the server.
  await expect(page.locator('label.exam-option.is-chosen')).toHaveCount(0);
  await page.locator('label.exam-option').last().click();
  await expect(page.getByText('Tersimpan', { exact: true })).toBeVisible({ timeout: 10_000 });
  await finish(page);

  await page.goto(`/resultexercises/${scheduleId}`);
  const rows = page.locator('table tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('2');
  await expect(rows.nth(1)).toContainText(firstGrade ?? '');
  await rows
    .nth(1)
    .getByRole('link', { name: /Pembahasan/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/result_exercisedetail/${attemptId}\\?riwayat=\\d+$`));
  await expect(page.getByText('Percobaan ke-1')).toBeVisible();

  await page.goto('/exercises_class_view');
  await expect(page.getByRole('article').filter({ hasText: PRACTICE })).toContainText('Dikerjakan 2×');
  await context.close();
});

test("the exam's page before the start answers a wrong token in Indonesian", async ({ browser }) => {
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const { token: teacherToken } = await signInViaApi(teacher, 'guru@demo.sch.id', '/exercises_class');
  await expect(teacher.getByRole('cell', { name: new RegExp(PRACTICE.replace(/[()]/g, '\\$&')) })).toBeVisible();
  // "Tambah Latihan" opens the schedule form with the practice preset: kind Latihan, no token.
  await teacher.getByRole('link', { name: 'Tambah Latihan' }).click();
  await expect(teacher.getByLabel('Jenis', { exact: true })).toHaveValue('practice');
  await expect(teacher.getByRole('radio', { name: 'Tanpa token' })).toBeChecked();
  // An exam of the student's class with a token, as on exam day (the demo exam stays as it is for other tests).
  const auth = { authorization: `Bearer ${teacherToken}` };
  const options = await (await teacher.request.get('/api/exams/options', { headers: auth })).json();
  const bank = await (await teacher.request.get('/api/exams/questions?perPage=100', { headers: auth })).json();
  const hour = 3600_000;
  const saved = await teacher.request.post('/api/exams/schedules', {
    headers: auth,
    data: {
      kind: 'school',
      title: 'Ulangan Bertoken E2E',
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 2 * hour).toISOString(),
      durationMinutes: 45,
      sectionIds: [options.sections[0].id],
      selection: { mode: 'fixed', questionIds: [bank.data[0].id] },
      token: 'AUTO',
    },
  });
  expect(saved.ok()).toBe(true);
  await teacherContext.close();

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInViaApi(page, 'siswa@demo.sch.id', '/list_student_school_exams');
  // The demo exam's page: what it is and its rules, before anything is pressed.
  await page.getByRole('article').filter({ hasText: 'Ulangan Harian Matematika (Demo)' }).getByRole('link', { name: 'Kerjakan' }).click();
  await expect(page).toHaveURL(/\/student_exam\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Ulangan Harian Matematika (Demo)' })).toBeVisible();
  await expect(page.getByText('6 soal')).toBeVisible();
  await expect(page.getByText('Tidak perlu token untuk memulai.')).toBeVisible();
  await expect(page.getByText(/Meninggalkan halaman ujian/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mulai' })).toBeVisible();

  await page.getByRole('link', { name: 'Kembali ke daftar ujian' }).click();
  await page.getByRole('article').filter({ hasText: 'Ulangan Bertoken E2E' }).getByRole('link', { name: 'Kerjakan' }).click();
  await expect(page.getByText('Perlu token ujian dari pengawas untuk memulai.')).toBeVisible();
  await page.getByLabel('Token ujian').fill('SALAH9');
  await page.getByRole('button', { name: 'Mulai' }).click();
  await expect(page.getByRole('alert')).toContainText('Token ujian salah. Tanyakan token kepada pengawas.');
  await expect(page).toHaveURL(/\/student_exam\/\d+$/);
  await context.close();
});

test('a student reads an AKM result: the grade, its level and the share per item type, without the key', async ({ browser, request }) => {
  const signIn = async (email: string) => {
    const body = await (await request.post('/api/login_web', { data: { email, password: 'rahasia123' } })).json();
    return { authorization: `Bearer ${body.accessToken}` };
  };
  const teacher = await signIn('guru@demo.sch.id');
  const student = await signIn('siswa@demo.sch.id');
  const options = await (await request.get('/api/exams/options', { headers: teacher })).json();
  const bank = (await (await request.get('/api/exams/questions?perPage=100', { headers: teacher })).json()).data as { id: number; type: string }[];
  const single = bank.find((q) => q.type === 'single_choice')!.id;
  const hour = 3600_000;
  const saved = await request.post('/api/exams/schedules', {
    headers: teacher,
    data: {
      kind: 'akm',
      title: 'AKM Numerasi E2E',
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 2 * hour).toISOString(),
      durationMinutes: 30,
      sectionIds: [options.sections[0].id],
      selection: { mode: 'fixed', questionIds: [single] },
      token: null,
      resultVisibility: 'after_finish',
    },
  });
  expect(saved.ok()).toBe(true);
  const scheduleId = (await saved.json()).id;
  const mine = (await (await request.get('/api/exams/mine', { headers: student })).json()).data as { scheduleId: number; attemptId: number }[];
  const attemptId = mine.find((e) => e.scheduleId === scheduleId)!.attemptId;
  // The demo bank's Pilihan Ganda question has the key B; the student answers it right.
  expect((await request.post(`/api/exams/attempts/${attemptId}/start`, { headers: student, data: {} })).ok()).toBe(true);
  const answer = { questionId: single, revision: 1, key: `e2e-${Date.now()}`, value: { choice: 'b' }, flagged: false };
  expect((await request.post(`/api/exams/attempts/${attemptId}/finish`, { headers: student, data: { answers: [answer] } })).ok()).toBe(true);

  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInViaApi(page, 'siswa@demo.sch.id', '/exercises_class_view_akm');
  const card = page.getByRole('article').filter({ hasText: 'AKM Numerasi E2E' });
  await expect(card).toContainText('Nilai: 100');
  await expect(card).toContainText('Mahir');
  await card.getByRole('link', { name: 'Lihat hasil' }).click();
  await expect(page).toHaveURL(new RegExp(`/result_exercisedetail_akm/${attemptId}$`));
  await expect(page.getByTestId('nilai-akm')).toHaveText('100');
  await expect(page.getByText('Tingkat kompetensi:')).toContainText('Mahir');
  await expect(page.getByRole('cell', { name: 'Pilihan Ganda' })).toBeVisible();
  await expect(page.getByText(/Kunci:/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lihat pembahasan' })).toHaveCount(0);
  await context.close();
});
