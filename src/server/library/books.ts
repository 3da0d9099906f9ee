import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { recordAudit, type Tx } from '../audit/record-audit.ts';
import { libraryBooks, libraryCollections, libraryItems, libraryLoans, libraryReservations } from '../db/schema/library.ts';
import type { SessionContext } from '../http/context.ts';
import { AppError, notFound, fieldError, validationError } from '../http/errors.ts';
import { pgErrorOf } from '../resources/db-errors.ts';
import { libraryAllows } from '../../shared/library/permissions.ts';
import type { z } from 'zod';
import type { addItemsInput, bookInput, newBookInput, updateItemInput } from '../../shared/library/schemas.ts';
import { requireLibrary } from './guard.ts';
import { ensureLibrary } from './members.ts';
import { searchBooks, type BookQuery } from './search.ts';
import { todayIn } from './dates.ts';

type Conn = Db | Tx;

/** GET /api/library/search: the OPAC, for every member. */
export async function opacSearch({ ctx, input }: { ctx: SessionContext; input: BookQuery }) {
  requireLibrary(ctx, 'library.search');
  return searchBooks(ctx.db, ctx.session.schoolId, input);
}

/** GET /api/library/books: the catalogue list of the library staff. */
export async function listBooks({ ctx, input }: { ctx: SessionContext; input: BookQuery }) {
  requireLibrary(ctx, 'library.reports');
  await ensureLibrary(ctx.db, ctx.session.schoolId);
  return {
    ...(await searchBooks(ctx.db, ctx.session.schoolId, input)),
    collections: await collectionsOf(ctx.db, ctx.session.schoolId),
    canEdit: libraryAllows('library.manage', ctx.session.userTypeId),
  };
}

export const collectionsOf = (db: Conn, schoolId: number) =>
  db
    .select({ id: libraryCollections.id, code: libraryCollections.code, name: libraryCollections.name, referenceOnly: libraryCollections.referenceOnly })
    .from(libraryCollections)
    .where(eq(libraryCollections.schoolId, schoolId))
    .orderBy(asc(libraryCollections.code));

/** GET /api/library/books/:id: for the staff and for members (the OPAC detail): one title and its copies. */
export async function getBook({ ctx, id }: { ctx: SessionContext; id: number }) {
  requireLibrary(ctx, 'library.search');
  return readBook(ctx.db, ctx, id);
}

export async function readBook(db: Conn, ctx: SessionContext, id: number) {
  const schoolId = ctx.session.schoolId;
  const [book] = await db
    .select({ b: libraryBooks, collectionCode: libraryCollections.code })
    .from(libraryBooks)
    .leftJoin(libraryCollections, eq(libraryCollections.id, libraryBooks.collectionId))
    .where(and(eq(libraryBooks.schoolId, schoolId), eq(libraryBooks.id, id)));
  if (!book) throw notFound('Judul buku tidak ditemukan.');
  const items = await itemRows(db, schoolId, eq(libraryItems.bookId, id));
  const [mine] = await db
    .select({ id: libraryReservations.id, status: libraryReservations.status })
    .from(libraryReservations)
    .where(and(eq(libraryReservations.bookId, id), eq(libraryReservations.memberId, ctx.session.userId), eq(libraryReservations.status, 'waiting')));
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(libraryReservations)
    .where(and(eq(libraryReservations.bookId, id), eq(libraryReservations.status, 'waiting')));
  const { createdAt: _c, schoolId: _s, ...b } = book.b;
  return {
    ...b,
    collectionCode: book.collectionCode,
    copies: items.length,
    available: items.filter((i) => i.status === 'available').length,
    items,
    collections: await collectionsOf(db, schoolId),
    canEdit: libraryAllows('library.manage', ctx.session.userTypeId),
    reservation: mine ?? null,
    waiting: waiting.n,
  };
}

