/**
 * The OPAC's word index of one school's catalogue, held in the server's memory.
 *
 * Why not the database's full-text index: a search nobody asked before cost PostgreSQL 7–30 ms of CPU (prefix
 * matching over GIN posting lists, rechecking every match, ranking up to 500 of them; the typo path compared
 * trigrams title by title), and at 20 connections on two cores that queued into a p99 of 130–180 ms. The words
 * of a catalogue are small (40,000 titles ≈ 500,000 word–title pairs, a few MB in typed arrays) and change
 * rarely, so each process keeps them here, built from one read of the titles and rebuilt when the school's
 * catalogue version moves (search.ts). A search is then a few array scans, and the database only reads the
 * page's twenty rows by id.
 *
 * What a search does, in the order a librarian would try things (as the full-text search did before):
 *  1. every word matches the start of a word of the title, authors, subjects, publisher or ISBN, or a word it is
 *     the root or an affixed form of ("belajar" finds "Pembelajaran", indonesian-roots.ts);
 *  2. when no title has every word: each word of three letters or more that starts no word of the catalogue
 *     (typed wrong) may instead be close to a word of a title or its authors (one slip in a short word, two in
 *     a word of six letters or more, also as the start of a longer word), and the other words match as in 1;
 *  3. then any word will do.
 * Ranked by where a word was found (title 1, authors 0.4, subjects 0.2, publisher and ISBN 0.1: PostgreSQL's
 * ts_rank weights, which the OPAC used before), a whole word above a word start, a slip below both; ties by title
 * and id, so the order never depends on anything else.
 */

import { rootsOf } from './indonesian-roots.ts';

/** A title as the index reads it. */
export interface IndexedBook {
  id: number;
  title: string;
  authors: string | null;
  subjects: string | null;
  publisher: string | null;
  isbn: string | null;
  collectionId: number | null;
  ddc: string | null;
}

export interface IndexQuery {
  words: string[];
  collectionId?: number;
  ddc?: string;
}

/** Where a word stands in a title: title, authors, subjects, publisher and ISBN (best first). */
const FIELD_WEIGHT = [1, 0.4, 0.2, 0.1];
/** A word that is only the start of the catalogue's word, its root or affixed form, and a slip weigh less than the whole word. */
const START_FACTOR = 0.8;
const ROOT_FACTOR = 0.7;
const SLIP_FACTOR = 0.6;
/** Query words whose roots and affixed forms an index remembers. */
const RELATIVES_REMEMBERED = 10_000;

