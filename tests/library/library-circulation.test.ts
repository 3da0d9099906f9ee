import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { caller } from '../ppdb/ppdb-helpers.ts';

/** The library as the pustakawan, a student and another school use it (issue 18). */
let t: TestApp;
let call: ReturnType<typeof caller>;
let librarian: string;
let student: string;
let teacher: string;
let otherAdmin: string;
let studentId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  const [l, s, g, o] = await Promise.all(['pustakawan@demo.sch.id', 'siswa@demo.sch.id', 'guru@demo.sch.id', 'admin.smp@demo.sch.id'].map((e) => t.signIn(e)));
  [librarian, student, teacher, otherAdmin] = [l.token, s.token, g.token, o.token];
  studentId = Number((s.data.user as { id?: number } | undefined)?.id ?? (await call('GET', '/api/library/loans?mine=1', student)).body.data[0].memberId);
});
afterAll(() => t.close());

const agt = (id: number) => `AGT${String(id).padStart(6, '0')}`;

describe('catalogue', () => {
  it('holds the demo collection and adds a title with copies; a bad ISBN and a duplicate barcode are 422', async () => {
    const list = await call('GET', '/api/library/books', librarian);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(500);
    const items = await call('GET', '/api/library/items', librarian);
    expect(items.body.total).toBe(1200);

    const bad = await call('POST', '/api/library/books', librarian, { title: 'Buku Uji', isbn: '978-602-8519-93-8' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.isbn[0]).toContain('ISBN tidak valid');

    const created = await call('POST', '/api/library/books', librarian, {
      title: 'Algoritma Uji Perpustakaan',
      authors: 'Penulis Uji',
      isbn: '978-602-8519-93-9',
      ddc: '005.1',
      copies: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body.isbn).toBe('9786028519939');
    expect(created.body.items.map((i: { barcode: string }) => i.barcode)).toEqual(['B01201', 'B01202']);

    const dup = await call('POST', `/api/library/books/${created.body.id}/items`, librarian, { barcodes: ['B00001'] });
    expect(dup.status).toBe(422);
    expect(dup.body.message).toContain('sudah dipakai');
    expect((await call('POST', '/api/library/books', student, { title: 'X' })).status).toBe(403);
    expect((await call('GET', `/api/library/books/${created.body.id}`, otherAdmin)).status).toBe(404);
  });

  it('the OPAC finds by words, word starts, a typo in one word, and ISBN with or without dashes, in a stable order', async () => {
    const laskar = await call('GET', '/api/library/search?q=laskar%20pelangi', student);
    expect(laskar.body.data[0].title).toBe('Laskar Pelangi');
    const prefix = await call('GET', '/api/library/search?q=pelang', student);
    expect(prefix.body.data.map((b: { title: string }) => b.title)).toContain('Laskar Pelangi');
    const typo = await call('GET', '/api/library/search?q=laskar%20plangi', student);
    expect(typo.body.data[0].title).toBe('Laskar Pelangi');
    const isbn = laskar.body.data[0].isbn as string;
    const dashed = `${isbn.slice(0, 3)}-${isbn.slice(3, 6)}-${isbn.slice(6, 12)}-${isbn.slice(12)}`;
    expect((await call('GET', `/api/library/search?q=${dashed}`, student)).body.data[0].id).toBe(laskar.body.data[0].id);
    expect((await call('GET', `/api/library/search?q=${isbn}`, teacher)).body.data[0].id).toBe(laskar.body.data[0].id);
    // The start of an ISBN typed with dashes finds the titles it begins.
    const partial = await call('GET', `/api/library/search?q=${isbn.slice(0, 3)}-${isbn.slice(3, 6)}-${isbn.slice(6, 10)}`, student);
    expect(partial.body.data.map((b: { id: number }) => b.id)).toContain(laskar.body.data[0].id);
    // A typo in the only word, or in every word, still finds the title (pg_trgm's typo path).
    const oneTypo = await call('GET', '/api/library/search?q=plangi', student);
    expect(oneTypo.body.data[0].title).toBe('Laskar Pelangi');
    expect((await call('GET', '/api/library/search?q=laskr%20plangi', student)).body.data[0].title).toBe('Laskar Pelangi');
    // A word some title has is matched exactly, wherever the title has it (here the publisher); only the other is a typo.
    const publisherAndTypo = (await call('GET', '/api/library/search?q=plangi%20bentang', student)).body;
    expect(publisherAndTypo.data.map((b: { title: string }) => b.title)).toEqual(['Laskar Pelangi']);
    expect((await call('GET', '/api/library/search?q=zzqqxx', student)).body).toMatchObject({ total: 0, data: [] });
    // Title words weigh more than subjects: a title with "Fisika" in it comes before any that only lists it as a subject.
    const fisika = await call('GET', '/api/library/search?q=fisika', student);
    expect(fisika.body.total).toBeGreaterThan(10);
    const again = await call('GET', '/api/library/search?q=fisika', student);
    expect(again.body.data.map((b: { id: number }) => b.id)).toEqual(fisika.body.data.map((b: { id: number }) => b.id));
    expect(fisika.body.data.every((b: { title: string }) => b.title.includes('Fisika'))).toBe(true);
    // Indonesian words: a root finds the titles of its affixed forms ("wirausaha" → Kewirausahaan, "program" →
    // Pemrograman), which are not word starts of it.
    const wirausaha = await call('GET', '/api/library/search?q=wirausaha', student);
    expect(wirausaha.body.total).toBeGreaterThan(0);
    expect(wirausaha.body.data.every((b: { title: string }) => b.title.includes('Kewirausahaan'))).toBe(true);
    const program = (await call('GET', '/api/library/search?q=program%20web', student)).body.data as { title: string }[];
    expect(program.length).toBeGreaterThan(0);
    expect(program.every((b) => b.title.includes('Pemrograman Web'))).toBe(true);
  });

  it('the OPAC remembers a page only while the catalogue is the same: a new or renamed title and a new copy code show at once, a loan too', async () => {
    const search = async (q: string) => (await call('GET', `/api/library/search?q=${encodeURIComponent(q)}`, student)).body;
    expect(await search('kriptografi')).toMatchObject({ total: 0, data: [] });
    expect(await search('KR0001')).toMatchObject({ total: 0, data: [] });
    const created = (await call('POST', '/api/library/books', librarian, { title: 'Kriptografi Uji Singgah', copies: 1 })).body;
    expect((await search('kriptografi')).data.map((b: { id: number }) => b.id)).toEqual([created.id]);

    // Renamed: the remembered page of "kriptografi" would still hold it; the new version searches again.
    expect((await call('PUT', `/api/library/books/${created.id}`, librarian, { title: 'Steganografi Uji Singgah' })).status).toBe(200);
    expect(await search('kriptografi')).toMatchObject({ total: 0, data: [] });
    expect((await search('steganografi')).data[0]).toMatchObject({ id: created.id, copies: 1, available: 1 });

    // A copy with a code searched before (and not found) is found by it now.
    expect((await call('POST', `/api/library/books/${created.id}/items`, librarian, { barcodes: ['KR0001'] })).status).toBe(201);
    expect((await search('KR0001')).data.map((b: { id: number }) => b.id)).toEqual([created.id]);

    // A loan does not change the catalogue's version, but the copies on the shelf are always counted now.
    expect((await search('steganografi')).data[0]).toMatchObject({ copies: 2, available: 2 });
    expect((await call('POST', '/api/library/loans', librarian, { memberCode: agt(studentId), barcode: 'KR0001' })).status).toBe(201);
    expect((await search('steganografi')).data[0]).toMatchObject({ copies: 2, available: 1 });
    // The return tells the desk someone is waiting for the title.
    const reserved = await call('POST', '/api/library/reservations', teacher, { bookId: created.id });
    expect(reserved.status).toBe(201);
    expect((await call('POST', '/api/library/returns', librarian, { barcode: 'KR0001' })).body).toMatchObject({ fine: 0, reservationsWaiting: 1 });
    expect((await search('steganografi')).data[0]).toMatchObject({ copies: 2, available: 2 });
    expect((await call('POST', `/api/library/reservations/${reserved.body.id}/cancel`, teacher)).status).toBe(200);
  });
});

describe('circulation desk', () => {
  it('lends by scanning, refuses the same copy twice, returns late with a fine, and settles the fine', async () => {
    // Calendar days here; skipping the school's days off is tested in library-services.test.ts.
    const rules = (await call('GET', '/api/library/settings', librarian)).body;
    const types = rules.memberTypes.map(({ kind: _k, members: _m, ...t }: Record<string, unknown>) => t);
    expect(
      (
        await call('PUT', '/api/library/settings', librarian, {
          maxUnpaidFine: rules.maxUnpaidFine,
          holdDays: 3,
          skipHolidays: false,
          finesToFinance: false,
          memberTypes: types,
        })
      ).status,
    ).toBe(200);
    const desk = await call('GET', `/api/library/desk/member?code=${agt(studentId)}`, librarian);
    expect(desk.status).toBe(200);
    expect(desk.body.member.typeName).toBe('Siswa');
    expect(desk.body.openLoans).toBe(1);

    const book = (await call('GET', '/api/library/search?q=bumi%20manusia', librarian)).body.data[0];
    const detail = (await call('GET', `/api/library/books/${book.id}`, librarian)).body;
    const copy = detail.items.find((i: { status: string }) => i.status === 'available');
    const lent = await call('POST', '/api/library/loans', librarian, { memberCode: agt(studentId), barcode: copy.barcode, loanedOn: dayFromToday(-10) });
    expect(lent.status).toBe(201);
    expect(lent.body.loan.dueOn).toBe(dayFromToday(-3));
    expect(lent.body.desk.openLoans).toBe(2);
    // The desk after a loan is made from what the loan stored, not read again: it is what a fresh read shows.
    const fresh = (await call('GET', `/api/library/desk/member?code=${agt(studentId)}`, librarian)).body;
    expect(lent.body.desk).toEqual(fresh);
    expect(lent.body.loan).toEqual(fresh.loans.find((l: { id: number }) => l.id === lent.body.loan.id));
    expect(lent.body.loan).toMatchObject({ overdue: true, lateDays: 3, fineSoFar: 1500 });

    const twice = await call('POST', '/api/library/loans', librarian, { memberCode: agt(studentId), barcode: copy.barcode });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.barcode[0]).toContain('sedang dipinjam');

    // Two desks at once: only one of them lends the copy.
    const other = (await call('GET', '/api/library/items?status=available&q=Matematika', librarian)).body.data[0];
    const teacherId = (await call('GET', '/api/library/loans?mine=1', teacher)).body.data[0]?.memberId;
    const racers = await Promise.all([
      call('POST', '/api/library/loans', librarian, { memberCode: agt(studentId), barcode: other.barcode }),
      call('POST', '/api/library/loans', librarian, { memberCode: teacherId ? agt(teacherId) : 'guru@demo.sch.id', barcode: other.barcode }),
    ]);
    expect(racers.map((r) => r.status).sort()).toEqual([201, 422]);

    const renewLate = await call('POST', '/api/library/renewals', librarian, { barcode: copy.barcode });
    expect(renewLate.status).toBe(422);

    const back = await call('POST', '/api/library/returns', librarian, { barcode: copy.barcode });
    expect(back.status).toBe(200);
    expect(back.body.lateDays).toBe(3);
    expect(back.body.fine).toBe(1500);
    expect(back.body.loan.fineStatus).toBe('unpaid');
    expect((await call('POST', '/api/library/returns', librarian, { barcode: copy.barcode })).status).toBe(422);

    const paid = await call('POST', `/api/library/fines/${back.body.loan.id}`, librarian, { action: 'pay' });
    expect(paid.body.fineStatus).toBe('paid');
    expect((await call('POST', `/api/library/fines/${back.body.loan.id}`, librarian, { action: 'pay' })).status).toBe(409);
    expect((await call('POST', `/api/library/fines/${back.body.loan.id}`, otherAdmin, { action: 'pay' })).status).toBe(404);
  });

  it('refuses a reference-only copy, a full quota, an unknown member, and the wrong role', async () => {
    const ref = (await call('GET', '/api/library/search?q=ensiklopedia', librarian)).body.data[0];
    const refCopy = (await call('GET', `/api/library/books/${ref.id}`, librarian)).body.items[0];
    const refused = await call('POST', '/api/library/loans', librarian, { memberCode: agt(studentId), barcode: refCopy.barcode });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('referensi');

    const shelf = (await call('GET', '/api/library/items?status=available', librarian)).body.data.filter(
      (i: { title: string }) => !i.title.includes('Ensiklopedia'),
    );
    let status = 201;
    let k = 0;
    let last: { body: { message: string } } | null = null;
    while (status === 201 && k < 6) {
      last = await call('POST', '/api/library/loans', librarian, { memberCode: agt(studentId), barcode: shelf[k++].barcode });
      status = (last as { status: number } & typeof last).status;
    }
    expect(status).toBe(422);
    expect(last!.body.message).toContain('Kuota pinjam');

    expect((await call('GET', '/api/library/desk/member?code=AGT999999', librarian)).status).toBe(404);
    expect((await call('POST', '/api/library/loans', student, { memberCode: agt(studentId), barcode: 'B00001' })).status).toBe(403);
    expect((await call('POST', '/api/library/loans', librarian, { memberCode: '', barcode: '' })).status).toBe(422);
  });

  it('refuses a member whose unpaid fines are over the school limit, until the fine is paid', async () => {
    const rules = (await call('GET', '/api/library/settings', librarian)).body;
    const types = rules.memberTypes.map(({ kind: _k, members: _m, ...t }: Record<string, unknown>) => t);
    const put = (maxUnpaidFine: number) =>
      call('PUT', '/api/library/settings', librarian, {
        maxUnpaidFine,
        holdDays: rules.holdDays,
        skipHolidays: false,
        finesToFinance: false,
        memberTypes: types,
      });
    const teacherCode = 'guru@demo.sch.id';
    const [first, second] = (await call('GET', '/api/library/items?status=available&q=Geografi', librarian)).body.data;
    const lent = await call('POST', '/api/library/loans', librarian, { memberCode: teacherCode, barcode: first.barcode, loanedOn: dayFromToday(-30) });
    expect(lent.status).toBe(201);
    const back = await call('POST', '/api/library/returns', librarian, { barcode: first.barcode });
    expect(back.body.fine).toBeGreaterThan(0);

    // The limit just under what the member owes now (this fine and any older unpaid one).
    const owed = (await call('GET', `/api/library/desk/member?code=${teacherCode}`, librarian)).body.unpaidFine as number;
    expect(owed).toBeGreaterThanOrEqual(back.body.fine);
    expect((await put(owed - 1)).status).toBe(200);
    const desk = (await call('GET', `/api/library/desk/member?code=${teacherCode}`, librarian)).body;
    expect(desk).toMatchObject({ canBorrow: false, unpaidFine: owed, maxUnpaidFine: owed - 1 });
    const refused = await call('POST', '/api/library/loans', librarian, { memberCode: teacherCode, barcode: second.barcode });
    expect(refused.status).toBe(422);
    const rp = (n: number) => `Rp${n.toLocaleString('id-ID')}`;
    expect(refused.body.errors.memberCode[0]).toBe(`Denda belum dibayar ${rp(owed)} melebihi batas ${rp(owed - 1)}.`);

    expect((await call('POST', `/api/library/fines/${back.body.loan.id}`, librarian, { action: 'pay' })).status).toBe(200);
    expect((await call('POST', '/api/library/loans', librarian, { memberCode: teacherCode, barcode: second.barcode })).status).toBe(201);
    expect((await put(rules.maxUnpaidFine)).status).toBe(200);
  });

  it('lists the demo loans: 40 open at first, 5 overdue; a member sees only their own', async () => {
    const overdue = await call('GET', '/api/library/loans?status=overdue', librarian);
    expect(overdue.body.data.length).toBeGreaterThanOrEqual(5);
    expect(overdue.body.totalFine).toBeGreaterThan(0);
    const mine = await call('GET', '/api/library/loans', student);
    expect(mine.body.data.every((l: { memberId: number }) => l.memberId === studentId)).toBe(true);
    expect(mine.body.canManage).toBe(false);
  });
});

function dayFromToday(n: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() + n * 86_400_000));
}

