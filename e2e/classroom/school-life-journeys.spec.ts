import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { signInViaApi } from '../portal/fixtures.ts';
import { pushRoute } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { done, pdfOf, see } from '../portal/steps.ts';

/**
 * School life's screens doing their work as their roles (issue 16; docs/workflows/issue-16.md): a club from its
 * founding to the rapor's predikat; a staff meeting, a teacher group and an additional duty; the duty roster and
 * the duty officer's day; the office's PTK, organisation chart and buku induk; the class room's materials,
 * questions, calendar and checks. classroom-flow.spec.ts holds the assignment flow, school-life.spec.ts BK, the
 * class quiz and the guest book. Every test makes its own records (a `run` mark), as specs share one database.
 */
test.setTimeout(120_000);
const run = Date.now().toString(36).slice(-5).toUpperCase();
const GURU = 'Budi Santoso, S.Pd. (Demo)';
const SISWA = 'Andi Pratama (Demo)';
/** The dialog of a 422: the field's own message stands under the field. */
/** The last Monday–Friday up to today in Jakarta, as YYYY-MM-DD. */
function lastWeekday() {
  for (let back = 0; ; back++) {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - back * 86_400_000));
    if (![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) return date;
  }
}
/** As the screens write a day: "2026-11-25" → "25 Nov 2026". */
const shown = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** A new page signed in as `email` on `path`; `errors` collects every /api answer of 500 or more. */
async function open(browser: Browser, email: string, path: string) {
  const page = await browser.newPage();
  const errors = watchServerErrors(page);
  await signInViaApi(page, email, path);
  return { page, errors };
}

/** The "Gagal" dialog of a refused change: its message, then closed. */
async function refusal(page: Page, message: string | RegExp) {
  await see(page.getByRole('dialog')).toContainText(message);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await see(page.getByRole('dialog')).toBeHidden();
}

/** A list's row or item: what it shows, then its link, which opens the record under that name. */
async function openListed(item: Locator, shows: string[], name: string) {
  for (const text of shows) await see(item).toContainText(text);
  await item.getByRole('link', { name }).click();
  await see(item.page().getByRole('heading', { name })).toBeVisible();
}

/** A weekday's card of a duty roster. */
const dayCard = (page: Page, day: string) => page.locator('.card').filter({ has: page.locator('.card-header', { hasText: new RegExp(`^${day}$`) }) });

