/**
 * Helpers for statements written out with one array parameter per column (`unnest($1::int[], $2::text[])`).
 * drizzle's multi-row insert builds a placeholder per value: 1,000 of them for 200 rows of five columns, and
 * building them cost more CPU than the database spent on the rows (the attendance gate's bursts, issue 13).
 */
import { sql, type Column, type SQL } from 'drizzle-orm';

/** A column's own name, for a written-out insert (its column list takes no table prefix). */
export const col = (column: Column) => sql.identifier(column.name);

/** A whole array as one parameter; drizzle spreads a plain array into a list of placeholders. */
export const arrayParam = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;

/** `column = any($1::type[])`: one parameter for a whole key list, where inArray would write one per key. */
export const anyOf = (column: Column | SQL, values: readonly unknown[], type: 'int' | 'text'): SQL =>
  sql`${column} = any(${arrayParam(values)}::${sql.raw(type)}[])`;
