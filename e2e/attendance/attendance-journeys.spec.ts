import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { pushRoute } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { done, see } from '../portal/steps.ts';

/**
 * Issue 13's timetable, calendar and attendance screens doing their work as their roles
 * (docs/workflows/issue-13.md): the admin builds Saturday's lesson hours and places a lesson (a teacher in two
 * rombels at once is refused), the teacher and the student see it in their week, the teacher takes a lesson's
 * attendance that the student and the parent then read, the admin marks a school holiday that the student sees;
 * a machine pushes a principal's taps that the office finds in the tap log, corrects with a reason, reports and
 * exports, and a machine the office turns off is refused. Each run marks its records with `run`.
 */
test.setTimeout(150_000);
const run = Date.now().toString(36).slice(-5).toUpperCase();
const DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
/** The school's day `n` days from today ("2026-11-28"), on its Jakarta clock. */
const jakartaDay = (n = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + n * 86_400_000));
const weekdayOf = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();
/** The latest day before today (from `from` days back) that falls on `weekday`. */
function lastOn(weekday: number, from = 1): string {
  for (let n = from; ; n++) if (weekdayOf(jakartaDay(-n)) === weekday) return jakartaDay(-n);
}

async function signIn(page: Page, email: string, path: string) {
  const errors = watchServerErrors(page);
  await signInViaApi(page, email, path);
  return errors;
}

/** The cell of a table row (its name matching `row`) under the column header `column`. */
async function cellUnder(page: Page, column: Locator, row: RegExp) {
  const index = await column.evaluate((th) => (th as HTMLTableCellElement).cellIndex);
  return page.getByRole('row', { name: row }).locator('td, th').nth(index);
}

/** Clicks an export button; the file's name must end in `.ext` and its bytes start with `magic`. */
async function exported(page: Page, button: string, ext: 'xlsx' | 'pdf') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect(bytes.subarray(0, ext === 'pdf' ? 5 : 2).toString('latin1')).toBe(ext === 'pdf' ? '%PDF-' : 'PK');
}

