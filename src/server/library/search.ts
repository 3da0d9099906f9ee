/**
 * Title search, shared by the OPAC and the catalogue list, in the order a librarian would try things:
 *  1. a code-like query is first an exact ISBN (dashes dropped), barcode or accession number (index lookups);
 *  2. words match the start of words in the title, authors, subjects, publisher and ISBN (full-text, 'simple'
 *     configuration, the same on PGlite and PostgreSQL) through the GIN index on the stored weighted document;
 *     a query of digits and dashes is one word, so a partial ISBN with dashes finds the titles it starts;
 *  3. when no title has every word, the typo path: every word no title has (typed wrong) close to a word of
 *     the title or authors by trigrams (pg_trgm, served by its GIN index; skipped where the database lacks the
 *     extension), and the words some title has matched as in 2;
 *  4. then any word will do (a typo in one word still finds the title by the others).
 * Only a bounded set of matches is ranked and counted (CAP, or as deep as the page asked), so a broad word costs
 * about what a narrow one does. Ties in rank are broken by title and id, so the order never
 * depends on the plan.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { Tx } from '../audit/record-audit.ts';
import { BOOK_FUZZY_TEXT, libraryBooks, libraryCollections, libraryItems } from '../db/schema/library.ts';
import { normalizeIsbn } from '../../shared/library/isbn.ts';
import { catalogueVersion, pageCache, readCachedPage } from './search-cache.ts';

export const PAGE_SIZE = 20;
/**
 * How many matches of words are ranked and counted: a query matching more shows the best of these and says
 * "more than" (totalCapped). Paging deeper ranks as many as the page reaches.
 */
export const CAP = 500;
/** How close (pg_trgm word similarity) every word of a query must be to a word of the title or authors. */
const TYPO_THRESHOLD = 0.5;
/** Each candidate of the typo path costs a trigram comparison: it ranks fewer (a typo in a broad word is rare). */
const TYPO_CAP = 100;

export interface BookQuery {
  q?: string;
  collectionId?: number;
  ddc?: string;
  page: number;
}

const ISBN_LIKE = /^[\d\s-]*\d[\d\s-]*[xX]?$/;

