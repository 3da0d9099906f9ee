import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../shared/resources/types.ts';
import type { Binding, Queryable, Row, Scope } from './binding.ts';
import { bindingOf } from './bindings.ts';

/** Every read goes through here: the binding's school/year/type conditions and its read filter always apply. */
function conditionsOf(binding: Binding, scope: Scope, extra: readonly (SQL | undefined)[]): SQL | undefined {
  return and(...binding.where(scope), binding.hooks.readFilter?.(scope), ...extra);
}

export interface FindOptions {
  order?: SQL[];
  limit?: number;
  offset?: number;
}

export function findRows(db: Queryable, binding: Binding, scope: Scope, extra: readonly (SQL | undefined)[], options: FindOptions = {}): Promise<Row[]> {
  let query = binding.select(db, binding.columns(scope), scope).where(conditionsOf(binding, scope, extra));
  if (options.order?.length) query = query.orderBy(...options.order);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  return query;
}

export async function findRow(db: Queryable, binding: Binding, scope: Scope, id: number): Promise<Row | null> {
  const rows = await findRows(db, binding, scope, [eq(binding.id, id)], { limit: 1 });
  return rows[0] ?? null;
}

export async function countRows(db: Queryable, binding: Binding, scope: Scope, extra: readonly (SQL | undefined)[]): Promise<number> {
  const rows = await binding.select(db, { total: sql<number>`count(*)::int` }, scope).where(conditionsOf(binding, scope, extra));
  return Number(rows[0]?.total ?? 0);
}

/** "siti rah" finds "Siti Rahmawati": every word must appear in one of the searched fields. */
export function searchCondition(binding: Binding, scope: Scope, q: string): SQL | undefined {
  const fields = binding.def.search;
  const terms = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!fields.length || !terms.length) return undefined;
  const columns = binding.columns(scope);
  return and(
    ...terms.map((term) => {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(...fields.map((f) => ilike(sql`(${columns[f]})::text`, pattern)));
    }),
  );
}

export function orderOf(binding: Binding, scope: Scope, field: string, dir: 'asc' | 'desc'): SQL[] {
  const column = binding.columns(scope)[field];
  return [dir === 'desc' ? desc(column) : asc(column), asc(binding.id)];
}

/**
 * The names of the records the rows point to, by field and id: { sd_class_id: { '3': 'X' } }. Looked up
 * within the same school and year, so an id of another school gets no name.
 */
export async function labelsFor(db: Queryable, def: ResourceDef, rows: readonly Row[], scope: Scope): Promise<Record<string, Record<string, string>>> {
  const lookups = def.fields
    .filter((f) => f.reference)
    .map(async (field) => {
      const ids = new Set<number>();
      for (const row of rows) {
        const value = row[field.name];
        for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'number') ids.add(v);
      }
      if (ids.size === 0) return [field.name, {}] as const;
      const target = bindingOf(field.reference!);
      const label = target.columns(scope)[target.def.labelField];
      const found: { id: number; label: unknown }[] = await target
        .select(db, { id: target.id, label }, scope)
        .where(and(...target.where(scope), inArray(target.id, [...ids])));
      return [field.name, Object.fromEntries(found.map((r) => [String(r.id), String(r.label ?? '')]))] as const;
    });
  return Object.fromEntries(await Promise.all(lookups));
}
