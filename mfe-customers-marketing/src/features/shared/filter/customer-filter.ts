import type dayjs from 'dayjs';
import { dateOptionRange, type ListCustomersQuery, searchKeyword } from '@storedesk/shared';

/** Date choices of the customer filter (spec 1 §5); no choice means any day. */
export const ADDED_DATE_OPTIONS = ['TODAY', 'YESTERDAY', 'WEEK', 'MONTH', 'CUSTOM'] as const;
export type AddedDateOption = (typeof ADDED_DATE_OPTIONS)[number];
export const CUSTOMER_PAGE_SIZE = 10;
export const PUSH_OPTIONS = ['true', 'false'] as const;
export type PushOption = (typeof PUSH_OPTIONS)[number];

/**
 * The remembered customer filter (sessionStorage filter:customer, spec 1 §9). Custom days are kept as
 * YYYY-MM-DD; the other date choices become days when the list is asked for, so "Today" stays today.
 */
export interface CustomerFilter {
  keyword?: string;
  added_date_type?: AddedDateOption;
  added_from_date?: string;
  added_to_date?: string;
  order_count_from?: number;
  order_count_to?: number;
  points_from?: number;
  points_to?: number;
  order_total_from?: number;
  order_total_to?: number;
  push_notification?: PushOption;
}

export const EMPTY_CUSTOMER_FILTER: CustomerFilter = {};

/** The custom days belong to the date choice; the filter count counts that choice once. */
export const UNCOUNTED_FILTER_KEYS: (keyof CustomerFilter)[] = ['added_from_date', 'added_to_date'];

/** A date choice as a range of store-local days (shared: every filter modal turns choices into days alike). */
export const addedDateRange = dateOptionRange;

/** The GET customer/all query for a filter and a page; empty values and a keyword under 3 characters stay out. */
export function toListQuery(filter: CustomerFilter, page: number, today: dayjs.Dayjs): ListCustomersQuery {
  const added = addedDateRange(filter.added_date_type, today, {
    from: filter.added_from_date,
    to: filter.added_to_date,
  });
  const query: ListCustomersQuery = {
    limit: CUSTOMER_PAGE_SIZE,
    offset: page,
    'filter.keyword': searchKeyword(filter.keyword),
    'filter.added_from_date': added.from,
    'filter.added_to_date': added.to,
    'filter.order_count_from': filter.order_count_from,
    'filter.order_count_to': filter.order_count_to,
    'filter.points_from': filter.points_from,
    'filter.points_to': filter.points_to,
    'filter.order_total_from': filter.order_total_from,
    'filter.order_total_to': filter.order_total_to,
    'filter.push_notification':
      filter.push_notification === undefined ? undefined : filter.push_notification === 'true',
  };
  for (const key of Object.keys(query) as (keyof ListCustomersQuery)[]) {
    if (query[key] === undefined || query[key] === null) delete query[key];
  }
  return query;
}
