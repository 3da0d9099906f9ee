import { expect, test, type Page } from '@playwright/test';
import { LIBRARY_REPORT_NAMES, LIBRARY_REPORTS } from '../../src/shared/library/reports.ts';
import { PASSWORD, signInViaApi } from '../portal/fixtures.ts';
import { pushRoute } from '../portal/menu-walk.ts';
import { watchServerErrors } from '../portal/server-errors.ts';
import { pdfOf } from '../portal/steps.ts';

/**
 * The library's screens doing their work as their roles (issue 18; docs/workflows/issue-18.md): the librarian
 * cataloguing, at the desk, at the door and counting a shelf; every report against the server's figures; the
 * admin setting the loan rules; a student suggesting a title. library.spec.ts holds the scan → loan → late return
 * → fine flow. Every test uses its own titles, copies and members, as the specs run in parallel on one database.
 */
test.setTimeout(120_000);
const see = expect.configure({ timeout: 20_000 });
const jakartaDay = (n = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + n * 86_400_000));
/** As the screens write a day: "2026-11-25" → "25 Nov 2026". */
const shown = (iso: string) =>
  new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A mark of this run, so that a retried test meets no record of the first try. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

/** Signs in, and from then on fails the test on any /api answer of 500 or more; `api` GETs as the same user. */
async function signIn(page: Page, email: string, path: string) {
  const serverErrors = watchServerErrors(page);
  const { token } = await signInViaApi(page, email, path);
  const headers = { authorization: `Bearer ${token}` };
  const api = async (path: string) => {
    const answer = await page.request.get(path, { headers });
    expect(answer.status(), `GET ${path}`).toBe(200);
    return answer.json();
  };
  return { api, headers, serverErrors };
}

/** The "Gagal" dialog of a refused change: its message, then closed. */
/** A USB scanner at the focused "Kode Eksemplar" field: the code, then Enter. */
async function scanCode(page: Page, barcode: string) {
  await page.getByLabel('Kode Eksemplar').fill(barcode);
  await page.getByLabel('Kode Eksemplar').press('Enter');
}