export function wordsOf(q: string): string[] {
  if (ISBN_LIKE.test(q.trim()) && /-|\s/.test(q.trim())) return [normalizeIsbn(q).toLowerCase()];
  return q
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

const tsquery = (words: string[], joiner: '&' | '|') => sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(` ${joiner} `)})`;

/** Ids of the titles a code-like query names exactly: the ISBN, or a copy's barcode or accession number. */
async function codeHits(db: Db, schoolId: number, q: string): Promise<number[] | null> {
  const code = normalizeIsbn(q);
  if (!/^[\dA-Z]{4,20}$/i.test(code) || !/\d/.test(code)) return null;
  const raw = q.trim();
  const rows = await db.execute<{ id: number }>(sql`
    select ${libraryBooks.id} as id from ${libraryBooks} where ${libraryBooks.schoolId} = ${schoolId} and ${libraryBooks.isbn} = ${code}
    union
    select ${libraryItems.bookId} from ${libraryItems} where ${libraryItems.schoolId} = ${schoolId} and (${libraryItems.barcode} = ${raw} or ${libraryItems.accessionNo} = ${raw})`);
  return rows.rows.map((r) => Number(r.id));
}

/**
 * The words of a query of several words that start a word of some title of the school (one statement, the
 * full-text index): when no title has them all, the typo path looks for a typo only among the others.
 */
async function wordsInCatalogue(db: Db, schoolId: number, words: string[]): Promise<Set<string>> {
  if (words.length < 2) return new Set();
  const list = sql.join(
    words.map((w) => sql`(${w}::text)`),
    sql`, `,
  );
  const rows = await db.execute<{ w: string }>(sql`
    select t.w from (values ${list}) as t (w)
    where exists (select 1 from ${libraryBooks} where ${libraryBooks.schoolId} = ${schoolId} and ${libraryBooks.searchDoc} @@ to_tsquery('simple', t.w || ':*'))`);
  return new Set(rows.rows.map((r) => r.w));
}

/** Whether this database has the trigram index of the typo path (pg_trgm may be missing on a PostgreSQL server). */
const fuzzyReady = new WeakMap<object, Promise<boolean>>();
function hasFuzzyIndex(db: Db): Promise<boolean> {
  let ready = fuzzyReady.get(db);
  if (!ready) {
    ready = db
      .execute<{ ok: boolean }>(sql`select exists (select 1 from pg_indexes where indexname = 'sd_library_books_fuzzy_idx') as ok`)
      .then((r) => r.rows[0]?.ok === true)
      .catch(() => false);
    fuzzyReady.set(db, ready);
  }
  return ready;
}

/**
 * The search, through the OPAC's result cache (search-cache.ts): a query asked before under the same catalogue
 * version costs one statement by id; otherwise the search runs and its page is remembered.
 */
export async function searchBooks(db: Db, schoolId: number, query: BookQuery): Promise<SearchPage> {
  const key = JSON.stringify([schoolId, query.q?.trim() ?? '', query.collectionId ?? null, query.ddc ?? null, query.page]);
  const cache = pageCache(db);
  const cached = cache.get(key);
  if (cached) {
    const data = await readCachedPage(db, schoolId, cached);
    if (data) return { data, total: cached.total, totalCapped: cached.totalCapped, page: query.page, pageSize: PAGE_SIZE };
    cache.delete(key);
  }
  const version = await catalogueVersion(db, schoolId);
  const found = await searchNow(db, schoolId, query);
  cache.set(key, { version, ids: found.data.map((r) => r.id), total: found.total, totalCapped: found.totalCapped });
  return found;
}

type SearchPage = Awaited<ReturnType<typeof page>>;

async function searchNow(db: Db, schoolId: number, query: BookQuery) {
  const filters: SQL[] = [eq(libraryBooks.schoolId, schoolId)];
  if (query.collectionId) filters.push(eq(libraryBooks.collectionId, query.collectionId));
  if (query.ddc) filters.push(sql`left(${libraryBooks.ddc}, 1) = ${query.ddc.slice(0, 1)}`);
  const q = query.q?.trim() ?? '';
  const words = wordsOf(q);
  const exact = q ? await codeHits(db, schoolId, q) : null;
  if (exact?.length) {
    const found = await page(db, and(...filters, inArray(libraryBooks.id, exact))!, null, query.page);
    if (found.total > 0) return found;
  }
  if (words.length === 0) return page(db, and(...filters)!, null, query.page);
  const all = tsquery(words, '&');
  const strict = await page(db, and(...filters, sql`${libraryBooks.searchDoc} @@ ${all}`)!, sql`ts_rank(${libraryBooks.searchDoc}, ${all})`, query.page);
  if (strict.total > 0) return strict;
  // Trigrams say little about a word shorter than three letters; those words are left to the full-text paths.
  const long = words.filter((w) => w.length >= 3);
  const known = long.length ? await wordsInCatalogue(db, schoolId, words) : new Set<string>();
  const typos = long.filter((w) => !known.has(w));
  if (typos.length && (await hasFuzzyIndex(db))) {
    // A word some title has is matched as the strict path does (its index is exact and cheap); only the others
    // are compared by trigrams. Comparing a common word too made the index return thousands of candidates to
    // check one by one ("mtematika dasar": 140 ms, against 10 ms this way).
    const present = words.filter((w) => known.has(w));
    const close = [
      ...typos.map((w) => sql`${w} <% ${BOOK_FUZZY_TEXT}`),
      ...(present.length ? [sql`${libraryBooks.searchDoc} @@ ${tsquery(present, '&')}`] : []),
    ];
    const closeness = sql.join(
      long.map((w) => sql`word_similarity(${w}, ${BOOK_FUZZY_TEXT})`),
      sql` + `,
    );
    // The index answers `<%` by pg_trgm's threshold, a setting: 0.6 by default misses one dropped letter in a
    // six-letter word ("plangi" is 0.57 of "pelangi"), so this transaction lowers it for itself.
    const fuzzy = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
      return page(tx, and(...filters, ...close)!, closeness, query.page, TYPO_CAP);
    });
    if (fuzzy.total > 0) return fuzzy;
  }
  if (words.length === 1) return strict;
  const any = tsquery(words, '|');
  return page(db, and(...filters, sql`${libraryBooks.searchDoc} @@ ${any}`)!, sql`ts_rank(${libraryBooks.searchDoc}, ${any})`, query.page);
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

/**
 * One page of the titles `where` selects, by `rank` (best first) or by title, with how many there are and their
 * copies, in one statement. Ranked, only the first CAP matches (or as many as the page reaches) are scored and
 * counted: one more says there are more (totalCapped). In title order (the catalogue list) every title counts.
 */
async function page(db: Db | Tx, where: SQL, rank: SQL | null, pageNo: number, cap = CAP) {
  const offset = (pageNo - 1) * PAGE_SIZE;
  const looked = Math.max(cap, offset + PAGE_SIZE);
  if (rank) {
    const hits = db.$with('hits').as(
      db
        .select({ id: sql<number>`${libraryBooks.id}`.as('hit_id'), score: sql<number>`${rank}`.as('score') })
        .from(libraryBooks)
        .where(where)
        .limit(looked + 1),
    );
    const rows = await db
      .with(hits)
      .select({ ...bookColumns, ...copiesOf, total: sql<number>`(select count(*) from ${hits})::int` })
      .from(hits)
      .innerJoin(libraryBooks, eq(libraryBooks.id, hits.id))
      .leftJoin(libraryCollections, eq(libraryCollections.id, libraryBooks.collectionId))
      .orderBy(desc(hits.score), libraryBooks.title, libraryBooks.id)
      .limit(PAGE_SIZE)
      .offset(offset);
    const total = rows[0]?.total ?? 0;
    return { data: rows.map(({ total: _t, ...r }) => r), total: Math.min(total, looked), totalCapped: total > looked, page: pageNo, pageSize: PAGE_SIZE };
  }
  const rows = await db
    .select({ ...bookColumns, ...copiesOf, total: sql<number>`(select count(*) from ${libraryBooks} where ${where})::int` })
    .from(libraryBooks)
    .leftJoin(libraryCollections, eq(libraryCollections.id, libraryBooks.collectionId))
    .where(where)
    .orderBy(libraryBooks.title, libraryBooks.id)
    .limit(PAGE_SIZE)
    .offset(offset);
  return { data: rows.map(({ total: _t, ...r }) => r), total: rows[0]?.total ?? 0, totalCapped: false, page: pageNo, pageSize: PAGE_SIZE };
}