describe('reservations and rules', () => {
  it('the demo student has one reservation; reserving twice is 422; cancelling works; another school sees nothing', async () => {
    const mine = await call('GET', '/api/library/reservations?status=all', student);
    expect(mine.body.data.length).toBeGreaterThanOrEqual(1);
    const book = (await call('GET', '/api/library/search?q=hujan', student)).body.data[0];
    const first = await call('POST', '/api/library/reservations', student, { bookId: book.id });
    expect(first.status).toBe(201);
    expect((await call('POST', '/api/library/reservations', student, { bookId: book.id })).status).toBe(422);
    expect((await call('POST', `/api/library/reservations/${first.body.id}/cancel`, otherAdmin)).status).toBe(404);
    expect((await call('POST', `/api/library/reservations/${first.body.id}/cancel`, student)).body.status).toBe('cancelled');
    const all = await call('GET', '/api/library/reservations', librarian);
    expect(all.body.canManage).toBe(true);
  });

  it('the pustakawan changes the loan rules and collection codes; a duplicate code is 422; a student may not', async () => {
    const settings = (await call('GET', '/api/library/settings', librarian)).body;
    expect(settings.memberTypes.map((t: { kind: string }) => t.kind).sort()).toEqual(['staff', 'student']);
    const types = settings.memberTypes.map(({ kind: _k, members: _m, ...t }: Record<string, unknown>) => ({
      ...t,
      loanDays: t.kind === 'student' ? 10 : t.loanDays,
    }));
    const saved = await call('PUT', '/api/library/settings', librarian, { maxUnpaidFine: 20_000, holdDays: 3, memberTypes: types });
    expect(saved.status).toBe(200);
    expect(saved.body.maxUnpaidFine).toBe(20_000);
    expect((await call('PUT', '/api/library/settings', student, { maxUnpaidFine: 0, holdDays: 3, memberTypes: [] })).status).toBe(403);
    expect((await call('POST', '/api/library/collections', librarian, { code: 'REF', name: 'Lagi' })).status).toBe(422);
    expect(
      (await call('POST', '/api/library/collections', librarian, { code: 'MAJ', name: 'Majalah' })).body.collections.some(
        (c: { code: string }) => c.code === 'MAJ',
      ),
    ).toBe(true);
  });
});
