// The filtered booking list: a page by the filters' WHERE (a short delivery window read day by day) and its count.
import { createHash } from 'node:crypto';
import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { capTotal, cappedCount, cappedCountOf } from './list-orders-count';
import { rowsWithTotal, type ListRowData } from './list-orders-rows';

/** A statement name for one query text (node-postgres keeps named statements per connection, by name). */
const shapeName = (prefix: string, text: string) =>
  `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * A filtered page. With a delivery window of at most DELIVERY_WINDOW_SORT_DAYS days, each delivery day is read
 * newest first from bookings_store_delivery_created_idx (store, delivery day, created_at, id; the status and paid
 * filters answered from the index), at most skip + take entries a day, and the days are merged: a page reads
 * (skip + take) x days index entries instead of sorting the whole window. Otherwise the (store_id, created_at, id)
 * index is walked newest first.
 */
export async function filteredPage(
  db: Db,
  where: SQL,
  skip: number,
  limit: number,
  window?: { from: string; to: string },
): Promise<{ rows: ListRowData[]; total: number }> {
  const pageIds = window
    ? deliveryWindowPageQuery(where, window, skip, limit)
    : sql`${db
        .select({ id: bookings.id })
        .from(bookings)
        .where(where)
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
        .limit(limit)
        .offset(skip)}`;
  const query = rowsWithTotal(db, pageIds, cappedCountOf(where));
  // The delivery window's statement is named after its text (one per combination of filters sent): planned once
  // per connection and then bound with each request's values. Its plan is fixed by its shape (each day read from
  // its index), so a generic plan serves every value; other filters are planned per request (their best plan
  // depends on how selective the values are).
  const rows = window
    ? await query.prepare(shapeName('list_orders_window', query.toSQL().sql)).execute()
    : await query;
  // No row, no count: past the last page (or nothing matches), counted on its own.
  const total = rows.length > 0 ? capTotal(rows[0].pagerTotal) : await cappedCount(db, where);
  // The count stops at the cap, and so do the pages.
  return { rows: rows.slice(0, Math.max(0, Math.min(limit, total - skip))), total };
}

/** The ids of a page of a delivery window, merged from each day's index walk (exported for the EXPLAIN test). */
export function deliveryWindowPageQuery(
  where: SQL,
  window: { from: string; to: string },
  skip: number,
  take: number,
): SQL {
  return sql`
    SELECT p.id FROM generate_series(${window.from}::date, ${window.to}::date, interval '1 day') AS d(day)
    CROSS JOIN LATERAL (
      SELECT ${bookings.id} AS id, ${bookings.createdAt} AS created_at FROM ${bookings}
       WHERE ${where} AND ${bookings.deliveryDate} = d.day::date
       ORDER BY ${bookings.createdAt} DESC, ${bookings.id} DESC LIMIT ${skip + take}
    ) p
    ORDER BY p.created_at DESC, p.id DESC LIMIT ${take} OFFSET ${skip}`;
}
