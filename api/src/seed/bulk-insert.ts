import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/**
 * Inserts many rows with one parameter per batch: the rows travel as one JSON text that PostgreSQL unpacks with
 * json_to_recordset. This avoids the 65,535 bind-parameter limit of row-by-row VALUES lists, so a million
 * bookings go in 5,000 at a time on PostgreSQL and PGlite alike. Rows use the table's TypeScript keys; the first
 * row's keys name the columns (columns it leaves out take their default), and every row must give them all.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T['$inferInsert'][],
  batchSize = 5000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]).filter((key) => key in columns);
  const names = keys.map((key) => columns[key].name);
  const columnList = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const recordDef = sql.raw(
    keys.map((key) => `"${columns[key].name}" ${columns[key].getSQLType()}`).join(', '),
  );
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize).map((row) => {
      const record: Record<string, unknown> = {};
      keys.forEach((key, i) => {
        record[names[i]] = (row as Record<string, unknown>)[key] ?? null;
      });
      return record;
    });
    const statement: SQL = sql`INSERT INTO ${table} (${columnList}) SELECT ${columnList} FROM json_to_recordset(${JSON.stringify(batch)}::json) AS x(${recordDef})`;
    await db.execute(statement);
  }
}
