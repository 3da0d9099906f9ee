import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { files } from '../db/schema/files.ts';
import { validationError } from '../http/errors.ts';
import type { ResourceDef } from '../../shared/resources/types.ts';
import { fieldErrorsOf } from '../../shared/validation.ts';
import type { Binding, Row, Scope, Tx, Values } from './binding.ts';
import { bindingOf } from './bindings.ts';
import { toAppError } from './db-errors.ts';

/**
 * Validates a body with the definition's schema (the same one the form uses). An update is checked as the
 * whole record it makes: a field left out keeps its stored value, and rules across fields see both.
 */
export function parseValues(def: ResourceDef, body: unknown, existing: Row | null = null): Values {
  const sent = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const input = existing ? { ...storedValues(def, existing), ...sent } : sent;
  const result = def.schema.safeParse(input);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return { ...result.data };
}

function storedValues(def: ResourceDef, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of def.fields) if (!field.readOnly && field.kind !== 'password' && field.name in row) out[field.name] = row[field.name];
  return out;
}

export function requireYear(def: ResourceDef, scope: Scope): void {
  if (def.scope === 'year' && scope.yearId === null) {
    throw validationError({ _: ['Belum ada tahun ajaran yang dipilih. Pilih tahun ajaran di bagian atas halaman.'] });
  }
}

/**
 * Every id a record points to must be a record of the same school (and year): an admin cannot link a
 * student to another school's rombel by sending its id.
 */
export async function checkReferences(tx: Tx, def: ResourceDef, values: Values, scope: Scope): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const field of def.fields) {
    if (!field.reference || !(field.name in values)) continue;
    const value = values[field.name];
    const ids = [...new Set((Array.isArray(value) ? value : [value]).filter((v): v is number => typeof v === 'number'))];
    if (ids.length === 0) continue;
    const target = bindingOf(field.reference);
    const [row] = await target.select(tx, { n: sql<number>`count(*)::int` }, scope).where(and(...target.where(scope), inArray(target.id, ids)));
    if (Number(row.n) !== ids.length) errors[field.name] = ['Pilihan tidak ditemukan. Muat ulang halaman lalu pilih lagi.'];
  }
  // A picture must be an upload of this school, of the field's kind: another school's address is refused.
  for (const field of def.fields) {
    const value = values[field.name];
    if (field.kind !== 'image' || typeof value !== 'string') continue;
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, value.slice('/api/files/'.length)), eq(files.schoolId, scope.schoolId), eq(files.kind, field.fileKind ?? '')));
    if (!file) errors[field.name] = ['Gambar tidak ditemukan. Unggah ulang gambarnya.'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

/** One transaction per mutation; database refusals become the API's errors. */
export async function inTransaction<T>(db: Db, binding: Binding, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw toAppError(error, binding);
  }
}