test('a club from its founding to the rapor: the admin adds it, a student signs up, the coach accepts, records a meeting and gives a predikat', async ({
  browser,
}) => {
  const club = `Robotik ${run}`;
  const admin = await open(browser, 'admin@demo.sch.id', '/ekstrakulikuler_view');
  const form = admin.page.getByRole('form', { name: 'Tambah ekstrakurikuler' });
  await form.getByLabel('Nama', { exact: true }).fill('Pramuka');
  await form.getByLabel('Pembina').selectOption({ label: GURU });
  await form.getByRole('button', { name: 'Simpan' }).click();
  await refusal(admin.page, 'Nama ekstrakurikuler sudah dipakai.');
  await see(form.getByText('Nama ekstrakurikuler sudah dipakai.')).toBeVisible();
  await form.getByLabel('Nama', { exact: true }).fill(club);
  await form.getByLabel('Jadwal').fill('Sabtu 08.00–10.00');
  await form.getByLabel('Tempat').fill('Lab Komputer');
  await form.getByLabel('Kuota').fill('20');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await done(admin.page, 'Ekstrakurikuler ditambahkan');
  const card = admin.page.locator('.card').filter({ has: admin.page.getByRole('link', { name: club }) });
  await see(card).toContainText(`Pembina: ${GURU} · 0 anggota / 20`);

  // The student signs up from the list; the card then says the request waits.
  const student = await open(browser, 'siswa@demo.sch.id', '/ekstrakulikuler_view');
  await student.page.getByRole('button', { name: `Daftar ${club}` }).click();
  await done(student.page, 'Pendaftaran terkirim');
  const mine = student.page.locator('.card').filter({ has: student.page.getByRole('link', { name: club }) });
  await see(mine).toContainText('Menunggu persetujuan');

  // The coach accepts on the approvals screen, then finds the club in the schedule.
  const coach = await open(browser, 'guru@demo.sch.id', '/extracul_admission_approval');
  const request = coach.page.getByRole('listitem').filter({ hasText: club });
  await see(request).toContainText(SISWA);
  await request.getByRole('button', { name: `Terima ${SISWA}` }).click();
  await done(coach.page, 'Pendaftaran diterima');
  await see(coach.page.getByRole('listitem').filter({ hasText: club })).toHaveCount(0);
  await pushRoute(coach.page, '/ekstrakulikuler_schedule');
  await openListed(coach.page.getByRole('row').filter({ hasText: club }), ['Sabtu 08.00–10.00', 'Lab Komputer'], club);
  await see(coach.page.getByRole('listitem').filter({ hasText: SISWA })).toContainText('Anggota');

  // The predikat for the rapor.
  await coach.page.getByRole('link', { name: 'Penilaian' }).click();
  await see(coach.page.getByRole('heading', { name: `Penilaian ${club}` })).toBeVisible();
  const clubId = new URL(coach.page.url()).searchParams.get('id');
  const assess = coach.page.getByRole('form', { name: `Penilaian ${SISWA}` });
  await assess.getByLabel('Predikat').selectOption('SB');
  await assess.getByLabel('Deskripsi').fill('Tekun merakit dan memprogram robot.');
  await assess.getByRole('button', { name: 'Simpan' }).click();
  await done(coach.page, 'Penilaian tersimpan');

  // A meeting with its attendance; the same day twice is refused.
  await pushRoute(coach.page, `/ekstrakulikuler_schedule_detail?id=${clubId}`);
  await see(coach.page.getByRole('heading', { name: `Pertemuan ${club}` })).toBeVisible();
  const meeting = coach.page.getByRole('form', { name: 'Catat pertemuan' });
  await see(meeting.getByLabel(`Kehadiran ${SISWA}`)).toHaveValue('H');
  await meeting.getByLabel('Kegiatan').fill('Merakit robot line follower');
  await meeting.getByRole('button', { name: 'Simpan pertemuan' }).click();
  await done(coach.page, 'Pertemuan tercatat');
  await see(coach.page.getByRole('listitem').filter({ hasText: 'Merakit robot line follower' })).toContainText('1/1 hadir');
  await meeting.getByLabel('Kegiatan').fill('Pertemuan kedua');
  await meeting.getByRole('button', { name: 'Simpan pertemuan' }).click();
  await refusal(coach.page, 'Pertemuan pada tanggal ini sudah dicatat');

  // The year's report: one member, one meeting, full attendance, SB; and its PDF.
  await pushRoute(coach.page, '/ekstrakulikuler_report');
  const report = coach.page.locator('.card').filter({ has: coach.page.getByRole('heading', { name: club }) });
  await see(report).toContainText('1 anggota · 1 pertemuan · kehadiran 100% · dinilai 1/1 (SB 1, B 0, C 0, K 0)');
  await see(report.getByRole('row').filter({ hasText: SISWA })).toContainText('SB');
  const pdf = await pdfOf(coach.page, `Unduh PDF Laporan ${club}`);
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.text).toContain(club);

  // The student is now a member and sees their own attendance.
  await pushRoute(student.page, `/ekstrakulikuler_schedule_detail?id=${clubId}`);
  await see(student.page.getByRole('listitem').filter({ hasText: 'Merakit robot line follower' })).toContainText('Kehadiran saya: Hadir');
  await pushRoute(student.page, '/ekstrakulikuler_view');
  await see(mine).toContainText('Anggota');
  expect([...admin.errors, ...student.errors, ...coach.errors]).toEqual([]);
});

