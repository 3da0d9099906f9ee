import { z } from 'zod';
import { validationError } from '../http/errors.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import type { ResourceDef } from '../../shared/resources/types.ts';

export const PER_PAGE_MAX = 100;

const base = z.object({
  page: z.coerce.number({ error: 'Halaman tidak valid.' }).int().min(1, 'Halaman tidak valid.').max(1_000_000).default(1),
  per_page: z.coerce
    .number({ error: 'Jumlah per halaman tidak valid.' })
    .int()
    .min(1, 'Jumlah per halaman tidak valid.')
    .max(PER_PAGE_MAX, `Paling banyak ${PER_PAGE_MAX} per halaman.`)
    .default(25),
  q: z.string().max(100, 'Kata pencarian terlalu panjang.').default(''),
  sort: z.string().optional(),
  dir: z.enum(['asc', 'desc'], { error: 'Arah urutan asc atau desc.' }).optional(),
});

export interface ListQuery {
  page: number;
  perPage: number;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  filters: { field: string; value: unknown }[];
}

/** GET /api/resources/<name>?page=&per_page=&q=&sort=&dir=&<filter field>=<value> */
export function listQueryOf(def: ResourceDef, raw: Record<string, unknown>): ListQuery {
  const parsed = base.safeParse(raw);
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error));
  const { page, per_page, q, sort, dir } = parsed.data;
  if (sort !== undefined && !def.sortable.includes(sort)) throw validationError({ sort: ['Kolom ini tidak dapat diurutkan.'] });
  const filters: ListQuery['filters'] = [];
  const errors: Record<string, string[]> = {};
  for (const filter of def.filters) {
    const value = raw[filter.field];
    if (value === undefined || value === '') continue;
    const field = def.fields.find((f) => f.name === filter.field)!;
    const input = field.kind === 'checkbox' ? value === 'true' || value === '1' : value;
    const result = field.schema.safeParse(input);
    if (result.success && result.data !== null) filters.push({ field: filter.field, value: result.data });
    else errors[filter.field] = ['Saringan tidak valid.'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return {
    page,
    perPage: per_page,
    q,
    sort: sort ?? def.defaultSort.field,
    dir: dir ?? (sort === undefined ? def.defaultSort.dir : 'asc'),
    filters,
  };
}
