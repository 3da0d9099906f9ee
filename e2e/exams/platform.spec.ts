import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PASSWORD, signInViaApi } from '../portal/fixtures.ts';

/**
 * The school's exam rules as people use them: an admin hides results and the student's list stops showing the
 * score; an admin closes the portal as a way in and the student is refused on "Mulai"; the platform's super
 * admin publishes a PDF that a school admin downloads, and a wrong file is refused with its message.
 * Serial: the rules are school-wide, so the scenarios must not overlap.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

// Titles carry the run, so a retry of this serial file (which re-runs every test) meets no earlier copies.
const run = Date.now().toString(36);

async function tokenOf(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const body = await (await request.post('/api/login_web', { data: { email, password: PASSWORD } })).json();
  return { authorization: `Bearer ${body.accessToken as string}` };
}

/** A schedule for the demo student's class, open now, without a token; returns the demo student's attempt id. */
async function openExam(request: APIRequestContext, title: string): Promise<number> {
  const teacher = await tokenOf(request, 'guru@demo.sch.id');
  const student = await tokenOf(request, 'siswa@demo.sch.id');
  const options = await (await request.get('/api/exams/options', { headers: teacher })).json();
  const questions = await (await request.get('/api/exams/questions?perPage=100', { headers: teacher })).json();
  const at = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();
  const saved = await request.post('/api/exams/schedules', {
    headers: teacher,
    data: {
      kind: 'school',
      title,
      startsAt: at(-1),
      endsAt: at(2),
      durationMinutes: 60,
      token: null,
      resultVisibility: 'after_finish',
      sectionIds: options.sections.map((s: { id: number }) => s.id),
      selection: { mode: 'fixed', questionIds: questions.data.map((q: { id: number }) => q.id) },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { id } = await saved.json();
  const mine = await (await request.get('/api/exams/mine', { headers: student })).json();
  return mine.data.find((e: { scheduleId: number }) => e.scheduleId === id).attemptId;
}

async function flipResults(admin: Page, confirm: 'Sembunyikan' | 'Tampilkan') {
  await admin.getByRole('switch', { name: 'Tampilkan hasil ujian kepada siswa' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

test('an admin hides exam results and the student no longer sees the score, then shows them again', async ({ browser, request }) => {
  const attemptId = await openExam(request, `Ulangan Hasil E2E ${run}`);
  const student = await tokenOf(request, 'siswa@demo.sch.id');
  expect((await request.post(`/api/exams/attempts/${attemptId}/start`, { headers: student, data: {} })).ok()).toBe(true);
  expect((await request.post(`/api/exams/attempts/${attemptId}/finish`, { headers: student, data: {} })).ok()).toBe(true);

  const studentPage = await (await browser.newContext()).newPage();
  await signInViaApi(studentPage, 'siswa@demo.sch.id', '/list_student_school_exams');
  const card = studentPage.getByRole('article', { name: `Ulangan Hasil E2E ${run}` });
  await expect(card).toContainText('Nilai:');

  const admin = await (await browser.newContext()).newPage();
  await signInViaApi(admin, 'admin@demo.sch.id', '/examination/global-show-exam');
  await expect(admin.getByRole('heading', { name: 'Tampilkan Hasil Ujian' })).toBeVisible();
  await expect(admin.getByText(/jadwal ujian tahun ajaran ini menampilkan nilai/)).toContainText(/[1-9]\d*/);
  await flipResults(admin, 'Sembunyikan');
  await expect(admin.getByTestId('status-hasil')).toContainText('disembunyikan');

  await studentPage.reload();
  await expect(card).toContainText('Hasil ujian sedang tidak ditampilkan oleh sekolah.');
  await expect(card).not.toContainText('Nilai:');

  await flipResults(admin, 'Tampilkan');
  await expect(admin.getByTestId('status-hasil')).toContainText('ditampilkan sesuai pengaturan');
  await studentPage.reload();
  await expect(card).toContainText('Nilai:');
  await expect(card).not.toContainText('tidak ditampilkan oleh sekolah');
});

test('an admin closes the portal as a way in and the student is refused on start, in Indonesian', async ({ browser, request }) => {
  const attemptId = await openExam(request, `Ujian Jalur E2E ${run}`);
  // The exam's own page, opened while the portal is still a way in: its "Mulai" is what the refusal answers.
  const studentPage = await (await browser.newContext()).newPage();
  await signInViaApi(studentPage, 'siswa@demo.sch.id', `/do_exercise_class/${attemptId}`);
  await expect(studentPage.getByRole('heading', { name: `Ujian Jalur E2E ${run}` })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInViaApi(admin, 'admin@demo.sch.id', '/monitoring/examaccess-platform-settings');
  try {
    // Every way off is refused: one must stay open.
    for (const way of ['Portal (browser)', 'Aplikasi sekolah', 'Safe Exam Browser']) await admin.getByRole('switch', { name: way }).uncheck();
    await admin.getByRole('button', { name: 'Simpan akses' }).click();
    await expect(admin.getByRole('dialog')).toContainText('Minimal satu jalur masuk harus tetap aktif.');
    await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(admin.getByRole('alert')).toContainText('Minimal satu jalur masuk harus tetap aktif.');

    await admin.getByRole('switch', { name: 'Aplikasi sekolah' }).check();
    await admin.getByRole('switch', { name: 'Safe Exam Browser' }).check();
    await admin.getByRole('button', { name: 'Simpan akses' }).click();
    await expect(admin.getByRole('dialog')).toContainText('Akses ujian disimpan');

    await studentPage.getByRole('button', { name: 'Mulai' }).click();
    await expect(studentPage.getByRole('alert')).toContainText(
      'Sekolah menutup jalur masuk ini untuk ujian. Ujian hanya dapat dikerjakan lewat Aplikasi sekolah atau Safe Exam Browser.',
    );
  } finally {
    const headers = await tokenOf(request, 'admin@demo.sch.id');
    await request.put('/api/exams/platform/settings/ways', { headers, data: { allowedPlatforms: ['portal', 'app', 'seb'] } });
  }
});

test('the super admin publishes a PDF that a school admin downloads; a disguised file is refused', async ({ browser }) => {
  const superadmin = await (await browser.newContext()).newPage();
  await signInViaApi(superadmin, 'superadmin@demo.sch.id', '/upload_file_examination');
  const form = superadmin.getByRole('form', { name: 'Unggah berkas ujian' });
  await form.getByLabel('Judul').fill(`Kisi-kisi PAS E2E ${run}`);
  await form.getByLabel('Untuk sekolah').selectOption({ label: 'Semua sekolah' });

  // A program renamed to .pdf: the name passes in the browser, the first bytes fail on the server.
  await form.getByLabel('Berkas').setInputFiles({ name: 'kisi-kisi.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 bukan PDF') });
  await form.getByRole('button', { name: 'Unggah' }).click();
  const refusal = superadmin.getByRole('dialog');
  await expect(refusal).toContainText('Belum tersimpan');
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(form.getByRole('alert')).toHaveText('Jenis berkas tidak diizinkan. Unggah PDF, .seb, .xlsx, .docx, PNG, atau JPEG.');
  // A wrong extension is refused before sending.
  await form.getByLabel('Berkas').setInputFiles({ name: 'program.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(form.getByRole('alert')).toHaveText('Jenis berkas tidak diizinkan. Unggah PDF, .seb, .xlsx, .docx, PNG, atau JPEG.');

  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  await form.getByLabel('Berkas').setInputFiles({ name: 'kisi-kisi-pas.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Unggah' }).click();
  await expect(superadmin.getByRole('dialog')).toContainText('Berkas diunggah');
  await expect(superadmin.getByRole('listitem').filter({ hasText: `Kisi-kisi PAS E2E ${run}` })).toContainText('Semua sekolah');

  const admin = await (await browser.newContext()).newPage();
  await signInViaApi(admin, 'admin@demo.sch.id', '/upload_file_examination');
  await expect(admin.getByRole('form', { name: 'Unggah berkas ujian' })).toHaveCount(0);
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: `Unduh Kisi-kisi PAS E2E ${run}` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('kisi-kisi-pas.pdf');
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path)).equals(pdf)).toBe(true);
});

test("an admin sets the school's defaults and a teacher's new schedule starts from them", async ({ browser, request }) => {
  const admin = await (await browser.newContext()).newPage();
  await signInViaApi(admin, 'admin@demo.sch.id', '/examination/setting-global');
  const duration = admin.getByLabel('Durasi (menit)');
  try {
    await duration.fill('0');
    await admin.getByRole('button', { name: 'Simpan pengaturan' }).click();
    // The dialog gives the reason, and so does the field once it is closed.
    await expect(admin.getByRole('dialog')).toContainText('Minimal 1 menit.');
    await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(admin.getByRole('dialog')).toBeHidden();
    await expect(admin.getByText('Minimal 1 menit.')).toBeVisible();
    await duration.fill('75');
    await admin.getByLabel('Nilai terlihat siswa').selectOption('never');
    await admin.getByRole('switch', { name: 'Wajib token' }).uncheck();
    await admin.getByRole('button', { name: 'Simpan pengaturan' }).click();
    await expect(admin.getByRole('dialog')).toContainText('Pengaturan disimpan');

    const teacher = await (await browser.newContext()).newPage();
    await signInViaApi(teacher, 'guru@demo.sch.id', '/examination/setting-global');
    await expect(teacher.getByText('Hanya admin sekolah yang dapat mengubah pengaturan ini.')).toBeVisible();
    await expect(teacher.getByLabel('Durasi (menit)')).toBeDisabled();
    await teacher.goto('/add_school_exam_schedules');
    await expect(teacher.getByLabel('Durasi (menit)')).toHaveValue('75');
    await expect(teacher.getByLabel('Nilai terlihat siswa')).toHaveValue('never');
  } finally {
    const headers = await tokenOf(request, 'admin@demo.sch.id');
    await request.put('/api/exams/platform/settings/defaults', {
      headers,
      data: {
        defaultDurationMinutes: 90,
        defaultShuffleQuestions: true,
        defaultShuffleOptions: true,
        defaultResultVisibility: 'after_window',
        defaultTokenRequired: true,
        defaultRecordLeave: true,
      },
    });
  }
});

test('an admin whitelists a tablet exam browser by its key, on a phone-sized screen', async ({ browser }) => {
  const admin = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await signInViaApi(admin, 'admin@demo.sch.id', '/examination/whitelist-app');
  await expect(admin.getByRole('article', { name: 'Safe Exam Browser Lab Komputer 1' })).toContainText('Aktif');
  await admin.getByRole('button', { name: 'Tambah aplikasi' }).click();
  const form = admin.getByRole('form', { name: 'Tambah aplikasi' });
  await form.getByLabel('Nama aplikasi').fill(`Exam Browser Tablet E2E ${run}`);
  await form.getByLabel('Platform').selectOption({ label: 'Android' });
  await form.getByLabel('Browser Exam Key').fill('12345');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(form.getByText('Harus 64 karakter heksadesimal (0-9, a-f).')).toBeVisible();
  const key = (Date.now().toString(16) + 'ab'.repeat(32)).slice(0, 64); // unique per run, like the titles
  await form.getByLabel('Browser Exam Key').fill(key.toUpperCase());
  await form.getByRole('button', { name: 'Simpan' }).click();
  const card = admin.getByRole('article', { name: `Exam Browser Tablet E2E ${run}` });
  await expect(card).toContainText(key);
  await expect(card).toContainText('Android');
  // Nothing spills sideways at 360 px.
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the school's exams of today are listed with their counts and a link to each monitor", async ({ browser, request }) => {
  await openExam(request, `Ujian Status E2E ${run}`);
  const admin = await (await browser.newContext()).newPage();
  await signInViaApi(admin, 'admin@demo.sch.id', '/monitoring/examination_status');
  const row = admin.getByRole('row', { name: new RegExp(`Ujian Status E2E ${run}`) });
  await expect(row).toContainText('Sedang dibuka');
  await row.getByRole('link', { name: 'Monitoring' }).click();
  await expect(admin.getByRole('heading', { name: `Ujian Status E2E ${run}` })).toBeVisible();
  await admin.goto('/monitoring/examination_status');
  await admin.getByLabel('Tanggal').fill('2020-01-01');
  await expect(admin.getByText('Tidak ada ujian yang dibuka pada tanggal ini.')).toBeVisible();
});
