import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import { schools } from '../schema/schools.ts';
import {
  libraryBooks,
  libraryCollections,
  libraryItems,
  libraryLoans,
  libraryReservations,
  librarySettings,
  libraryStocktakeItems,
  libraryStocktakes,
  librarySuggestions,
  libraryVisits,
} from '../schema/library.ts';
import { ensureLibrary } from '../../library/members.ts';
import { addDays, todayIn } from '../../library/dates.ts';
import { isbn13CheckDigit } from '../../../shared/library/isbn.ts';
import { DEMO_SCHOOL } from './demo-accounts.ts';

/** Subjects with their DDC number and collection code; titles are built from them. */
const SUBJECTS: [string, string, string][] = [
  ['Matematika', '510', 'PKT'],
  ['Fisika', '530', 'PKT'],
  ['Kimia', '540', 'PKT'],
  ['Biologi', '570', 'PKT'],
  ['Sejarah Indonesia', '959.8', 'UM'],
  ['Bahasa Indonesia', '499.221', 'PKT'],
  ['Bahasa Inggris', '420', 'PKT'],
  ['Ekonomi', '330', 'UM'],
  ['Geografi', '910', 'UM'],
  ['Pendidikan Agama Islam', '297', 'PKT'],
  ['Pemrograman Web', '005.1', 'UM'],
  ['Jaringan Komputer', '004.6', 'UM'],
  ['Akuntansi Dasar', '657', 'UM'],
  ['Seni Budaya', '700', 'UM'],
  ['Pendidikan Jasmani', '796', 'PKT'],
  ['Kewirausahaan', '658', 'UM'],
  ['Pendidikan Pancasila', '320', 'PKT'],
  ['Desain Grafis', '741.6', 'UM'],
  ['Teknik Otomotif', '629.2', 'UM'],
  ['Cerita Rakyat Nusantara', '398.2', 'FIK'],
  ['Kamus dan Ensiklopedia', '030', 'REF'],
];
const PATTERNS = [
  'Pengantar {s}',
  '{s} untuk SMK Kelas X',
  '{s} untuk SMK Kelas XI',
  '{s} untuk SMK Kelas XII',
  'Mahir {s}',
  'Panduan Praktis {s}',
  'Belajar {s} dengan Mudah',
  'Seri Latihan {s}',
  'Dasar-Dasar {s}',
  'Bank Soal {s}',
  'Modul Ajar {s}',
  'Ringkasan {s}',
  'Eksplorasi {s}',
  'Aktivitas {s}',
  'Tuntas {s}',
  'Kreatif {s}',
  'Jelajah {s}',
  'Wawasan {s}',
  'Cakrawala {s}',
  'Sahabat {s}',
  'Cermat {s}',
  'Inspirasi {s}',
  'Teori dan Praktik {s}',
];
const NOVELS: [string, string, string][] = [
  ['Laskar Pelangi', 'Andrea Hirata', 'Bentang Pustaka'],
  ['Bumi Manusia', 'Pramoedya Ananta Toer', 'Lentera Dipantara'],
  ['Negeri 5 Menara', 'Ahmad Fuadi', 'Gramedia Pustaka Utama'],
  ['Ronggeng Dukuh Paruk', 'Ahmad Tohari', 'Gramedia Pustaka Utama'],
  ['Siti Nurbaya', 'Marah Rusli', 'Balai Pustaka'],
  ['Tenggelamnya Kapal Van der Wijck', 'Hamka', 'Balai Pustaka'],
  ['Ayat-Ayat Cinta', 'Habiburrahman El Shirazy', 'Republika'],
  ['Sang Pemimpi', 'Andrea Hirata', 'Bentang Pustaka'],
  ['Hujan', 'Tere Liye', 'Gramedia Pustaka Utama'],
  ['Pulang', 'Leila S. Chudori', 'Kepustakaan Populer Gramedia'],
  ['Cantik Itu Luka', 'Eka Kurniawan', 'Gramedia Pustaka Utama'],
  ['Salah Asuhan', 'Abdoel Moeis', 'Balai Pustaka'],
];
const AUTHORS = [
  'Sri Wahyuni',
  'Budi Santoso',
  'Dewi Lestari Putri',
  'Agus Salim',
  'Rina Kartika',
  'Hendra Gunawan',
  'Siti Aminah',
  'Joko Susilo',
  'Maria Ulfa',
  'Teguh Prasetyo',
  'Nur Hidayati',
  'Rudi Hartono',
  'Wulan Sari',
  'Eko Prabowo',
  'Yuni Astuti',
];
const PUBLISHERS = ['Erlangga', 'Yudhistira', 'Grasindo', 'Pusat Perbukuan Kemendikbudristek', 'Andi Offset', 'Informatika', 'Bumi Aksara', 'Tiga Serangkai'];

/** A deterministic sequence, so the demo library is the same at every start. */
function sequence(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x % n;
  };
}

/**
 * SMK Demo's library (issue 18): 500 titles with 1,200 copies, 40 open loans (5 overdue), 80 returned loans of the
 * past two months (some with fines), a week of visitors, suggestions, and siswa@demo.sch.id's loan and reservation.
 * Only when the school has no titles yet; every table is filled with one insert.
 */
