import { AppError, validationError } from '../http/errors.ts';
import { fieldOf } from '../../shared/resources/define.ts';
import type { Binding } from './binding.ts';

interface PgError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error behind a failed query (drizzle wraps the driver's error in `cause`). */
export function pgErrorOf(error: unknown): PgError | null {
  for (let e = error as any, depth = 0; e && depth < 5; e = e.cause, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return { code: e.code, constraint: e.constraint };
  }
  return null;
}

export const IN_USE = 'Data ini masih dipakai oleh data lain (misalnya rombel, tugas atau nilai), jadi tidak dapat dihapus.';

/** A taken unique value becomes a 422 on its field; a record still referenced becomes a 409. */
export function toAppError(error: unknown, binding: Binding): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505') {
    const rule = pg.constraint ? binding.unique[pg.constraint] : undefined;
    if (typeof rule === 'string') return validationError({ [rule]: [`${fieldOf(binding.def, rule)?.label ?? rule} ini sudah dipakai.`] });
    if (rule) return validationError({ [rule.field]: [rule.message] });
    return new AppError('conflict', 'Data yang sama sudah ada.');
  }
  if (pg?.code === '23503') return new AppError('conflict', IN_USE);
  return error;
}
