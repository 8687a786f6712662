import { dateChoice, showAs, type FilterTagSpec } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';
import type { BlogFilter } from './blog-filter';

const F = T.filter;

/** How each blog filter shows as a tag (custom dates as their days, the status by its name). */
export const BLOG_FILTER_TAGS: FilterTagSpec<BlogFilter>[] = [
  { key: 'keyword', label: F.keyword },
  {
    key: 'created_date_type',
    label: F.createdDate,
    show: (value, f) => dateChoice(T.dateOptions, f.created_from_date, f.created_to_date)(value),
    also: ['created_from_date', 'created_to_date'],
  },
  {
    key: 'posted_date_type',
    label: F.postedDate,
    show: (value, f) => dateChoice(T.dateOptions, f.posted_from_date, f.posted_to_date)(value),
    also: ['posted_from_date', 'posted_to_date'],
  },
  { key: 'status', label: F.status, show: showAs.label(T.status) },
];