export async function seedDemoLibrary(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(libraryBooks).where(eq(libraryBooks.schoolId, schoolId));
  if (n > 0) return;
  const rand = sequence(18);
  const today = todayIn();
  await db.transaction(async (tx) => {
    await ensureLibrary(tx, schoolId);
    const [head] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), eq(users.email, 'pustakawan@demo.sch.id')));
    await tx
      .update(librarySettings)
      .set({ libraryName: 'Perpustakaan Cakrawala Ilmu', headName: head?.fullName ?? null, finesToFinance: true })
      .where(eq(librarySettings.schoolId, schoolId));
    const collections = new Map((await tx.select().from(libraryCollections).where(eq(libraryCollections.schoolId, schoolId))).map((c) => [c.code, c.id]));
    const books: (typeof libraryBooks.$inferInsert)[] = NOVELS.map(([title, authors, publisher], i) => ({
      schoolId,
      title,
      authors,
      publisher,
      publishYear: 1990 + ((i * 7) % 34),
      isbn: isbn(i),
      ddc: '899.221',
      callNumber: `899.221 ${authors.split(' ').at(-1)!.slice(0, 3).toUpperCase()} ${title[0].toLowerCase()}`,
      subjects: 'Novel; Sastra Indonesia',
      collectionId: collections.get('FIK')!,
    }));
    for (let i = 0; books.length < 500; i++) {
      const [subject, ddc, code] = SUBJECTS[i % SUBJECTS.length];
      const pattern = PATTERNS[Math.floor(i / SUBJECTS.length) % PATTERNS.length];
      const edition = Math.floor(i / (SUBJECTS.length * PATTERNS.length));
      const title = pattern.replace('{s}', subject) + (edition ? ` Jilid ${edition + 1}` : '');
      const author = AUTHORS[rand(AUTHORS.length)];
      books.push({
        schoolId,
        title,
        authors: rand(4) === 0 ? `${author}; ${AUTHORS[rand(AUTHORS.length)]}` : author,
        publisher: PUBLISHERS[rand(PUBLISHERS.length)],
        publishYear: 2008 + rand(18),
        isbn: isbn(books.length),
        ddc,
        callNumber: `${ddc} ${author.split(' ').at(-1)!.slice(0, 3).toUpperCase()} ${title[0].toLowerCase()}`,
        subjects: subject,
        collectionId: collections.get(code)!,
      });
    }
    const bookIds = (await tx.insert(libraryBooks).values(books).returning({ id: libraryBooks.id })).map((b) => b.id);
    const year = today.slice(0, 4);
    const items: (typeof libraryItems.$inferInsert)[] = [];
    const bookOfItem: number[] = [];
    bookIds.forEach((bookId, i) => {
      for (let c = 0; c < (i < 200 ? 3 : 2); c++) {
        bookOfItem.push(i);
        const seq = String(items.length + 1).padStart(5, '0');
        items.push({
          schoolId,
          bookId,
          barcode: `B${seq}`,
          accessionNo: `${seq}/PERP/${year}`,
          location: `Rak ${String.fromCharCode(65 + (i % 8))}-${1 + (i % 5)}`,
          acquiredOn: addDays(today, -(10 + ((i * 37) % 700))),
          source: i % 3 === 0 ? 'BOS' : 'Pembelian',
        });
      }
    });
    const itemIds = (await tx.insert(libraryItems).values(items).returning({ id: libraryItems.id })).map((r) => r.id);

    const members = await tx
      .select({ id: users.id, email: users.email, type: users.userTypeId })
      .from(users)
      .where(and(eq(users.schoolId, schoolId), inArray(users.userTypeId, ['3', '5'])))
      .orderBy(asc(users.id));
    const siswa = members.find((m) => m.email === 'siswa@demo.sch.id');
    const borrowers = [
      ...(siswa ? [siswa] : []),
      ...members.filter((m) => m !== siswa && m.type === '5').slice(0, 30),
      ...members.filter((m) => m.type === '3').slice(0, 8),
    ];
    if (borrowers.length === 0) return;
    // 40 copies of lendable titles are out, the last 5 overdue.
    const lendable = itemIds.filter((_, i) => books[bookOfItem[i]].collectionId !== collections.get('REF') && i % 3 !== 2).slice(0, 120);
    const others = borrowers.filter((m) => m !== siswa);
    const loans: (typeof libraryLoans.$inferInsert)[] = [];
    for (let k = 0; k < 40; k++) {
      const member = k === 0 ? borrowers[0] : others[(k - 1) % others.length];
      const days = member.type === '5' ? 7 : 14;
      const loanedOn = k >= 35 ? addDays(today, -(days + 3 + k)) : addDays(today, -(k % 6));
      loans.push({ schoolId, itemId: lendable[k], memberId: member.id, loanedOn, dueOn: addDays(loanedOn, days) });
    }
    // Returned loans of the past two months: the history the reports read; every eighth came back late.
    for (let k = 0; k < 80; k++) {
      const member = others[(k * 7) % others.length];
      const loanedOn = addDays(today, -(14 + ((k * 11) % 50)));
      const late = k % 8 === 0 ? 2 + (k % 3) : 0;
      const fine = late * 500;
      loans.push({
        schoolId,
        itemId: lendable[40 + (k % 80)],
        memberId: member.id,
        loanedOn,
        dueOn: addDays(loanedOn, 7),
        returnedOn: addDays(loanedOn, 7 + late - (late ? 0 : 2)),
        fine,
        fineStatus: fine ? (k % 16 === 0 ? 'unpaid' : 'paid') : 'none',
      });
    }
    await tx.insert(libraryLoans).values(loans);
    await tx
      .update(libraryItems)
      .set({ status: 'on_loan' })
      .where(inArray(libraryItems.id, lendable.slice(0, 40)));
    if (siswa) {
      await tx.insert(libraryReservations).values({ schoolId, bookId: bookIds[1], memberId: siswa.id });
      await tx.insert(librarySuggestions).values([
        { schoolId, memberId: siswa.id, title: 'Filosofi Teras', authors: 'Henry Manampiring', note: 'Untuk bahan diskusi literasi kelas.' },
        { schoolId, memberId: borrowers[1]?.id ?? siswa.id, title: 'Atomic Habits (terjemahan)', authors: 'James Clear', status: 'accepted' },
      ]);
    }
    const visits: (typeof libraryVisits.$inferInsert)[] = [];
    for (let d = 6; d >= 0; d--) {
      const day = addDays(today, -d);
      for (let v = 0; v < 8 + rand(10); v++) {
        const at = new Date(`${day}T0${1 + rand(8)}:${String(rand(60)).padStart(2, '0')}:00Z`);
        // Opening hours are 08.00–16.00 WIB; a seed run before closing time leaves today's later hours empty, and
        // the last half hour too: a seeded visit then would be the member's visit of the last half hour, and the
        // first scan of their card at the door would count as a repeat (the tests failed from 08.00 to 16.00 WIB).
        if (at.getTime() > Date.now() - 30 * 60_000) continue;
        if (v % 9 === 8) visits.push({ schoolId, guestName: `Tamu ${d}-${v}`, guestInstitution: 'SMP Negeri 1', purpose: 'Membaca', visitedAt: at });
        else
          visits.push({
            schoolId,
            memberId: borrowers[rand(borrowers.length)].id,
            purpose: ['Membaca', 'Meminjam', 'Mengerjakan tugas'][rand(3)],
            visitedAt: at,
          });
      }
    }
    await tx.insert(libraryVisits).values(visits);
  });
}

