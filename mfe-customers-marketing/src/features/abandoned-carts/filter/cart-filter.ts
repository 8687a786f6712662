import type dayjs from 'dayjs';
import {
  CART_SORT_FIELDS,
  type AbandonedCartQuery,
  type CartSortField,
  type Channel,
} from '@storedesk/shared';
import {
  ADDED_DATE_OPTIONS,
  addedDateRange,
  type AddedDateOption,
} from '../../shared/filter/customer-filter';

/** The date choices are the customer filter's (spec 1 §5): TODAY .. CUSTOM, or none for any day. */
export const UPDATED_DATE_OPTIONS = ADDED_DATE_OPTIONS;
export type UpdatedDateOption = AddedDateOption;
/** The filter's customer search starts at 3 characters (spec 1 §5, §9). */
export const CUSTOMER_SEARCH_MIN = 3;
export const CART_PAGE_SIZE = 10;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export { CART_SORT_FIELDS, type CartSortField };

/** GET store/cart/all's query (the contract's). */
export type CartListQuery = AbandonedCartQuery;
/** Newest change first (the list shows the Updated Date) unless the user picks another order. */
export const DEFAULT_SORT: { sort: SortOrder; sort_by: CartSortField } = {
  sort: 'desc',
  sort_by: 'updatedAt',
};

/**
 * The remembered abandoned-cart filter (localStorage filter:abandoned_cart, spec 1 §9). The chosen customer's
 * name is kept with its id so the reopened filter can show who it is. Custom days are YYYY-MM-DD; the other date
 * choices become days when the list is asked for, so "Today" stays today. A range keeps a single end the user
 * typed (so the form shows it again) but is sent and counted only with both ends (spec 1 §5).
 */
export interface CartFilter {
  customer_id?: string;
  customer_label?: string;
  updated_date_type?: UpdatedDateOption;
  updated_from?: string;
  updated_to?: string;
  cart_value_from?: number;
  cart_value_to?: number;
  products_count_from?: number;
  products_count_to?: number;
  channel?: Channel;
  sort?: SortOrder;
  sort_by?: CartSortField;
}

export const EMPTY_CART_FILTER: CartFilter = {};

const present = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Both ends of a range, or nothing: one end alone does not filter (spec 1 §5). */
function bothEnds(
  from: number | undefined,
  to: number | undefined,
): [number, number] | [undefined, undefined] {
  return present(from) && present(to) ? [from, to] : [undefined, undefined];
}

/** The GET store/cart/all query for a filter and a page; the default sort is always sent, empty values never. */
export function toListQuery(filter: CartFilter, page: number, today: dayjs.Dayjs): CartListQuery {
  const updated = addedDateRange(filter.updated_date_type, today, {
    from: filter.updated_from,
    to: filter.updated_to,
  });
  const [valueFrom, valueTo] = bothEnds(filter.cart_value_from, filter.cart_value_to);
  const [countFrom, countTo] = bothEnds(filter.products_count_from, filter.products_count_to);
  const query: CartListQuery = {
    limit: CART_PAGE_SIZE,
    offset: page,
    'filter.customer_id': filter.customer_id || undefined,
    'filter.updated_from': updated.from,
    'filter.updated_to': updated.to,
    'filter.cart_value_from': valueFrom,
    'filter.cart_value_to': valueTo,
    'filter.products_count_from': countFrom,
    'filter.products_count_to': countTo,
    'filter.channel': filter.channel,
    'filter.sort': filter.sort ?? DEFAULT_SORT.sort,
    'filter.sort_by': filter.sort_by ?? DEFAULT_SORT.sort_by,
  };
  for (const key of Object.keys(query) as (keyof CartListQuery)[]) {
    if (query[key] === undefined || query[key] === null) delete query[key];
  }
  return query;
}

/**
 * The count on the filter button: customer, date choice, channel, each complete range once, and the sort once
 * when it is not the default. A range with one end is not counted, as it is not sent.
 */
export function countCartFilters(filter: CartFilter): number {
  const sorted =
    (filter.sort ?? DEFAULT_SORT.sort) !== DEFAULT_SORT.sort ||
    (filter.sort_by ?? DEFAULT_SORT.sort_by) !== DEFAULT_SORT.sort_by;
  return [
    Boolean(filter.customer_id),
    Boolean(filter.updated_date_type),
    Boolean(filter.channel),
    bothEnds(filter.cart_value_from, filter.cart_value_to)[0] !== undefined,
    bothEnds(filter.products_count_from, filter.products_count_to)[0] !== undefined,
    sorted,
  ].filter(Boolean).length;
}
