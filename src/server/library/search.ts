/**
 * Title search, shared by the OPAC and the catalogue list, in the order a librarian would try things:
 *  1. a code-like query is first an exact ISBN (dashes dropped), barcode or accession number (index lookups);
 *  2. words go to the school's word index in this process's memory (catalogue-index.ts: word starts, then
 *     slips, then any word), which answers with the ids of one page; the database reads those rows by id;
 *  3. no words: the catalogue in title order, from the database.
 * Every answer is remembered by query (search-cache.ts) under the catalogue's version, and the word index is
 * rebuilt when that version moves, so a new or renamed title is found at once on every instance.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/batch.ts';
import { AppError } from '../http/errors.ts';
import { libraryBooks, libraryCollections, libraryItems } from '../db/schema/library.ts';
import { normalizeIsbn } from '../../shared/library/isbn.ts';
import { CatalogueIndex, tokens } from './catalogue-index.ts';
import { catalogueVersion, pageCache, readPage, type BookRow } from './search-cache.ts';

export const PAGE_SIZE = 20;
/** Schools whose word index one process keeps (least recently searched dropped first). */
const INDEXED_SCHOOLS = 64;

export interface BookQuery {
  q?: string;
  collectionId?: number;
  ddc?: string;
  page: number;
}

export interface SearchPage {
  data: BookRow[];
  total: number;
  page: number;
  pageSize: number;
}

const ISBN_LIKE = /^[\d\s-]*\d[\d\s-]*[xX]?$/;

/** A query's words; an ISBN typed with dashes or spaces is one word (the start of the ISBN it names). */
function wordsOf(q: string): string[] {
  if (ISBN_LIKE.test(q.trim()) && /-|\s/.test(q.trim())) return [normalizeIsbn(q).toLowerCase()];
  return tokens(q).slice(0, 8);
}

/** Whether a query (dashes and spaces dropped) may be an ISBN, a barcode or an accession number. */
const codeLike = (code: string) => /^[\dA-Z]{4,20}$/i.test(code) && /\d/.test(code);

/** What a query asks, read once: its words, and the code it may be (an ISBN without dashes, a barcode). */
interface Asked {
  raw: string;
  words: string[];
  code: string | null;
}

function asked(q: string | undefined): Asked {
  const raw = q?.trim() ?? '';
  const code = normalizeIsbn(raw);
  return { raw, words: wordsOf(raw), code: codeLike(code) ? code : null };
}

