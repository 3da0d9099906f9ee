import ExcelJS from 'exceljs';
import type { ResourceDef } from '../../../shared/resources/types.ts';
import type { ExcelColumn } from './columns.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DATA_SHEET = 'Data';
/** Rows of the template that carry drop-down lists. */
const VALIDATED_ROWS = 3000;

const columnLetter = (index: number) => {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
};

/**
 * The workbook every people file uses: "Data" (bold, frozen header, digits as text, drop-down lists from a
 * hidden "Pilihan" sheet) and "Petunjuk" (what each column takes). The export fills Data with rows.
 */
export function peopleWorkbook(def: ResourceDef, columns: ExcelColumn[], lists: Record<string, string[]> = {}) {
  const book = new ExcelJS.Workbook();
  book.creator = 'Platform Sekolah';
  const data = book.addWorksheet(DATA_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = columns.map((c) => ({ header: c.header, key: c.field.name, width: c.width, style: c.text ? { numFmt: '@' } : {} }));
  data.getRow(1).font = { bold: true };
  data.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F5E9' } };

  const choices = book.addWorksheet('Pilihan', { state: 'hidden' });
  let listIndex = 0;
  columns.forEach((column, index) => {
    const items = column.field.kind === 'select' ? column.field.options!.map((o) => o.label) : lists[column.field.name];
    if (!items?.length) return;
    const letter = columnLetter(listIndex++);
    choices.getCell(`${letter}1`).value = column.header;
    items.forEach((item, i) => (choices.getCell(`${letter}${i + 2}`).value = item));
    const target = columnLetter(index);
    for (let row = 2; row <= VALIDATED_ROWS + 1; row++) {
      data.getCell(`${target}${row}`).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`Pilihan!$${letter}$2:$${letter}$${items.length + 1}`],
        showErrorMessage: false,
      };
    }
  });

  const help = book.addWorksheet('Petunjuk');
  help.columns = [
    { header: 'Kolom', key: 'header', width: 28 },
    { header: 'Cara mengisi', key: 'note', width: 100 },
  ];
  help.getRow(1).font = { bold: true };
  help.addRow({ header: `Data ${def.title}`, note: 'Isi satu orang per baris di lembar "Data", mulai baris 2. Kolom bertanda * wajib diisi.' });
  help.addRow({
    header: 'Impor',
    note: 'Seluruh berkas diperiksa dulu. Bila ada baris yang salah, tidak ada yang disimpan; perbaiki baris yang disebut lalu unggah lagi.',
  });
  if (def.userType) {
    help.addRow({ header: 'Akun', note: 'Akun hasil impor belum punya password. Atur password lewat halaman ubah data, lalu berikan kepada pemiliknya.' });
  }
  for (const column of columns) help.addRow({ header: column.header, note: column.note });
  return { book, data };
}
