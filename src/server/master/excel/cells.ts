import type { CellValue } from 'exceljs';
import type { FieldDef } from '../../../shared/resources/types.ts';
import { cellText, pad } from '../../spreadsheet/cell-text.ts';

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const TRUE = new Set(['ya', 'y', 'true', '1', 'aktif']);
const FALSE = new Set(['tidak', 't', 'false', '0', 'nonaktif']);

/** What the definition's schema should see for a cell: an option's value for its label, ISO dates, digits kept whole. */
export function cellInput(field: FieldDef, value: CellValue): unknown {
  if (field.digits && typeof value === 'number') {
    const digits = String(Math.round(value));
    // Excel drops a NISN's leading zeros when the column was not text: give them back for fixed-length numbers.
    return field.digits[0] === field.digits[1] ? digits.padStart(field.digits[0], '0') : digits;
  }
  const text = cellText(value);
  if (text === '') return null;
  switch (field.kind) {
    case 'select': {
      const lower = text.toLowerCase();
      return field.options!.find((o) => o.value.toLowerCase() === lower || o.label.toLowerCase() === lower)?.value ?? text;
    }
    case 'date': {
      const m = DMY.exec(text);
      return m ? `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}` : text;
    }
    case 'checkbox':
      return TRUE.has(text.toLowerCase()) ? true : FALSE.has(text.toLowerCase()) ? false : text;
    default:
      return text;
  }
}
