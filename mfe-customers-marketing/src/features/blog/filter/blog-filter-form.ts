import dayjs from 'dayjs';
import type { BlogFilter } from './blog-filter';

type DayRange = [dayjs.Dayjs, dayjs.Dayjs] | null;

/** The filter as the modal's form holds it: each custom range as the range picker's value. */
export interface BlogFilterForm extends Omit<
  BlogFilter,
  'created_from_date' | 'created_to_date' | 'posted_from_date' | 'posted_to_date'
> {
  created_range?: DayRange;
  posted_range?: DayRange;
}

const DAY = 'YYYY-MM-DD';

const toRange = (from?: string, to?: string): DayRange =>
  from && to ? [dayjs(from, DAY), dayjs(to, DAY)] : null;

export function filterToForm(filter: BlogFilter): BlogFilterForm {
  const { created_from_date, created_to_date, posted_from_date, posted_to_date, ...rest } = filter;
  return {
    ...rest,
    created_range: toRange(created_from_date, created_to_date),
    posted_range: toRange(posted_from_date, posted_to_date),
  };
}

/** Drops empty values, and keeps custom days (dd/mm/yyyy picked, YYYY-MM-DD kept) only with CUSTOM. */
export function formToFilter(form: BlogFilterForm): BlogFilter {
  const { created_range, posted_range, ...rest } = form;
  const filter: BlogFilter = { ...rest };
  if (filter.created_date_type === 'CUSTOM' && created_range) {
    filter.created_from_date = created_range[0].format(DAY);
    filter.created_to_date = created_range[1].format(DAY);
  }
  if (filter.posted_date_type === 'CUSTOM' && posted_range) {
    filter.posted_from_date = posted_range[0].format(DAY);
    filter.posted_to_date = posted_range[1].format(DAY);
  }
  for (const key of Object.keys(filter) as (keyof BlogFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') delete filter[key];
  }
  return filter;
}