test('the office calls a meeting and keeps its minutes, forms a teacher group and gives an additional duty; the teacher sees the minutes', async ({
  browser,
}) => {
  const title = `Rapat persiapan PTS ${run}`;
  const admin = await open(browser, 'admin@demo.sch.id', '/meetings');
  const form = admin.page.getByRole('form', { name: 'Jadwalkan rapat' });
  await form.getByLabel('Judul rapat').fill(title);
  await form.getByLabel('Jenis').selectOption({ label: 'Rapat kurikulum' });
  await form.getByLabel('Acara (satu per baris)').fill('Kisi-kisi PTS\nJadwal pengawas');
  await form.getByLabel('Undang').selectOption({ label: 'Pilih peserta' });
  await form.getByRole('button', { name: 'Jadwalkan' }).click();
  await refusal(admin.page, 'Pilih minimal satu peserta.');
  await see(form.getByText('Pilih minimal satu peserta.')).toBeVisible();
  await form.getByLabel(GURU).check();
  await form.getByRole('button', { name: 'Jadwalkan' }).click();
  await done(admin.page, 'Rapat dijadwalkan: 1 diundang');
  // Listed, then on the day: the attendance, the minutes with two decisions, and the minutes as a PDF.
  await openListed(admin.page.getByRole('listitem').filter({ hasText: title }), ['Rapat kurikulum', 'Terjadwal'], title);
  const attendance = admin.page.getByRole('form', { name: 'Daftar hadir' });
  await see(attendance.getByLabel(`Kehadiran ${GURU}`)).toHaveValue('present');
  await attendance.getByRole('button', { name: 'Simpan daftar hadir' }).click();
  await done(admin.page, 'Daftar hadir tersimpan: 1 hadir');
  const minutes = admin.page.getByRole('form', { name: 'Notulen dan keputusan' });
  await minutes.getByLabel('Pembahasan').fill('Kisi-kisi dibagikan MGMP; pengawas dari guru piket.');
  await minutes.getByLabel('Keputusan (satu per baris)').fill(`Kisi-kisi masuk paling lambat Jumat ${run}\nPengawas dua orang per ruang`);
  await minutes.getByRole('button', { name: 'Simpan notulen' }).click();
  await done(admin.page, 'Notulen tersimpan');
  await see(admin.page.getByText('1/1 hadir')).toBeVisible();
  const pdf = await pdfOf(admin.page, 'Unduh PDF Notulen Rapat');
  expect(pdf.text).toContain(title);
  expect(pdf.text).toContain(`Kisi-kisi masuk paling lambat Jumat ${run}`);

  // A teacher group: a used name is refused; the new one gets an activity and a member.
  const group = `Tim Literasi ${run}`;
  await pushRoute(admin.page, '/teacher_group');
  const groupForm = admin.page.getByRole('form', { name: 'Bentuk kelompok guru' });
  await groupForm.getByLabel('Nama kelompok').fill(group);
  await groupForm.getByLabel('Jenis').selectOption('Tim');
  await groupForm.getByLabel('Koordinator').selectOption({ label: GURU });
  await groupForm.getByRole('button', { name: 'Simpan' }).click();
  await done(admin.page, /Kelompok dibentuk dengan \d+ anggota/);
  await groupForm.getByLabel('Nama kelompok').fill(group);
  await groupForm.getByRole('button', { name: 'Simpan' }).click();
  await refusal(admin.page, 'Nama kelompok ini sudah dipakai.');
  await admin.page.getByRole('link', { name: group }).click();
  await see(admin.page.getByRole('heading', { name: group })).toBeVisible();
  await see(admin.page.getByText(`Tim · koordinator ${GURU}`)).toBeVisible();
  const activity = admin.page.getByRole('form', { name: 'Catat kegiatan kelompok' });
  await activity.getByLabel('Topik').fill(`Pojok baca kelas ${run}`);
  await activity.getByRole('button', { name: 'Simpan kegiatan' }).click();
  await done(admin.page, 'Kegiatan tercatat');
  await see(admin.page.getByRole('listitem').filter({ hasText: `Pojok baca kelas ${run}` })).toContainText('dicatat Rina Operator (Demo)');
  const members = admin.page.getByRole('form', { name: 'Anggota kelompok' });
  await members.getByLabel(GURU).check();
  await members.getByRole('button', { name: 'Simpan anggota' }).click();
  await done(admin.page, /Anggota tersimpan \(\d+\)/);

  // An additional duty counts towards the teacher's week, and is ended again.
  const decree = `SK/${run}/2026`;
  await pushRoute(admin.page, '/jabatan_guru');
  const duty = admin.page.getByRole('form', { name: 'Beri tugas tambahan' });
  await duty.getByLabel('Tugas tambahan').selectOption('Pembina OSIS');
  await duty.getByLabel('Nomor SK').fill(decree);
  await duty.getByRole('button', { name: 'Simpan' }).click();
  await refusal(admin.page, 'Pilih guru.');
  await duty.getByLabel('Guru').selectOption({ label: GURU });
  await duty.getByRole('button', { name: 'Simpan' }).click();
  await done(admin.page, 'Tugas tambahan diberikan');
  const row = admin.page.getByRole('row').filter({ hasText: GURU });
  await see(row).toContainText(`Pembina OSIS (2) SK ${decree}`);
  await row
    .locator('span')
    .filter({ hasText: decree })
    .getByRole('button', { name: `Akhiri Pembina OSIS ${GURU}` })
    .click();
  await done(admin.page, 'Pembina OSIS diakhiri');
  await see(row).not.toContainText(decree);

  // The teacher finds the meeting among theirs, with the minutes and decisions, and the group as theirs.
  const teacher = await open(browser, 'guru@demo.sch.id', '/meeting');
  const mine = teacher.page.getByRole('listitem').filter({ hasText: title });
  await see(mine).toContainText('Hadir');
  await see(mine).toContainText('Ada notulen');
  await mine.getByRole('link', { name: title }).click();
  await see(teacher.page.getByRole('heading', { name: 'Keputusan' })).toBeVisible();
  await see(teacher.page.getByRole('listitem').filter({ hasText: `Kisi-kisi masuk paling lambat Jumat ${run}` })).toBeVisible();
  await pushRoute(teacher.page, '/teacher_group');
  await see(teacher.page.locator('.card').filter({ has: teacher.page.getByRole('link', { name: group }) })).toContainText('Anggota');
  expect([...admin.errors, ...teacher.errors]).toEqual([]);
});

