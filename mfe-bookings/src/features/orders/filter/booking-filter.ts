import dayjs from 'dayjs';
import {
  type Channel,
  dateOptionRange,
  type ListOrdersQuery,
  type PaidFilter,
  searchKeyword,
} from '@storedesk/shared';

/** Date choices of the booking filter (spec 2 §3); the delivery date also has TOMORROW. */
export const ORDER_DATE_OPTIONS = ['ANY', 'TODAY', 'YESTERDAY', 'WEEK', 'MONTH', 'CUSTOM'] as const;
export const DELIVERY_DATE_OPTIONS = [
  'ANY',
  'TODAY',
  'YESTERDAY',
  'TOMORROW',
  'WEEK',
  'MONTH',
  'CUSTOM',
] as const;
export type DateOption = (typeof DELIVERY_DATE_OPTIONS)[number];
export const PAID_OPTIONS: PaidFilter[] = ['PAID', 'NOT_PAID'];
export const ORDER_PAGE_SIZE = 20;

/**
 * The remembered booking filter (sessionStorage filter:booking). Custom ranges keep their YYYY-MM-DD days;
 * the other date options are turned into days when the list is asked for, so "Today" stays today tomorrow.
 * customer_label only shows the chosen customer again after a reload.
 */
export interface BookingFilter {
  keyword?: string;
  location?: string;
  order_type?: Channel;
  order_date_type?: DateOption;
  order_from_date?: string;
  order_to_date?: string;
  order_delivery_date_type?: DateOption;
  delivery_from_date?: string;
  delivery_to_date?: string;
  order_number?: number;
  from_total?: number;
  to_total?: number;
  order_status?: string;
  customer_id?: string;
  customer_label?: string;
  is_paid?: PaidFilter;
}

export const EMPTY_BOOKING_FILTER: BookingFilter = {};

/** Parts of one choice that the filter count must not count twice. */
export const UNCOUNTED_FILTER_KEYS: (keyof BookingFilter)[] = [
  'order_from_date',
  'order_to_date',
  'delivery_from_date',
  'delivery_to_date',
  'customer_label',
];

/** A date choice as a range of store-local days (shared: every filter modal turns choices into days alike). */
export const dateRange = dateOptionRange;

/** The GET store/order/all query for a filter and a page; empty values are left out. */
export function toListQuery(filter: BookingFilter, page: number, today: dayjs.Dayjs): ListOrdersQuery {
  const order = dateRange(filter.order_date_type, today, {
    from: filter.order_from_date,
    to: filter.order_to_date,
  });
  const delivery = dateRange(filter.order_delivery_date_type, today, {
    from: filter.delivery_from_date,
    to: filter.delivery_to_date,
  });
  const query: ListOrdersQuery = {
    limit: ORDER_PAGE_SIZE,
    offset: page,
    'filter.keyword': searchKeyword(filter.keyword),
    'filter.location': filter.location,
    'filter.order_type': filter.order_type,
    'filter.order_from_date': order.from,
    'filter.order_to_date': order.to,
    'filter.delivery_from_date': delivery.from,
    'filter.delivery_to_date': delivery.to,
    'filter.order_number': filter.order_number,
    'filter.from_total': filter.from_total,
    'filter.to_total': filter.to_total,
    'filter.order_status': filter.order_status,
    'filter.customer_id': filter.customer_id,
    'filter.is_paid': filter.is_paid,
  };
  for (const key of Object.keys(query) as (keyof ListOrdersQuery)[]) {
    if (query[key] === undefined || query[key] === null) delete query[key];
  }
  return query;
}
