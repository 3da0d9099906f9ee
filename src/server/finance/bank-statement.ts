/**
 * Reads a bank statement (mutasi rekening) as Indonesian banks export it, CSV or xlsx, into dated credits and
 * debits in whole rupiah. The columns are found by their headers, which differ per bank:
 *   BCA (KlikBCA Bisnis): Tanggal Transaksi, Keterangan, Cabang, Jumlah ("1,500,000.00 CR"), Saldo
 *   Mandiri (MCM):        Date, Description, Debit, Credit, Balance
 *   BNI (BNIDirect):      Post Date, Description, Debit, Credit, Balance
 *   BRI (CMS):            TGL_TRAN, DESK_TRAN, MUTASI_DEBET, MUTASI_KREDIT, SALDO_AKHIR_MUTASI
 * A row that cannot be read is reported with its row number and reason; the others are kept.
 */
import type { CellValue } from 'exceljs';
import { readWorkbookRows } from '../spreadsheet/read-workbook.ts';
import { cellText } from '../spreadsheet/cell-text.ts';
import { validationError } from '../http/errors.ts';

export interface StatementRow {
  row: number;
  date: string;
  description: string;
  amount: number;
  direction: 'credit' | 'debit';
  balance: number | null;
}
export interface StatementError {
  row: number;
  message: string;
}
export const MAX_STATEMENT_ROWS = 5_000;

const HEADERS = {
  date: ['tanggal transaksi', 'tanggal', 'tgl', 'tgl_tran', 'tgl transaksi', 'date', 'post date', 'transaction date', 'tanggal mutasi'],
  description: ['keterangan', 'deskripsi', 'description', 'desk_tran', 'uraian', 'remark', 'uraian transaksi'],
  debit: ['debit', 'debet', 'mutasi_debet', 'mutasi debet', 'db'],
  credit: ['credit', 'kredit', 'mutasi_kredit', 'mutasi kredit', 'cr'],
  amount: ['jumlah', 'amount', 'mutasi', 'nominal'],
  balance: ['saldo', 'balance', 'saldo_akhir_mutasi', 'saldo akhir'],
} as const;
type Column = keyof typeof HEADERS;

/** A small RFC 4180 reader: quoted fields, doubled quotes, the delimiter the header line uses most. */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const first = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t', '|'].map((d) => [d, first.split(d).length] as const).sort((a, b) => b[1] - a[1])[0][0];
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  // Blank lines stay (as empty rows) so a row's index is its line in the file.
  return rows;
}

/**
 * Whole rupiah from "1.500.000", "1,500,000.00", "1.500.000,00", "Rp 25.000", "(15.000)" or "1,500,000.00 CR".
 * null when it is not a number or has a fraction of a rupiah.
 */
export function parseRupiah(raw: string): { value: number; mark: 'CR' | 'DB' | null } | null {
  let text = raw
    .trim()
    .toUpperCase()
    .replace(/^RP\.?\s*/, '');
  const mark = /\s*(CR|DB|K|D)$/.exec(text)?.[1];
  if (mark) text = text.slice(0, -mark.length).trim();
  const negative = /^\(.*\)$/.test(text) || text.startsWith('-');
  text = text.replace(/[()\s-]/g, '');
  if (!/^[\d.,]+$/.test(text)) return null;
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  const decimalAt = Math.max(lastDot, lastComma);
  let whole = text;
  let fraction = '';
  // The last separator is a decimal point when two digits or fewer follow it (",00", ".5"); otherwise it groups thousands.
  if (decimalAt >= 0 && text.length - decimalAt - 1 <= 2) {
    whole = text.slice(0, decimalAt);
    fraction = text.slice(decimalAt + 1);
  }
  whole = whole.replace(/[.,]/g, '');
  if (!/^\d+$/.test(whole) || (fraction && !/^0+$/.test(fraction))) return null;
  const value = Number(whole);
  if (!Number.isSafeInteger(value)) return null;
  return { value: negative ? -value : value, mark: mark === 'CR' || mark === 'K' ? 'CR' : mark ? 'DB' : null };
}

