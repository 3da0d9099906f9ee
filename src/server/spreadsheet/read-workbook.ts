import { channel } from 'node:diagnostics_channel';
import { Readable } from 'node:stream';
import ExcelJS, { type CellValue } from 'exceljs';
import { AppError, validationError } from '../http/errors.ts';
import { fileTooLarge, MAX_WORKBOOK_BYTES, noSheet, tooManyRows, unreadable } from './workbook-errors.ts';
import { openZip, type ZipArchive } from './zip-entries.ts';

/**
 * The one reader of uploaded .xlsx files (people import, question import). It never builds the workbook:
 * the upload is refused on size first, the zip is opened with a budget on what it unpacks to, shared
 * strings are counted, and the chosen sheet is parsed as a stream, one row at a time, stopping at the
 * first row past the cap. A 300,000-row file is refused after reading its first few thousand rows.
 *
 * The XML is parsed by exceljs's own streaming reader (dates, rich text, formulas as Excel stores them);
 * only its zip layer is replaced by ./zip-entries.ts, which reads entries in the order we need (no temporary
 * files for a sheet stored before its strings) and counts every inflated byte. exceljs is pinned (4.4.0);
 * tests/spreadsheet/read-workbook.test.ts fails if the private parts used here change.
 */

/** What all entries of one workbook may unpack to: a full 5,000-row people file is about a tenth of it. */
const MAX_INFLATED_BYTES = 48 * 1024 * 1024;
/** Distinct texts of a workbook; 5,000 people with 30 different texts each is 150,000. */
export const MAX_SHARED_STRINGS = 200_000;

/**
 * Published every 1,000 rows read ({ rows }), for monitoring a long import and for the test that the server
 * keeps answering while one is read (tests/master/import-limits.test.ts). Free when nobody subscribes.
 */
export const rowsRead = channel('sekolah:workbook-rows');

export interface SheetRow {
  /** The row's number in the sheet (1 is the header). */
  number: number;
  /** Non-empty cells by column number (1 = A). */
  cells: Map<number, CellValue>;
}

export interface ReadOptions {
  /** Data rows (non-empty rows after row 1) allowed; one more and the file is refused. */
  maxRows: number;
  /** The sheet to read when present; otherwise the workbook's first sheet. */
  sheet?: string;
}

/** The parts of exceljs's stream WorkbookReader used here (private in its typings). */
interface ReaderParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { name: string; id: number; rId: string }[] };
  sharedStrings?: CellValue[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<{ index: number; text: CellValue }>;
  _parseWorksheet(chunks: AsyncIterable<string>, sheetNo: string): Iterable<{ value: AsyncIterable<ExcelJS.Row> }>;
}

const entry = (zip: ZipArchive, name: string) => Readable.from(zip.text(name));

async function sheetPath(reader: ReaderParts, zip: ZipArchive, wanted?: string): Promise<string> {
  if (!zip.has('xl/workbook.xml') || !zip.has('xl/_rels/workbook.xml.rels')) throw unreadable();
  await reader._parseRels(entry(zip, 'xl/_rels/workbook.xml.rels'));
  await reader._parseWorkbook(entry(zip, 'xl/workbook.xml'));
  const sheets = reader.model?.sheets ?? [];
  const sheet = sheets.find((s) => wanted && s.name?.toLowerCase() === wanted.toLowerCase()) ?? sheets[0];
  const target = sheet && reader.workbookRels?.find((r) => r.Id === sheet.rId)?.Target;
  if (!target) throw noSheet();
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  if (!zip.has(path)) throw noSheet();
  return path;
}

async function readSharedStrings(reader: ReaderParts, zip: ZipArchive) {
  const strings: CellValue[] = [];
  if (zip.has('xl/sharedStrings.xml')) {
    for await (const { text } of reader._parseSharedStrings(entry(zip, 'xl/sharedStrings.xml'))) {
      if (strings.length === MAX_SHARED_STRINGS) {
        throw validationError({ file: [`Berkas berisi lebih dari ${MAX_SHARED_STRINGS.toLocaleString('id-ID')} teks berbeda. Bagi menjadi beberapa berkas.`] });
      }
      strings.push(text);
    }
  }
  reader.sharedStrings = strings;
}

function checkUpload(file: unknown): Buffer {
  if (!Buffer.isBuffer(file) || file.length === 0) throw validationError({ file: ['Pilih berkas Excel (.xlsx) untuk diunggah.'] });
  if (file.length > MAX_WORKBOOK_BYTES) throw fileTooLarge();
  return file;
}

/** Rows of one sheet, streamed; see the module comment for the limits. Every refusal is a 413 or 422 on `file`. */
export async function* readWorkbookRows(file: unknown, options: ReadOptions): AsyncGenerator<SheetRow> {
  const zip = openZip(checkUpload(file), MAX_INFLATED_BYTES);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'emit',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  }) as unknown as ReaderParts;
  let rows = 0;
  let seen = 0;
  try {
    const path = await sheetPath(reader, zip, options.sheet);
    // Styles tell a date from a number; shared strings are the sheet's texts. Both before the sheet.
    if (zip.has('xl/styles.xml')) await reader._parseStyles(entry(zip, 'xl/styles.xml'));
    await readSharedStrings(reader, zip);
    const [worksheet] = reader._parseWorksheet(zip.text(path), '1');
    for await (const row of worksheet.value) {
      if (++seen % 1000 === 0 && rowsRead.hasSubscribers) rowsRead.publish({ rows: seen });
      const cells = new Map<number, CellValue>();
      row.eachCell((cell, column) => {
        if (cell.value !== null && cell.value !== undefined && cell.value !== '') cells.set(column, cell.value);
      });
      if (cells.size === 0) continue;
      if (row.number > 1 && ++rows > options.maxRows) throw tooManyRows(options.maxRows);
      yield { number: row.number, cells };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Malformed XML, a cell reference exceljs cannot decode, a zip entry that does not inflate.
    throw unreadable();
  }
}
