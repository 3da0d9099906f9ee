import { emptyRecord, HEADER_FIELDS, put, SLIMS_COLUMNS, type ImportRecord } from './records.ts';

/** RFC 4180 fields, with the separator found from the first line (comma, semicolon or tab). */
export function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const sep = [',', ';', '\t'].sort((a, b) => firstLine.split(b).length - firstLine.split(a).length)[0];
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      // SLiMS escapes quotes inside a field with a backslash.
      else if (ch === '\\' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  row.push(field);
  if (row.some((f) => f.trim() !== '')) rows.push(row);
  return rows;
}

/** Records from a table (CSV or a sheet): by its header row, or in SLiMS's column order when it has none. */
export function tableRecords(rows: string[][], firstRowNumber = 1): ImportRecord[] {
  if (rows.length === 0) return [];
  const header = rows[0].map((h) => h.trim().toLowerCase());
  const known = header.filter((h) => HEADER_FIELDS[h]).length;
  const columns = known >= 2 ? header : SLIMS_COLUMNS;
  const start = known >= 2 ? 1 : 0;
  return rows.slice(start).map((cells, i) => {
    const record = emptyRecord(firstRowNumber + start + i);
    columns.forEach((name, c) => {
      const field = HEADER_FIELDS[name];
      if (field && cells[c] !== undefined) put(record, field, cells[c]);
    });
    return record;
  });
}
