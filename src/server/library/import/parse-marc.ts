import { emptyRecord, type ImportRecord } from './records.ts';

const RECORD_END = 0x1d;
const SUBFIELD = 0x1f;

/** True when the bytes look like MARC 21 in ISO 2709 (a 24-byte leader starting with the record length). */
export function looksLikeMarc(bytes: Buffer): boolean {
  if (bytes.length < 25) return false;
  const leader = bytes.subarray(0, 24).toString('latin1');
  return /^\d{5}.{7}\d{5}/.test(leader) && bytes.includes(RECORD_END);
}

/** The subfields of one data field: [code, value][]. */
function subfields(data: Buffer): [string, string][] {
  const parts: [string, string][] = [];
  let i = data.indexOf(SUBFIELD);
  while (i >= 0 && i < data.length - 1) {
    const next = data.indexOf(SUBFIELD, i + 1);
    const end = next < 0 ? data.length : next;
    parts.push([
      String.fromCharCode(data[i + 1]),
      data
        .subarray(i + 2, end)
        .toString('utf8')
        .trim(),
    ]);
    i = next;
  }
  return parts;
}

const clean = (s: string) => s.replace(/\s*[/:;,.=]\s*$/, '').trim();

/**
 * MARC 21 bibliographic records (ISO 2709): 020 ISBN, 082 DDC, 090/084 call number, 100/700 authors,
 * 245 title, 260/264 publisher and year, 650 subjects, 852/876 $p item barcodes. A record whose structure is
 * broken becomes a record with no title, which the check turns into a row error.
 */
export function marcRecords(bytes: Buffer): ImportRecord[] {
  const records: ImportRecord[] = [];
  let offset = 0;
  let n = 0;
  while (offset < bytes.length) {
    const end = bytes.indexOf(RECORD_END, offset);
    if (end < 0) break;
    const raw = bytes.subarray(offset, end + 1);
    offset = end + 1;
    if (raw.length < 25) continue;
    n++;
    const record = emptyRecord(n);
    records.push(record);
    const leader = raw.subarray(0, 24).toString('latin1');
    const base = Number(leader.slice(12, 17));
    if (!Number.isInteger(base) || base < 25 || base > raw.length) continue;
    const directory = raw.subarray(24, base - 1).toString('latin1');
    const authors: string[] = [];
    const subjects: string[] = [];
    for (let d = 0; d + 12 <= directory.length; d += 12) {
      const tag = directory.slice(d, d + 3);
      const length = Number(directory.slice(d + 3, d + 7));
      const start = Number(directory.slice(d + 7, d + 12));
      const data = raw.subarray(base + start, base + start + length).subarray(0, -1);
      const sf = subfields(data);
      const first = (code: string) => clean(sf.find(([c]) => c === code)?.[1] ?? '');
      if (tag === '020' && !record.isbn) record.isbn = first('a').split(/\s/)[0];
      else if (tag === '082' && !record.ddc) record.ddc = first('a').replace(/\//g, '');
      else if ((tag === '090' || tag === '084') && !record.callNumber)
        record.callNumber = sf
          .map(([, v]) => v)
          .join(' ')
          .trim();
      else if (tag === '100' || tag === '700') authors.push(first('a'));
      else if (tag === '245') record.title = [first('a'), first('b')].filter(Boolean).join(': ');
      else if ((tag === '260' || tag === '264') && !record.publisher) {
        record.publisher = first('b');
        record.publishYear = (first('c').match(/\d{4}/) ?? [''])[0];
      } else if (tag === '650') subjects.push(first('a'));
      else if (tag === '852' || tag === '876') record.barcodes.push(...sf.filter(([c]) => c === 'p').map(([, v]) => v));
    }
    record.authors = authors.filter(Boolean).join('; ');
    record.subjects = subjects.filter(Boolean).join('; ');
  }
  return records;
}
