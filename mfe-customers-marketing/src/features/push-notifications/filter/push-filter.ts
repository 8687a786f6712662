import type dayjs from 'dayjs';
import { PUSH_LIST_PAGE_SIZE, searchKeyword } from '@storedesk/shared';
import {
  ADDED_DATE_OPTIONS,
  addedDateRange,
  type AddedDateOption,
} from '../../shared/filter/customer-filter';

/** The created-date choices are the customer filter's (spec 2 §2): TODAY .. CUSTOM, or none for any day. */
export const CREATED_DATE_OPTIONS = ADDED_DATE_OPTIONS;
export type CreatedDateOption = AddedDateOption;
/** Spec 2 §9: the history shows 10 a page, the offset being the page from 1. */
export const PUSH_PAGE_SIZE = PUSH_LIST_PAGE_SIZE;
/** Spec 2 §5: the history's customer search starts after 2 characters. */
export const HISTORY_CUSTOMER_SEARCH_MIN = 3;

/**
 * The remembered history filter (localStorage filter:push_notification, spec 2 §2). The chosen customer's label
 * is kept with its id so the reopened filter shows who it is. Custom days are YYYY-MM-DD; the other choices
 * become days when the list is asked for, so "Today" stays today.
 */
export interface PushFilter {
  keyword?: string;
  created_date_type?: CreatedDateOption;
  created_from?: string;
  created_to?: string;
  customer_id?: string;
  customer_label?: string;
}

export const EMPTY_PUSH_FILTER: PushFilter = {};

/** GET store/push_notification's query as the screen sends it. */
export interface PushListQuery {
  limit: number;
  offset: number;
  'filter.keyword'?: string;
  'filter.customer_id'?: string;
  'filter.created_from_date'?: string;
  'filter.created_to_date'?: string;
}

/** The list query for a filter and a page (from 1); empty values stay out. */
export function toPushListQuery(filter: PushFilter, page: number, today: dayjs.Dayjs): PushListQuery {
  const created = addedDateRange(filter.created_date_type, today, {
    from: filter.created_from,
    to: filter.created_to,
  });
  const query: PushListQuery = {
    limit: PUSH_PAGE_SIZE,
    offset: page,
    'filter.keyword': searchKeyword(filter.keyword),
    'filter.customer_id': filter.customer_id || undefined,
    'filter.created_from_date': created.from,
    'filter.created_to_date': created.to,
  };
  for (const key of Object.keys(query) as (keyof PushListQuery)[]) {
    if (query[key] === undefined) delete query[key];
  }
  return query;
}

/** The count on the filter button: keyword (once it is searched with), date choice and customer, once each. */
export function countPushFilters(filter: PushFilter): number {
  return [
    Boolean(searchKeyword(filter.keyword)),
    Boolean(filter.created_date_type),
    Boolean(filter.customer_id),
  ].filter(Boolean).length;
}
