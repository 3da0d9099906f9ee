import ExcelJS from 'exceljs';

export interface SheetSpec {
  /** The file name without extension; made safe here. */
  name: string;
  title: string;
  /** Lines under the title: the filters the table was made with. */
  subtitle?: string[];
  columns: { header: string; width?: number }[];
  rows: readonly (readonly (string | number | null | undefined)[])[];
}

export interface XlsxFile {
  filename: string;
  bytes: Buffer;
}

/** One-sheet workbook as schools print them: a bold title, the filters, a bold header row, then the rows. */
export async function sheetFile(spec: SheetSpec): Promise<XlsxFile> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(spec.title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31));
  sheet.addRow([spec.title]).font = { bold: true, size: 12 };
  for (const line of spec.subtitle ?? []) sheet.addRow([line]);
  sheet.addRow([]);
  sheet.addRow(spec.columns.map((c) => c.header)).font = { bold: true };
  for (const row of spec.rows) sheet.addRow(row.map((v) => (v === null || v === undefined ? '' : v)));
  spec.columns.forEach((c, i) => (sheet.getColumn(i + 1).width = c.width ?? Math.max(8, Math.min(40, c.header.length + 2))));
  const filename = `${spec.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.xlsx`;
  return { filename, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
