// The booking list searched by keyword: the matching bookings collected once, counted, then paged.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { LIST_COUNT_CAP } from './list-orders-count';
import { rowsFor, type ListRowData } from './list-orders-rows';

/**
 * A keyword page: the matching bookings (by bookings_store_customer_idx for the keyword's customers) collected once
 * in a MATERIALIZED CTE, counted, and the page's ids taken newest first from it (exported for the EXPLAIN test).
 */
export function keywordPageQuery(where: SQL, skip: number, limit: number): SQL {
  return sql`
    WITH matched AS MATERIALIZED (
      SELECT ${bookings.id} AS id, ${bookings.createdAt} AS created_at FROM ${bookings} WHERE ${where}
    ),
    page AS (SELECT id, created_at FROM matched ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${skip})
    SELECT (SELECT count(*) FROM matched)::int AS count,
           (SELECT array_agg(id ORDER BY created_at DESC, id DESC) FROM page) AS ids`;
}

async function keywordPage(db: Db, where: SQL, skip: number, limit: number) {
  const result = (await db.execute(keywordPageQuery(where, skip, limit))) as unknown as {
    rows: { count: number; ids: string[] | string | null }[];
  };
  const { count: n, ids } = result.rows[0];
  const list = !ids
    ? []
    : Array.isArray(ids)
      ? ids
      : ids
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean);
  return { count: Number(n), ids: list };
}

/**
 * The keyword's page. A keyword names at most KEYWORD_MAX_CUSTOMERS customers (a few thousand bookings):
 * collect them by (store_id, customer_id), then count and page; walking the newest-first index tested every
 * booking.
 */
export async function keywordListPage(
  db: Db,
  where: SQL,
  skip: number,
  limit: number,
): Promise<{ rows: ListRowData[]; total: number }> {
  let rows: ListRowData[] = [];
  const found = await keywordPage(db, where, skip, limit);
  const total = Math.min(found.count, LIST_COUNT_CAP);
  const take = Math.min(limit, total - skip);
  if (take > 0 && found.ids.length > 0)
    rows = await rowsFor(
      db,
      sql.join(
        found.ids.slice(0, take).map((id) => sql`${id}::uuid`),
        sql`, `,
      ),
    );
  return { rows, total };
}
