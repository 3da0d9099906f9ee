import { eq, type SQL } from 'drizzle-orm';
import type { SessionContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { ListResult, ResourceDef } from '../../shared/resources/types.ts';
import { bindingOf } from './bindings.ts';
import { listQueryOf } from './list-query.ts';
import { cachedCount } from './list-cache.ts';
import { countPage, findPage, labelsFor, searchCondition, searchedFields } from './read.ts';
import { authorize, scopeOf, withoutSensitive } from './scope.ts';

/** A page of records with the total, sorted, searched and filtered, within the session's school (and year). */
export async function listRecords({ ctx, def, query }: { ctx: SessionContext; def: ResourceDef; query: Record<string, unknown> }): Promise<ListResult> {
  const scope = scopeOf(ctx.session);
  authorize(def, scope, 'read');
  if (def.singleton) throw notFound();
  const binding = bindingOf(def.name);
  const list = listQueryOf(def, query);
  const columns = binding.columns(scope);
  const conditions = [
    searchCondition(binding, scope, list.q),
    ...list.filters.map(({ field, value }) => binding.filterSql?.[field]?.(value, scope) ?? eq(columns[field] as SQL, value)),
  ];
  const offset = (list.page - 1) * list.perPage;
  // A list row carries what the list shows (its columns and name); the edit form reads the whole record.
  const fields = [...new Set([...def.columns.map((c) => c.field), def.labelField])];
  const used = new Set([...list.filters.map((f) => f.field), ...searchedFields(binding, list.q)]);
  const rowsQuery = findPage(ctx.db, binding, scope, {
    conditions,
    used,
    sort: { field: list.sort, dir: list.dir },
    limit: list.perPage,
    offset,
    searching: list.q.trim() !== '',
    fields,
  });
  const countKey = JSON.stringify([def.name, list.q, list.filters, scope.yearId]);
  const counted = () => cachedCount(scope.schoolId, countKey, () => countPage(ctx.db, binding, scope, { conditions, used }));
  // The first page answering short of a full page already knows the total: no count query.
  const [rows, total] =
    list.page === 1
      ? await rowsQuery.then(async (r) => [r, r.length < list.perPage ? r.length : await counted()] as const)
      : await Promise.all([rowsQuery, counted()]);
  return {
    data: withoutSensitive(def, scope, rows),
    total,
    page: list.page,
    per_page: list.perPage,
    labels: await labelsFor(ctx.db, def, rows, scope),
  };
}
