import { and, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ListOrdersQuery } from '@storedesk/shared/contracts';
import { customerKeywordMatch } from '../../db/customer-keyword';
import { bookings, customers } from '../../db/schema';

/** Start of a store-local day as a UTC instant (DST days are 23 or 25 hours). */
const localDayStart = (day: string, tz: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`;
const localDayEnd = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`;

/** A keyword matching more customers than this is too broad to be useful; the newest-matching ones are used. */
export const KEYWORD_MAX_CUSTOMERS = 500;

/**
 * Customers of the store whose name, phone or e-mail holds the keyword (trigram indexes, see customerKeywordMatch).
 * Looked up FIRST, as a list of ids, so the planner sees a short id list for the bookings query (and walks the
 * (store_id, customer_id) index) instead of a sub-select it cannot size. The matches are collected in a
 * MATERIALIZED CTE (a bitmap of the three trigram indexes) and only then ordered and cut: with the ORDER BY and
 * LIMIT beside the ILIKE, PostgreSQL walked customers_store_created_idx newest first and tested every customer.
 */
export async function customersMatching(db: Db, storeId: string, raw: string): Promise<string[]> {
  const result = (await db.execute(customersMatchingQuery(storeId, raw))) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((r) => r.id);
}

/** The statement of customersMatching (exported for the EXPLAIN test). */
export function customersMatchingQuery(storeId: string, raw: string): SQL {
  return sql`
    WITH matched AS MATERIALIZED (
      SELECT ${customers.id} AS id, ${customers.createdAt} AS created_at FROM ${customers}
       WHERE ${customers.storeId} = ${storeId} AND ${customerKeywordMatch(raw)}
    )
    SELECT id FROM matched ORDER BY created_at DESC LIMIT ${KEYWORD_MAX_CUSTOMERS}`;
}

function keywordCondition(raw: string, customerIds: string[]): SQL {
  const keyword = raw.trim();
  const byCustomer = customerIds.length > 0 ? inArray(bookings.customerId, customerIds) : undefined;
  const byNumber = /^\d{1,15}$/.test(keyword) ? eq(bookings.orderNumber, Number(keyword)) : undefined;
  return or(byNumber, byCustomer) ?? sql`false`;
}

/** A delivery-date window at most this long is read whole from its index and sorted (see list-orders-filtered.ts). */
export const DELIVERY_WINDOW_SORT_DAYS = 31;

/**
 * Whether the filter has a delivery-date window of at most DELIVERY_WINDOW_SORT_DAYS days. Its bookings (about
 * 10,000 a day at a million bookings) are then cheaper to collect and sort than to find by walking the list's
 * newest-first order: past deliveries sit behind every booking made since.
 */
export function narrowDeliveryWindow(q: ListOrdersQuery): boolean {
  const from = q['filter.delivery_from_date'];
  const to = q['filter.delivery_to_date'];
  if (!from || !to) return false;
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days < DELIVERY_WINDOW_SORT_DAYS;
}

/**
 * The WHERE of GET store/order/all: the store, then each filter sent (`keywordCustomers` from customersMatching). Returns whether any filter (beyond the
 * store) applies, which decides the count strategy (list-orders-query.ts).
 */
export function listConditions(
  storeId: string,
  tz: string,
  q: ListOrdersQuery,
  keywordCustomers: string[] = [],
) {
  const filters: (SQL | undefined)[] = [
    q['filter.keyword']?.trim() ? keywordCondition(q['filter.keyword'], keywordCustomers) : undefined,
    q['filter.location'] ? eq(bookings.storeLocationId, q['filter.location']) : undefined,
    q['filter.order_type'] ? eq(bookings.orderType, q['filter.order_type']) : undefined,
    q['filter.order_from_date']
      ? gte(bookings.createdAt, localDayStart(q['filter.order_from_date'], tz))
      : undefined,
    q['filter.order_to_date']
      ? lt(bookings.createdAt, localDayEnd(q['filter.order_to_date'], tz))
      : undefined,
    q['filter.order_number'] !== undefined ? eq(bookings.orderNumber, q['filter.order_number']) : undefined,
    q['filter.from_total'] !== undefined ? gte(bookings.total, String(q['filter.from_total'])) : undefined,
    q['filter.to_total'] !== undefined ? lte(bookings.total, String(q['filter.to_total'])) : undefined,
    q['filter.delivery_from_date'] ? gte(bookings.deliveryDate, q['filter.delivery_from_date']) : undefined,
    q['filter.delivery_to_date'] ? lte(bookings.deliveryDate, q['filter.delivery_to_date']) : undefined,
    q['filter.order_status'] ? eq(bookings.currentStatusId, q['filter.order_status']) : undefined,
    q['filter.customer_id'] ? eq(bookings.customerId, q['filter.customer_id']) : undefined,
    q['filter.is_paid'] ? eq(bookings.isPaid, q['filter.is_paid'] === 'PAID') : undefined,
  ];
  const applied = filters.filter((f): f is SQL => f !== undefined);
  return { where: and(eq(bookings.storeId, storeId), ...applied)!, filtered: applied.length > 0 };
}
