import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column written with its table's name, for a correlated subquery in a select's fields. drizzle writes the
 * columns of a one-table select without their table, inside sql`` fields too, so `where d.shift_id = ${shifts.id}`
 * came out as `where d.shift_id = "shift_id"`, which the subquery reads as its own column: always true, and the
 * count covered every row of the school (the shift groups, the PPDB settings' periods and quotas, the pathways'
 * ranked and accepted, the intakes' cost totals, the stock opnames' scans). The outer row's column must name its table.
 */
export const qualified = (column: Column): SQL => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
