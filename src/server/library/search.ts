/**
 * Title search, shared by the OPAC and the catalogue list. Words match the start of words in the title, authors,
 * subjects and publisher (full-text, 'simple' configuration, the same on PGlite and PostgreSQL, served by the GIN
 * index on the weighted document); when every word together finds nothing, any word will do (a typo in one word
 * still finds the title by the others). A code-like query also finds the ISBN (dashes dropped) or a copy's barcode.
 * Ties in rank are broken by title and id, so the order never depends on the plan.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookSearchDocument, libraryBooks, libraryCollections, libraryItems } from '../db/schema/library.ts';
import { normalizeIsbn } from '../../shared/library/isbn.ts';

export const PAGE_SIZE = 20;

export interface BookQuery {
  q?: string;
  collectionId?: number;
  ddc?: string;
  page: number;
}

const doc = bookSearchDocument(libraryBooks);

export function wordsOf(q: string): string[] {
  return q.toLowerCase().normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0).slice(0, 8);
}

function textMatch(words: string[], joiner: '&' | '|'): { where: SQL; rank: SQL } {
  const query = sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(` ${joiner} `)})`;
  return { where: sql`${doc} @@ ${query}`, rank: sql`ts_rank(${doc}, ${query})` };
}

function codeMatch(q: string, schoolId: number): SQL | null {
  const code = normalizeIsbn(q);
  if (!/^[\dA-Z]{4,20}$/i.test(code) || !/\d/.test(code)) return null;
  return sql`(${libraryBooks.isbn} = ${code} or exists (select 1 from ${libraryItems} where ${libraryItems.schoolId} = ${schoolId} and ${libraryItems.bookId} = ${libraryBooks.id} and (${libraryItems.barcode} = ${q.trim()} or ${libraryItems.accessionNo} = ${q.trim()})))`;
}

export async function searchBooks(db: Db, schoolId: number, query: BookQuery) {
  const filters: SQL[] = [eq(libraryBooks.schoolId, schoolId)];
  if (query.collectionId) filters.push(eq(libraryBooks.collectionId, query.collectionId));
  if (query.ddc) filters.push(sql`left(${libraryBooks.ddc}, 1) = ${query.ddc.slice(0, 1)}`);
  const q = query.q?.trim() ?? '';
  const words = wordsOf(q);
  const code = q ? codeMatch(q, schoolId) : null;
  if (code) {
    const found = await page(db, schoolId, and(...filters, code)!, null, query.page);
    if (found.total > 0) return found;
  }
  if (words.length === 0) return page(db, schoolId, and(...filters)!, null, query.page);
  const all = textMatch(words, '&');
  const strict = await page(db, schoolId, and(...filters, all.where)!, all.rank, query.page);
  if (strict.total > 0 || words.length === 1) return strict;
  const any = textMatch(words, '|');
  return page(db, schoolId, and(...filters, any.where)!, any.rank, query.page);
}

async function page(db: Db, schoolId: number, where: SQL, rank: SQL | null, pageNo: number) {
  const rows = await db
    .select({
      id: libraryBooks.id,
      title: libraryBooks.title,
      authors: libraryBooks.authors,
      publisher: libraryBooks.publisher,
      publishYear: libraryBooks.publishYear,
      isbn: libraryBooks.isbn,
      ddc: libraryBooks.ddc,
      callNumber: libraryBooks.callNumber,
      subjects: libraryBooks.subjects,
      collectionId: libraryBooks.collectionId,
      collectionCode: libraryCollections.code,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(libraryBooks)
    .leftJoin(libraryCollections, eq(libraryCollections.id, libraryBooks.collectionId))
    .where(where)
    .orderBy(...(rank ? [sql`${rank} desc`] : []), libraryBooks.title, libraryBooks.id)
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE);
  const counts = await copyCounts(db, schoolId, rows.map((r) => r.id));
  return {
    data: rows.map(({ total: _t, ...r }) => ({ ...r, ...(counts.get(r.id) ?? { copies: 0, available: 0 }) })),
    total: rows[0]?.total ?? 0,
    page: pageNo,
    pageSize: PAGE_SIZE,
  };
}

export async function copyCounts(db: Db, schoolId: number, bookIds: number[]) {
  if (bookIds.length === 0) return new Map<number, { copies: number; available: number }>();
  const rows = await db
    .select({ bookId: libraryItems.bookId, copies: sql<number>`count(*)::int`, available: sql<number>`count(*) filter (where ${libraryItems.status} = 'available')::int` })
    .from(libraryItems)
    .where(and(eq(libraryItems.schoolId, schoolId), sql`${libraryItems.bookId} in ${bookIds}`))
    .groupBy(libraryItems.bookId);
  return new Map(rows.map((r) => [r.bookId, { copies: r.copies, available: r.available }]));
}
