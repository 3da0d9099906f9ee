import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';
import { readPdf } from '../documents/pdf-text.ts';
import { LIBRARY_REPORT_NAMES } from '../../src/shared/library/reports.ts';
import { code128Bars, code128Values, CODE128_WIDTHS } from '../../src/shared/library/code128.ts';

/** Reports, documents, visitors, suggestions, stock taking, holidays in fines and fines into finance (issue 18). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let librarian: string;
let student: string;
let parent: string;
let otherAdmin: string;
let studentId: number;

const agt = (id: number) => `AGT${String(id).padStart(6, '0')}`;
const jakartaDay = (n: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + n * 86_400_000));

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const [l, s, p, o] = await Promise.all(['pustakawan@demo.sch.id', 'siswa@demo.sch.id', 'ortu@demo.sch.id', 'admin.smp@demo.sch.id'].map((e) => t.signIn(e)));
  [librarian, student, parent, otherAdmin] = [l.token, s.token, p.token, o.token];
  studentId = (await call('GET', '/api/library/loans?mine=1&status=all', student)).body.data[0].memberId;
});
afterAll(() => t.close());

describe('Code 128', () => {
  it('has 107 symbols of 11 modules (the stop 13), all different, and a check symbol by the standard', () => {
    expect(CODE128_WIDTHS).toHaveLength(107);
    CODE128_WIDTHS.forEach((w, i) =>
      expect(
        [...w].reduce((n, d) => n + Number(d), 0),
        String(i),
      ).toBe(i === 106 ? 13 : 11),
    );
    expect(new Set(CODE128_WIDTHS).size).toBe(107);
    // "PJJ123C": 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879, and 879 mod 103 = 55.
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
    expect(code128Bars('AGT000001').modules).toBe(11 * (9 + 2) + 13);
    expect(() => code128Values('é')).toThrow();
  });
});

describe('reports', () => {
  it('answers every report of section 2.9 for a period, and the same as xlsx', async () => {
    const from = jakartaDay(-60);
    const to = jakartaDay(0);
    for (const name of LIBRARY_REPORT_NAMES) {
      const r = await call('GET', `/api/library/reports/${name}?from=${from}&to=${to}`, librarian);
      expect(r.status, name).toBe(200);
      expect(r.body.columns.length, name).toBeGreaterThan(1);
    }
    const top = (await call('GET', `/api/library/reports/judul_buku_banyak_dipinjam?from=${from}&to=${to}`, librarian)).body;
    expect(top.rows[0].loans).toBeGreaterThanOrEqual(top.rows.at(-1).loans);
    const visits = (await call('GET', `/api/library/reports/laporan_pengunjung?from=${jakartaDay(-6)}&to=${to}`, librarian)).body;
    // The demo has visitors on each of the last six days, and today only after opening time (08.00 WIB): a run just
    // after midnight has none yet, and the report lists the days that had visitors.
    const days = visits.rows.map((r: { day: string }) => r.day);
    for (let d = -6; d <= -1; d++) expect(days).toContain(jakartaDay(d));
    expect(days.filter((day: string) => day !== to)).toHaveLength(6);
    const xlsx = await call('GET', `/api/library/reports/peminjam_terbanyak/xlsx?from=${from}&to=${to}`, librarian);
    expect(xlsx.status).toBe(200);
    expect(xlsx.raw.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a backwards or over-long period, an unknown report, a student and another school sees nothing of ours', async () => {
    expect((await call('GET', `/api/library/reports/laporan_perpustakaan?from=${jakartaDay(0)}&to=${jakartaDay(-5)}`, librarian)).body.errors.to[0]).toContain(
      'sebelum',
    );
    expect((await call('GET', `/api/library/reports/laporan_perpustakaan?from=2024-01-01&to=2026-01-01`, librarian)).status).toBe(422);
    expect((await call('GET', '/api/library/reports/no_such_report', librarian)).status).toBe(422);
    // A day that does not exist is refused by the contract, before any SQL.
    expect((await call('GET', '/api/library/reports/laporan_pengunjung?from=2024-02-30&to=2024-03-05', librarian)).status).toBe(422);
    expect((await call('GET', '/api/library/reports/laporan_perpustakaan', student)).status).toBe(403);
    const theirs = (await call('GET', '/api/library/reports/data_peminjam', otherAdmin)).body;
    expect(theirs.rows).toEqual([]);
  });
});

describe('documents', () => {
  it('prints member cards, spine labels and the accession register as PDFs with the codes a scanner reads', async () => {
    const cards = await call('GET', `/api/library/cards.pdf?group=codes&codes=${agt(studentId)}`, librarian);
    expect(cards.status).toBe(200);
    const cardText = await readPdf(cards.raw);
    expect(cardText.all).toContain(agt(studentId));
    expect(cardText.all).toContain('Perpustakaan Cakrawala Ilmu');
    const groups = (await call('GET', '/api/library/cards/groups', librarian)).body;
    const section = groups.sections.find((s: { members: number }) => s.members > 0);
    expect((await call('GET', `/api/library/cards.pdf?group=section&sectionId=${section.id}&paper=F4`, librarian)).status).toBe(200);
    const labels = await call('GET', '/api/library/labels.pdf?barcodes=B00001,B00002', librarian);
    expect((await readPdf(labels.raw)).all).toContain('B00002');
    expect((await call('GET', '/api/library/labels.pdf?barcodes=NOPE1', librarian)).status).toBe(422);
    const register = await call('GET', `/api/library/register.pdf?from=${jakartaDay(-800)}&to=${jakartaDay(-435)}`, librarian);
    expect(register.status).toBe(200);
    expect((await readPdf(register.raw)).all).toContain('BUKU INDUK PERPUSTAKAAN');
    expect((await call('GET', `/api/library/cards.pdf?group=codes&codes=${agt(studentId)}`, student)).status).toBe(403);
    expect((await call('GET', `/api/library/cards.pdf?group=codes&codes=${agt(studentId)}`, otherAdmin)).status).toBe(422);
  });
});

describe('visitors and suggestions', () => {
  it('counts a scanned card once in half an hour, records a guest, refuses an unknown card', async () => {
    const first = await call('POST', '/api/library/visits', librarian, { memberCode: agt(studentId), purpose: 'Membaca' });
    expect(first.status).toBe(201);
    expect(first.body.repeat).toBe(false);
    const again = await call('POST', '/api/library/visits', librarian, { memberCode: agt(studentId) });
    expect(again.body.repeat).toBe(true);
    expect(again.body.today).toBe(first.body.today);
    const guest = await call('POST', '/api/library/visits', librarian, { guestName: 'Ibu Tamu', guestInstitution: 'SMP Negeri 2' });
    expect(guest.body.visit.group).toContain('Tamu');
    expect((await call('POST', '/api/library/visits', librarian, { memberCode: 'AGT999999' })).status).toBe(404);
    expect((await call('POST', '/api/library/visits', librarian, { guestName: '' })).status).toBe(422);
    expect((await call('GET', '/api/library/visits', librarian)).body.today).toBe(guest.body.today);
  });

  it('a member suggests, a duplicate waits, the librarian decides once and the member reads the answer', async () => {
    const made = await call('POST', '/api/library/suggestions', student, { title: 'Sejarah Maritim Nusantara', authors: 'Uji Penulis' });
    expect(made.status).toBe(201);
    expect((await call('POST', '/api/library/suggestions', student, { title: 'sejarah maritim nusantara' })).status).toBe(422);
    const decided = await call('POST', `/api/library/suggestions/${made.body.id}/decision`, librarian, {
      status: 'accepted',
      response: 'Dibeli semester depan.',
    });
    expect(decided.body.status).toBe('accepted');
    expect((await call('POST', `/api/library/suggestions/${made.body.id}/decision`, librarian, { status: 'rejected' })).status).toBe(409);
    expect((await call('POST', `/api/library/suggestions/${made.body.id}/decision`, student, { status: 'rejected' })).status).toBe(403);
    const mine = (await call('GET', '/api/library/suggestions', student)).body;
    expect(mine.data.find((s: { id: number }) => s.id === made.body.id).response).toBe('Dibeli semester depan.');
    expect(mine.data.every((s: { mine: boolean }) => s.mine)).toBe(true);
    expect((await call('POST', `/api/library/suggestions/${made.body.id}/decision`, otherAdmin, { status: 'rejected' })).status).toBe(404);
  });
});

describe('stock opname', () => {
  it('scans the shelf, refuses a second open count and an unknown code, and marks the unfound copies missing', async () => {
    const started = await call('POST', '/api/library/stocktakes', librarian, { name: 'Opname uji' });
    expect(started.status).toBe(201);
    expect((await call('POST', '/api/library/stocktakes', librarian, { name: 'Lagi' })).status).toBe(409);
    const id = started.body.id;
    const shelf = (await call('GET', '/api/library/items?status=available', librarian)).body.data;
    const scan = await call('POST', `/api/library/stocktakes/${id}/scans`, librarian, { barcode: shelf[0].barcode });
    expect(scan.body).toMatchObject({ repeat: false, scanned: 1 });
    expect((await call('POST', `/api/library/stocktakes/${id}/scans`, librarian, { barcode: shelf[0].barcode })).body.repeat).toBe(true);
    expect((await call('POST', `/api/library/stocktakes/${id}/scans`, librarian, { barcode: 'TIDAKADA' })).status).toBe(422);
    const detail = (await call('GET', `/api/library/stocktakes/${id}`, librarian)).body;
    expect(detail.notScanned).toBe(detail.expected - 1);
    // Its own scans only, not those of the demo's earlier count.
    expect(detail.scanned).toBe(1);
    expect((await call('GET', '/api/library/stocktakes', librarian)).body.data.find((c: { id: number }) => c.id === id).scanned).toBe(1);
    const done = await call('POST', `/api/library/stocktakes/${id}/finish`, librarian, { markMissing: true });
    expect(done.body.missingMarked).toBe(detail.notScanned);
    expect((await call('POST', `/api/library/stocktakes/${id}/finish`, librarian, {})).status).toBe(409);
    expect((await call('GET', '/api/library/items?status=available', librarian)).body.total).toBe(1);
    // A copy marked missing that turns up in the next count is available again.
    const next = (await call('POST', '/api/library/stocktakes', librarian, { name: 'Opname ulang' })).body.id;
    const found = await call('POST', `/api/library/stocktakes/${next}/scans`, librarian, { barcode: shelf[1].barcode });
    expect(found.body.status).toBe('available');
    expect(found.body.note).toContain('kembali tersedia');
    await call('POST', `/api/library/stocktakes/${next}/finish`, librarian, { markMissing: false });
  });
});

describe('fines: holidays and finance', () => {
  it('skips the school days off in a late fine, and posts a paid fine to finance as cash in', async () => {
    const rules = (await call('GET', '/api/library/settings', librarian)).body;
    expect(rules.skipHolidays).toBe(true);
    expect(rules.finesToFinance).toBe(true);
    // Put every copy back on the shelf (the stock opname above marked them missing) and lend one 14 days ago.
    const missing = (await call('GET', '/api/library/items?status=missing', librarian)).body.data.slice(0, 3);
    for (const i of missing) await call('PUT', `/api/library/items/${i.id}`, librarian, { status: 'available', location: i.location });
    const lent = await call('POST', '/api/library/loans', librarian, { memberCode: agt(studentId), barcode: missing[0].barcode, loanedOn: jakartaDay(-14) });
    expect(lent.status).toBe(201);
    // The desk's answer counts a loan past due by school days too (read only when a loan is late), as a fresh read does.
    expect(lent.body.loan.lateDays).toBeLessThan(7);
    expect(lent.body.loan.lateDays).toBeGreaterThan(0);
    expect(lent.body.desk).toEqual((await call('GET', `/api/library/desk/member?code=${agt(studentId)}`, librarian)).body);
    const back = await call('POST', '/api/library/returns', librarian, { barcode: missing[0].barcode });
    // Due 7 days ago: a 7-day window always holds a Sunday, so fewer school days than calendar days are fined.
    expect(back.body.lateDays).toBeLessThan(7);
    expect(back.body.lateDays).toBeGreaterThan(0);
    expect(back.body.fine).toBe(back.body.lateDays * 500);
    const paid = await call('POST', `/api/library/fines/${back.body.loan.id}`, librarian, { action: 'pay' });
    expect(paid.body.fineJournalNo).toMatch(/^KM-\d{4}-\d{6}$/);
  });

  it("a parent sees the child's loans and fines, never another family's, and may not lend", async () => {
    const theirs = await call('GET', '/api/library/loans?status=all&mine=1', parent);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.length).toBeGreaterThan(0);
    expect(theirs.body.data.every((l: { memberId: number }) => l.memberId === studentId)).toBe(true);
    expect((await call('GET', '/api/library/reservations?mine=1&status=all', parent)).body.data.length).toBeGreaterThan(0);
    expect((await call('POST', '/api/library/loans', parent, { memberCode: agt(studentId), barcode: 'B00001' })).status).toBe(403);
  });
});

/** One MARC 21 record in ISO 2709: leader, directory, fields (for the import test). */
function marc(fields: [string, string][]): Buffer {
  const data = fields.map(([, v]) => Buffer.from(`${v}\x1e`, 'utf8'));
  let pos = 0;
  const directory = fields
    .map(([tag], i) => {
      const entry = `${tag}${String(data[i].length).padStart(4, '0')}${String(pos).padStart(5, '0')}`;
      pos += data[i].length;
      return entry;
    })
    .join('');
  const base = 24 + directory.length + 1;
  const length = base + pos + 1;
  const leader = `${String(length).padStart(5, '0')}nam a22${String(base).padStart(5, '0')} a 4500`;
  return Buffer.concat([Buffer.from(leader + directory + '\x1e', 'latin1'), ...data, Buffer.from('\x1d')]);
}

