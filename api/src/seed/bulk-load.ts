import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

interface SavedDefinition {
  table: string;
  name: string;
  definition: string;
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer { rows }; the shared Db type leaves the raw result untyped.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs a bulk load with the tables' foreign keys and secondary indexes set aside, then puts them back. Checking
 * each foreign key row by row and growing every index row by row is most of the cost of loading millions of
 * booking rows; re-adding a foreign key validates the whole table in one join, and an index built at the end is
 * built in one sort. Primary keys stay. Meant for the seed inside its transaction (the DDL rolls back with it);
 * it locks the tables until commit, so run it before the app serves traffic.
 */
export async function withConstraintsDeferred<T>(
  db: DbOrTx,
  tables: string[],
  work: () => Promise<T>,
): Promise<T> {
  const tableList = sql.join(
    tables.map((table) => sql`${table}::regclass`),
    sql`, `,
  );
  const foreignKeys = await rows<SavedDefinition>(
    db,
    sql`SELECT conrelid::regclass::text AS "table", conname AS name, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE contype = 'f' AND conrelid IN (${tableList})`,
  );
  const indexes = await rows<SavedDefinition>(
    db,
    sql`SELECT t.relname AS "table", i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE x.indrelid IN (${tableList}) AND NOT x.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  for (const fk of foreignKeys) {
    await db.execute(sql`ALTER TABLE ${sql.identifier(fk.table)} DROP CONSTRAINT ${sql.identifier(fk.name)}`);
  }
  for (const index of indexes) await db.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);

  const result = await work();

  await db.execute(sql`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  for (const fk of foreignKeys) {
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(fk.table)} ADD CONSTRAINT ${sql.identifier(fk.name)} ${sql.raw(fk.definition)}`,
    );
  }
  return result;
}
