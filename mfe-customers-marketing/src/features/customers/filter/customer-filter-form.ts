import dayjs from 'dayjs';
import type { CustomerFilter } from '../../shared/filter/customer-filter';

/** The filter as the modal's form holds it: the custom days as the range picker's value. */
export interface CustomerFilterForm extends Omit<CustomerFilter, 'added_from_date' | 'added_to_date'> {
  added_range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
}

const DAY = 'YYYY-MM-DD';

export function filterToForm(filter: CustomerFilter): CustomerFilterForm {
  const { added_from_date, added_to_date, ...rest } = filter;
  return {
    ...rest,
    added_range:
      added_from_date && added_to_date ? [dayjs(added_from_date, DAY), dayjs(added_to_date, DAY)] : null,
  };
}

/** Drops empty values, and keeps the custom days (dd/mm/yyyy picked, YYYY-MM-DD kept) only with CUSTOM. */
export function formToFilter(form: CustomerFilterForm): CustomerFilter {
  const { added_range, ...rest } = form;
  const filter: CustomerFilter = { ...rest };
  if (filter.added_date_type === 'CUSTOM' && added_range) {
    filter.added_from_date = added_range[0].format(DAY);
    filter.added_to_date = added_range[1].format(DAY);
  }
  for (const key of Object.keys(filter) as (keyof CustomerFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') delete filter[key];
  }
  return filter;
}