test('the office keeps the duty rosters and the duty log; a student sees their class duty day', async ({ browser }) => {
  const admin = await open(browser, 'admin@demo.sch.id', '/jadwal_piket');
  const page = admin.page;
  // Teachers on duty: guru@ already has Kamis; Sabtu is added, then taken off again at the end.
  const add = page.getByRole('form', { name: 'Tambah petugas piket' });
  await add.getByLabel('Guru').selectOption({ label: GURU });
  await add.getByLabel('Hari').selectOption({ label: 'Kamis' });
  await add.getByRole('button', { name: 'Tambahkan' }).click();
  await refusal(page, 'Sudah terjadwal piket pada hari Kamis.');
  await add.getByLabel('Hari').selectOption({ label: 'Sabtu' });
  await add.getByLabel('Tugas (boleh kosong)').fill(`Piket gerbang ${run}`);
  await add.getByRole('button', { name: 'Tambahkan' }).click();
  await done(page, 'Ditambahkan ke jadwal');
  const saturday = dayCard(page, 'Sabtu');
  await see(saturday).toContainText(`${GURU} · Piket gerbang ${run}`);

  // The class roster of the student's rombel: one more day for Andi.
  await page.getByRole('button', { name: 'Piket kelas' }).click();
  const rombel = page.getByLabel('Rombel');
  await rombel.selectOption({ label: 'X AKL 1' });
  await see(rombel).toHaveValue(/\d+/);
  await see(page.getByRole('form', { name: 'Tambah petugas piket' }).getByLabel('Siswa')).toBeVisible();
  const addStudent = page.getByRole('form', { name: 'Tambah petugas piket' });
  await addStudent.getByLabel('Siswa').selectOption({ label: SISWA });
  await addStudent.getByLabel('Hari').selectOption({ label: 'Jumat' });
  await addStudent.getByLabel('Tugas (boleh kosong)').fill(`Menyapu ${run}`);
  await addStudent.getByRole('button', { name: 'Tambahkan' }).click();
  await done(page, 'Ditambahkan ke jadwal');
  const friday = dayCard(page, 'Jumat');
  await see(friday).toContainText(`${SISWA} · Menyapu ${run}`);

  const student = await open(browser, 'siswa@demo.sch.id', '/picket_student');
  await see(student.page.getByRole('heading', { name: 'Piket Kelas' })).toBeVisible();
  await see(student.page.getByText('Hari piket Anda:')).toContainText('Jumat');
  await see(dayCard(student.page, 'Jumat')).toContainText(`Menyapu ${run}`);
  await see(student.page.getByRole('button', { name: /^Hapus/ })).toHaveCount(0);

  await friday.getByRole('button', { name: `Hapus ${SISWA} hari Jumat` }).click();
  await done(page, 'Dihapus dari jadwal');
  await see(friday).not.toContainText(`Menyapu ${run}`);
  await page.getByRole('button', { name: 'Guru piket' }).click();
  await saturday.getByRole('button', { name: `Hapus ${GURU} hari Sabtu` }).click();
  await done(page, 'Dihapus dari jadwal');
  await see(saturday).not.toContainText(`Piket gerbang ${run}`);

  // The duty log of the last weekday (the recap counts school days only): a late student without the student is
  // refused; an incident and the day's summary are kept.
  const day = lastWeekday();
  await pushRoute(page, '/picket_officer');
  await see(page.getByRole('heading', { name: 'Jurnal Piket' })).toBeVisible();
  await page.getByLabel('Tanggal').fill(day);
  await see(page.getByText(shown(day)).first()).toBeVisible();
  const entry = page.getByRole('form', { name: 'Catat kejadian piket' });
  await entry.getByLabel('Jenis').selectOption({ label: 'Siswa terlambat' });
  await entry.getByLabel('Keterangan').fill('Terlambat 15 menit');
  await entry.getByRole('button', { name: 'Simpan catatan' }).click();
  await refusal(page, 'Pilih siswanya.');
  await see(entry.getByText('Pilih siswanya.')).toBeVisible();
  await entry.getByLabel('Jenis').selectOption({ label: 'Kejadian' });
  await entry.getByLabel('Jam').fill('09.15');
  await entry.getByLabel('Keterangan').fill(`Lampu kelas X AKL 1 padam ${run}`);
  await entry.getByRole('button', { name: 'Simpan catatan' }).click();
  await done(page, 'Tercatat');
  const incident = page.getByRole('listitem').filter({ hasText: `Lampu kelas X AKL 1 padam ${run}` });
  await see(incident).toContainText('Kejadian');
  await see(incident).toContainText('09.15');
  await see(incident).toContainText('dicatat Rina Operator (Demo)');
  const summary = page.getByRole('form', { name: 'Ringkasan akhir hari' });
  await summary.getByLabel('Ringkasan').fill(`Hari tertib; lampu dilaporkan ke sarpras ${run}.`);
  await summary.getByRole('button', { name: 'Simpan ringkasan' }).click();
  await done(page, 'Ringkasan tersimpan');
  await see(summary).toContainText('Terakhir oleh Rina Operator (Demo).');

  // The recap: that day's journal is filled, with at least this incident; its link leads back to the day.
  await page.getByRole('link', { name: 'Rekap piket' }).click();
  await see(page.getByRole('heading', { name: 'Rekap Piket' })).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Rekap per hari' })
    .getByRole('row')
    .filter({ hasText: shown(day) });
  await see(row).toContainText('Diisi');
  expect(Number(await row.getByRole('cell').last().textContent())).toBeGreaterThanOrEqual(1);
  await row.getByRole('link').click();
  await see(page.getByRole('listitem').filter({ hasText: `Lampu kelas X AKL 1 padam ${run}` })).toBeVisible();
  expect([...admin.errors, ...student.errors]).toEqual([]);
});

