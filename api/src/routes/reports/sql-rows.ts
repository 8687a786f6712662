import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Raw rows of db.execute. Drizzle types them per driver (PGlite and node-postgres both answer `{ rows }`), so the
 * row shape is asserted here, next to the SQL that makes it.
 */
export async function sqlRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
