import dayjs from 'dayjs';
import type { PushFilter } from './push-filter';

/** The chosen customer as the search select holds it (labelInValue). */
export interface CustomerChoice {
  value: string;
  label: string;
}

/** The filter as the modal's form holds it: the customer as a labelled choice, the custom days as a range. */
export interface PushFilterForm extends Omit<
  PushFilter,
  'customer_id' | 'customer_label' | 'created_from' | 'created_to'
> {
  customer?: CustomerChoice | null;
  created_range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
}

const DAY = 'YYYY-MM-DD';

export function pushFilterToForm(filter: PushFilter): PushFilterForm {
  const { customer_id, customer_label, created_from, created_to, ...rest } = filter;
  return {
    ...rest,
    customer: customer_id ? { value: customer_id, label: customer_label ?? customer_id } : null,
    created_range: created_from && created_to ? [dayjs(created_from, DAY), dayjs(created_to, DAY)] : null,
  };
}

/** Drops empty values; keeps the custom days (dd/mm/yyyy picked, YYYY-MM-DD kept) only with CUSTOM. */
export function pushFormToFilter(form: PushFilterForm): PushFilter {
  const { customer, created_range, ...rest } = form;
  const filter: PushFilter = { ...rest, keyword: rest.keyword?.trim() };
  if (customer) {
    filter.customer_id = customer.value;
    filter.customer_label = customer.label;
  }
  if (filter.created_date_type === 'CUSTOM' && created_range) {
    filter.created_from = created_range[0].format(DAY);
    filter.created_to = created_range[1].format(DAY);
  }
  for (const key of Object.keys(filter) as (keyof PushFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') delete filter[key];
  }
  return filter;
}