test('a teacher posts a material and answers a question in the class room; the student opens it, asks, and follows their tasks and calendar', async ({
  browser,
}) => {
  const material = `Rangkuman turunan ${run}`;
  const question = `Kapan turunan dipakai? ${run}`;
  const teacher = await open(browser, 'guru@demo.sch.id', '/kelas_room');
  const t = teacher.page;
  await t.getByRole('link', { name: 'Matematika · X AKL 1' }).click();
  await t.getByRole('button', { name: 'Tambah materi' }).click();
  const form = t.getByRole('form', { name: 'Tambah materi' });
  await form.getByLabel('Isi materi').fill('Turunan mengukur laju perubahan.');
  await form.getByRole('button', { name: 'Simpan materi' }).click();
  await refusal(t, /tidak valid|wajib diisi/);
  await see(form.getByText('Judul materi wajib diisi.')).toBeVisible();
  await form.getByLabel('Judul materi').fill(material);
  await form.getByRole('button', { name: 'Simpan materi' }).click();
  await done(t, 'Materi ditambahkan');
  await see(t.getByRole('link', { name: material })).toBeVisible();
  const roomId = /\/kelas_room_detail\/(\d+)/.exec(t.url())![1];

  // The student: the new material waits unopened in the list of materials, and is opened.
  const student = await open(browser, 'siswa@demo.sch.id', '/kelas_room_data_materi');
  const s = student.page;
  const item = s.getByRole('listitem').filter({ hasText: material });
  await see(item).toContainText('Belum dibuka');
  await item.getByRole('link', { name: material }).click();
  await see(s.getByRole('heading', { name: material })).toBeVisible();
  await see(s.getByText('Turunan mengukur laju perubahan.')).toBeVisible();
  // Back to its meeting (/kelas_room_detail/:id/:meeting): that meeting alone, with the material in it.
  await s.getByRole('link', { name: /^← Matematika · / }).click();
  await see(s.getByRole('link', { name: '← Matematika' })).toBeVisible();
  await see(s.locator('#isi .card')).toHaveCount(1);
  await see(s.locator('#isi .card').getByRole('link', { name: material })).toBeVisible();
  await pushRoute(s, '/kelas_room_data_materi');
  await see(item).toContainText('Sudah dibuka');

  // A question in the room's Q&A: an empty one is refused.
  await pushRoute(s, '/kelas_room_data_pertanyaan');
  await s.getByRole('link', { name: 'Matematika · X AKL 1' }).click();
  const ask = s.getByRole('form', { name: 'Ajukan pertanyaan' });
  await ask.getByRole('button', { name: 'Kirim pertanyaan' }).click();
  await refusal(s, /tidak valid|wajib diisi/);
  await see(ask.getByText('Judul pertanyaan wajib diisi.')).toBeVisible();
  await ask.getByLabel('Judul').fill(question);
  await ask.getByLabel('Pertanyaan').fill('Contoh soal cerita yang memakai turunan?');
  await ask.getByRole('button', { name: 'Kirim pertanyaan' }).click();
  await done(s, 'Pertanyaan terkirim');

  // The teacher: who opened the material, the question answered and marked, the rooms' recap and the activity report.
  await pushRoute(t, `/kelas_room_cek?ruang=${roomId}`);
  const check = t.locator('details').filter({ hasText: material });
  await see(check.locator('summary')).toContainText(/— 1\/\d+ siswa sudah membuka/);
  await check.locator('summary').click();
  await see(check.getByRole('list').first()).toContainText(SISWA);
  await pushRoute(t, `/kelas_room_data_pertanyaan?ruang=${roomId}`);
  await t.getByRole('link', { name: question }).click();
  await see(t.getByRole('heading', { name: question })).toBeVisible();
  await t.getByRole('form', { name: 'Balas pertanyaan' }).getByLabel('Balasan').fill('Misalnya laju pertumbuhan tanaman per hari.');
  await t.getByRole('button', { name: 'Kirim balasan' }).click();
  await done(t, 'Balasan terkirim');
  await t.getByRole('button', { name: `Tandai sebagai jawaban dari ${GURU}` }).click();
  await done(t, 'Ditandai sebagai jawaban');
  await see(t.getByRole('listitem').filter({ hasText: 'laju pertumbuhan tanaman' })).toContainText('Jawaban');
  await pushRoute(t, '/kelas_room_data');
  const recap = t.getByRole('row').filter({ has: t.getByRole('link', { name: /Matematika · X AKL 1/ }) });
  expect(Number(await recap.getByRole('cell').nth(8).textContent())).toBeGreaterThanOrEqual(1);
  await pushRoute(t, '/activity/report_class_activity');
  await see(t.getByRole('region', { name: 'Kegiatan kelas' }).getByRole('row').filter({ hasText: material })).toContainText('X AKL 1');

  // The student sees the answer, then their tasks (/tugas) and the class calendar.
  // (The student is still on the room's Q&A, as left after asking.)
  await s.getByRole('link', { name: question }).click();
  await see(s.getByRole('listitem').filter({ hasText: 'laju pertumbuhan tanaman' })).toContainText(`${GURU}Guru`);
  await see(s.getByRole('listitem').filter({ hasText: 'laju pertumbuhan tanaman' })).toContainText('Jawaban');
  await s.getByRole('link', { name: /^← Tanya jawab/ }).click();
  await see(s.getByRole('listitem').filter({ hasText: question })).toContainText('Terjawab');
  await pushRoute(s, '/tugas');
  await see(s.getByRole('heading', { name: 'Tugas dari guru' })).toBeVisible();
  const missed = s.getByRole('listitem').filter({ hasText: /latihan pertemuan 1/ });
  await see(missed).toContainText('Terlewat');
  await pushRoute(s, '/kelas_room_kalender');
  await see(s.getByRole('heading', { name: /^Kalender Kelas · / })).toBeVisible();
  const deadline = s.getByRole('listitem').filter({ hasText: /Batas tugas: .*latihan pertemuan 1/ });
  // The missed task fell due three days before the seed ran: this month or, early in a month, the one before.
  if (!(await deadline.count())) await s.getByRole('button', { name: 'Bulan sebelumnya' }).click();
  await see(deadline).toContainText('Terlewat');
  await deadline.getByRole('link').click();
  await see(s.getByRole('heading', { name: /latihan pertemuan 1/ })).toBeVisible();
  expect([...teacher.errors, ...student.errors]).toEqual([]);
});