/** The words of a text, as the query's words are cut (search.ts `wordsOf`): lower case, letters and digits. */
export function tokens(text: string | null): string[] {
  if (!text) return [];
  return text
    .toLowerCase()
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** How many slips a typed word may hold: one in a short word, two from six letters. */
const slipsAllowed = (word: string) => (word.length >= 6 ? 2 : 1);

/**
 * The fewest edits (insert, delete, change, swap of neighbours) that turn `word` into `term` or into the start
 * of `term`, when it is at most `max`; otherwise max + 1. Stops as soon as a row of the table exceeds `max`.
 */
export function slips(word: string, term: string, max: number, asStart: boolean): number {
  const n = word.length;
  const m = term.length;
  if (!asStart && Math.abs(n - m) > max) return max + 1;
  let before = new Array<number>(m + 1);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const row = new Array<number>(m + 1);
    row[0] = i;
    let rowMin = row[0];
    for (let j = 1; j <= m; j++) {
      const cost = word[i - 1] === term[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && word[i - 1] === term[j - 2] && word[i - 2] === term[j - 1]) d = Math.min(d, before[j - 2] + 1);
      row[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    before = prev;
    prev = row;
  }
  const best = asStart ? Math.min(...prev) : prev[m];
  return best <= max ? best : max + 1;
}

/** The list under `key`, made empty when there is none yet. */
function listIn(lists: Map<string, number[]>, key: string): number[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}

/** The pairs of letters of a word, with a space before it so that its first letter counts. */
function pairs(word: string): string[] {
  const padded = ` ${word}`;
  const out = new Set<string>();
  for (let i = 0; i + 1 < padded.length; i++) out.add(padded.slice(i, i + 2));
  return [...out];
}

export class CatalogueIndex {
  readonly size: number;
  private readonly ids: Int32Array;
  /** Each title's place in title order (then id): the tie-break of equal ranks. */
  private readonly order: Int32Array;
  private readonly collections: Int32Array;
  private readonly ddcClass: string[];
  /** The catalogue's words, sorted, so that the words a typed start begins are one range. */
  private readonly terms: string[];
  /** Term t's titles are postTitle[postStart[t] .. postStart[t+1]), each with its best field in postField. */
  private readonly postStart: Int32Array;
  private readonly postTitle: Int32Array;
  private readonly postField: Uint8Array;
  /** Letter pair → the words of titles and authors that hold it: where a slip looks for its candidates. */
  private readonly pairTerms: Map<string, Int32Array>;
  /** A possible root (indonesian-roots.ts) → the catalogue's words it may be the root of ("ajar" → pembelajaran). */
  private readonly rootTerms: Map<string, Int32Array>;

  constructor(books: IndexedBook[]) {
    this.size = books.length;
    this.ids = Int32Array.from(books, (b) => b.id);
    this.collections = Int32Array.from(books, (b) => b.collectionId ?? 0);
    this.ddcClass = books.map((b) => (b.ddc ?? '').slice(0, 1));
    const byTitle = books.map((_, i) => i).sort((a, b) => compareTitles(books[a], books[b]));
    this.order = new Int32Array(books.length);
    byTitle.forEach((doc, place) => (this.order[doc] = place));

    // term → [title, field, title, field, …], each title once with its best field (titles come in order).
    const postings = new Map<string, number[]>();
    books.forEach((book, doc) => {
      const fields = [tokens(book.title), tokens(book.authors), tokens(book.subjects), [...tokens(book.publisher), ...tokens(book.isbn)]];
      fields.forEach((words, field) => {
        for (const word of words) {
          const list = listIn(postings, word);
          if (list.length && list[list.length - 2] === doc) list[list.length - 1] = Math.min(list[list.length - 1], field);
          else list.push(doc, field);
        }
      });
    });
    this.terms = [...postings.keys()].sort();
    this.postStart = new Int32Array(this.terms.length + 1);
    let total = 0;
    this.terms.forEach((term, t) => {
      this.postStart[t] = total;
      total += postings.get(term)!.length / 2;
    });
    this.postStart[this.terms.length] = total;
    this.postTitle = new Int32Array(total);
    this.postField = new Uint8Array(total);
    const pairLists = new Map<string, number[]>();
    this.terms.forEach((term, t) => {
      const list = postings.get(term)!;
      let named = false;
      for (let k = 0, at = this.postStart[t]; k < list.length; k += 2, at++) {
        this.postTitle[at] = list[k];
        this.postField[at] = list[k + 1];
        if (list[k + 1] <= 1) named = true;
      }
      // Only words with a letter, of a title or its authors, can be what a slip meant (not numbers, not subjects).
      if (!named || !/\p{L}/u.test(term)) return;
      for (const pair of pairs(term)) listIn(pairLists, pair).push(t);
    });
    this.pairTerms = new Map([...pairLists].map(([pair, list]) => [pair, Int32Array.from(list)]));
    const rootLists = new Map<string, number[]>();
    this.terms.forEach((term, t) => {
      for (const root of rootsOf(term)) listIn(rootLists, root).push(t);
    });
    this.rootTerms = new Map([...rootLists].map(([root, list]) => [root, Int32Array.from(list)]));
  }

  /** The catalogue's word `word` exactly, or -1. */
  private termIndex(word: string): number {
    const at = lowerBound(this.terms, word);
    return this.terms[at] === word ? at : -1;
  }

  /**
   * A query word's relatives, remembered: the same words come back in query after query ("matematika", "kelas"),
   * and taking a word apart every way costs more than the rest of its search.
   */
  private readonly relativesOf = new Map<string, number[]>();

  /** The catalogue's words `word` is a root of, and those that are a root of `word` (not `word` itself). */
  private relatives(word: string): number[] {
    let related = this.relativesOf.get(word);
    if (related) return related;
    related = [...(this.rootTerms.get(word) ?? [])];
    for (const root of rootsOf(word)) {
      const t = this.termIndex(root);
      if (t >= 0) related.push(t);
    }
    // Bounded: a flood of different words (or a bot) cannot grow it without end.
    if (this.relativesOf.size >= RELATIVES_REMEMBERED) this.relativesOf.clear();
    this.relativesOf.set(word, related);
    return related;
  }

  /** The range of terms that `start` begins: [from, to). */
  private startRange(start: string): [number, number] {
    const from = lowerBound(this.terms, start);
    let to = from;
    // Terms beginning with `start` follow it in sort order; a catalogue word is short, so this walk is cheap
    // next to a second binary search with a sentinel character.
    while (to < this.terms.length && this.terms[to].startsWith(start)) to++;
    return [from, to];
  }

  /** Whether some word of the catalogue starts with `word`, or is its root or affixed form. */
  private known(word: string): boolean {
    const [from, to] = this.startRange(word);
    return to > from || this.relatives(word).length > 0;
  }

  /**
   * The titles' scores for one word, over the terms it begins (whole word 1, start START_FACTOR) and its roots
   * and affixed forms (ROOT_FACTOR) or, for a slip, the close terms of titles and authors: best[title] = the best score, and the titles touched.
   */
  private scoreWord(word: string, slip: boolean, best: Float32Array): number[] {
    const touched: number[] = [];
    const visit = (t: number, factor: number, fieldsUpTo: number) => {
      for (let at = this.postStart[t]; at < this.postStart[t + 1]; at++) {
        const field = this.postField[at];
        if (field > fieldsUpTo) continue;
        const doc = this.postTitle[at];
        const score = FIELD_WEIGHT[field] * factor;
        if (best[doc] === 0) touched.push(doc);
        if (score > best[doc]) best[doc] = score;
      }
    };
    if (!slip) {
      const [from, to] = this.startRange(word);
      for (let t = from; t < to; t++) visit(t, this.terms[t] === word ? 1 : START_FACTOR, 3);
      for (const t of this.relatives(word)) visit(t, ROOT_FACTOR, 3);
      return touched;
    }
    for (const [t, edits] of this.closeTerms(word)) visit(t, SLIP_FACTOR / (1 + edits), 1);
    return touched;
  }

  /**
   * The words of titles and authors within the slips a word allows, as a whole word or as its start. A
   * candidate must share enough of the word's letter pairs (one slip breaks at most two) before the exact
   * count of edits is made.
   */
  private closeTerms(word: string): [number, number][] {
    const max = slipsAllowed(word);
    const wordPairs = pairs(word);
    const need = Math.max(1, wordPairs.length - 2 * max);
    const shared = new Map<number, number>();
    for (const pair of wordPairs) for (const t of this.pairTerms.get(pair) ?? []) shared.set(t, (shared.get(t) ?? 0) + 1);
    const close: [number, number][] = [];
    for (const [t, count] of shared) {
      if (count < need) continue;
      const term = this.terms[t];
      const whole = slips(word, term, max, false);
      const edits = whole <= max ? whole : slips(word, term, max, true) + 0.5;
      if (edits <= max + 0.5) close.push([t, edits]);
    }
    return close;
  }

  /**
   * The titles of a query, best first: the ids of page `pageNo` (of `pageSize`) and how many titles there are
   * in all. No words: nothing (the catalogue list reads title order from the database).
   */
  search(query: IndexQuery, pageNo: number, pageSize: number): { ids: number[]; total: number } {
    const words = query.words;
    if (words.length === 0 || this.size === 0) return { ids: [], total: 0 };
    const allowed = (doc: number) =>
      (!query.collectionId || this.collections[doc] === query.collectionId) && (!query.ddc || this.ddcClass[doc] === query.ddc.slice(0, 1));
    const strict = this.combine(
      words.map((w) => ({ word: w, slip: false })),
      true,
      allowed,
    );
    if (strict.length) return this.pageOf(strict, pageNo, pageSize);
    // Slips say little about a word shorter than three letters: those words are left to the other paths.
    const typos = words.filter((w) => w.length >= 3 && !this.known(w));
    if (typos.length) {
      const present = words.filter((w) => !typos.includes(w) && this.known(w));
      const fuzzy = this.combine([...typos.map((w) => ({ word: w, slip: true })), ...present.map((w) => ({ word: w, slip: false }))], true, allowed);
      if (fuzzy.length) return this.pageOf(fuzzy, pageNo, pageSize);
    }
    if (words.length === 1) return { ids: [], total: 0 };
    return this.pageOf(
      this.combine(
        words.map((w) => ({ word: w, slip: false })),
        false,
        allowed,
      ),
      pageNo,
      pageSize,
    );
  }

  /**
   * Per-title sums of one search, kept for the next: a search runs to its end without awaiting, so one set per
   * index serves every search, and a search over 40,000 titles allocates only its matches (no garbage to collect
   * beside twenty connections).
   */
  private scratch?: { sum: Float32Array; hits: Uint8Array; best: Float32Array };

  /** Titles with every word (`all`) or any, each with the sum of its words' scores. */
  private combine(parts: { word: string; slip: boolean }[], all: boolean, allowed: (doc: number) => boolean): Scored[] {
    this.scratch ??= { sum: new Float32Array(this.size), hits: new Uint8Array(this.size), best: new Float32Array(this.size) };
    const { sum, hits, best } = this.scratch;
    // Distinct words only: "buku buku" asks for one word, not for it twice.
    const distinct = parts.filter((p, i) => parts.findIndex((q) => q.word === p.word) === i);
    const reached: number[] = [];
    try {
      for (const part of distinct) {
        const touched = this.scoreWord(part.word, part.slip, best);
        if (all && touched.length === 0) return [];
        for (const doc of touched) {
          if (hits[doc] === 0) reached.push(doc);
          sum[doc] += best[doc];
          hits[doc]++;
          best[doc] = 0;
        }
      }
      const out: Scored[] = [];
      for (const doc of reached) if ((!all || hits[doc] === distinct.length) && allowed(doc)) out.push({ doc, score: sum[doc] });
      return out;
    } finally {
      for (const doc of reached) {
        sum[doc] = 0;
        hits[doc] = 0;
      }
    }
  }

  /** One page of scored titles, best first (ties in title order); only as many as the page reaches are sorted. */
  private pageOf(scored: Scored[], pageNo: number, pageSize: number): { ids: number[]; total: number } {
    const reach = pageNo * pageSize;
    const before = (a: Scored, b: Scored) => b.score - a.score || this.order[a.doc] - this.order[b.doc];
    // A deep page sorts everything: picking its few hundred best one by one would cost more than the sort.
    const top = scored.length <= reach * 4 || reach > 400 ? scored.sort(before) : topOf(scored, reach, before);
    return { ids: top.slice(reach - pageSize, reach).map((s) => this.ids[s.doc]), total: scored.length };
  }
}

interface Scored {
  doc: number;
  score: number;
}

/** Title order, as the database sorts the catalogue list (then id, so equal titles keep one order). */
function compareTitles(a: IndexedBook, b: IndexedBook): number {
  return a.title < b.title ? -1 : a.title > b.title ? 1 : a.id - b.id;
}

/** The first index of `sorted` whose word is not before `word`. */
function lowerBound(sorted: string[], word: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The best `k` of many, in order, without sorting them all (a page of a broad word: 20 of 20,000). */
function topOf<T>(items: T[], k: number, before: (a: T, b: T) => number): T[] {
  const top: T[] = [];
  for (const item of items) {
    if (top.length === k && before(item, top[k - 1]) >= 0) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && before(item, top[at - 1]) < 0) at--;
    top.splice(at, 0, item);
    if (top.length > k) top.pop();
  }
  return top;
}
