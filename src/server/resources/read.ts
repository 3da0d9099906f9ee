import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../shared/resources/types.ts';
import type { Binding, Queryable, Row, Scope } from './binding.ts';
import { bindingOf } from './bindings.ts';
import { escapeLike } from './like.ts';
import { cachedLabels } from './list-cache.ts';

/** Every read goes through here: the binding's school/year/type conditions and its read filter always apply. */
function conditionsOf(binding: Binding, scope: Scope, extra: readonly (SQL | undefined)[]): SQL | undefined {
  return and(...binding.where(scope), binding.hooks.readFilter?.(scope), ...extra);
}

export interface FindOptions {
  /** Only these fields (and the id); all of them when absent. */
  fields?: readonly string[];
  order?: SQL[];
  limit?: number;
  offset?: number;
}

export function findRows(db: Queryable, binding: Binding, scope: Scope, extra: readonly (SQL | undefined)[], options: FindOptions = {}): Promise<Row[]> {
  const columns = binding.columns(scope);
  const selection = options.fields ? Object.fromEntries(['id', ...options.fields].map((f) => [f, columns[f]])) : columns;
  let query = binding.select(db, selection, scope).where(conditionsOf(binding, scope, extra));
  if (options.order?.length) query = query.orderBy(...options.order);
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  return query;
}

export async function findRow(db: Queryable, binding: Binding, scope: Scope, id: number): Promise<Row | null> {
  const rows = await findRows(db, binding, scope, [eq(binding.id, id)], { limit: 1 });
  return rows[0] ?? null;
}

/** The fields a search reads. */
export function searchedFields(binding: Binding, q: string): string[] {
  const terms = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return terms.flatMap((term) => binding.searchFields?.(term) ?? binding.def.search);
}

/** "siti rah" finds "Siti Rahmawati": every word must appear in one of the searched fields. */
export function searchCondition(binding: Binding, scope: Scope, q: string): SQL | undefined {
  const fields = binding.def.search;
  const terms = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!fields.length || !terms.length) return undefined;
  const columns = binding.columns(scope);
  return and(...terms.map((term) => binding.searchSql?.(term, scope) ?? or(...fields.map((f) => ilike(sql`(${columns[f]})::text`, `%${escapeLike(term)}%`)))));
}

export function orderOf(binding: Binding, scope: Scope, field: string, dir: 'asc' | 'desc'): SQL[] {
  const column = binding.columns(scope)[field];
  return [dir === 'desc' ? desc(column) : asc(column), asc(binding.id)];
}

export interface PageQuery {
  conditions: readonly (SQL | undefined)[];
  /** The fields the conditions filter or search on: a binding may choose the page without its joins. */
  used: ReadonlySet<string>;
  sort: { field: string; dir: 'asc' | 'desc' };
  limit: number;
  offset: number;
  searching: boolean;
  /** The fields the page's rows carry. */
  fields?: readonly string[];
}

/** The FROM for choosing ids and counting: the binding's join-free one when it serves, else the full one. */
function idSource(db: Queryable, binding: Binding, scope: Scope, selection: Record<string, any>, used: ReadonlySet<string>) {
  return binding.selectLight?.(db, selection, used) ?? binding.select(db, selection, scope);
}

export async function countPage(db: Queryable, binding: Binding, scope: Scope, query: Pick<PageQuery, 'conditions' | 'used'>): Promise<number> {
  const rows = await idSource(db, binding, scope, { total: sql<number>`count(*)::int` }, query.used).where(conditionsOf(binding, scope, query.conditions));
  return Number(rows[0]?.total ?? 0);
}

/**
 * One page of a list: the ids of the page are chosen first (school, filters, search, order, offset), then only
 * those rows are read with their columns, in one statement. Choosing the ids reads no joined table it does not
 * filter or sort on, so a deep page or a page of 50 among 20,000 students stays an index scan. With a search,
 * the matches are collected before they are sorted: walking the name index and testing each row against the
 * search costs more than sorting a few hundred matches.
 */
export async function findPage(db: Queryable, binding: Binding, scope: Scope, query: PageQuery): Promise<Row[]> {
  const { sort, limit, offset } = query;
  const used = new Set([...query.used, sort.field]);
  const key = binding.columns(scope)[sort.field];
  const where = conditionsOf(binding, scope, query.conditions);
  const order = orderOf(binding, scope, sort.field, sort.dir);
  if (query.searching) {
    // Two statements: planning the matches inside the page's statement costs more than a round trip.
    // "offset 0" keeps PostgreSQL from merging the matches into the sorted walk (drizzle drops a zero offset).
    const matches = idSource(db, binding, scope, { id: sql<number>`${binding.id}`.as('id'), k: sql`${key}`.as('k') }, used).where(where);
    const result: any = await db.execute(sql`select m.id from (${matches} offset 0) m order by m.k ${sql.raw(sort.dir)}, m.id limit ${limit} offset ${offset}`);
    const ids = (result.rows as { id: number }[]).map((r) => Number(r.id));
    return ids.length ? findRows(db, binding, scope, [inArray(binding.id, ids)], { fields: query.fields, order }) : [];
  }
  const ids = idSource(db, binding, scope, { id: binding.id }, used)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return findRows(db, binding, scope, [sql`${binding.id} in (${ids})`], { fields: query.fields, order });
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
      const names = await cachedLabels(scope, target.def.name, [...ids], async (missing) => {
        const label = target.columns(scope)[target.def.labelField];
        const found: { id: number; label: unknown }[] = await target
          .select(db, { id: target.id, label }, scope)
          .where(and(...target.where(scope), inArray(target.id, missing)));
        return found.map((r) => [r.id, String(r.label ?? '')] as const);
      });
      return [field.name, names] as const;
    });
  return Object.fromEntries(await Promise.all(lookups));
}
