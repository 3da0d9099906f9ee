import { describe, expect, it } from 'vitest';
import { CatalogueIndex, slips, type IndexedBook } from '../../src/server/library/catalogue-index.ts';

/** The OPAC's word index on its own: what a query finds and in what order (issue 18). */
let next = 1;
const book = (title: string, more: Partial<IndexedBook> = {}): IndexedBook => ({
  id: next++,
  title,
  authors: null,
  subjects: null,
  publisher: null,
  isbn: null,
  collectionId: null,
  ddc: null,
  ...more,
});

const books = [
  book('Laskar Pelangi', { authors: 'Andrea Hirata', publisher: 'Bentang Pustaka', isbn: '9789793062792', collectionId: 2, ddc: '899.221' }),
  book('Sang Pemimpi', { authors: 'Andrea Hirata', publisher: 'Bentang Pustaka', collectionId: 2, ddc: '899.221' }),
  book('Fisika Dasar Jilid 1', { authors: 'Halliday', subjects: 'Fisika', collectionId: 1, ddc: '530' }),
  book('Fisika Dasar Jilid 2', { authors: 'Halliday', subjects: 'Fisika', collectionId: 1, ddc: '530' }),
  book('Kimia Umum', { subjects: 'Kimia Fisika', collectionId: 1, ddc: '540' }),
  book('Matematika Dasar', { authors: 'Sri Wahyuni', collectionId: 1, ddc: '510' }),
  book('Buku Saku Matematika', { subjects: 'Matematika', collectionId: 3, ddc: '510' }),
  book('Pembelajaran Matematika Kreatif', { collectionId: 1, ddc: '510' }),
  book('Dasar-Dasar Kelistrikan', { collectionId: 1, ddc: '620' }),
];
const index = new CatalogueIndex(books);
const titles = (words: string[], extra: { collectionId?: number; ddc?: string } = {}, page = 1, size = 20) =>
  index.search({ words, ...extra }, page, size).ids.map((id) => books.find((b) => b.id === id)!.title);

describe('the OPAC word index', () => {
  it('finds titles by whole words and word starts, wherever they stand, title words first', () => {
    expect(titles(['laskar', 'pelangi'])).toEqual(['Laskar Pelangi']);
    expect(titles(['pelang'])).toEqual(['Laskar Pelangi']);
    expect(titles(['andrea'])).toEqual(['Laskar Pelangi', 'Sang Pemimpi']);
    // "Fisika" in the title weighs more than in the subjects: Kimia Umum (a subject) comes last.
    expect(titles(['fisika'])).toEqual(['Fisika Dasar Jilid 1', 'Fisika Dasar Jilid 2', 'Kimia Umum']);
    // A whole word weighs more than the start of a longer one.
    expect(titles(['dasar', 'mat'])).toEqual(['Matematika Dasar']);
    expect(index.search({ words: ['fisika'] }, 1, 20).total).toBe(3);
  });

  it('finds a title by the root of its word, and by an affixed form of it, below the titles with the word itself', () => {
    expect(titles(['belajar', 'matematika'])).toEqual(['Pembelajaran Matematika Kreatif']);
    expect(titles(['listrik'])).toEqual(['Dasar-Dasar Kelistrikan']);
    const kreatif = book('Belajar Kreatif');
    const both = new CatalogueIndex([books[7], kreatif]);
    // The title with "belajar" itself first, then the one whose word comes from it.
    expect(both.search({ words: ['belajar'] }, 1, 20).ids).toEqual([kreatif.id, books[7].id]);
    // A word that comes from the title's word ("pembelajaran" from "belajar") finds it too.
    expect(both.search({ words: ['pembelajaran'] }, 1, 20).ids).toEqual([books[7].id, kreatif.id]);
  });

  it('finds an ISBN by its start, and the publisher by its words', () => {
    expect(titles(['9789793'])).toEqual(['Laskar Pelangi']);
    expect(titles(['bentang'])).toEqual(['Laskar Pelangi', 'Sang Pemimpi']);
  });

  it('forgives a slip in a word of the title or authors, only where the exact words find nothing', () => {
    expect(titles(['plangi'])).toEqual(['Laskar Pelangi']);
    expect(titles(['laskr', 'plangi'])).toEqual(['Laskar Pelangi']);
    expect(titles(['mtematika'])).toEqual(['Buku Saku Matematika', 'Matematika Dasar', 'Pembelajaran Matematika Kreatif']);
    expect(titles(['fiiska'])).toContain('Fisika Dasar Jilid 1'); // two letters swapped
    // The word that exists (the publisher's) is matched exactly; only the other is a slip.
    expect(titles(['plangi', 'bentang'])).toEqual(['Laskar Pelangi']);
    // A slip is looked for in titles and authors, not in the publisher.
    expect(titles(['bentng'])).toEqual([]);
    expect(titles(['zzqqxx'])).toEqual([]);
  });

  it('falls back to any word when no title has them all', () => {
    expect(titles(['kimia', 'pemimpi'])).toEqual(['Kimia Umum', 'Sang Pemimpi']);
  });

  it('keeps to a collection and a DDC class, and pages in a stable order', () => {
    expect(titles(['matematika'], { collectionId: 3 })).toEqual(['Buku Saku Matematika']);
    expect(titles(['dasar'], { ddc: '500' })).toEqual(['Fisika Dasar Jilid 1', 'Fisika Dasar Jilid 2', 'Matematika Dasar']);
    expect(titles(['dasar'], {}, 2, 2)).toEqual(['Fisika Dasar Jilid 2', 'Matematika Dasar']);
    expect(index.search({ words: ['dasar'] }, 2, 2).total).toBe(4);
  });

  it('picks the best of many without sorting them all, in the same order as a full sort', () => {
    const many = Array.from({ length: 500 }, (_, i) => book(`Buku ${['Biru', 'Merah', 'Hijau'][i % 3]} ${String(i).padStart(3, '0')}`));
    const big = new CatalogueIndex(many);
    const all = big.search({ words: ['buku'] }, 1, 500).ids;
    expect(big.search({ words: ['buku'] }, 1, 20).ids).toEqual(all.slice(0, 20));
    expect(big.search({ words: ['buku'] }, 3, 20).ids).toEqual(all.slice(40, 60));
  });
});

describe('slips', () => {
  it('counts edits up to the limit, as a whole word or as its start', () => {
    expect(slips('plangi', 'pelangi', 2, false)).toBe(1);
    expect(slips('fiiska', 'fisika', 2, false)).toBe(1);
    expect(slips('kimia', 'fisika', 1, false)).toBe(2);
    expect(slips('mtema', 'matematika', 1, false)).toBe(2);
    expect(slips('mtema', 'matematika', 1, true)).toBe(1);
  });
});
