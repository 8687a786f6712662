import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { ListCustomersQuery } from '@storedesk/shared/contracts';
import { customerKeywordMatch } from './customer-keyword';
import { customers } from './schema';

/** Start and end of a store-local day as UTC instants (DST days are 23 or 25 hours). */
const localDayStart = (day: string, tz: string) => sql`((${day}::date)::timestamp AT TIME ZONE ${tz})`;
const localDayEnd = (day: string, tz: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${tz})`;

/**
 * The WHERE of GET customer/all: the store, never a deleted customer, then each filter sent. The list's
 * added_* days and the recipient list's created_* days both bound the created date.
 */
export function customerListConditions(storeId: string, tz: string, q: ListCustomersQuery): SQL {
  const keyword = q['filter.keyword']?.trim();
  const from = [q['filter.added_from_date'], q['filter.created_from']];
  const to = [q['filter.added_to_date'], q['filter.created_to']];
  const filters: (SQL | undefined)[] = [
    keyword ? customerKeywordMatch(keyword) : undefined,
    ...from.map((day) => (day ? gte(customers.createdAt, localDayStart(day, tz)) : undefined)),
    ...to.map((day) => (day ? lt(customers.createdAt, localDayEnd(day, tz)) : undefined)),
    q['filter.order_count_from'] !== undefined
      ? gte(customers.orderCount, q['filter.order_count_from'])
      : undefined,
    q['filter.order_count_to'] !== undefined
      ? lte(customers.orderCount, q['filter.order_count_to'])
      : undefined,
    q['filter.points_from'] !== undefined ? gte(customers.points, q['filter.points_from']) : undefined,
    q['filter.points_to'] !== undefined ? lte(customers.points, q['filter.points_to']) : undefined,
    q['filter.order_total_from'] !== undefined
      ? gte(customers.orderTotal, String(q['filter.order_total_from']))
      : undefined,
    q['filter.order_total_to'] !== undefined
      ? lte(customers.orderTotal, String(q['filter.order_total_to']))
      : undefined,
    q['filter.push_notification'] !== undefined
      ? eq(customers.pushNotification, q['filter.push_notification'])
      : undefined,
  ];
  return and(eq(customers.storeId, storeId), eq(customers.isDeleted, false), ...filters)!;
}
