import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/server/http/errors.ts';
import { readWorkbookRows, type ReadOptions, type SheetRow } from '../../src/server/spreadsheet/read-workbook.ts';
import { MAX_WORKBOOK_BYTES } from '../../src/server/spreadsheet/workbook-errors.ts';
import { manyRowsWorkbook, manyStringsWorkbook, zipBombWorkbook } from './workbook-fixtures.ts';

async function readAll(file: unknown, options: ReadOptions = { maxRows: 100 }): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const row of readWorkbookRows(file, options)) rows.push(row);
  return rows;
}

async function refusal(file: unknown, options?: ReadOptions): Promise<AppError> {
  const error = await readAll(file, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the workbook reader', () => {
  it('reads what Excel stores: shared and inline texts, numbers, dates, rich text, formulas, long multibyte text', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Petunjuk').addRow(['bukan data']);
    const sheet = book.addWorksheet('Data');
    const long = 'é'.repeat(40_000);
    sheet.addRow(['Nama', 'Angka', 'Tanggal', 'Kaya', 'Rumus', 'Panjang']);
    sheet.addRow([]);
    sheet.addRow([
      'Ani',
      42,
      new Date(Date.UTC(2015, 1, 3)),
      { richText: [{ text: 'te' }, { text: 'bal', font: { bold: true } }] },
      { formula: '1+1', result: 2 },
      long,
    ]);
    const rows = await readAll(Buffer.from(await book.xlsx.writeBuffer()), { maxRows: 10, sheet: 'data' });
    expect(rows.map((r) => r.number)).toEqual([1, 3]);
    const cells = rows[1].cells;
    expect(cells.get(1)).toBe('Ani');
    expect(cells.get(2)).toBe(42);
    expect(cells.get(3)).toEqual(new Date(Date.UTC(2015, 1, 3)));
    expect(cells.get(4)).toMatchObject({ richText: [{ text: 'te' }, { text: 'bal' }] });
    expect(cells.get(5)).toMatchObject({ formula: '1+1', result: 2 });
    expect(cells.get(6)).toBe(long);
    // Without the named sheet, the first one.
    expect((await readAll(Buffer.from(await book.xlsx.writeBuffer())))[0].cells.get(1)).toBe('bukan data');
  });

  it('stops at the first row past the cap, without reading the rest of a 300,000-row file', async () => {
    const file = await manyRowsWorkbook(['Nama Lengkap *'], 300_000);
    let seen = 0;
    const error = await (async () => {
      for await (const row of readWorkbookRows(file, { maxRows: 5000 })) seen = row.number;
    })().then(
      () => null,
      (e: unknown) => e as AppError,
    );
    expect(error?.status).toBe(422);
    expect(error?.fieldErrors?.file[0]).toMatch(/Paling banyak 5000 baris/);
    expect(seen).toBe(5001);
  }, 60_000);

  it('refuses a zip bomb by what it unpacks to, whatever its headers claim', async () => {
    const file = await zipBombWorkbook(200);
    expect(file.length).toBeLessThan(MAX_WORKBOOK_BYTES);
    const error = await refusal(file);
    expect(error.status).toBe(422);
    expect(error.fieldErrors?.file[0]).toMatch(/terlalu besar untuk diimpor/);
  }, 60_000);

  it('refuses a flood of distinct texts before reading the sheet', async () => {
    const error = await refusal(await manyStringsWorkbook(200_001));
    expect(error.fieldErrors?.file[0]).toMatch(/lebih dari 200\.000 teks berbeda/);
    expect(await readAll(await manyStringsWorkbook(1000))).toHaveLength(1);
  }, 60_000);

  it('refuses by size before opening, and anything that is not an .xlsx as unreadable', async () => {
    const big = await refusal(Buffer.alloc(MAX_WORKBOOK_BYTES + 1));
    expect(big.status).toBe(413);
    expect(big.fieldErrors?.file[0]).toMatch(/Berkas terlalu besar: paling besar 5 MB/);
    expect((await refusal(Buffer.from('bukan excel'))).fieldErrors?.file[0]).toMatch(/tidak dapat dibaca/);
    const real = Buffer.from(await new ExcelJS.Workbook().xlsx.writeBuffer());
    expect((await refusal(real.subarray(0, real.length - 200))).status).toBe(422);
    expect((await refusal(Buffer.alloc(0))).fieldErrors?.file[0]).toMatch(/Pilih berkas/);
  });
});