describe('import', () => {
  const post = async (mode: string, body: Buffer) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/library/import/${mode}`,
      headers: { authorization: `Bearer ${librarian}`, 'content-type': 'application/octet-stream' },
      payload: body,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('reads a SLiMS export without a header: a bad ISBN and a used barcode are row errors, the rest is stored', async () => {
    const row = (title: string, isbn: string, items: string) =>
      `"${title}","Text","","${isbn}","Gramedia","2019","x, 200 hlm","","899.221 ABC a","Indonesia","Jakarta","899.221","","","","<Penulis Satu><Penulis Dua>","<Novel><Remaja>","${items}"`;
    const csv = [
      row('Impor Uji Pertama', '978-602-8519-93-9', '<IMP001><IMP002>'),
      row('Impor Uji Salah ISBN', '978-602-8519-93-8', ''),
      row('Impor Uji Kode Dipakai', '', '<B00001>'),
    ].join('\n');
    const checked = await post('check', Buffer.from(csv));
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({ total: 3, valid: 1, imported: 0, errorCount: 2 });
    expect(checked.body.errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
    expect(checked.body.errors[0].messages.join(' ')).toContain('ISBN tidak valid');
    expect(checked.body.errors[1].messages.join(' ')).toContain('B00001');
    const done = await post('import', Buffer.from(csv));
    expect(done.body).toMatchObject({ imported: 1, copies: 2 });
    const found = (await call('GET', '/api/library/search?q=impor%20uji%20pertama', librarian)).body.data[0];
    expect(found).toMatchObject({ authors: 'Penulis Satu; Penulis Dua', subjects: 'Novel; Remaja', ddc: '899.221', copies: 2 });
  });

  it('never makes a copy code that the file or the catalogue already has (a made code follows the accession number)', async () => {
    const barcodeOf = async (title: string) => {
      const found = (await call('GET', `/api/library/search?q=${encodeURIComponent(title)}`, librarian)).body.data[0];
      return (await call('GET', `/api/library/books/${found.id}`, librarian)).body.items.map((i: { barcode: string }) => i.barcode);
    };
    expect((await post('import', Buffer.from('judul,pengarang\nKode Buatan Satu,Uji\n'))).body).toMatchObject({ imported: 1 });
    const [made] = await barcodeOf('Kode Buatan Satu');
    const next = (n: number) => `B${String(Number(made.slice(1)) + n).padStart(5, '0')}`;
    // The next made code would be next(1): the file already uses it for another title.
    const csv = `judul,kode eksemplar\nKode Buatan Dua,${next(1)}\nKode Buatan Tiga,\n`;
    expect((await post('check', Buffer.from(csv))).body).toMatchObject({ valid: 2, errorCount: 0 });
    const done = await post('import', Buffer.from(csv));
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ imported: 2, copies: 2 });
    expect(await barcodeOf('Kode Buatan Dua')).toEqual([next(1)]);
    expect(await barcodeOf('Kode Buatan Tiga')).toEqual([next(2)]);
  });

  it('reads MARC 21 records and refuses a student and an empty file', async () => {
    const record = marc([
      ['020', '  \x1fa9786028519939'],
      ['082', '04\x1fa005.1\x1f223'],
      ['100', '1 \x1faHartono, Rudi.'],
      ['245', '10\x1faPemrograman MARC :\x1fbdasar-dasar /'],
      ['260', '  \x1faBandung :\x1fbInformatika,\x1fc2021.'],
      ['650', ' 0\x1faKomputer'],
    ]);
    const broken = marc([['100', '1 \x1faTanpa Judul']]);
    const res = await post('import', Buffer.concat([record, broken]));
    expect(res.status).toBe(200);
    expect(res.body.format).toBe('MARC 21');
    expect(res.body).toMatchObject({ total: 2, imported: 1, errorCount: 1 });
    expect(res.body.errors[0].messages.join(' ')).toContain('Judul');
    const book = (await call('GET', '/api/library/search?q=pemrograman%20marc', librarian)).body.data[0];
    expect(book).toMatchObject({ title: 'Pemrograman MARC: dasar-dasar', publisher: 'Informatika', publishYear: 2021, ddc: '005.1' });
    const asStudent = await t.app.inject({
      method: 'POST',
      url: '/api/library/import/check',
      headers: { authorization: `Bearer ${student}`, 'content-type': 'application/octet-stream' },
      payload: record,
    });
    expect(asStudent.statusCode).toBe(403);
    expect((await post('check', Buffer.from(''))).status).toBe(422);
  });
});
