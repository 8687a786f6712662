import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DASHBOARD_MAX_CATEGORIES } from '@storedesk/shared/contracts';

/** Top products shown on the dashboard. */
export const DASHBOARD_MAX_PRODUCTS = 10;

/**
 * Raw rows of db.execute. Drizzle types them per driver (PGlite and node-postgres both answer `{ rows }`), and the
 * shared Db base type leaves them unknown, so the row shape is asserted here, next to the SQL that makes it.
 */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A store-local day as a half-open UTC range; `tz` is the store's IANA zone, so DST days are 23 or 25 hours.
 * Local midnights fall on 15-minute UTC boundaries in every real zone, so the range holds whole stats buckets.
 */
function dayRange(day: string, tz: string) {
  return {
    start: sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`,
    end: sql`((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`,
  };
}

export interface BookingAggregateRow {
  /** Which grouping set the row belongs to: see the GROUPING SETS below. */
  kind: 'hour' | 'channel' | 'status' | 'all';
  hour_group: string | null;
  hour: number | null;
  order_type: string | null;
  status_id: string | null;
  orders: number;
  sales: number;
}

/**
 * The day's booking figures from the booking_stats rollup (at most 96 fifteen-minute buckets per channel and
 * status): sales per local hour per channel group, per channel, counts per status, and the day's totals, in one
 * GROUPING SETS pass. Sums stay numeric in SQL and are rounded to 2 decimals there, so no float error builds up.
 */
export function bookingAggregates(db: Db, storeId: string, day: string, tz: string) {
  const { start, end } = dayRange(day, tz);
  return rows<BookingAggregateRow>(
    db,
    sql`
    WITH day_stats AS (
      SELECT order_type, status_id, orders, sales,
             extract(hour FROM bucket AT TIME ZONE ${tz})::int AS hour,
             CASE order_type
               WHEN 'WEB_APP' THEN 'web'
               WHEN 'POS' THEN 'pos'
               WHEN 'CSC' THEN 'customer_support'
               WHEN 'MOBILE_APP' THEN 'mobile_app'
               WHEN 'MOBILE_APP_ANDROID' THEN 'mobile_app'
               WHEN 'MOBILE_APP_IOS' THEN 'mobile_app'
             END AS hour_group
      FROM booking_stats
      WHERE store_id = ${storeId} AND bucket >= ${start} AND bucket < ${end}
    )
    SELECT CASE
             WHEN GROUPING(hour_group, hour) = 0 THEN 'hour'
             WHEN GROUPING(order_type) = 0 THEN 'channel'
             WHEN GROUPING(status_id) = 0 THEN 'status'
             ELSE 'all'
           END AS kind,
           hour_group, hour, order_type, status_id,
           coalesce(sum(orders), 0)::int AS orders,
           coalesce(round(sum(sales), 2), 0)::float8 AS sales
    FROM day_stats
    GROUP BY GROUPING SETS ((hour_group, hour), (order_type), (status_id), ())`,
  );
}

export interface StatusRow {
  id: string;
  name: string;
  is_deleted: boolean;
}

export interface TopRow {
  kind: 'product' | 'category';
  name: string;
  count: number;
}

/** Top products and categories of the day by booked quantity, from the booking_item_stats rollup. */
export function topProductsAndCategories(db: Db, storeId: string, day: string, tz: string) {
  const { start, end } = dayRange(day, tz);
  return rows<TopRow>(
    db,
    sql`
    WITH day_items AS MATERIALIZED (
      SELECT product_name, category_id, quantity
      FROM booking_item_stats
      WHERE store_id = ${storeId} AND bucket >= ${start} AND bucket < ${end}
    ),
    top_products AS (
      SELECT product_name AS name, sum(quantity)::int AS count
      FROM day_items GROUP BY product_name HAVING sum(quantity) > 0
      ORDER BY count DESC, name LIMIT ${DASHBOARD_MAX_PRODUCTS}
    ),
    top_categories AS (
      SELECT c.name, sum(i.quantity)::int AS count
      FROM day_items i JOIN product_categories c ON c.id = i.category_id AND c.store_id = ${storeId}
      GROUP BY c.id, c.name HAVING sum(i.quantity) > 0
      ORDER BY count DESC, c.name LIMIT ${DASHBOARD_MAX_CATEGORIES}
    )
    SELECT 'product' AS kind, name, count FROM top_products
    UNION ALL
    SELECT 'category' AS kind, name, count FROM top_categories`,
  );
}
