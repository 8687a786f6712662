import { and, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ListContractsQuery } from '@storedesk/shared/contracts';
import { customerSubscriptionItems as items, customerSubscriptions } from '../../db/schema';
import { endDateWindow } from './end-date-window';

const t = customerSubscriptions;

/** A keyword of digits only may be a contract number. */
const NUMBER_KEYWORD = /^\d{1,15}$/;

function keywordCondition(keyword: string, customerIds: string[]): SQL {
  const byNumber = NUMBER_KEYWORD.test(keyword) ? eq(t.subscriptionNumber, Number(keyword)) : undefined;
  const byCustomer = customerIds.length > 0 ? inArray(t.customerId, customerIds) : undefined;
  return or(byNumber, byCustomer) ?? sql`false`;
}

/** A service of the contract with visits left (or none): a probe of the items' (contract, position) index. */
function visitsLeft(wanted: boolean): SQL {
  const probe = sql`exists (select 1 from ${items} where ${items.customerSubscriptionId} = ${t.id} and ${items.availableQuantity} > 0)`;
  return wanted ? probe : sql`not ${probe}`;
}

/**
 * The WHERE of GET store/customer_subscription/all: the store, then each filter sent (contracts/subscriptions.ts).
 * `keywordCustomers` are the store's customers matching the keyword (customersMatching), looked up first.
 */
export function contractListConditions(
  storeId: string,
  tz: string,
  q: ListContractsQuery,
  keywordCustomers: string[] = [],
): SQL {
  const keyword = q['filter.keyword']?.trim();
  const option = q['filter.end_date_option'];
  const window = option ? endDateWindow(option, tz) : undefined;
  const filters: (SQL | undefined)[] = [
    keyword ? keywordCondition(keyword, keywordCustomers) : undefined,
    q['filter.customer_id'] ? eq(t.customerId, q['filter.customer_id']) : undefined,
    q['filter.subscription_number'] !== undefined
      ? eq(t.subscriptionNumber, q['filter.subscription_number'])
      : undefined,
    window ? sql`${t.endDate} between ${window.from} and ${window.to}` : undefined,
    q['filter.from_end_date'] ? gte(t.endDate, q['filter.from_end_date']) : undefined,
    q['filter.to_end_date'] ? lte(t.endDate, q['filter.to_end_date']) : undefined,
    q['filter.order_type'] ? eq(t.orderType, q['filter.order_type']) : undefined,
    q['filter.subscription_id'] ? eq(t.storeSubscriptionId, q['filter.subscription_id']) : undefined,
    q['filter.applicable_to_location']
      ? eq(t.applicableToLocation, q['filter.applicable_to_location'])
      : undefined,
    q['filter.is_approved'] ? eq(t.isApproved, q['filter.is_approved']) : undefined,
    q['filter.is_paid'] !== undefined ? eq(t.isPaid, q['filter.is_paid']) : undefined,
    q['filter.visits_left'] !== undefined ? visitsLeft(q['filter.visits_left']) : undefined,
  ];
  return and(eq(t.storeId, storeId), ...filters)!;
}