export async function itemRows(db: Conn, schoolId: number, where: ReturnType<typeof eq> | undefined, options: { limit?: number; offset?: number } = {}) {
  const rows = await db
    .select({
      id: libraryItems.id,
      bookId: libraryItems.bookId,
      title: libraryBooks.title,
      barcode: libraryItems.barcode,
      accessionNo: libraryItems.accessionNo,
      location: libraryItems.location,
      status: libraryItems.status,
      acquiredOn: libraryItems.acquiredOn,
      source: libraryItems.source,
      dueOn: libraryLoans.dueOn,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(libraryItems)
    .innerJoin(libraryBooks, eq(libraryBooks.id, libraryItems.bookId))
    .leftJoin(libraryLoans, and(eq(libraryLoans.itemId, libraryItems.id), isNull(libraryLoans.returnedOn)))
    .where(and(eq(libraryItems.schoolId, schoolId), where))
    .orderBy(asc(libraryItems.accessionNo), asc(libraryItems.id))
    .limit(options.limit ?? 1000)
    .offset(options.offset ?? 0);
  return rows;
}

const DUPLICATE_BARCODE = 'Kode eksemplar ini sudah dipakai eksemplar lain.';

/** The next free barcode numbers (B00001 ...) and accession numbers (00001/PERP/2026) of a school. */
async function nextNumbers(tx: Tx, schoolId: number, n: number) {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max((substring(${libraryItems.accessionNo} from '^[0-9]+'))::int), 0)::int` })
    .from(libraryItems)
    .where(eq(libraryItems.schoolId, schoolId));
  const year = todayIn().slice(0, 4);
  return Array.from({ length: n }, (_, i) => {
    const seq = String(row.max + i + 1).padStart(5, '0');
    return { barcode: `B${seq}`, accessionNo: `${seq}/PERP/${year}` };
  });
}

async function insertItems(
  tx: Tx,
  schoolId: number,
  bookId: number,
  input: { barcodes?: string[]; count?: number; location?: string | null; source?: string | null },
) {
  const count = input.barcodes?.length ?? input.count ?? 0;
  if (count === 0) return [];
  const numbers = await nextNumbers(tx, schoolId, count);
  const barcodes = input.barcodes ?? numbers.map((x) => x.barcode);
  if (new Set(barcodes).size !== barcodes.length) throw fieldError('barcodes', 'Ada kode eksemplar yang sama dalam daftar.');
  const taken = await tx
    .select({ barcode: libraryItems.barcode })
    .from(libraryItems)
    .where(and(eq(libraryItems.schoolId, schoolId), sql`${libraryItems.barcode} in ${barcodes}`));
  if (taken.length) throw validationError({ barcodes: [`${DUPLICATE_BARCODE} (${taken.map((t) => t.barcode).join(', ')})`] }, DUPLICATE_BARCODE);
  const acquiredOn = todayIn();
  return tx
    .insert(libraryItems)
    .values(
      barcodes.map((barcode, i) => ({
        schoolId,
        bookId,
        barcode,
        accessionNo: numbers[i].accessionNo,
        location: input.location ?? null,
        source: input.source ?? null,
        acquiredOn,
      })),
    )
    .returning({ id: libraryItems.id });
}

async function checkCollection(db: Conn, schoolId: number, collectionId: number | null | undefined) {
  if (!collectionId) return;
  const [c] = await db
    .select({ id: libraryCollections.id })
    .from(libraryCollections)
    .where(and(eq(libraryCollections.schoolId, schoolId), eq(libraryCollections.id, collectionId)));
  if (!c) throw validationError({ collectionId: ['Kode koleksi tidak ditemukan.'] });
}

const conflictOnBarcode = (error: unknown) =>
  pgErrorOf(error)?.code === '23505' ? validationError({ barcodes: [DUPLICATE_BARCODE] }, DUPLICATE_BARCODE) : error;

/** POST /api/library/books */
export async function createBook({ ctx, input }: { ctx: SessionContext; input: z.output<typeof newBookInput> }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  const { copies, location, ...fields } = input;
  try {
    return await ctx.db.transaction(async (tx) => {
      await ensureLibrary(tx, schoolId);
      await checkCollection(tx, schoolId, fields.collectionId);
      const [book] = await tx
        .insert(libraryBooks)
        .values({ schoolId, ...fields })
        .returning({ id: libraryBooks.id });
      await insertItems(tx, schoolId, book.id, { count: copies, location });
      await recordAudit(tx, ctx, { resource: 'library_book', recordId: book.id, action: 'create', after: { ...fields, copies } });
      return readBook(tx, ctx, book.id);
    });
  } catch (error) {
    throw conflictOnBarcode(error);
  }
}

/** PUT /api/library/books/:id */
export async function updateBook({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof bookInput> }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(libraryBooks)
      .where(and(eq(libraryBooks.schoolId, schoolId), eq(libraryBooks.id, id)))
      .for('update');
    if (!before) throw notFound('Judul buku tidak ditemukan.');
    await checkCollection(tx, schoolId, input.collectionId);
    await tx
      .update(libraryBooks)
      .set({ authors: null, publisher: null, publishYear: null, isbn: null, ddc: null, callNumber: null, subjects: null, collectionId: null, ...input })
      .where(eq(libraryBooks.id, id));
    await recordAudit(tx, ctx, { resource: 'library_book', recordId: id, action: 'update', before: { title: before.title, isbn: before.isbn }, after: input });
    return readBook(tx, ctx, id);
  });
}

/** POST /api/library/books/:id/items */
export async function addItems({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof addItemsInput> }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  if (!input.barcodes?.length && !input.count) throw fieldError('count', 'Isi jumlah eksemplar atau kode eksemplarnya.');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [book] = await tx
        .select({ id: libraryBooks.id })
        .from(libraryBooks)
        .where(and(eq(libraryBooks.schoolId, schoolId), eq(libraryBooks.id, id)))
        .for('update');
      if (!book) throw notFound('Judul buku tidak ditemukan.');
      const added = await insertItems(tx, schoolId, id, input);
      await recordAudit(tx, ctx, { resource: 'library_book', recordId: id, action: 'add_items', after: { items: added.map((a) => a.id) } });
      return readBook(tx, ctx, id);
    });
  } catch (error) {
    throw conflictOnBarcode(error);
  }
}

/** PUT /api/library/items/:id: status (available, missing, damaged) and shelf location. */
export async function updateItem({ ctx, id, input }: { ctx: SessionContext; id: number; input: z.output<typeof updateItemInput> }) {
  requireLibrary(ctx, 'library.manage');
  const schoolId = ctx.session.schoolId;
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select()
      .from(libraryItems)
      .where(and(eq(libraryItems.schoolId, schoolId), eq(libraryItems.id, id)))
      .for('update');
    if (!item) throw notFound('Eksemplar tidak ditemukan.');
    if (item.status === 'on_loan') throw new AppError('conflict', 'Eksemplar sedang dipinjam; kembalikan dulu lewat meja sirkulasi.');
    await tx
      .update(libraryItems)
      .set({ status: input.status, location: input.location ?? null })
      .where(eq(libraryItems.id, id));
    await recordAudit(tx, ctx, {
      resource: 'library_item',
      recordId: id,
      action: 'update',
      before: { status: item.status, location: item.location },
      after: input,
    });
    const [row] = await itemRows(tx, schoolId, eq(libraryItems.id, id));
    const { total: _t, ...rest } = row;
    return rest;
  });
}

/** GET /api/library/items: the accession register (buku induk). */
export async function listItems({ ctx, input }: { ctx: SessionContext; input: { q?: string; status?: string; page: number } }) {
  requireLibrary(ctx, 'library.reports');
  const schoolId = ctx.session.schoolId;
  const q = input.q?.trim();
  const where = and(
    q
      ? sql`(${libraryItems.barcode} = ${q} or ${libraryItems.accessionNo} like ${`${q}%`} or lower(${libraryBooks.title}) like ${`%${q.toLowerCase().replace(/[%_\\]/g, '')}%`})`
      : undefined,
    input.status ? eq(libraryItems.status, input.status) : undefined,
  );
  const rows = await itemRows(ctx.db, schoolId, where as ReturnType<typeof eq>, { limit: 50, offset: (input.page - 1) * 50 });
  return { data: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0, page: input.page, pageSize: 50 };
}
