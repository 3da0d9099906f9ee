import { optionLabel } from '../../../shared/resources/options.ts';
import type { FieldDef } from '../../../shared/resources/types.ts';

const dateFormat = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export type Labels = Record<string, Record<string, string>>;

/** A value as a list cell shows it: option labels, names of referenced records, dates and yes/no in Indonesian. */
export function displayValue(field: FieldDef | undefined, value: unknown, labels: Labels = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (!field) return String(value);
  switch (field.kind) {
    case 'checkbox':
      return value ? 'Ya' : 'Tidak';
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? dateFormat.format(new Date(`${value.slice(0, 10)}T00:00:00Z`)) : String(value);
    case 'select':
      return optionLabel(field.options, value);
    case 'reference':
      return labels[field.name]?.[String(value)] ?? `#${value}`;
    case 'references': {
      const ids = Array.isArray(value) ? value : [];
      return ids.length ? ids.map((id) => labels[field.name]?.[String(id)] ?? `#${id}`).join(', ') : '—';
    }
    default:
      return String(value);
  }
}
