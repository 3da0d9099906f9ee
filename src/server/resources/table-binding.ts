import { and, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../shared/resources/types.ts';
import type { Binding, Expr, Hooks, Queryable, Scope, UniqueRule, Values } from './binding.ts';

/** A table's columns by their database name (the definitions' field names), with their drizzle keys. */
export function columnsOf(table: PgTable): Map<string, { key: string; column: PgColumn }> {
  const out = new Map<string, { key: string; column: PgColumn }>();
  for (const [key, column] of Object.entries(getTableColumns(table))) out.set(column.name, { key, column: column as PgColumn });
  return out;
}

/**
 * The values of the fields stored in this table, keyed for drizzle. Only fields present in `values` are
 * written (an update leaves out what was not sent); a select's '7' goes into an integer column as 7.
 */
export function rowValues(table: PgTable, def: ResourceDef, values: Values, skip: readonly string[] = []): Record<string, unknown> {
  const columns = columnsOf(table);
  const out: Record<string, unknown> = {};
  for (const field of def.fields) {
    if (field.readOnly || skip.includes(field.name) || !(field.name in values)) continue;
    const target = columns.get(field.name);
    if (!target) continue;
    const value = values[field.name];
    out[target.key] = target.column.dataType === 'number' && typeof value === 'string' ? Number(value) : (value ?? null);
  }
  return out;
}

export function keyOf(table: PgTable, column: PgColumn): string {
  for (const { key, column: c } of columnsOf(table).values()) if (c === column) return key;
  throw new Error(`column ${column.name} is not in the table`);
}

/**
 * A column with its table name, for correlated subqueries: drizzle writes a lone column of a one-table
 * select without its table, which inside a subquery would bind to the subquery's own column of that name.
 */
export function qualified(column: PgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/** The year condition of a year-scoped table: no year chosen means no rows. */
export function yearCondition(column: PgColumn, scope: Scope): SQL {
  return scope.yearId === null ? sql`false` : eq(column, scope.yearId);
}

interface TableOptions {
  id: PgColumn;
  /** Absent for platform resources (schools). */
  school?: PgColumn;
  year?: PgColumn;
  computed?: (scope: Scope) => Record<string, Expr>;
  /** Joins the computed fields read through. */
  join?: (query: any, scope: Scope) => any;
  unique?: Record<string, UniqueRule>;
  hooks?: Hooks;
  hint?: string;
  ensure?: (db: Queryable, scope: Scope) => Promise<void>;
}

/** A resource stored in one table whose column names are the definition's field names. */
export function tableBinding(def: ResourceDef, table: PgTable, options: TableOptions): Binding {
  const columns = columnsOf(table);
  const stored: Record<string, Expr> = { id: options.id };
  for (const field of def.fields) {
    const target = columns.get(field.name);
    // A time of day reads as HH:MM, the way the form writes it (PostgreSQL answers 07:30:00).
    if (target && !field.readOnly) stored[field.name] = field.kind === 'time' ? sql`to_char(${target.column}, 'HH24:MI')` : target.column;
  }
  const where = (scope: Scope): SQL[] => [
    ...(options.school ? [eq(options.school, scope.schoolId)] : []),
    ...(options.year ? [yearCondition(options.year, scope)] : []),
  ];
  const owned = (scope: Scope): Record<string, unknown> => ({
    ...(options.school ? { [keyOf(table, options.school)]: scope.schoolId } : {}),
    ...(options.year ? { [keyOf(table, options.year)]: scope.yearId } : {}),
  });
  const updatedAt = columns.get('updated_at');

  return {
    def,
    id: options.id,
    columns: (scope) => ({ ...stored, ...(options.computed?.(scope) ?? {}) }),
    select(db, selection, scope) {
      const query = db.select(selection).from(table).$dynamic();
      return options.join ? options.join(query, scope) : query;
    },
    where,
    unique: options.unique ?? {},
    hooks: options.hooks ?? {},
    hint: options.hint,
    ensure: options.ensure,
    async create(tx, scope, values) {
      const rows = await tx
        .insert(table)
        .values({ ...rowValues(table, def, values), ...owned(scope) })
        .returning({ id: options.id });
      return rows[0].id as number;
    },
    async update(tx, scope, id, values) {
      const set = rowValues(table, def, values);
      if (updatedAt) set[updatedAt.key] = new Date();
      if (Object.keys(set).length === 0) return;
      await tx
        .update(table)
        .set(set)
        .where(and(eq(options.id, id), ...where(scope)));
    },
    async remove(tx, scope, id) {
      await tx.delete(table).where(and(eq(options.id, id), ...where(scope)));
    },
  };
}
