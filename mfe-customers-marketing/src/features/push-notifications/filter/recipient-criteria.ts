import type dayjs from 'dayjs';
import { PUSH_RECIPIENT_PAGE_SIZE, type ListCustomersQuery } from '@storedesk/shared';
import { addedDateRange } from '../../shared/filter/customer-filter';
import type { CreatedDateOption } from './push-filter';

/** Spec 2 §9: the recipient modal shows 10 customers a page. */
export const RECIPIENT_PAGE_SIZE = PUSH_RECIPIENT_PAGE_SIZE;

/**
 * The "multiple customers" restrictions as the form holds them (spec 2 §2): the customer created date choice
 * (custom days YYYY-MM-DD) and the order count, lifetime value and points ranges, each end optional.
 */
export interface RecipientCriteria {
  created_date_type?: CreatedDateOption;
  created_from?: string;
  created_to?: string;
  min_order_count?: number | null;
  max_order_count?: number | null;
  min_lifetime_value?: number | null;
  max_lifetime_value?: number | null;
  min_points?: number | null;
  max_points?: number | null;
}

/** The criteria with the date choice turned into store-local days; absent parts stay out. */
export interface ResolvedCriteria {
  customer_created_from?: string;
  customer_created_to?: string;
  min_order_count?: number;
  max_order_count?: number;
  min_lifetime_value?: number;
  max_lifetime_value?: number;
  min_points?: number;
  max_points?: number;
}

const RANGE_KEYS = [
  'min_order_count',
  'max_order_count',
  'min_lifetime_value',
  'max_lifetime_value',
  'min_points',
  'max_points',
] as const;

export function resolveCriteria(criteria: RecipientCriteria, today: dayjs.Dayjs): ResolvedCriteria {
  const created = addedDateRange(criteria.created_date_type, today, {
    from: criteria.created_from,
    to: criteria.created_to,
  });
  const resolved: ResolvedCriteria = {};
  if (created.from) resolved.customer_created_from = created.from;
  if (created.to) resolved.customer_created_to = created.to;
  for (const key of RANGE_KEYS) {
    const value = criteria[key];
    if (typeof value === 'number' && Number.isFinite(value)) resolved[key] = value;
  }
  return resolved;
}

/**
 * GET customer/all for one page of the recipient modal (spec 2 §7 "Recipient list"): only customers who take
 * push notifications, never deleted ones, within the criteria.
 */
export function toRecipientQuery(criteria: ResolvedCriteria, page: number): ListCustomersQuery {
  const query: ListCustomersQuery = {
    limit: RECIPIENT_PAGE_SIZE,
    offset: page,
    'filter.push_notification': true,
    'filter.is_deleted': false,
    'filter.created_from': criteria.customer_created_from,
    'filter.created_to': criteria.customer_created_to,
    'filter.order_count_from': criteria.min_order_count,
    'filter.order_count_to': criteria.max_order_count,
    'filter.order_total_from': criteria.min_lifetime_value,
    'filter.order_total_to': criteria.max_lifetime_value,
    'filter.points_from': criteria.min_points,
    'filter.points_to': criteria.max_points,
  };
  for (const key of Object.keys(query) as (keyof ListCustomersQuery)[]) {
    if (query[key] === undefined) delete query[key];
  }
  return query;
}

/** Recipients = matched total minus the unticked ones (spec 2 §4). */
export function recipientCount(total: number, excluded: readonly string[]): number {
  return Math.max(0, total - excluded.length);
}
