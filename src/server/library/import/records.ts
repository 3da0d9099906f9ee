/** One bibliographic record read from an import file, before it is checked. */
export interface ImportRecord {
  /** Row (CSV, xlsx) or record (MARC) number, as the librarian finds it in the file. */
  row: number;
  title: string;
  authors: string;
  publisher: string;
  publishYear: string;
  isbn: string;
  ddc: string;
  callNumber: string;
  subjects: string;
  collection: string;
  barcodes: string[];
}

export const emptyRecord = (row: number): ImportRecord => ({
  row,
  title: '',
  authors: '',
  publisher: '',
  publishYear: '',
  isbn: '',
  ddc: '',
  callNumber: '',
  subjects: '',
  collection: '',
  barcodes: [],
});

/**
 * Column names accepted in a CSV or xlsx header: SLiMS's bibliography export (title, isbn_issn, publisher_name,
 * publish_year, call_number, classification, authors, topics, item_code) and the plain Indonesian names of our
 * own template (judul, pengarang, penerbit, tahun, isbn, ddc, nomor panggil, subjek, kode koleksi, kode eksemplar).
 */
export const HEADER_FIELDS: Record<string, keyof Omit<ImportRecord, 'row'>> = {
  title: 'title',
  judul: 'title',
  authors: 'authors',
  author: 'authors',
  pengarang: 'authors',
  publisher_name: 'publisher',
  publisher: 'publisher',
  penerbit: 'publisher',
  publish_year: 'publishYear',
  tahun: 'publishYear',
  'tahun terbit': 'publishYear',
  isbn_issn: 'isbn',
  isbn: 'isbn',
  classification: 'ddc',
  ddc: 'ddc',
  klasifikasi: 'ddc',
  call_number: 'callNumber',
  'nomor panggil': 'callNumber',
  'no panggil': 'callNumber',
  topics: 'subjects',
  subjects: 'subjects',
  subjek: 'subjects',
  collection: 'collection',
  'kode koleksi': 'collection',
  koleksi: 'collection',
  item_code: 'barcodes',
  'kode eksemplar': 'barcodes',
  barcode: 'barcodes',
};

/** SLiMS's export without a header row: its fixed column order. */
export const SLIMS_COLUMNS = [
  'title',
  'gmd_name',
  'edition',
  'isbn_issn',
  'publisher_name',
  'publish_year',
  'collation',
  'series_title',
  'call_number',
  'language_name',
  'place_name',
  'classification',
  'notes',
  'image',
  'sor',
  'authors',
  'topics',
  'item_code',
];

/** SLiMS writes several values as "<a><b>"; plain files use ";" or ",". */
export function splitMany(value: string): string[] {
  const v = value.trim();
  if (!v) return [];
  if (v.startsWith('<') && v.endsWith('>'))
    return v
      .slice(1, -1)
      .split('><')
      .map((s) => s.trim())
      .filter(Boolean);
  return v.split(/\s*[;|]\s*/).filter(Boolean);
}

/** Sets one field of a record from a cell, by the header's field name. */
export function put(record: ImportRecord, field: keyof Omit<ImportRecord, 'row'>, value: string): void {
  if (field === 'barcodes')
    record.barcodes = splitMany(value)
      .flatMap((b) => b.split(/[\s,]+/))
      .filter(Boolean);
  else if (field === 'authors' || field === 'subjects') record[field] = splitMany(value).join('; ');
  else record[field] = value.trim();
}