/** A figure of a screen's summary cards (a dt and its dd), by its label. */
function figure(page: Page, label: string) {
  return page
    .locator('#isi dl div.border')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

async function refusal(page: Page, message: string | RegExp) {
  await see(page.getByRole('dialog')).toContainText(message);
  await page.getByRole('button', { name: 'OK' }).click();
  await see(page.getByRole('dialog')).toBeHidden();
}

test('the librarian catalogues a title: a bad ISBN and a used copy code are refused, an import lists its bad row, the copy is in the register and prints on a label', async ({
  page,
}) => {
  const { api, serverErrors } = await signIn(page, 'pustakawan@demo.sch.id', '/data_buku');
  const main = page.locator('#isi');
  const title = `Basis Data Uji ${run}`;
  await see(page.getByRole('heading', { name: 'Data Buku' })).toBeVisible();
  await see(main.getByRole('status')).toContainText(/judul ditemukan/);
  await page.getByRole('link', { name: 'Tambah Buku' }).click();

  // /data_buku_store: the ISBN's check digit is wrong, then right.
  await see(page.getByRole('heading', { name: 'Tambah Buku' })).toBeVisible();
  await page.getByLabel('Judul', { exact: true }).fill(title);
  await page.getByLabel('Pengarang').fill('Penulis Uji');
  await page.getByLabel('Penerbit').fill('Penerbit Awal');
  await page.getByLabel('ISBN').fill('978-602-8519-93-8');
  await page.getByLabel('Klasifikasi (DDC)').fill('005.74');
  await page.getByLabel('Nomor Panggil').fill(`005.74 UJI b`);
  await page.getByLabel('Kode Koleksi').selectOption({ label: 'UM — Koleksi Umum' });
  await page.getByLabel('Jumlah Eksemplar').fill('2');
  await page.getByLabel('Lokasi Rak').fill('Rak Uji');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await refusal(page, /.+/);
  await see(main.locator('#isbn-galat')).toContainText('ISBN tidak valid');
  await page.getByLabel('ISBN').fill('978-602-8519-93-9');
  await page.getByRole('button', { name: 'Simpan' }).click();

  // /data_buku_detail: the record and its two copies with codes made in order.
  await see(page.getByRole('heading', { name: title })).toBeVisible();
  await see(page.getByText('9786028519939')).toBeVisible();
  await see(page.getByText('2 dari 2 eksemplar tersedia')).toBeVisible();
  const copies = page.getByRole('table', { name: `Eksemplar ${title}` });
  await see(copies.getByRole('row')).toHaveCount(3);
  await see(copies).toContainText('Rak Uji');
  // A copy code that another copy has is refused; a new scanned code is added.
  await page.getByLabel('Tambah eksemplar dengan kode yang dipindai').fill('B00001');
  await main.getByRole('button', { name: 'Tambah', exact: true }).first().click();
  await see(main.getByRole('alert')).toHaveText('Kode eksemplar ini sudah dipakai eksemplar lain.');
  const code = `UJI-${run}`;
  await page.getByLabel('Tambah eksemplar dengan kode yang dipindai').fill(code);
  await main.getByRole('button', { name: 'Tambah', exact: true }).first().click();
  await see(page.getByText('3 dari 3 eksemplar tersedia')).toBeVisible();
  await page.getByLabel(`Status ${code}`).selectOption('damaged');
  await see(page.getByText('2 dari 3 eksemplar tersedia')).toBeVisible();

  // /data_buku_edit: the publisher changes and the record shows it.
  await main.getByRole('link', { name: 'Ubah', exact: true }).click();
  await see(page.getByRole('heading', { name: 'Ubah Buku' })).toBeVisible();
  await see(page.getByLabel('Judul', { exact: true })).toHaveValue(title);
  await page.getByLabel('Penerbit').fill('Penerbit Baru');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await see(page.getByRole('heading', { name: title })).toBeVisible();
  await see(page.getByText('Penerbit Baru')).toBeVisible();

  // /data_buku_induk: the scanned code finds the one copy, damaged, with its accession number.
  const [copy] = (await api(`/api/library/items?q=${code}`)).data;
  await pushRoute(page, '/data_buku_induk');
  await see(page.getByRole('heading', { name: 'Buku Induk Perpustakaan' })).toBeVisible();
  await page.getByLabel('Kode eksemplar, nomor induk atau judul').fill(code);
  await page.getByRole('button', { name: 'Cari' }).click();
  await see(main.getByRole('status')).toHaveText('1 eksemplar.');
  const register = page.getByRole('region', { name: 'Daftar eksemplar' });
  await see(register).toContainText(copy.accessionNo);
  await see(register).toContainText(title);
  await see(register.getByLabel(`Status ${code}`)).toHaveValue('damaged');

  // /tampil_data_buku_induk: today's additions hold the three copies; the PDF register lists them.
  await pushRoute(page, '/tampil_data_buku_induk');
  await see(page.getByRole('heading', { name: 'Tampilan Buku Induk' })).toBeVisible();
  await page.getByLabel('Dari tanggal').fill(jakartaDay());
  await page.getByRole('button', { name: 'Tampilkan' }).click();
  const additions = page.getByRole('region', { name: 'Tabel Pertambahan Buku' });
  await see(additions.getByRole('row').filter({ hasText: title })).toHaveCount(3);
  const registerPdf = await pdfOf(page, 'Unduh PDF Buku Induk');
  expect(registerPdf.name).toMatch(/\.pdf$/);
  expect(registerPdf.text).toContain('BUKU INDUK PERPUSTAKAAN');
  // The number's own part: a narrow column may break the rest of it onto a second line.
  expect(registerPdf.text).toContain(copy.accessionNo.split('/')[0]);

  // /label_buku_perpus: the spine label carries the call number and the code.
  await pushRoute(page, '/label_buku_perpus');
  await see(page.getByRole('heading', { name: 'Label Buku' })).toBeVisible();
  await page.getByLabel(/Kode eksemplar \(pindai/).fill(code);
  const label = await pdfOf(page, 'Unduh PDF Label Eksemplar Pilihan');
  expect(label.text).toContain('005.74');
  expect(label.text).toContain(code);

  // /data_buku_store's import: the good row is stored, the row with a bad ISBN check digit is listed.
  await pushRoute(page, '/data_buku_store');
  const imported = `Impor Uji ${run}`;
  const csv = `judul,pengarang,isbn\n${imported},Penulis Impor,\nImpor Salah ${run},Penulis Impor,978-602-8519-93-8\n`;
  await page.getByLabel('Berkas', { exact: true }).setInputFiles({ name: 'katalog.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Impor', exact: true }).click();
  const importReport = main.getByRole('status').filter({ hasText: 'baris bermasalah' });
  await see(importReport).toContainText('2 judul, 1 sah, 1 judul dan 1 eksemplar disimpan, 1 baris bermasalah');
  await see(importReport.getByRole('listitem')).toHaveText(new RegExp(`^Baris \\d+ \\(Impor Salah ${run}\\): .*ISBN tidak valid`));
  await pushRoute(page, `/data_buku?q=${encodeURIComponent(imported)}`);
  await see(page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('link', { name: imported })).toBeVisible();

  // /data_klasifikasi_buku: class 000 counts what the server counts, the new 005.74 among its numbers.
  const classes = await api('/api/library/classification');
  const c000 = classes.classes.find((c: { code: string }) => c.code === '000');
  await pushRoute(page, '/data_klasifikasi_buku');
  await see(page.getByRole('heading', { name: 'Klasifikasi Buku' })).toBeVisible();
  const group = page.locator('details').filter({ hasText: '000 ' }).first();
  await see(group.locator('summary')).toContainText(`${c000.titles.toLocaleString('id-ID')} judul · ${c000.copies.toLocaleString('id-ID')} eksemplar`);
  await group.locator('summary').click();
  await see(group.getByRole('region', { name: 'Nomor klasifikasi kelas 000' }).getByRole('row').filter({ hasText: '005.74' })).toContainText(title);

  // /data_kode_buku: a code that exists is refused; a new one is listed with no titles yet.
  await pushRoute(page, '/data_kode_buku');
  await see(page.getByRole('heading', { name: 'Kode Buku' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Formulir kode koleksi' });
  await form.getByLabel('Kode', { exact: true }).fill('REF');
  await form.getByLabel('Nama koleksi').fill('Referensi Lagi');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await refusal(page, 'Kode koleksi ini sudah ada.');
  await form.getByLabel('Kode', { exact: true }).fill(`M${run}`);
  await form.getByLabel('Nama koleksi').fill('Majalah Sekolah');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await see(
    page
      .getByRole('region', { name: 'Daftar kode koleksi' })
      .getByRole('row')
      .filter({ hasText: `M${run}` }),
  ).toContainText('Majalah Sekolah');
  expect(serverErrors).toEqual([]);
});

test('the librarian at the desk: a reference copy and a copy already out are refused, a loan is renewed, a fine waived, a reservation cancelled, visitors recorded and cards printed', async ({
  page,
}) => {
  const { api, serverErrors } = await signIn(page, 'pustakawan@demo.sch.id', '/peminjaman_buku');
  const main = page.locator('#isi');
  const guru = (await api('/api/library/desk/member?code=guru@demo.sch.id')).member;
  const reference = (await api('/api/library/items?status=available&q=Ensiklopedia')).data[0];
  const out = (await api('/api/library/items?status=on_loan')).data.find((i: { title: string }) => !i.title.includes('Fisika'));
  const shelf = (await api('/api/library/items?status=available&q=Kimia')).data[0];

  // /peminjaman_buku: the member is scanned; a reference copy and a copy already out are refused with a reason.
  await see(page.getByRole('heading', { name: 'Peminjaman Buku' })).toBeVisible();
  await page.getByLabel('Kode Anggota').fill(guru.code);
  await page.getByLabel('Kode Anggota').press('Enter');
  await see(page.getByRole('article', { name: 'Anggota' })).toContainText(guru.fullName);
  await see(page.getByRole('article', { name: 'Anggota' })).toContainText('Guru dan Pegawai');
  const scan = (barcode: string) => scanCode(page, barcode);
  await scan(reference.barcode);
  await see(main.getByRole('alert')).toHaveText(`"${reference.title}" adalah koleksi referensi dan hanya dibaca di perpustakaan.`);
  await scan(out.barcode);
  await see(main.getByRole('alert')).toHaveText(`"${out.title}" (${out.barcode}) sedang dipinjam dan belum dikembalikan.`);
  await scan(shelf.barcode);
  await see(main.getByRole('status')).toHaveText(`Dipinjamkan: ${shelf.title}, kembali paling lambat ${shown(jakartaDay(guru.loanDays))}.`);
  await see(page.getByRole('region', { name: 'Pinjaman anggota' })).toContainText(shelf.barcode);

  // /perpanjangan_buku: renewed from today; the scanned list says so.
  await pushRoute(page, '/perpanjangan_buku');
  await see(page.getByRole('heading', { name: 'Perpanjangan Buku' })).toBeVisible();
  await scan(shelf.barcode);
  await see(main.getByRole('status')).toHaveText(`Diperpanjang: ${shelf.title}, kembali paling lambat ${shown(jakartaDay(guru.loanDays))}.`);
  await see(page.getByRole('region', { name: 'Buku yang dipindai' })).toContainText('Diperpanjang 1×');

  // /peminjaman: the loan found by its code, with the member and the renewal.
  await pushRoute(page, '/peminjaman');
  await see(page.getByRole('heading', { name: 'Peminjaman', exact: true })).toBeVisible();
  await page.getByLabel('Cari anggota, judul atau kode eksemplar').fill(shelf.barcode);
  await page.getByRole('button', { name: 'Cari' }).click();
  const found = page.getByRole('region', { name: 'Peminjaman' }).getByRole('row').filter({ hasText: shelf.barcode });
  await see(found).toContainText(guru.fullName);
  await see(found).toContainText('Diperpanjang 1×');

  // /denda_keterlambatan: an unpaid fine of a returned loan is waived at the desk.
  const fines = await api('/api/library/loans?status=fines');
  expect(fines.totalFine).toBeGreaterThan(0);
  const owed = fines.data.find((l: { fineStatus: string; returnedOn: string | null; memberId: number }) => l.fineStatus === 'unpaid' && l.returnedOn);
  await pushRoute(page, '/denda_keterlambatan');
  await see(page.getByRole('heading', { name: 'Denda Keterlambatan' })).toBeVisible();
  await see(main.getByRole('status')).toContainText(/^Denda belum dibayar: Rp[1-9]/);
  const fineRows = page.getByRole('region', { name: 'Denda Keterlambatan' }).getByRole('row');
  await see(fineRows.filter({ hasText: 'Terlambat' }).first()).toContainText('(berjalan)');
  const owedRow = fineRows.filter({ hasText: owed.barcode }).filter({ hasText: owed.memberName });
  await see(owedRow).toContainText(`Rp${owed.fine.toLocaleString('id-ID')} (Belum dibayar)`);
  await owedRow.getByRole('button', { name: /^Bebaskan/ }).click();
  await see(owedRow).toContainText(`Rp${owed.fine.toLocaleString('id-ID')} (Dibebaskan)`);

  // /data_pemesanan_buku: a teacher's waiting reservation is cancelled by the librarian.
  const signInGuru = await page.request.post('/api/login_web', { data: { email: 'guru@demo.sch.id', password: PASSWORD } });
  const guruToken = (await signInGuru.json()).accessToken as string;
  const wanted = (await api('/api/library/search?q=negeri%205%20menara')).data[0];
  const reserved = await page.request.post('/api/library/reservations', { data: { bookId: wanted.id }, headers: { authorization: `Bearer ${guruToken}` } });
  expect([201, 422]).toContain(reserved.status());
  await pushRoute(page, '/data_pemesanan_buku');
  await see(page.getByRole('heading', { name: 'Data Pemesanan Buku' })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Daftar pesanan' }).getByRole('listitem').filter({ hasText: wanted.title }).filter({ hasText: guru.code });
  await see(waiting).toContainText('antrean ke-');
  await waiting.getByRole('button', { name: `Batalkan pesanan ${wanted.title}` }).click();
  await see(waiting).toHaveCount(0);
  await main.getByRole('button', { name: 'Dibatalkan', exact: true }).click();
  await see(waiting.first()).toContainText('Dibatalkan');

  // /presensi_pengunjung: a card scanned at the door counts once in half an hour; a guest needs a name.
  const visitor = (await api('/api/library/desk/member?code=kepsek@demo.sch.id')).member;
  await pushRoute(page, '/presensi_pengunjung');
  await see(page.getByRole('heading', { name: 'Presensi Pengunjung' })).toBeVisible();
  const door = page.getByLabel('Kode Anggota');
  await door.fill(visitor.code);
  await door.press('Enter');
  await see(main.getByRole('status').filter({ hasText: visitor.fullName })).toContainText(
    // A retried test finds the member already in (a scan counts once in half an hour).
    new RegExp(
      `^Selamat datang, ${esc(visitor.fullName)} \\(Guru dan Pegawai\\)\\. Pengunjung ke-\\d+ hari ini\\.$|^${esc(visitor.fullName)} sudah tercatat masuk\\.$`,
    ),
  );
  await door.fill(visitor.code);
  await door.press('Enter');
  await see(main.getByRole('status').filter({ hasText: visitor.fullName })).toHaveText(`${visitor.fullName} sudah tercatat masuk.`);
  await page.getByText('Tamu tanpa kartu anggota').click();
  await page.getByRole('button', { name: 'Catat tamu' }).click();
  await see(main.getByText('Nama tamu wajib diisi.').first()).toBeVisible();
  const guest = `Tamu Uji ${run}`;
  await page.getByLabel('Nama tamu').fill(guest);
  await page.getByLabel('Asal (sekolah atau instansi)').fill('SMA Negeri 2');
  await page.getByRole('button', { name: 'Catat tamu' }).click();
  await see(main.getByRole('status').filter({ hasText: guest })).toContainText(`Selamat datang, ${guest}`);
  const today = page.getByRole('region', { name: 'Pengunjung hari ini' });
  await see(today.getByRole('row').filter({ hasText: guest })).toContainText('Membaca');
  await see(today.getByRole('row').filter({ hasText: visitor.code })).toHaveCount(1);

  // /print_kartu_perpus: the cards of one rombel, with the codes the desk scans.
  await pushRoute(page, '/print_kartu_perpus');
  await see(page.getByRole('heading', { name: 'Cetak Kartu Anggota' })).toBeVisible();
  const groups = await api('/api/library/cards/groups');
  await page.getByLabel('Rombel').selectOption(String(groups.sections[0].id));
  const cards = await pdfOf(page, 'Unduh PDF Kartu Anggota Rombel');
  expect(cards.text).toMatch(/AGT\d{6}/);
  expect(serverErrors).toEqual([]);
});

test('the librarian counts a shelf: scans copies, an unknown code is refused, the unfound copies of the shelf are listed, the count is closed', async ({
  page,
}) => {
  const { api, serverErrors } = await signIn(page, 'pustakawan@demo.sch.id', '/stock_opname');
  const main = page.locator('#isi');
  const shelf = 'Rak C-3';
  await see(page.getByRole('heading', { name: 'Stock Opname' })).toBeVisible();
  await page.getByLabel('Nama stock opname').fill(`Stock opname ${shelf} ${run}`);
  await page.getByRole('button', { name: 'Mulai stock opname' }).click();
  await page.getByRole('link', { name: `Stock opname ${shelf} ${run}` }).click();

  await see(page.getByRole('heading', { name: `Stock opname ${shelf} ${run}` })).toBeVisible();
  const countPath = `/api/library/stocktakes/${new URL(page.url()).searchParams.get('id')}?location=${encodeURIComponent(shelf)}`;
  // The copies that should be on the shelf: before any scan, all of them are "not found yet".
  const onShelf = (await api(countPath)).missing;
  const scan = (barcode: string) => scanCode(page, barcode);
  const [a, b] = onShelf;
  await scan(a.barcode);
  await see(main.getByRole('status')).toHaveText(`${a.barcode} ${a.title} ditemukan. (1 dipindai)`);
  await scan(b.barcode);
  await see(main.getByRole('status')).toHaveText(`${b.barcode} ${b.title} ditemukan. (2 dipindai)`);
  await scan(a.barcode);
  await see(main.getByRole('status')).toHaveText(`${a.barcode} ${a.title} sudah dipindai. (2 dipindai)`);
  await scan('TIDAK-ADA-99');
  await see(main.getByRole('alert')).toHaveText('Eksemplar dengan kode "TIDAK-ADA-99" tidak ada di katalog.');
  await see(figure(page, 'Sudah dipindai')).toHaveText('2');

  // The unfound copies of the shelf: every available copy there but the two scanned.
  const detail = await api(countPath);
  expect(detail.missing.length).toBe(onShelf.length - 2);
  await page.getByLabel('Lokasi rak').fill(shelf);
  await page.getByRole('button', { name: 'Saring' }).click();
  const unfound = page.getByRole('region', { name: 'Eksemplar belum ditemukan' });
  await see(unfound.getByRole('row')).toHaveCount(detail.missing.length + 1);
  await see(unfound).not.toContainText(a.barcode);
  await see(unfound).toContainText(detail.missing[0].barcode);

  // Closed without marking the rest of the library missing: one shelf was counted.
  await page.getByRole('button', { name: 'Tutup stock opname' }).click();
  await page.getByRole('button', { name: 'Tutup tanpa menandai hilang' }).click();
  await see(main.getByRole('status').filter({ hasText: 'Ditutup' })).toContainText('0 eksemplar ditandai hilang.');
  await pushRoute(page, '/stock_opname');
  await see(page.getByRole('list', { name: 'Daftar stock opname' }).getByRole('listitem').filter({ hasText: run })).toContainText('2 dipindai');
  expect(serverErrors).toEqual([]);
});

test('the librarian reads every library report of the last 30 days, each showing the figures the server counts', async ({ page }) => {
  const { serverErrors } = await signIn(page, 'pustakawan@demo.sch.id', '/dashboard');
  const main = page.locator('#isi');
  // The last 30 days, not the screen's month so far: on the first of a month that is one morning without visitors.
  const from = jakartaDay(-30);
  for (const name of LIBRARY_REPORT_NAMES) {
    await pushRoute(page, `/${name}`);
    await see(page.getByRole('heading', { name: LIBRARY_REPORTS[name].title })).toBeVisible();
    await see(main.getByRole('status'), name).toContainText('baris');
    const answer = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === `/api/library/reports/${name}` && url.searchParams.get('from') === from;
    });
    await main.getByLabel('Dari tanggal').fill(from);
    await main.getByRole('button', { name: 'Tampilkan' }).click();
    const report = await (await answer).json();
    await see(main.getByRole('status'), name).toHaveText(
      `Periode ${shown(from)} – ${shown(jakartaDay())} · ${report.rows.length.toLocaleString('id-ID')} baris${report.truncated ? ' (dipotong; unduh Excel atau persempit periode)' : ''}`,
    );
    // The demo library has loans, visits, reservations and copies in these days: no report of them is empty but
    // the additions (copies may all have come in earlier) and the summary.
    if (!['pertambahan_buku', 'laporan_perpustakaan'].includes(name)) expect(report.rows.length, name).toBeGreaterThan(0);
    for (const s of report.summary.filter((s: { value: unknown }) => typeof s.value === 'number').slice(0, 3)) {
      await see(figure(page, s.label), `${name}: ${s.label}`).toContainText(s.value.toLocaleString('id-ID'));
    }
    if (report.rows.length > 0) {
      const row = report.rows[0];
      const col =
        report.columns.find((c: { kind: string; key: string }) => c.kind === 'text' && typeof row[c.key] === 'string' && row[c.key]) ?? report.columns[0];
      const value = row[col.key];
      const cell = typeof value === 'number' ? value.toLocaleString('id-ID') : col.kind === 'date' ? shown(String(value).slice(0, 10)) : String(value ?? '–');
      const firstRow = page
        .getByRole('region', { name: `Tabel ${report.title}` })
        .getByRole('row')
        .nth(1);
      await see(firstRow, name).toContainText(cell);
    }
  }
  expect(serverErrors).toEqual([]);
});

test('the admin sets the loan rules on each rules screen, and the screen of every rule shows what the others saved', async ({ page }) => {
  const { api, headers, serverErrors } = await signIn(page, 'admin@demo.sch.id', '/data_quota_pinjam_buku');
  const before = await api('/api/library/settings');
  const staff = before.memberTypes.find((t: { kind: string }) => t.kind === 'staff');
  const student = before.memberTypes.find((t: { kind: string }) => t.kind === 'student');
  const save = async () => {
    await page.getByRole('button', { name: 'Simpan' }).click();
    await see(page.getByRole('dialog')).toContainText('Pengaturan disimpan');
  };

  await see(page.getByRole('heading', { name: 'Kuota Pinjam Buku' })).toBeVisible();
  await page.getByLabel(`Kuota (buku) ${staff.name}`).fill(String(staff.maxLoans + 1));
  await save();
  await pushRoute(page, '/data_lama_pinjam_buku');
  await see(page.getByRole('heading', { name: 'Lama Pinjam Buku' })).toBeVisible();
  await page.getByLabel(`Perpanjangan (kali) ${student.name}`).fill(String(student.maxRenewals + 1));
  await page.getByLabel(`Lama pinjam (hari) ${student.name}`).fill('0');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await refusal(page, /.+/);
  await see(page.getByRole('region', { name: 'Aturan per jenis anggota' }).locator('.invalid-feedback')).toHaveText('Paling sedikit 1 hari.');
  await page.getByLabel(`Lama pinjam (hari) ${student.name}`).fill(String(student.loanDays));
  await save();
  await pushRoute(page, '/data_keterlambatan_pengembalian_buku');
  await see(page.getByRole('heading', { name: 'Keterlambatan Pengembalian' })).toBeVisible();
  await page.getByLabel('Batas denda belum dibayar (Rp)').fill(String(before.maxUnpaidFine + 5_000));
  await save();
  await see(page.getByText(`Di atas Rp${(before.maxUnpaidFine + 5_000).toLocaleString('id-ID')} anggota tidak dapat meminjam.`)).toBeVisible();
  await pushRoute(page, '/setting_perpustakaan');
  await see(page.getByRole('heading', { name: 'Pengaturan Perpustakaan' })).toBeVisible();
  await see(page.getByLabel('Nama perpustakaan')).toHaveValue(before.libraryName ?? '');
  await page.getByLabel('Pesanan ditahan (hari)').fill(String(before.holdDays + 1));
  await save();

  // /data_pengaturan reads the rule set back from the server: each screen kept what the others saved.
  await pushRoute(page, '/data_pengaturan');
  await see(page.getByRole('heading', { name: 'Data Pengaturan' })).toBeVisible();
  await see(page.getByLabel(`Kuota (buku) ${staff.name}`)).toHaveValue(String(staff.maxLoans + 1));
  await see(page.getByLabel(`Perpanjangan (kali) ${student.name}`)).toHaveValue(String(student.maxRenewals + 1));
  const saved = await api('/api/library/settings');
  expect(saved).toMatchObject({ maxUnpaidFine: before.maxUnpaidFine + 5_000, holdDays: before.holdDays + 1 });
  // Back to the demo's rules, from this screen.
  await page.getByLabel(`Kuota (buku) ${staff.name}`).fill(String(staff.maxLoans));
  await page.getByLabel(`Perpanjangan (kali) ${student.name}`).fill(String(student.maxRenewals));
  await save();
  const restored = await api('/api/library/settings');
  expect(restored.memberTypes.find((t: { kind: string }) => t.kind === 'staff').maxLoans).toBe(staff.maxLoans);
  const back = await page.request.put('/api/library/settings', {
    headers,
    data: {
      maxUnpaidFine: before.maxUnpaidFine,
      holdDays: before.holdDays,
      skipHolidays: before.skipHolidays,
      finesToFinance: before.finesToFinance,
      memberTypes: restored.memberTypes.map(({ kind: _k, members: _m, ...t }: Record<string, unknown>) => t),
    },
  });
  expect(back.status()).toBe(200);
  expect(serverErrors).toEqual([]);
});

test('a student suggests a title, the librarian answers it, and the student reads the answer; the student finds a title by ISBN with dashes', async ({
  page,
  browser,
}) => {
  const { api, serverErrors } = await signIn(page, 'siswa@demo.sch.id', '/usulan_koleksi');
  const wish = `Ensiklopedia Robotika ${run}`;
  await see(page.getByRole('heading', { name: 'Usulan Koleksi' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Usulan baru' });
  await form.getByRole('button', { name: 'Kirim usulan' }).click();
  await refusal(page, /.+/);
  await see(form.locator('#usulan-judul-galat')).toHaveText('Judul wajib diisi.');
  await form.getByLabel('Judul').fill(wish);
  await form.getByLabel('Pengarang').fill('Tim Robotika');
  await form.getByLabel('Alasan atau keterangan').fill('Untuk ekstrakurikuler robotik.');
  await form.getByRole('button', { name: 'Kirim usulan' }).click();
  const mine = page.getByRole('list', { name: 'Daftar usulan' }).getByRole('listitem').filter({ hasText: wish });
  await see(mine).toContainText('Menunggu');

  const librarianPage = await browser.newPage();
  const librarian = await signIn(librarianPage, 'pustakawan@demo.sch.id', '/usulan_koleksi');
  const theirs = librarianPage.getByRole('list', { name: 'Daftar usulan' }).getByRole('listitem').filter({ hasText: wish });
  await see(theirs).toContainText('Andi Pratama');
  await theirs.getByLabel('Jawaban untuk pengusul').fill('Dibeli pada anggaran semester depan.');
  await theirs.getByRole('button', { name: `Terima usulan ${wish}` }).click();
  await see(theirs).toContainText('Diterima');
  await librarianPage.close();

  await page.reload();
  await see(mine).toContainText('Diterima');
  await see(mine).toContainText('Jawaban pustakawan: Dibeli pada anggaran semester depan.');

  // /pencarian_buku: the ISBN as printed on the book, with dashes, finds it; /peminjaman shows the student's loan.
  const book = (await api('/api/library/search?q=bumi%20manusia')).data[0];
  const dashed = `${book.isbn.slice(0, 3)}-${book.isbn.slice(3, 6)}-${book.isbn.slice(6, 12)}-${book.isbn.slice(12)}`;
  await pushRoute(page, '/pencarian_buku');
  await page.getByLabel('Cari judul, pengarang, subjek atau ISBN').fill(dashed);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await see(page.getByRole('list', { name: 'Hasil pencarian' }).getByRole('link').first()).toHaveText(book.title);
  const loans = (await api('/api/library/loans?mine=1&status=open')).data;
  await pushRoute(page, '/peminjaman');
  await see(page.getByRole('heading', { name: 'Peminjaman Saya' })).toBeVisible();
  await see(page.getByRole('region', { name: 'Peminjaman Saya' })).toContainText(loans[0].title);
  expect([...serverErrors, ...librarian.serverErrors]).toEqual([]);
});
