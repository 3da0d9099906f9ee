import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signInViaApi } from '../portal/fixtures.ts';
import { openByMenu } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { done, pdfOf, refused, see } from '../portal/steps.ts';

/**
 * Issue 13's office screens that attendance-journeys.spec.ts does not walk (docs/workflows/issue-13.md): the
 * office of SMK Demo adds a DUDI, places a student there within its quota and takes the placement back, and
 * prints a rombel's attendance cards; the operator of SMP Demo sets the attendance tolerances (in its own school,
 * so the lateness the SMK journeys assert beside it never moves) and puts them back, sets a student's password
 * and finds it in the password log, and blocks and unblocks that account. Each run marks its records with `run`.
 */
test.setTimeout(120_000);
const run = Date.now().toString(36).slice(-5).toUpperCase();
/** The school's day `n` days from today, on its Jakarta clock. */
const jakartaDay = (n = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + n * 86_400_000));

/** Signs `email` in through the API, as the sign-in form would: its answer's status and message. */
async function signInAnswer(page: Page, email: string, password: string) {
  const body = await (await page.request.post('/api/login_web', { data: { email, password } })).json();
  return { status: body.status as boolean, message: (body.message ?? '') as string };
}

test('the office adds a DUDI, places a student within its quota and takes it back, and prints a rombel’s attendance cards', async ({ page }) => {
  const errors = watchServerErrors(page);
  const company = `PT Uji Mitra ${run}`;
  await signInViaApi(page, 'admin@demo.sch.id', '/field-company');
  await see(page.getByRole('heading', { name: 'Data DUDI' })).toBeVisible();

  // A name of two letters is refused under the field; the company is then added with a quota of one student.
  await page.getByLabel('Nama DUDI').fill('PT');
  await page.getByRole('button', { name: 'Simpan DUDI' }).click();
  await refused(page, 'Nama DUDI minimal 3 huruf.');
  await page.getByLabel('Nama DUDI').fill(company);
  await page.getByLabel('Bidang usaha').fill('Teknologi informasi');
  await page.getByLabel('Kuota siswa (0 = tanpa batas)').fill('1');
  await page.getByRole('button', { name: 'Simpan DUDI' }).click();
  await done(page, 'DUDI ditambahkan');
  const card = page.locator('article').filter({ has: page.getByRole('heading', { name: company }) });
  await see(card).toContainText('0 / 1 siswa');
  await expect(card).toContainText('Teknologi informasi');

  // Two students of a grade-XII rombel for a term half a year ahead: over the quota, refused; one is placed.
  await card.getByRole('button', { name: `Tempatkan siswa di ${company}` }).click();
  const rombel = card.getByLabel('Rombel');
  const option = (await rombel.locator('option').allTextContents()).filter((o) => /^XII /.test(o) && !o.includes('Uji')).pop()!;
  await rombel.selectOption({ label: option });
  const [start, end] = [jakartaDay(200), jakartaDay(230)];
  await card.getByLabel('Mulai').fill(start);
  await card.getByLabel('Selesai').fill(end);
  const students = card.getByRole('group', { name: 'Siswa' }).getByRole('checkbox');
  await see(students.first()).toBeVisible();
  await students.nth(0).check();
  await students.nth(1).check();
  const placed = (await card.getByRole('group', { name: 'Siswa' }).locator('label').first().textContent())!.trim();
  await card.getByRole('button', { name: 'Tempatkan', exact: true }).click();
  await refused(page, `Kuota ${company} 1 siswa; sisa 1.`);
  await students.nth(1).uncheck();
  await card.getByRole('button', { name: 'Tempatkan', exact: true }).click();
  await done(page, 'Siswa ditempatkan');
  await see(card).toContainText('1 / 1 siswa');
  await expect(card.getByRole('listitem').filter({ hasText: placed })).toContainText(`${placed} · ${option} · ${start} s.d. ${end} · pembimbing `);
  // A company with a student cannot be deleted: its delete button is gone until the placement is.
  await expect(card.getByRole('button', { name: `Hapus ${company}`, exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: `Hapus penempatan ${placed}` }).click();
  await done(page, 'Penempatan dihapus');
  await see(card).toContainText('0 / 1 siswa');
  await card.getByRole('button', { name: `Hapus ${company}`, exact: true }).click();
  await done(page, 'DUDI dihapus');
  await see(page.getByRole('heading', { name: company })).toHaveCount(0);

  // /generatepicture: X AKL 1's cards on F4 paper, a PDF named after the rombel and the paper.
  await openByMenu(page, '/generatepicture');
  await see(page.getByRole('heading', { name: 'Buat Gambar Kartu Presensi' })).toBeVisible();
  await page.getByLabel('Rombel').selectOption({ label: 'X AKL 1' });
  await page.getByLabel('Kertas').selectOption('F4');
  expect((await pdfOf(page, 'Unduh PDF Kartu Presensi')).name).toBe('kartu-presensi-x-akl-1-f4.pdf');
  expect(errors).toEqual([]);
});

test("a school's operator sets the attendance tolerances, sets a student's password and finds it in the log, and blocks and unblocks the account", async ({
  page,
}) => {
  const errors = watchServerErrors(page);
  await signInViaApi(page, 'admin.smp@demo.sch.id', '/absent_rule');

  // /absent_rule: 61 minutes is refused under the field; 10 is saved and read back after leaving; then put back.
  const tolerance = page.getByLabel('Toleransi terlambat (menit)');
  await see(tolerance).toBeVisible();
  const before = await tolerance.inputValue();
  const other = before === '10' ? '11' : '10';
  await tolerance.fill('61');
  await page.getByRole('button', { name: 'Simpan Aturan' }).click();
  await refused(page, 'Paling banyak 60 menit.');
  await expect(tolerance).toHaveClass(/is-invalid/);
  await tolerance.fill(other);
  await page.getByRole('button', { name: 'Simpan Aturan' }).click();
  await done(page, 'Aturan presensi tersimpan');
  await openByMenu(page, '/resetpassword');
  await openByMenu(page, '/absent_rule');
  await see(tolerance).toHaveValue(other);
  await tolerance.fill(before);
  await page.getByRole('button', { name: 'Simpan Aturan' }).click();
  await done(page, 'Aturan presensi tersimpan');

  // /resetpassword: a student's new password; a confirmation that differs is refused under its field.
  await openByMenu(page, '/resetpassword');
  await page.getByLabel('Nama, email atau NISN').fill('an');
  await page.getByRole('button', { name: 'Cari' }).click();
  const row = page.getByRole('listitem').filter({ hasText: '· Siswa ·' }).first();
  await see(row).toBeVisible();
  const name = (await row.locator('strong').textContent())!.trim();
  // A generated student signs in with the NISN in the email field.
  const email = /· Siswa · ([^\s·]+)/.exec((await row.locator('span.small').first().textContent()) ?? '')![1];
  const password = `uji-${run}-sandi`;
  await row.getByRole('button', { name: `Atur password ${name}` }).click();
  await row.getByLabel('Password baru').fill(password);
  await row.getByLabel('Ulangi password').fill(`${password}x`);
  await row.getByRole('button', { name: 'Simpan' }).click();
  await refused(page, 'Konfirmasi password tidak sama dengan password baru.');
  await row.getByLabel('Ulangi password').fill(password);
  await row.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'Password diganti');
  expect((await signInAnswer(page, email, password)).status).toBe(true);

  // /log/reset-password: the newest line is that student's, set by the operator.
  await openByMenu(page, '/log/reset-password');
  const log = page.getByRole('region', { name: 'Log atur ulang kata sandi' }).locator('tbody tr').first();
  await expect(log.locator('td')).toHaveText([/\d/, name, 'Siswa', 'Operator SMP (Demo)']);

  // /blocking_access_rights: a reason of three letters is refused; blocked, the account cannot sign in; unblocked, it can.
  await openByMenu(page, '/blocking_access_rights');
  await page.getByLabel('Cari akun (nama)').fill(name);
  await page.getByRole('button', { name: 'Cari' }).click();
  await page.getByLabel(`Alasan memblokir ${name}`).fill('hp');
  await page.getByRole('button', { name: `Blokir ${name}`, exact: true }).click();
  await refused(page, 'Tulis alasan minimal 5 huruf.');
  await page.getByLabel(`Alasan memblokir ${name}`).fill(`Ponsel hilang ${run}`);
  await page.getByRole('button', { name: `Blokir ${name}`, exact: true }).click();
  await done(page, 'Akun diblokir');
  const blocked = page.getByRole('listitem').filter({ hasText: `Ponsel hilang ${run}` });
  await see(blocked).toContainText(`${name} · Siswa · Ponsel hilang ${run} · sejak`);
  expect(await signInAnswer(page, email, password)).toEqual({ status: false, message: 'Akun Anda dinonaktifkan. Hubungi admin sekolah.' });
  await blocked.getByRole('button', { name: `Buka blokir ${name}` }).click();
  await done(page, 'Blokir dibuka');
  await see(page.getByRole('listitem').filter({ hasText: `: Ponsel hilang ${run} ·` })).toBeVisible();
  expect((await signInAnswer(page, email, password)).status).toBe(true);

  // The demo password back, so the account signs in as the README says.
  await openByMenu(page, '/resetpassword');
  await page.getByLabel('Nama, email atau NISN').fill(email);
  await page.getByRole('button', { name: 'Cari' }).click();
  const again = page.getByRole('listitem').filter({ hasText: email });
  await again.getByRole('button', { name: `Atur password ${name}` }).click();
  await again.getByLabel('Password baru').fill(PASSWORD);
  await again.getByLabel('Ulangi password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'Password diganti');
  expect(errors).toEqual([]);
});