/** YYYY-MM-DD from 25/11/2026, 25-11-2026, 25/11/26, 2026-11-25 or an Excel date; null otherwise. */
export function parseDate(raw: CellValue): string | null {
  if (raw instanceof Date) return raw.toISOString().slice(0, 10);
  const text = cellText(raw);
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (m) return valid(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})/.exec(text);
  if (m) return valid(m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function valid(y: number, mo: number, d: number): string | null {
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date.toISOString().slice(0, 10) : null;
}

/** The header row (within the first 15, as banks put the account details above it) and where each column is. */
function findHeader(rows: CellValue[][]): { at: number; columns: Partial<Record<Column, number>> } | null {
  for (let at = 0; at < Math.min(rows.length, 15); at++) {
    const names = rows[at].map((c) => cellText(c).toLowerCase().replace(/\s+/g, ' ').replace(/[.:]/g, '').trim());
    const columns: Partial<Record<Column, number>> = {};
    for (const key of Object.keys(HEADERS) as Column[]) {
      const i = names.findIndex((n, k) => (HEADERS[key] as readonly string[]).includes(n) && !Object.values(columns).includes(k));
      if (i >= 0) columns[key] = i;
    }
    if (columns.date !== undefined && columns.description !== undefined && (columns.amount !== undefined || columns.credit !== undefined))
      return { at, columns };
  }
  return null;
}

/** The rows of a statement file (CSV text or xlsx bytes), each a credit or a debit, and the rows that failed. */
export async function readStatement(bytes: Buffer, kind: 'csv' | 'xlsx'): Promise<{ rows: StatementRow[]; errors: StatementError[] }> {
  let table: CellValue[][];
  if (kind === 'xlsx') {
    table = [];
    for await (const r of readWorkbookRows(bytes, { maxRows: MAX_STATEMENT_ROWS })) {
      const cells: CellValue[] = [];
      for (const [col, value] of r.cells) cells[col - 1] = value;
      while (table.length < r.number - 1) table.push([]);
      table.push(Array.from(cells, (c) => c ?? null));
    }
  } else {
    table = parseCsv(bytes.toString('utf8'));
    if (table.length > MAX_STATEMENT_ROWS + 15)
      throw validationError({ file: [`Berkas berisi lebih dari ${MAX_STATEMENT_ROWS.toLocaleString('id-ID')} baris. Bagi per bulan.`] });
  }
  const header = findHeader(table);
  if (!header)
    throw validationError({
      file: ['Kolom tanggal, keterangan dan jumlah (atau debit/kredit) tidak ditemukan. Unggah mutasi dalam format CSV atau Excel dari internet banking.'],
    });
  const { at, columns: c } = header;
  const rows: StatementRow[] = [];
  const errors: StatementError[] = [];
  table.slice(at + 1).forEach((cells, i) => {
    const row = at + i + 2;
    if (!cells.some((c) => cellText(c ?? null) !== '')) return;
    const text = (k: Column) => (c[k] === undefined ? '' : cellText(cells[c[k]!] ?? null));
    const description = text('description');
    if (/^(saldo awal|saldo akhir|opening|closing|total|mutasi (debet|kredit))/i.test(description) && !text('date')) return;
    const date = parseDate(cells[c.date!] ?? null);
    if (!date) return errors.push({ row, message: `Tanggal "${text('date')}" tidak terbaca.` });
    let amount: number;
    let direction: 'credit' | 'debit';
    if (c.credit !== undefined || c.debit !== undefined) {
      const credit = text('credit') ? parseRupiah(text('credit')) : { value: 0, mark: null };
      const debit = text('debit') ? parseRupiah(text('debit')) : { value: 0, mark: null };
      if (!credit || !debit) return errors.push({ row, message: 'Jumlah debit/kredit bukan rupiah bulat.' });
      if (credit.value > 0 === debit.value > 0) return errors.push({ row, message: 'Isi salah satu: debit atau kredit.' });
      [amount, direction] = credit.value > 0 ? [credit.value, 'credit'] : [Math.abs(debit.value), 'debit'];
    } else {
      const parsed = parseRupiah(text('amount'));
      if (!parsed || parsed.value === 0) return errors.push({ row, message: `Jumlah "${text('amount')}" bukan rupiah bulat.` });
      direction = parsed.mark === 'DB' || parsed.value < 0 ? 'debit' : 'credit';
      amount = Math.abs(parsed.value);
    }
    const balance = text('balance') ? (parseRupiah(text('balance'))?.value ?? null) : null;
    rows.push({ row, date, description: description.slice(0, 300), amount, direction, balance });
  });
  return { rows, errors };
}