/** Ids of the titles a code-like query names exactly: the ISBN, or a copy's barcode or accession number. */
async function codeHits(db: Db, schoolId: number, { raw, code }: Asked): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    select ${libraryBooks.id} as id from ${libraryBooks} where ${libraryBooks.schoolId} = ${schoolId} and ${libraryBooks.isbn} = ${code}
    union
    select ${libraryItems.bookId} from ${libraryItems} where ${libraryItems.schoolId} = ${schoolId} and (${libraryItems.barcode} = ${raw} or ${libraryItems.accessionNo} = ${raw})`);
  return rows.rows.map((r) => Number(r.id));
}

/** Each school's word index in this process, under the catalogue version it was built at. */
const wordIndexes = perDatabase((_db: Db) => new Map<number, { version: number; index: Promise<CatalogueIndex> }>());

/**
 * The school's word index at `version`: the one built for it, or a new one from one read of the titles (a
 * search that arrives while it is being built waits for the same build).
 */
function wordIndex(db: Db, schoolId: number, version: number): Promise<CatalogueIndex> {
  const indexes = wordIndexes(db);
  const held = indexes.get(schoolId);
  indexes.delete(schoolId);
  if (held && held.version === version) {
    indexes.set(schoolId, held);
    return held.index;
  }
  const b = libraryBooks;
  const index = db
    .select({
      id: b.id,
      title: b.title,
      authors: b.authors,
      subjects: b.subjects,
      publisher: b.publisher,
      isbn: b.isbn,
      collectionId: b.collectionId,
      ddc: b.ddc,
    })
    .from(b)
    .where(eq(b.schoolId, schoolId))
    .then((books) => new CatalogueIndex(books));
  // A failed read is not remembered: the next search reads again.
  index.catch(() => indexes.get(schoolId)?.index === index && indexes.delete(schoolId));
  indexes.set(schoolId, { version, index });
  if (indexes.size > INDEXED_SCHOOLS) indexes.delete(indexes.keys().next().value!);
  return index;
}

/**
 * The search, through the OPAC's result cache (search-cache.ts): a query asked before under the same catalogue
 * version costs one statement by id; otherwise the search runs and its page is remembered.
 */
export async function searchBooks(db: Db, schoolId: number, query: BookQuery): Promise<SearchPage> {
  const ask = asked(query.q);
  const key = JSON.stringify([schoolId, ask.raw, query.collectionId ?? null, query.ddc ?? null, query.page]);
  const cache = pageCache(db);
  const cached = cache.get(key);
  if (cached) {
    const data = await readPage(db, schoolId, cached);
    if (data) return { data, total: cached.total, page: query.page, pageSize: PAGE_SIZE };
    cache.delete(key);
  }
  // The catalogue may change between reading its version and reading the page's rows (the rows are read under
  // the version, and refused when it moved): then the search runs again on the new version. A search by words
  // first tries the version of the word index this process holds, which saves reading the version: a stale one
  // costs one more try, never a wrong page. (The other searches are not read under a version, so they read it.)
  const byWords = ask.words.length > 0 && !ask.code;
  for (let attempt = 0; attempt < 3; attempt++) {
    const held = attempt === 0 && byWords ? wordIndexes(db).get(schoolId)?.version : undefined;
    const version = held ?? (await catalogueVersion(db, schoolId));
    const found = await searchNow(db, schoolId, query, ask, version);
    if (!found) continue;
    cache.set(key, { version, ids: found.data.map((r) => r.id), total: found.total });
    return found;
  }
  throw new AppError('conflict', 'Katalog sedang diubah; ulangi pencarian sebentar lagi.');
}

async function searchNow(db: Db, schoolId: number, query: BookQuery, ask: Asked, version: number): Promise<SearchPage | null> {
  const filters: SQL[] = [eq(libraryBooks.schoolId, schoolId)];
  if (query.collectionId) filters.push(eq(libraryBooks.collectionId, query.collectionId));
  if (query.ddc) filters.push(sql`left(${libraryBooks.ddc}, 1) = ${query.ddc.slice(0, 1)}`);
  const exact = ask.code ? await codeHits(db, schoolId, ask) : [];
  if (exact.length) {
    const found = await titleOrder(db, and(...filters, inArray(libraryBooks.id, exact))!, query.page);
    if (found.total > 0) return found;
  }
  if (ask.words.length === 0) return titleOrder(db, and(...filters)!, query.page);
  const index = await wordIndex(db, schoolId, version);
  const { ids, total } = index.search({ words: ask.words, collectionId: query.collectionId, ddc: query.ddc }, query.page, PAGE_SIZE);
  const data = await readPage(db, schoolId, { version, ids });
  return data && { data, total, page: query.page, pageSize: PAGE_SIZE };
}

const bookColumns = {
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
};

/** A title's copies and those on the shelf, read beside each row of the page (index on the copies' book). */
const copiesOf = {
  copies: sql<number>`(select count(*) from ${libraryItems} where ${libraryItems.bookId} = ${libraryBooks.id})::int`,
  available: sql<number>`(select count(*) from ${libraryItems} where ${libraryItems.bookId} = ${libraryBooks.id} and ${libraryItems.status} = 'available')::int`,
};

/** One page of the titles `where` selects, in title order, with how many there are and their copies, in one statement. */
async function titleOrder(db: Db, where: SQL, pageNo: number): Promise<SearchPage> {
  const rows = await db
    .select({ ...bookColumns, ...copiesOf, total: sql<number>`(select count(*) from ${libraryBooks} where ${where})::int` })
    .from(libraryBooks)
    .leftJoin(libraryCollections, eq(libraryCollections.id, libraryBooks.collectionId))
    .where(where)
    .orderBy(libraryBooks.title, libraryBooks.id)
    .limit(PAGE_SIZE)
    .offset((pageNo - 1) * PAGE_SIZE);
  return { data: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0, page: pageNo, pageSize: PAGE_SIZE };
}
