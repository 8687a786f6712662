import { asc, count, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './like-pattern';
import type { Db } from './client';
import { customers } from './schema';

type Customer = typeof customers.$inferSelect;

/**
 * A customer whose full name, e-mail or phone holds `keyword` (case-insensitive substring; % and _ match
 * themselves). Each arm is one of the trigram indexes of migration 0006, so PostgreSQL answers it with a bitmap of
 * the three indexes instead of reading every customer. The name expression is the index's, byte for byte; a match
 * in the first or the last name alone is a match in "first last" too.
 */
export function customerKeywordMatch(keyword: string): SQL {
  const pattern = containsPattern(keyword.trim());
  return or(
    ilike(sql`(${customers.firstName} || ' ' || ${customers.lastName})`, pattern),
    ilike(customers.email, pattern),
    ilike(customers.phoneNo, pattern),
  )!;
}

/**
 * One page of customers (newest first, id as tie-breaker) and the count of all that match `where`, in two short
 * statements. Without a keyword the page walks customers_store_created_idx and the count runs beside it. With one,
 * the matches are collected ONCE in a MATERIALIZED CTE (a bitmap of the trigram indexes: the ILIKE arms are the
 * indexed expressions byte for byte) and both the page's ids and the count are taken from it. With the ORDER BY
 * and LIMIT beside the ILIKE, PostgreSQL walked the created_at index newest first and tested every customer
 * (145-159 ms at 200,000 customers for a 5-6 letter keyword); the CTE cannot be walked in order, so the bitmap wins.
 */
export async function customerPageAndCount(
  db: Db,
  keyword: string | undefined,
  where: SQL,
  limit: number,
  skip: number,
): Promise<{ rows: Customer[]; total: number }> {
  const order = [desc(customers.createdAt), asc(customers.id)];
  if (!keyword?.trim()) {
    const [rows, [{ total }]] = await Promise.all([
      db
        .select()
        .from(customers)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip),
      db.select({ total: count() }).from(customers).where(where),
    ]);
    return { rows, total };
  }
  const found = (await db.execute(customerKeywordPageQuery(where, limit, skip))) as unknown as {
    rows: { total: number; ids: string[] | string | null }[];
  };
  const { total, ids } = found.rows[0];
  const idList = parseUuidArray(ids);
  if (idList.length === 0) return { rows: [], total: Number(total) };
  const rows = await db
    .select()
    .from(customers)
    .where(inArray(customers.id, idList))
    .orderBy(...order);
  return { rows, total: Number(total) };
}

/** The keyword statement of customerPageAndCount: the count and the page's ids (exported for the EXPLAIN test). */
export function customerKeywordPageQuery(where: SQL, limit: number, skip: number): SQL {
  return sql`
    WITH matched AS MATERIALIZED (
      SELECT ${customers.id} AS id, ${customers.createdAt} AS created_at FROM ${customers} WHERE ${where}
    ),
    page AS (SELECT id FROM matched ORDER BY created_at DESC, id LIMIT ${limit} OFFSET ${skip})
    SELECT (SELECT count(*) FROM matched)::int AS total, (SELECT array_agg(id) FROM page) AS ids`;
}

/** A uuid[] as the driver answers it: node-postgres parses arrays of known types; PGlite may give '{a,b}'. */
function parseUuidArray(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}