test('the office keeps its records: a PTK added and completed, a box of the organisation chart, a buku induk sheet printed', async ({ browser }) => {
  const admin = await open(browser, 'admin@demo.sch.id', '/ptk');
  const page = admin.page;
  const main = page.locator('#isi');
  // Data PTK: a security guard, whose NUPTK is refused until it has 16 digits.
  const guard = `Satpam Uji ${run}`;
  await page.getByRole('link', { name: 'Tambah PTK' }).click();
  await see(page.getByRole('heading', { name: 'Tambah PTK' })).toBeVisible();
  await page.getByLabel('Jenis akun').selectOption({ label: 'Staf Sekolah (TU)' });
  await page.getByLabel('Nama Lengkap').fill(guard);
  await page.getByLabel('Email / Nama Pengguna').fill(`satpam.${run.toLowerCase()}@demo.sch.id`);
  await page.getByLabel('NUPTK').fill('12345');
  await page.getByLabel('Jenis Kelamin').selectOption('Laki-laki');
  await page.getByLabel('Jenis PTK').selectOption('Satpam');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(main.getByText('NUPTK harus 16 digit angka.')).toBeVisible();
  const nuptk = `${Date.now()}`.padStart(16, '7').slice(-16);
  await page.getByLabel('NUPTK').fill(nuptk);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('heading', { name: 'Data PTK' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: guard });
  await see(row).toContainText(nuptk);
  await see(row).toContainText('Satpam');
  await see(row).toContainText('Belum: NIK, tanggal lahir, status kepegawaian');
  await row.getByRole('link', { name: guard }).click();
  await see(page.getByRole('heading', { name: 'Ubah PTK' })).toBeVisible();
  await see(page.getByLabel('Nama Lengkap')).toHaveValue(guard);
  await page.getByLabel('Status Kepegawaian').selectOption('Tenaga Honor Sekolah');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('heading', { name: 'Data PTK' })).toBeVisible();
  await see(row).toContainText('Tenaga Honor Sekolah');
  await see(row).toContainText('Belum: NIK, tanggal lahir');
  await see(row).not.toContainText('status kepegawaian');

  // Struktur (Uji): a box under the Wakasek Kurikulum, its NIP refused until it has 18 digits; seen on the chart.
  const box = `Koordinator Literasi ${run}`;
  await pushRoute(page, '/struktur_test');
  await page.getByRole('link', { name: 'Tambah Struktur Organisasi' }).first().click();
  await see(page.getByLabel('Jabatan')).toBeVisible();
  await page.getByLabel('Jabatan').fill(box);
  await page.getByLabel('Nama Pejabat').fill(GURU);
  await page.getByLabel('NIP').fill('1987');
  await page.getByLabel('Di Bawah').selectOption({ label: 'Wakasek Kurikulum' });
  await page.getByLabel('Urutan').fill('9');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(main.getByText('NIP harus 18 digit angka.')).toBeVisible();
  await page.getByLabel('NIP').fill('');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('status').filter({ hasText: 'berhasil disimpan' })).toBeVisible();
  await see(page.getByRole('row').filter({ hasText: box })).toContainText('Wakasek Kurikulum');
  await pushRoute(page, '/struktur_organisasi');
  const chart = page.getByRole('region', { name: 'Bagan struktur organisasi' });
  const under = chart.getByRole('listitem').filter({ has: page.locator('.org-box', { hasText: /^Wakasek Kurikulum/ }) });
  await see(under.locator('.org-box', { hasText: box })).toContainText(GURU);
  // The box is edited, then taken off the chart again.
  await page.getByRole('link', { name: 'Ubah bagan' }).click();
  await page.getByRole('link', { name: `Ubah ${box}` }).click();
  await see(page.getByRole('heading', { name: 'Ubah Struktur (Uji)' })).toBeVisible();
  await see(page.getByLabel('Jabatan')).toHaveValue(box);
  await page.getByLabel('Nama Pejabat').fill('Dra. Sri Wahyuni (Demo)');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await see(page.getByRole('row').filter({ hasText: box })).toContainText('Dra. Sri Wahyuni (Demo)');
  await page.getByRole('button', { name: `Hapus ${box}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click();
  await see(page.getByRole('row').filter({ hasText: box })).toHaveCount(0);

  // Buku induk: another student's number is refused; the sheet is kept and printed.
  await pushRoute(page, '/student_master_book');
  const list = page.getByRole('region', { name: 'Daftar buku induk' });
  const other = list.getByRole('row').filter({ hasNotText: SISWA }).nth(1);
  const taken = (await other.getByRole('cell').first().textContent())!.trim();
  await page.getByLabel('Nama, NIS, NISN atau nomor induk').fill('Andi Pratama');
  await page.getByRole('button', { name: 'Cari' }).click();
  await list.getByRole('link', { name: SISWA }).click();
  await see(page.getByRole('heading', { name: SISWA })).toBeVisible();
  const sheet = page.getByRole('form', { name: 'Data buku induk' });
  const own = await sheet.getByLabel('Nomor induk').inputValue();
  await sheet.getByLabel('Nomor induk').fill(taken);
  await sheet.getByRole('button', { name: 'Simpan buku induk' }).click();
  await refusal(page, `Nomor induk ${taken} sudah dipakai siswa lain.`);
  await see(sheet.getByText('Nomor induk ini sudah dipakai siswa lain.')).toBeVisible();
  await sheet.getByLabel('Nomor induk').fill(own);
  await sheet.getByLabel('Catatan').fill(`Diperiksa TU ${run}`);
  await sheet.getByRole('button', { name: 'Simpan buku induk' }).click();
  await done(page, 'Buku induk tersimpan');
  const pdf = await pdfOf(page, 'Unduh PDF Buku Induk');
  expect(pdf.text).toContain('Andi Pratama');
  expect(pdf.text).toContain(own);
  expect(admin.errors).toEqual([]);
});

test('a teacher records conduct points that the student sees; the student asks BK for a session and BK answers the request', async ({ browser }) => {
  const teacher = await open(browser, 'guru@demo.sch.id', '/counseling_guidance');
  const t = teacher.page;
  const points = t.getByRole('form', { name: 'Catat pelanggaran' });
  await points.getByLabel('Keterangan').fill(`Terlambat upacara ${run}`);
  await points.getByRole('button', { name: 'Catat poin' }).click();
  await refusal(t, 'Pilih siswa.');
  await see(points.locator('#err-studentId')).toBeVisible();
  await points.getByLabel('Siswa').fill('Andi Pratama');
  await points.getByRole('button', { name: new RegExp(`^${SISWA.replace(/[()]/g, '\\$&')}`) }).click();
  await points.getByRole('button', { name: 'Catat poin' }).click();
  await see(t.getByRole('dialog')).toContainText(/Poin tercatat \(jumlah \d+\)/);
  const total = /jumlah (\d+)/.exec((await t.getByRole('dialog').textContent())!)![1];
  await t.keyboard.press('Escape');
  await see(t.getByRole('region', { name: 'Poin pelanggaran per siswa' }).getByRole('row').filter({ hasText: SISWA })).toContainText(total!);

  // The student sees the year's total, and asks for a session; a request without a topic is refused.
  const student = await open(browser, 'siswa@demo.sch.id', '/counseling_guidance');
  const s = student.page;
  await see(s.getByText('Jumlah poinmu:')).toContainText(`Jumlah poinmu: ${total}`);
  const ask = s.getByRole('form', { name: 'Minta sesi konseling' });
  await ask.getByRole('button', { name: 'Kirim permintaan' }).click();
  await refusal(s, 'Topik wajib diisi.');
  await see(ask.locator('#err-title')).toBeVisible();
  const topic = `Sulit fokus belajar ${run}`;
  await ask.getByLabel('Topik').fill(topic);
  await ask.getByLabel('Waktu yang kamu inginkan').fill('Istirahat kedua, Rabu');
  await ask.getByRole('button', { name: 'Kirim permintaan' }).click();
  await done(s, 'Permintaan terkirim ke guru BK');
  await see(s.getByRole('listitem').filter({ hasText: topic })).toContainText('Menunggu ditangani');

  // BK finds it waiting, with the wished time, and does not take it on.
  const bk = await open(browser, 'bk@demo.sch.id', '/counseling_guidance');
  const request = bk.page.getByRole('listitem').filter({ hasText: topic });
  await see(request).toContainText('ingin: Istirahat kedua, Rabu');
  await request.getByRole('button', { name: `Tidak dilanjutkan ${SISWA}` }).click();
  await done(bk.page, 'Permintaan tidak dilanjutkan');
  await see(bk.page.getByRole('listitem').filter({ hasText: topic })).toHaveCount(0);
  expect([...teacher.errors, ...student.errors, ...bk.errors]).toEqual([]);
});
