import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** Rows in every table of the app's schema, by table name: taken before and after to prove nothing was written. */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await app.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[name] = result.rows[0].n;
  }
  return counts;
}