/**
 * A finished stock opname of one shelf (issue 18): three weeks ago the librarian counted Rak A-1 and found every copy
 * that was on the shelf then, so the count was closed with nothing marked missing; no copy's status changes. Only
 * when the school has never counted (an existing demo database gets it too).
 */
export async function seedDemoStocktake(db: Db): Promise<void> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.slug, DEMO_SCHOOL));
  if (!school) return;
  const schoolId = school.id;
  const [{ n }] = await db.select({ n: count() }).from(libraryStocktakes).where(eq(libraryStocktakes.schoolId, schoolId));
  if (n > 0) return;
  const day = addDays(todayIn(), -21);
  // On the shelf that day: not lent out then (a returned loan of that time counts too).
  const notOutOn = (on: string) =>
    sql`not exists (select 1 from ${libraryLoans} l where l.sd_library_item_id = ${libraryItems.id} and l.loaned_on <= ${on} and (l.returned_on is null or l.returned_on > ${on}))`;
  const startedAt = new Date(`${day}T01:00:00Z`); // 08.00 WIB
  const shelf = await db
    .select({ id: libraryItems.id })
    .from(libraryItems)
    .where(
      and(
        eq(libraryItems.schoolId, schoolId),
        eq(libraryItems.location, 'Rak A-1'),
        eq(libraryItems.status, 'available'),
        lt(libraryItems.acquiredOn, day),
        notOutOn(day),
      ),
    )
    .orderBy(asc(libraryItems.accessionNo));
  if (shelf.length === 0) return;
  const [librarian] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.email, 'pustakawan@demo.sch.id')));
  // One copy scanned every 40 seconds, the count closed a quarter of an hour after the last.
  const scannedAt = (i: number) => new Date(startedAt.getTime() + (5 * 60 + i * 40) * 1000);
  await db.transaction(async (tx) => {
    const [opname] = await tx
      .insert(libraryStocktakes)
      .values({
        schoolId,
        name: 'Stock opname Rak A-1',
        startedAt,
        finishedAt: new Date(scannedAt(shelf.length).getTime() + 15 * 60_000),
        startedBy: librarian?.id ?? null,
        missingMarked: 0,
      })
      .returning({ id: libraryStocktakes.id });
    await tx.insert(libraryStocktakeItems).values(shelf.map((item, i) => ({ stocktakeId: opname.id, itemId: item.id, scannedAt: scannedAt(i) })));
  });
}

function isbn(i: number): string {
  const first12 = `978602${String(100_000 + i * 13).padStart(6, '0')}`;
  return first12 + isbn13CheckDigit(first12);
}
