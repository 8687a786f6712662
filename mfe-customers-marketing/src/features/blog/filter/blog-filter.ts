import type dayjs from 'dayjs';
import { searchKeyword } from '@storedesk/shared';
import type { ListBlogQuery } from '@storedesk/shared';
import {
  ADDED_DATE_OPTIONS,
  addedDateRange,
  type AddedDateOption,
} from '../../shared/filter/customer-filter';

/** The date choices are the customer filter's (spec 1 §5): TODAY .. CUSTOM, or none for any day. */
export const BLOG_DATE_OPTIONS = ADDED_DATE_OPTIONS;
export type BlogDateOption = AddedDateOption;
/** Spec 1 §9: 10 posts a page, pages from 1. */
export const BLOG_PAGE_SIZE = 10;
export const STATUS_OPTIONS = ['true', 'false'] as const;
export type StatusOption = (typeof STATUS_OPTIONS)[number];

/**
 * The remembered blog filter (sessionStorage filter:blog, spec 1 §9). Custom days are kept as YYYY-MM-DD; the
 * other date choices become days when the list is asked for, so "Today" stays today.
 */
export interface BlogFilter {
  keyword?: string;
  created_date_type?: BlogDateOption;
  created_from_date?: string;
  created_to_date?: string;
  posted_date_type?: BlogDateOption;
  posted_from_date?: string;
  posted_to_date?: string;
  status?: StatusOption;
}

export const EMPTY_BLOG_FILTER: BlogFilter = {};

/** The custom days belong to their date choice; the filter count counts that choice once. */
export const UNCOUNTED_FILTER_KEYS: (keyof BlogFilter)[] = [
  'created_from_date',
  'created_to_date',
  'posted_from_date',
  'posted_to_date',
];

/** The GET store/blog/all query for a filter and a page; empty values stay out. */
export function toListQuery(filter: BlogFilter, page: number, today: dayjs.Dayjs): ListBlogQuery {
  const created = addedDateRange(filter.created_date_type, today, {
    from: filter.created_from_date,
    to: filter.created_to_date,
  });
  const posted = addedDateRange(filter.posted_date_type, today, {
    from: filter.posted_from_date,
    to: filter.posted_to_date,
  });
  const query: ListBlogQuery = {
    limit: BLOG_PAGE_SIZE,
    offset: page,
    'filter.keyword': searchKeyword(filter.keyword),
    'filter.created_from_date': created.from,
    'filter.created_to_date': created.to,
    'filter.posted_from_date': posted.from,
    'filter.posted_to_date': posted.to,
    'filter.status': filter.status === undefined ? undefined : filter.status === 'true',
  };
  for (const key of Object.keys(query) as (keyof ListBlogQuery)[]) {
    if (query[key] === undefined) delete query[key];
  }
  return query;
}