/** Moves the calendar `by` months on, one month (and one answer) at a time. */
async function nextMonths(page: Page, by: number) {
  for (let i = 1; i <= by; i++) {
    const month = new Date(`${jakartaDay().slice(0, 7)}-01T00:00:00Z`);
    month.setUTCMonth(month.getUTCMonth() + i);
    await page.getByRole('button', { name: 'Bulan berikutnya' }).click();
    await see(page.getByText(month.toLocaleDateString('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }), { exact: true })).toBeVisible();
  }
}

/** Picks the option of `select` whose text matches `text` (labels carry counts that change, so not by full label). */
async function pick(page: Page, label: string, text: RegExp) {
  const select = page.getByLabel(label, { exact: true });
  const option = select.locator('option').filter({ hasText: text }).first();
  await select.selectOption((await option.getAttribute('value'))!);
}

test("the admin builds Saturday's lessons and a holiday; the teacher takes a lesson's attendance; the student and the parent see both", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = page;
  const adminErrors = await signIn(admin, 'admin@demo.sch.id', '/Jampel');
  const teacherName = 'Budi Santoso, S.Pd. (Demo)';

  // Lesson hours: Saturday has none; a period that ends when it starts is refused under its row, then two periods.
  await see(admin.getByRole('heading', { name: 'Jam Pelajaran' })).toBeVisible();
  await admin.getByRole('button', { name: 'Sabtu', exact: true }).click();
  await see(admin.getByRole('button', { name: 'Tambah jam' })).toBeVisible();
  // A retried run may meet the hours its first try left: cleared first (their lessons go with them).
  if (await admin.getByRole('button', { name: 'Hapus baris 1' }).isVisible()) {
    while (await admin.getByRole('button', { name: 'Hapus baris 1' }).isVisible()) await admin.getByRole('button', { name: 'Hapus baris 1' }).click();
    await admin.getByRole('button', { name: 'Simpan' }).click();
    await done(admin, 'Jam pelajaran tersimpan');
  }
  await see(admin.getByText('Belum ada jam pelajaran hari Sabtu.')).toBeVisible();
  await admin.getByRole('button', { name: 'Tambah jam' }).click();
  await admin.getByLabel('Mulai baris 1').fill('07:00');
  await admin.getByLabel('Selesai baris 1').fill('07:00');
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await done(admin, 'Jam selesai harus sesudah jam mulai.');
  await see(admin.getByText('Jam selesai harus sesudah jam mulai.')).toBeVisible();
  await see(admin.getByLabel('Selesai baris 1')).toHaveClass(/is-invalid/);
  await admin.getByLabel('Selesai baris 1').fill('07:45');
  await admin.getByRole('button', { name: 'Tambah jam' }).click();
  await admin.getByLabel('Selesai baris 2').fill('08:30');
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await done(admin, 'Jam pelajaran tersimpan');
  await see(admin.getByText('Jam ke-2')).toBeVisible();
  await see(admin.getByText('Jam selesai harus sesudah jam mulai.')).toBeHidden();

  // The timetable: Matematika of X AKL 1 into Saturday's first period; the same teacher's class in another
  // rombel at that hour is refused with who teaches where; the second period takes it.
  await pushRoute(admin, '/jadwalpelajaran');
  await see(admin.getByRole('heading', { name: 'Jadwal Pelajaran' })).toBeVisible();
  await pick(admin, 'Rombel', /^X AKL 1$/);
  await pick(admin, 'Mapel untuk ditempatkan', new RegExp(`^Matematika – ${teacherName.replace(/[.()]/g, '\\$&')}`));
  await admin.getByRole('button', { name: 'Jam ke-1: kosong, tempatkan di Sabtu' }).click();
  await done(admin, 'Pelajaran ditempatkan');
  await see(admin.getByRole('button', { name: 'Lepas Matematika Sabtu jam ke-1' })).toBeVisible();
  const rombels = await admin.getByLabel('Rombel', { exact: true }).locator('option').allTextContents();
  const other = rombels.find((r) => /^X /.test(r) && r !== 'X AKL 1')!;
  await pick(admin, 'Rombel', new RegExp(`^${other}$`));
  await see(admin.getByRole('button', { name: 'Jam ke-1: kosong, tempatkan di Sabtu' })).toBeDisabled();
  await pick(admin, 'Mapel untuk ditempatkan', /^Matematika – Budi Santoso/);
  await admin.getByRole('button', { name: 'Jam ke-1: kosong, tempatkan di Sabtu' }).click();
  await done(admin, `${teacherName} sudah mengajar di X AKL 1 pada jam tersebut.`);
  await admin.getByRole('button', { name: 'Jam ke-2: kosong, tempatkan di Sabtu' }).click();
  await done(admin, 'Pelajaran ditempatkan');
  await see(admin.getByRole('button', { name: 'Lepas Matematika Sabtu jam ke-2' })).toBeVisible();

  // The teacher's own week has both Saturday lessons; a lesson a week ahead cannot be filled yet; a past one is.
  const teacher = await browser.newPage({ baseURL });
  const teacherErrors = await signIn(teacher, 'guru@demo.sch.id', '/sesi_matpel_guru');
  await see(teacher.getByRole('heading', { name: 'Jadwal mengajar saya' })).toBeVisible();
  const saturday = teacher.locator('#isi div.mb-3').filter({ has: teacher.getByRole('heading', { name: 'Sabtu' }) });
  await see(saturday.getByRole('listitem').first()).toContainText('07:00–07:45Matematika X AKL 1');
  await see(saturday.getByRole('listitem').nth(1)).toContainText(`07:45–08:30Matematika ${other}`);
  const weekday = await teacher.locator('#isi div.mb-3').filter({ hasText: 'Matematika X AKL 1' }).getByRole('heading').first().textContent();
  const lessonDay = lastOn(DAYS.indexOf(weekday!));
  await pushRoute(teacher, '/absensikelas');
  await see(teacher.getByRole('heading', { name: 'Absensi Kelas' })).toBeVisible();
  await teacher.getByLabel('Tanggal').fill(lastOn(DAYS.indexOf(weekday!), -13));
  await see(teacher.locator('#isi .alert-info')).toHaveText('Presensi pelajaran tidak dapat diisi untuk hari yang belum tiba.');
  await teacher.getByLabel('Tanggal').fill(lessonDay);
  await teacher
    .getByRole('link', { name: /presensi Matematika X AKL 1$/ })
    .first()
    .click();
  await see(teacher.getByRole('heading', { name: 'Matematika · X AKL 1' })).toBeVisible();
  const topic = `Persamaan kuadrat ${run}`;
  await teacher.getByLabel('Materi yang diajarkan').fill(topic);
  await teacher.getByRole('button', { name: 'Alpa Andi Pratama (Demo)', exact: true }).click();
  await teacher.getByRole('button', { name: 'Simpan Presensi Pelajaran' }).click();
  await done(teacher, 'Presensi pelajaran tersimpan');
  await see(teacher.getByRole('button', { name: 'Alpa Andi Pratama (Demo)', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The class's recap: the meeting is a column (its topic as the title) and the student is Alpa in it.
  await pushRoute(teacher, '/attendance_student');
  await see(teacher.getByRole('heading', { name: 'Presensi Siswa per Pelajaran' })).toBeVisible();
  await pick(teacher, 'Pembelajaran', /^Matematika · X AKL 1$/);
  const column = teacher.locator(`th[title="${topic}"]`);
  await see(column).toContainText(`${lessonDay.slice(8)}/${lessonDay.slice(5, 7)}`);
  await see(await cellUnder(teacher, column, /Andi Pratama \(Demo\)/)).toHaveText('A');
  expect(teacherErrors).toEqual([]);
  await teacher.close();

  // The student: the Alpa of that lesson with its topic, Saturday's lesson in the week, the month's totals.
  const student = await browser.newPage({ baseURL });
  const studentErrors = await signIn(student, 'siswa@demo.sch.id', '/absensikelasstudent');
  await see(student.getByRole('heading', { name: 'Absensi Kelas Siswa' })).toBeVisible();
  await see(student.getByRole('listitem').filter({ hasText: /^Matematika\d+ pertemuan/ })).toContainText(/Alpa \d+/);
  await pushRoute(student, '/sesi-matpel');
  await see(student.getByRole('heading', { name: 'Jadwal X AKL 1' })).toBeVisible();
  await see(student.locator('#isi div.mb-3').filter({ has: student.getByRole('heading', { name: 'Sabtu' }) })).toContainText(
    `07:00–07:45Matematika ${teacherName}`,
  );
  await pushRoute(student, '/daily_attendance_student');
  await see(student.getByRole('heading', { name: 'Kehadiran Saya' })).toBeVisible();
  await see(student.getByText('Andi Pratama (Demo) · X AKL 1')).toBeVisible();
  await see(student.locator('#isi .badge').filter({ hasText: /^Sakit \d+$/ })).toBeVisible();

  // The parent reads the same lesson record of the child.
  const parent = await browser.newPage({ baseURL });
  const parentErrors = await signIn(parent, 'ortu@demo.sch.id', '/absensikelasstudent');
  await see(parent.getByRole('heading', { name: 'Absensi Kelas Siswa' })).toBeVisible();
  await see(parent.getByRole('listitem').filter({ hasText: /^Matematika\d+ pertemuan/ })).toContainText(/Alpa \d+/);
  expect(parentErrors).toEqual([]);
  await parent.close();

  // The calendar: a holiday ending before it starts is refused; a school holiday two months on takes one
  // effective day off that month, and the student sees it (without a delete button).
  await pushRoute(admin, '/academiccalendar');
  await see(admin.getByRole('heading', { name: 'Kalender Akademik' })).toBeVisible();
  await nextMonths(admin, 2);
  const monthStart = new Date(`${jakartaDay().slice(0, 7)}-01T00:00:00Z`);
  monthStart.setUTCMonth(monthStart.getUTCMonth() + 2);
  const holidayDay = new Date(monthStart);
  while (holidayDay.getUTCDay() !== 3) holidayDay.setUTCDate(holidayDay.getUTCDate() + 1);
  holidayDay.setUTCDate(holidayDay.getUTCDate() + 7);
  const holiday = holidayDay.toISOString().slice(0, 10);
  const effective = admin.getByText(/^Hari efektif bulan ini:/);
  const before = Number((await effective.locator('strong').textContent())!);
  const title = `Libur HUT sekolah ${run}`;
  await admin.getByLabel('Nama kegiatan').fill(title);
  await admin.getByLabel('Mulai', { exact: true }).fill(holiday);
  await admin.getByLabel('Selesai', { exact: true }).fill(new Date(holidayDay.getTime() - 86_400_000).toISOString().slice(0, 10));
  await admin.getByLabel('Jenis', { exact: true }).selectOption({ label: 'Libur sekolah' });
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await done(admin, 'Tanggal selesai tidak boleh sebelum tanggal mulai.');
  await see(admin.getByText('Tanggal selesai tidak boleh sebelum tanggal mulai.')).toBeVisible();
  await admin.getByLabel('Selesai', { exact: true }).fill(holiday);
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await done(admin, 'Kegiatan ditambahkan');
  const item = admin.getByRole('listitem').filter({ hasText: title });
  await see(item).toContainText('Libur sekolah');
  await see(effective.locator('strong')).toHaveText(String(before - 1));

  await pushRoute(student, '/academiccalendar');
  await nextMonths(student, 2);
  const seen = student.getByRole('listitem').filter({ hasText: title });
  await see(seen).toContainText('Libur sekolah');
  await see(seen.getByRole('button')).toHaveCount(0);
  expect(studentErrors).toEqual([]);
  await student.close();

  // Putting things back: the holiday goes, Saturday's lessons are taken off and its hours removed.
  await item.getByRole('button', { name: `Hapus ${title}` }).click();
  await done(admin, 'Kegiatan dihapus');
  await see(admin.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  await see(effective.locator('strong')).toHaveText(String(before));
  await pushRoute(admin, '/jadwalpelajaran');
  await pick(admin, 'Rombel', new RegExp(`^${other}$`));
  await admin.getByRole('button', { name: 'Lepas Matematika Sabtu jam ke-2' }).click();
  await done(admin, 'Pelajaran dilepas');
  await see(admin.getByRole('button', { name: 'Jam ke-2: kosong, tempatkan di Sabtu' })).toBeVisible();
  await pushRoute(admin, '/Jampel');
  await admin.getByRole('button', { name: 'Sabtu', exact: true }).click();
  await admin.getByRole('button', { name: 'Hapus baris 2' }).click();
  await admin.getByRole('button', { name: 'Hapus baris 1' }).click();
  await admin.getByRole('button', { name: 'Simpan' }).click();
  await done(admin, 'Jam pelajaran tersimpan');
  await see(admin.getByText('Belum ada jam pelajaran hari Sabtu.')).toBeVisible();
  expect(adminErrors).toEqual([]);
});

test("a machine pushes the principal's taps; the office reads the log, corrects the day with a reason, reports and exports it, and turns a machine off", async ({
  page,
}) => {
  const principal = 'Dra. Sri Wahyuni (Demo)';
  // A weekday five or six weeks back: before the demo's four weeks of staff days, so the taps make the day.
  const day = lastOn(3, 35);
  const pin = `E2E${run}`;
  const push = (serial: string, body: string) =>
    page.request.post(`/iclock/cdata?SN=${serial}&table=ATTLOG`, { data: body, headers: { 'content-type': 'text/plain' } });
  const kepsekNip = '196805121994032004';
  const card = `77${String(Date.now()).slice(-8)}`;

  // An RFID card for the principal: an unknown number and a second card for her are refused.
  const errors = await signIn(page, 'staf@demo.sch.id', '/absent_card_add');
  await see(page.getByRole('heading', { name: 'Kartu Presensi' })).toBeVisible();
  await page.getByLabel('Nomor kartu').fill(card);
  await page.getByLabel('NIS/NISN atau NIP/NUPTK').fill('00000000');
  await page.getByRole('button', { name: 'Tambah kartu' }).click();
  await done(page, 'Tidak ada siswa atau pegawai dengan nomor itu.');
  await see(page.getByText('Tidak ada siswa atau pegawai dengan nomor itu.')).toBeVisible();
  await page.getByLabel('NIS/NISN atau NIP/NUPTK').fill(kepsekNip);
  await page.getByRole('button', { name: 'Tambah kartu' }).click();
  await done(page, 'Kartu didaftarkan');
  const cardItem = page.getByRole('listitem').filter({ hasText: `kartu ${card}` });
  await see(cardItem).toContainText(principal);
  await page.getByLabel('Nomor kartu').fill(`${card}9`);
  await page.getByLabel('NIS/NISN atau NIP/NUPTK').fill(kepsekNip);
  await page.getByRole('button', { name: 'Tambah kartu' }).click();
  await done(page, 'Orang ini sudah punya kartu. Hapus kartu lamanya dahulu.');
  await see(page.getByText('Orang ini sudah punya kartu. Hapus kartu lamanya dahulu.')).toBeVisible();

  // The gate machine pushes the day: her finger in, her card at noon, her face out, a stranger, a broken line.
  const pushed = await push(
    'DEMO0001',
    [
      `${kepsekNip}\t${day} 07:32:10\t0\t1\t0\t0`,
      `${card}\t${day} 12:00:00\t2\t2\t0\t0`,
      `${kepsekNip}\t${day} 14:40:05\t1\t15\t0\t0`,
      `${pin}\t${day} 07:01:00\t0\t2`,
      'baris rusak',
    ].join('\n'),
  );
  expect(await pushed.text()).toBe('OK: 4');

  await pushRoute(page, '/report_daily_attendance_log');
  await see(page.getByRole('heading', { name: 'Log Presensi Harian' })).toBeVisible();
  await page.getByLabel('Tanggal').fill(day);
  await see(page.getByRole('row').filter({ hasText: '07.32.10' })).toContainText(`196805121994032004${principal}Sidik jariMesin sidik jari gerbang utama`);
  await see(page.getByRole('row').filter({ hasText: '12.00.00' })).toContainText(`${card}${principal}Kartu`);
  await see(page.getByRole('row').filter({ hasText: '14.40.05' })).toContainText(`${principal}Wajah · pulang`);
  await page.getByLabel('Hanya PIN tak dikenal').check();
  await see(page.getByRole('row').filter({ hasText: pin })).toContainText('tidak dikenal');
  await see(page.getByRole('row').filter({ hasText: principal })).toHaveCount(0);

  // The day the taps made; a day still to come cannot be set; the office records her as on duty, with why.
  await pushRoute(page, '/staff_daily_attendance');
  await see(page.getByRole('heading', { name: 'Presensi Harian Pegawai' })).toBeVisible();
  await page.getByLabel('Tanggal').fill(jakartaDay(1));
  await page.getByRole('button', { name: `Sakit ${principal}`, exact: true }).click();
  await done(page, 'Presensi tidak dapat diisi untuk hari yang belum tiba.');
  await page.getByLabel('Tanggal').fill(day);
  const row = page.getByRole('listitem').filter({ hasText: principal });
  await see(row).toContainText('Masuk 07.32 · Pulang 14.40 · terlambat 17 menit · pulang awal 20 menit');
  const reason = `Rapat MGMP di dinas ${run}`;
  await page.getByLabel('Keterangan koreksi').fill(reason);
  await row.getByRole('button', { name: `Dinas luar ${principal}`, exact: true }).click();
  await done(page, 'Tersimpan');
  await see(row.getByRole('button', { name: `Dinas luar ${principal}`, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await see(row).toContainText(`terlambat 17 menit · pulang awal 20 menit · ${reason}`);
  await see(page.getByLabel('Keterangan koreksi')).toHaveValue('');

  // The one-day report of the staff has her day, and exports to Excel; the month's recap counts the duty day.
  await pushRoute(page, '/report_daily_one_days');
  await see(page.getByRole('heading', { name: 'Laporan Presensi Satu Hari' })).toBeVisible();
  await page.getByLabel('Untuk').selectOption({ label: 'Pegawai' });
  await page.getByLabel('Tanggal').fill(day);
  await see(page.getByRole('row', { name: new RegExp(principal.replace(/[.()]/g, '\\$&')) })).toContainText('Dinas luar07.3214.4017 mnt');
  await exported(page, 'Unduh Excel', 'xlsx');

  await pushRoute(page, '/report_monthly_users');
  await see(page.getByRole('heading', { name: 'Laporan Presensi Bulanan' })).toBeVisible();
  await page.getByLabel('Bulan', { exact: true }).fill(day.slice(0, 7));
  const recap = page.getByRole('row', { name: new RegExp(principal.replace(/[.()]/g, '\\$&')) });
  await see(recap.locator('td').nth(4)).not.toHaveText('0');
  await exported(page, 'Unduh PDF Laporan', 'pdf');

  // Who sent no tap that day: everyone on the staff but her; the stranger's PIN is counted apart.
  await pushRoute(page, '/report_available_users_log');
  await see(page.getByRole('heading', { name: 'Log Pengguna Tanpa Tap' })).toBeVisible();
  await page.getByLabel('Untuk').selectOption({ label: 'Pegawai' });
  await page.getByLabel('Tanggal').fill(day);
  await see(page.getByText(/^1 dari \d+ orang mengirim tap; \d+ tidak\. \d+ tap dengan PIN tak dikenal/)).toBeVisible();
  await see(page.getByRole('row', { name: /Budi Santoso, S\.Pd\. \(Demo\)/ })).toBeVisible();
  await see(page.getByRole('row', { name: new RegExp(principal.replace(/[.()]/g, '\\$&')) })).toHaveCount(0);

  // A machine of the office's own: a name too short is refused; registered, then turned off, its push is refused.
  await pushRoute(page, '/device/school-setting');
  await see(page.getByRole('heading', { name: 'Pengaturan Perangkat Presensi' })).toBeVisible();
  await see(page.getByRole('listitem').filter({ hasText: 'Mesin sidik jari gerbang utama' })).toContainText('SN DEMO0001');
  const serial = `E2E-${run}`;
  await page.getByLabel('Nomor seri').fill(serial);
  await page.getByLabel('Nama', { exact: true }).fill('TU');
  await page.getByRole('button', { name: 'Daftarkan' }).click();
  await done(page, 'Nama perangkat minimal 3 huruf.');
  await see(page.getByText('Nama perangkat minimal 3 huruf.')).toBeVisible();
  await page.getByLabel('Nama', { exact: true }).fill(`Mesin ruang TU ${run}`);
  await page.getByRole('button', { name: 'Daftarkan' }).click();
  await done(page, 'Perangkat didaftarkan');
  const machine = page.getByRole('listitem').filter({ hasText: `Mesin ruang TU ${run}` });
  await see(machine).toContainText(`SN ${serial}`);
  await see(machine).toContainText('belum pernah terhubung · 0 tap hari ini');
  expect((await push(serial, `${pin}\t${day} 07:05:00\t0\t1`)).status()).toBe(200);
  await machine.getByRole('button', { name: 'Nonaktifkan' }).click();
  await done(page, 'Perangkat dinonaktifkan');
  await see(machine).toContainText('Nonaktif');
  const refused = await push(serial, `${pin}\t${day} 07:06:00\t0\t1`);
  expect(refused.status()).toBe(401);
  expect(await refused.text()).toBe('Perangkat tidak dikenal atau dinonaktifkan.');

  // The card goes back (lost): its taps stay in the log under her name.
  await pushRoute(page, '/absent_card');
  await page
    .getByRole('listitem')
    .filter({ hasText: `kartu ${card}` })
    .getByRole('button', { name: `Hapus kartu ${principal}` })
    .click();
  await done(page, 'Kartu dihapus');
  await see(page.getByRole('listitem').filter({ hasText: `kartu ${card}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the homeroom teacher marks a day Dispensasi and finds it in the month's recap; the admin reads the day and the week and exports them", async ({
  page,
  browser,
  baseURL,
}) => {
  // A Monday eight to fourteen days back (the other specs mark Tuesdays to Thursdays).
  const day = lastOn(1, 8);
  const student = 'Andi Pratama (Demo)';
  const teacherErrors = await signIn(page, 'guru@demo.sch.id', '/daily_attendance');
  await see(page.getByRole('heading', { name: 'Presensi Harian' })).toBeVisible();
  await page.getByLabel('Tanggal').fill(jakartaDay(3));
  await see(page.locator('#isi .alert-info')).toHaveText('Presensi tidak dapat diisi untuk hari yang belum tiba.');
  await see(page.getByRole('button', { name: 'Simpan Presensi' })).toHaveCount(0);
  await page.getByLabel('Tanggal').fill(day);
  const dispensation = page.getByRole('button', { name: `Dispensasi ${student}`, exact: true });
  await dispensation.click();
  await page.getByRole('button', { name: 'Simpan Presensi' }).click();
  await done(page, 'Presensi tersimpan');
  await see(dispensation).toHaveAttribute('aria-pressed', 'true');

  // The month's recap of the rombel: that day's column has D for the student.
  await pushRoute(page, '/report_daily_attendance');
  await see(page.getByRole('heading', { name: 'Rekap Presensi Harian' })).toBeVisible();
  await page.getByLabel('Bulan', { exact: true }).fill(day.slice(0, 7));
  const dayColumn = page.getByRole('columnheader', { name: String(Number(day.slice(8))), exact: true });
  await see(await cellUnder(page, dayColumn, /^Andi Pratama \(Demo\)/)).toHaveText('D');
  expect(teacherErrors).toEqual([]);

  // The admin: the school's day per rombel (X AKL 1 has a Dispensasi) as PDF; the rombel's week as Excel.
  const admin = await browser.newPage({ baseURL });
  const adminErrors = await signIn(admin, 'admin@demo.sch.id', '/attendance-report/daily');
  await see(admin.getByRole('heading', { name: 'Laporan Presensi Harian' })).toBeVisible();
  await admin.getByLabel('Tanggal').fill(day);
  const rombel = admin.getByRole('row', { name: /^X AKL 1 / });
  await see(rombel.locator('td').nth(5)).not.toHaveText('0');
  await exported(admin, 'Unduh PDF Laporan', 'pdf');

  await pushRoute(admin, '/attendance-report/weeks');
  await see(admin.getByRole('heading', { name: 'Laporan Presensi Mingguan' })).toBeVisible();
  await pick(admin, 'Rombel', /^X AKL 1$/);
  await admin.getByLabel('Minggu dari tanggal').fill(day);
  const weekColumn = admin.getByRole('columnheader', { name: `${day.slice(8)}/${day.slice(5, 7)}`, exact: true });
  await see(await cellUnder(admin, weekColumn, /^Andi Pratama \(Demo\)/)).toHaveText('D');
  await exported(admin, 'Unduh Excel', 'xlsx');
  expect(adminErrors).toEqual([]);
  await admin.close();
});

test("the office puts the principal on a late shift on Tuesdays and her Tuesday's taps are judged by it; the school's hours refuse a bad order", async ({
  page,
}) => {
  const principal = 'Dra. Sri Wahyuni (Demo)';
  // A Tuesday five or six weeks back: the machine journey above uses Wednesdays, which this shift leaves alone.
  const day = lastOn(2, 35);
  const shift = `Shift siang ${run}`;
  const group = `Grup siang ${run}`;
  const errors = await signIn(page, 'staf@demo.sch.id', '/school_hours');

  // The staff's hours: a late limit before the first tap is refused; the saved values are saved back unchanged.
  await see(page.getByRole('heading', { name: 'Jam Sekolah' })).toBeVisible();
  const staffHours = page.getByRole('form', { name: 'Pegawai' });
  const lateAfter = staffHours.getByLabel('Terlambat setelah');
  const saved = await lateAfter.inputValue();
  await lateAfter.fill('05:00');
  await staffHours.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'Batas terlambat harus sesudah mulai tap masuk.');
  await see(staffHours.getByText('Batas terlambat harus sesudah mulai tap masuk.')).toBeVisible();
  await lateAfter.fill(saved);
  await staffHours.getByRole('button', { name: 'Simpan' }).click();
  await done(page, 'Jam sekolah tersimpan');

  // A shift that goes home before its late limit is refused; then 11:00 / 12:00 / 18:00.
  await pushRoute(page, '/absent_shift');
  await see(page.getByRole('heading', { name: 'Shift Presensi' })).toBeVisible();
  await page.getByLabel('Nama shift').fill(shift);
  await page.getByLabel('Tap masuk mulai').fill('11:00');
  await page.getByLabel('Terlambat sesudah').fill('12:00');
  await page.getByLabel('Pulang mulai').fill('11:30');
  await page.getByRole('button', { name: 'Simpan Shift' }).click();
  await done(page, 'Jam pulang harus sesudah batas terlambat (shift tidak melewati tengah malam).');
  await see(page.getByText('Jam pulang harus sesudah batas terlambat (shift tidak melewati tengah malam).')).toBeVisible();
  await page.getByLabel('Pulang mulai').fill('18:00');
  await page.getByRole('button', { name: 'Simpan Shift' }).click();
  await done(page, 'Shift ditambahkan');
  await see(page.getByRole('listitem').filter({ hasText: shift })).toContainText('tap mulai 11:00 · terlambat sesudah 12:00 · pulang mulai 18:00 · 0 grup');

  // The group: the principal, on that shift on Tuesdays only.
  await pushRoute(page, '/group_absent_shift');
  await see(page.getByRole('heading', { name: 'Grup Shift Presensi' })).toBeVisible();
  await page.getByLabel('Nama grup').fill(group);
  await page.getByLabel('Selasa').selectOption({ label: shift });
  await page.getByLabel(principal, { exact: true }).check();
  await page.getByRole('button', { name: 'Simpan Grup' }).click();
  await done(page, 'Grup shift dibuat');
  const item = page.getByRole('listitem').filter({ hasText: group });
  await see(item).toContainText(`Senin: libur · Selasa: ${shift} · Rabu: libur`);
  await see(item).toContainText(`Anggota: ${principal}`);

  // Her Tuesday: in at 12:20 is 20 minutes late by the shift (not by the school's 07:15), out at 18:30.
  const pushed = await page.request.post('/iclock/cdata?SN=DEMO0001&table=ATTLOG', {
    data: [`196805121994032004\t${day} 12:20:00\t0\t1`, `196805121994032004\t${day} 18:30:00\t1\t1`].join('\n'),
    headers: { 'content-type': 'text/plain' },
  });
  expect(await pushed.text()).toBe('OK: 2');
  await pushRoute(page, '/staff_daily_attendance');
  await page.getByLabel('Tanggal').fill(day);
  await see(page.getByRole('listitem').filter({ hasText: principal })).toContainText('Masuk 12.20 · Pulang 18.30 · terlambat 20 menit');

  // A shift in use cannot go; the group goes first, then the shift.
  await pushRoute(page, '/absent_shift');
  await page.getByRole('button', { name: `Hapus ${shift}` }).click();
  await done(page, /dipakai/);
  await pushRoute(page, '/group_absent_shift');
  await page.getByRole('button', { name: `Hapus ${group}` }).click();
  await done(page, 'Grup dihapus');
  await pushRoute(page, '/absent_shift');
  await page.getByRole('button', { name: `Hapus ${shift}` }).click();
  await done(page, 'Shift dihapus');
  await see(page.getByRole('listitem').filter({ hasText: shift })).toHaveCount(0);
  expect(errors).toEqual([]);
});
