import ExcelJS from 'exceljs';

export interface Sheet {
  name: string;
  columns: { header: string; key: string; width: number }[];
  rows: Record<string, unknown>[];
}

/** A .xlsx of plain sheets with bold headers, as schools open them in Excel or Google Sheets. */
export async function workbookOf(sheets: Sheet[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const s of sheets) {
    const sheet = book.addWorksheet(s.name);
    sheet.columns = s.columns;
    for (const row of s.rows) sheet.addRow(row);
    sheet.getRow(1).font = { bold: true };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
