import { PassThrough } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Workbooks for the import limits: a big one written by exceljs's streaming writer (never held as a
 * workbook), and hand-made zips for what no spreadsheet program writes (a zip bomb, a flood of strings).
 */

/** `rows` one-cell rows under a header, as the attack in issue 11 sent them: about 1.5 MB for 300,000. */
export async function manyRowsWorkbook(header: string[], rows: number, sheet = 'Data'): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: false });
  const data = book.addWorksheet(sheet);
  data.addRow(header).commit();
  for (let i = 0; i < rows; i++) data.addRow([`x${i}`]).commit();
  data.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

interface ZipEntry {
  name: string;
  /** Deflated data; `size` and `crc` are what the headers claim. */
  data: Buffer;
  size: number;
  crc: number;
}

/** A zip of already deflated entries (method 8), local headers then the central directory. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(e.crc, 16);
    dir.writeUInt32LE(e.data.length, 20);
    dir.writeUInt32LE(e.size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    central.push(dir, name);
    offset += local.length + name.length + e.data.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

const deflated = (name: string, text: string): ZipEntry => {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
};

/** `repeat` copies of `unit`, deflated as a stream: a few hundred KB for hundreds of MB. */
async function deflatedRepeat(name: string, head: string, unit: string, repeat: number, tail: string): Promise<ZipEntry> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor((1024 * 1024) / unit.length))));
  const perBlock = block.length / Buffer.byteLength(unit);
  deflate.write(head);
  for (let i = 0; i < repeat; i += perBlock) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(tail);
  await done;
  // The headers understate the size, as a zip bomb's would.
  return { name, data: Buffer.concat(chunks), size: 1000, crc: 0 };
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
// The students' required columns, so the people import reads on to the rows.
const HEADER_ROW = '<row r="1"><c r="A1" t="inlineStr"><is><t>Nama Lengkap *</t></is></c><c r="B1" t="inlineStr"><is><t>Jenis Kelamin *</t></is></c></row>';

/** A sheet whose one cell unpacks to `megabytes` MB of text: a 1 MB upload that would need gigabytes. */
export async function zipBombWorkbook(megabytes: number): Promise<Buffer> {
  const sheet = await deflatedRepeat(
    'xl/worksheets/sheet1.xml',
    `${SHEET_HEAD}${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>`,
    'a',
    megabytes * 1024 * 1024,
    `</t></is></c></row>${SHEET_TAIL}`,
  );
  return zipOf([deflated('xl/workbook.xml', WORKBOOK), deflated('xl/_rels/workbook.xml.rels', RELS), sheet]);
}

/** A shared-strings part with `count` distinct strings and a sheet that uses none of them. */
export async function manyStringsWorkbook(count: number): Promise<Buffer> {
  const strings = Array.from({ length: count }, (_, i) => `<si><t>s${i}</t></si>`).join('');
  return zipOf([
    deflated('xl/workbook.xml', WORKBOOK),
    deflated('xl/_rels/workbook.xml.rels', RELS),
    deflated(
      'xl/sharedStrings.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings}</sst>`,
    ),
    deflated('xl/worksheets/sheet1.xml', `${SHEET_HEAD}${HEADER_ROW}${SHEET_TAIL}`),
  ]);
}
