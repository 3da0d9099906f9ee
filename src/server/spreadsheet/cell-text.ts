import type { CellValue } from 'exceljs';

export const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as text, whatever Excel stored: rich text, a hyperlink, a formula's result, a date, a number. */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellText(value.result as CellValue);
    if ('error' in value) return '';
  }
  return String(value).trim();
}
