/**
 * POST /api/library/import?mode=check|import: titles and copies from a SLiMS bibliography export (CSV, with or
 * without its header), a CSV or xlsx with our column names, or MARC 21 (ISO 2709). Every row is checked with the
 * catalogue's own rules (a bad ISBN check digit, a missing title, an unknown collection code, a barcode already
 * used in the file or the catalogue) and each failure is a row error. "check" stores nothing; "import" stores
 * the valid rows in one transaction and reports the rows left out.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit, type Tx } from '../../audit/record-audit.ts';
import { libraryBooks, libraryCollections, libraryItems } from '../../db/schema/library.ts';
import type { SessionContext } from '../../http/context.ts';
import { validationError } from '../../http/errors.ts';
import { readWorkbookRows } from '../../spreadsheet/read-workbook.ts';
import { cellText } from '../../spreadsheet/cell-text.ts';
import { bookInput } from '../../../shared/library/schemas.ts';
import { requireLibrary } from '../guard.ts';
import { ensureLibrary } from '../members.ts';
import { todayIn } from '../dates.ts';
import { csvRows, tableRecords } from './parse-csv.ts';
import { looksLikeMarc, marcRecords } from './parse-marc.ts';
import type { ImportRecord } from './records.ts';

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

async function readRecords(file: Buffer): Promise<{ format: string; records: ImportRecord[] }> {
  if (file.subarray(0, 2).toString('latin1') === 'PK') {
    const rows: string[][] = [];
    for await (const row of readWorkbookRows(file, { maxRows: MAX_IMPORT_ROWS })) {
      const cells: string[] = [];
      for (const [col, value] of row.cells) cells[col - 1] = cellText(value);
      rows[row.number - 1] = Array.from(cells, (c) => c ?? '');
    }
    return { format: 'xlsx', records: tableRecords(rows.map((r) => r ?? []).filter((r) => r.length > 0)) };
  }
  if (looksLikeMarc(file)) return { format: 'MARC 21', records: marcRecords(file) };
  const text = file.toString('utf8');
  if (text.includes('\u0000')) throw validationError({ file: ['Berkas tidak dikenali: unggah CSV, xlsx, atau MARC 21 (.mrc).'] });
  const records = tableRecords(csvRows(text));
  return { format: records.length && text.slice(0, 200).toLowerCase().includes('isbn_issn') ? 'CSV ekspor SLiMS' : 'CSV', records };
}

type Checked = { record: ImportRecord; book: ReturnType<typeof bookInput.parse> } | { record: ImportRecord; errors: string[] };

export async function importBooks({ ctx, file, mode }: { ctx: SessionContext; file: unknown; mode: 'check' | 'import' }) {
  requireLibrary(ctx, 'library.manage');
  if (!Buffer.isBuffer(file) || file.length === 0) throw validationError({ file: ['Pilih berkas untuk diimpor.'] });
  const schoolId = ctx.session.schoolId;
  const { format, records } = await readRecords(file);
  if (records.length === 0) throw validationError({ file: ['Berkas tidak berisi judul.'] });
  if (records.length > MAX_IMPORT_ROWS)
    throw validationError({ file: [`Paling banyak ${MAX_IMPORT_ROWS.toLocaleString('id-ID')} judul sekali impor; bagi berkasnya.`] });
  await ensureLibrary(ctx.db, schoolId);
  const collections = new Map(
    (
      await ctx.db
        .select({ id: libraryCollections.id, code: libraryCollections.code })
        .from(libraryCollections)
        .where(eq(libraryCollections.schoolId, schoolId))
    ).map((c) => [c.code.toUpperCase(), c.id]),
  );
  const allBarcodes = records.flatMap((r) => r.barcodes);
  const taken = new Set<string>();
  for (let i = 0; i < allBarcodes.length; i += 1000) {
    const chunk = allBarcodes.slice(i, i + 1000);
    for (const t of await ctx.db
      .select({ b: libraryItems.barcode })
      .from(libraryItems)
      .where(and(eq(libraryItems.schoolId, schoolId), inArray(libraryItems.barcode, chunk))))
      taken.add(t.b);
  }
  const seen = new Set<string>();
  const checked: Checked[] = records.map((record) => {
    const errors: string[] = [];
    const collectionId = record.collection ? collections.get(record.collection.toUpperCase()) : null;
    if (record.collection && !collectionId) errors.push(`Kode koleksi "${record.collection}" tidak ada.`);
    const parsed = bookInput.safeParse({
      title: record.title,
      authors: record.authors,
      publisher: record.publisher,
      publishYear: record.publishYear || null,
      isbn: record.isbn,
      ddc: (/^\d{3}(\.\d+)?/.exec(record.ddc) ?? [''])[0],
      callNumber: record.callNumber,
      subjects: record.subjects,
      collectionId: collectionId ?? null,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) errors.push(`${FIELD_LABEL[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`);
    for (const b of record.barcodes) {
      if (b.length > 40) errors.push(`Kode eksemplar "${b.slice(0, 20)}…" terlalu panjang.`);
      else if (taken.has(b)) errors.push(`Kode eksemplar ${b} sudah dipakai di katalog.`);
      else if (seen.has(b)) errors.push(`Kode eksemplar ${b} muncul dua kali dalam berkas.`);
      seen.add(b);
    }
    return errors.length || !parsed.success ? { record, errors } : { record, book: parsed.data };
  });
  const valid = checked.filter((c): c is Extract<Checked, { book: unknown }> => 'book' in c);
  const rowErrors = checked
    .filter((c): c is Extract<Checked, { errors: string[] }> => 'errors' in c)
    .map((c) => ({ row: c.record.row, title: c.record.title.slice(0, 80), messages: c.errors }));
  let imported = 0;
  let copies = 0;
  if (mode === 'import' && valid.length) {
    await ctx.db.transaction(async (tx) => {
      const acquiredOn = todayIn();
      const [max] = await tx
        .select({ n: sql<number>`coalesce(max((substring(${libraryItems.accessionNo} from '^[0-9]+'))::int), 0)::int` })
        .from(libraryItems)
        .where(eq(libraryItems.schoolId, schoolId));
      let seq = max.n;
      // A title without a copy code gets one made from its accession number (B00042), as SLiMS does; a made code
      // must not repeat one in the file or the catalogue, so the ones taken are skipped.
      const generated = await barcodesFor(tx, schoolId, valid.filter((c) => c.record.barcodes.length === 0).length, seq, seen);
      for (let i = 0; i < valid.length; i += 500) {
        const chunk = valid.slice(i, i + 500);
        const ids = await tx
          .insert(libraryBooks)
          .values(chunk.map((c) => ({ schoolId, ...c.book })))
          .returning({ id: libraryBooks.id });
        const items = chunk.flatMap((c, k) =>
          (c.record.barcodes.length ? c.record.barcodes : [null]).map((barcode) => {
            seq++;
            const no = String(seq).padStart(5, '0');
            return {
              schoolId,
              bookId: ids[k].id,
              barcode: barcode ?? generated.shift()!,
              accessionNo: `${no}/PERP/${acquiredOn.slice(0, 4)}`,
              acquiredOn,
              source: 'Impor',
            };
          }),
        );
        await tx.insert(libraryItems).values(items);
        copies += items.length;
      }
      imported = valid.length;
      await recordAudit(tx, ctx, {
        resource: 'library_book',
        recordId: schoolId,
        action: 'import',
        after: { format, titles: imported, copies, skipped: rowErrors.length },
      });
    });
  }
  return { format, mode, total: records.length, valid: valid.length, imported, copies, errors: rowErrors.slice(0, 500), errorCount: rowErrors.length };
}

const FIELD_LABEL: Record<string, string> = {
  title: 'Judul',
  authors: 'Pengarang',
  publisher: 'Penerbit',
  publishYear: 'Tahun',
  isbn: 'ISBN',
  ddc: 'Klasifikasi',
  callNumber: 'Nomor panggil',
  subjects: 'Subjek',
  collectionId: 'Kode koleksi',
};

/** `count` copy codes B<n> from after `from`, none of them in the file (`inFile`) or already in the school's catalogue. */
async function barcodesFor(tx: Tx, schoolId: number, count: number, from: number, inFile: ReadonlySet<string>): Promise<string[]> {
  const out: string[] = [];
  let next = from;
  while (out.length < count) {
    const candidates: string[] = [];
    while (candidates.length < Math.min(1000, count - out.length + 50)) {
      const code = `B${String(++next).padStart(5, '0')}`;
      if (!inFile.has(code)) candidates.push(code);
    }
    const taken = new Set(
      (
        await tx
          .select({ b: libraryItems.barcode })
          .from(libraryItems)
          .where(and(eq(libraryItems.schoolId, schoolId), inArray(libraryItems.barcode, candidates)))
      ).map((r) => r.b),
    );
    for (const code of candidates) if (!taken.has(code) && out.length < count) out.push(code);
  }
  return out;
}
