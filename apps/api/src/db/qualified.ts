import { type AnyColumn, Column, getTableName, is, type SQL, sql } from 'drizzle-orm';

/**
 * A column written with its table's name. Drizzle leaves the table out in a query over one table, so
 * inside another module's correlated subquery a bare `"category_id"` would name the subquery's own
 * column. Published SQL fragments (decision 022) qualify what they are given with this.
 */
export function qualified(value: AnyColumn | SQL | number): SQL {
  if (is(value, Column)) return sql.raw(`"${getTableName(value.table)}"."${value.name}"`);
  return sql`${value}`;
}
