/**
 * The OPAC's result cache. A search ranks every title its words reach (catalogue-index.ts: a millisecond or
 * two for a broad word over 40,000 titles) while the same few queries come back all day ("matematika", a
 * class's set book), so each process remembers which titles a query's page holds and in what order, under the school's catalogue
 * version (sd_library_catalogue_versions, bumped by triggers on titles and copies). A remembered page is read
 * back by id in one statement that also reads the version: if any title or copy code changed since, the
 * version differs and the search runs again. The copies on the shelf are never remembered: they are counted
 * live in that same statement, so a loan at the desk shows at once.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { perDatabase } from '../db/batch.ts';
import { libraryBooks, libraryCatalogueVersions, libraryCollections, libraryItems } from '../db/schema/library.ts';

/** Queries remembered per database handle (a page of ids each: a few hundred bytes). */
const MAX_ENTRIES = 2000;

export interface CachedPage {
  version: number;
  ids: number[];
  total: number;
}

/** Least recently used first: a Map keeps insertion order, and a hit is moved to the end. */
class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
  }

  delete(key: string): void {
    this.pages.delete(key);
  }
}

export const pageCache = perDatabase((_db: Db) => new PageCache());

const versionOf = (schoolId: number) =>
  sql`coalesce((select ${libraryCatalogueVersions.version} from ${libraryCatalogueVersions} where ${libraryCatalogueVersions.schoolId} = ${schoolId}), 0)::int`;

/** The version to remember a search under: read before the search, so a change during it is never missed. */
export async function catalogueVersion(db: Db, schoolId: number): Promise<number> {
  const rows = await db.execute<{ version: number }>(sql`select ${versionOf(schoolId)} as version`);
  return Number(rows.rows[0]?.version ?? 0);
}

export type BookRow = {
  id: number;
  title: string;
  authors: string | null;
  publisher: string | null;
  publishYear: number | null;
  isbn: string | null;
  ddc: string | null;
  callNumber: string | null;
  subjects: string | null;
  collectionId: number | null;
  collectionCode: string | null;
  copies: number;
  available: number;
};

/**
 * A page's titles by id (a remembered page, or the word index's answer), in its order, with their copies counted
 * now; null when the catalogue is no longer at `page.version` (or a title is gone), and the caller searches again.
 */
export async function readPage(db: Db, schoolId: number, page: Pick<CachedPage, 'version' | 'ids'>): Promise<BookRow[] | null> {
  if (page.ids.length === 0) return (await catalogueVersion(db, schoolId)) === page.version ? [] : null;
  const b = libraryBooks;
  const rows = await db.execute<BookRow & { version: number }>(sql`
    select ${b.id} as "id", ${b.title} as "title", ${b.authors} as "authors", ${b.publisher} as "publisher",
      ${b.publishYear} as "publishYear", ${b.isbn} as "isbn", ${b.ddc} as "ddc", ${b.callNumber} as "callNumber",
      ${b.subjects} as "subjects", ${b.collectionId} as "collectionId", ${libraryCollections.code} as "collectionCode",
      n.copies as "copies", n.available as "available", ${versionOf(schoolId)} as "version"
    from ${b}
    left join ${libraryCollections} on ${libraryCollections.id} = ${b.collectionId}
    cross join lateral (
      select count(*)::int as copies, (count(*) filter (where ${libraryItems.status} = 'available'))::int as available
      from ${libraryItems} where ${libraryItems.bookId} = ${b.id}
    ) n
    where ${b.schoolId} = ${schoolId} and ${b.id} in ${page.ids}`);
  if (rows.rows.length !== page.ids.length || Number(rows.rows[0].version) !== page.version) return null;
  const byId = new Map(rows.rows.map(({ version: _v, ...r }) => [Number(r.id), r]));
  return page.ids.map((id) => byId.get(id)!);
}
