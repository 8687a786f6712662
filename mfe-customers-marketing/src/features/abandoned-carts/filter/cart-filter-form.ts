import dayjs from 'dayjs';
import { DEFAULT_SORT, type CartFilter } from './cart-filter';

/** The chosen customer as the search select holds it (labelInValue). */
export interface CustomerChoice {
  value: string;
  label: string;
}

/** The filter as the modal's form holds it: the customer as a labelled choice, the custom days as a range. */
export interface CartFilterForm extends Omit<
  CartFilter,
  'customer_id' | 'customer_label' | 'updated_from' | 'updated_to'
> {
  customer?: CustomerChoice | null;
  updated_range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
}

const DAY = 'YYYY-MM-DD';

/** The form starts from the filter, with the default sort shown when none was chosen. */
export function filterToForm(filter: CartFilter): CartFilterForm {
  const { customer_id, customer_label, updated_from, updated_to, ...rest } = filter;
  return {
    ...DEFAULT_SORT,
    ...rest,
    customer: customer_id ? { value: customer_id, label: customer_label ?? customer_id } : null,
    updated_range: updated_from && updated_to ? [dayjs(updated_from, DAY), dayjs(updated_to, DAY)] : null,
  };
}

/** Drops empty values; keeps the custom days (dd/mm/yyyy picked, YYYY-MM-DD kept) only with CUSTOM. */
export function formToFilter(form: CartFilterForm): CartFilter {
  const { customer, updated_range, ...rest } = form;
  const filter: CartFilter = { ...rest };
  if (customer) {
    filter.customer_id = customer.value;
    filter.customer_label = customer.label;
  }
  if (filter.updated_date_type === 'CUSTOM' && updated_range) {
    filter.updated_from = updated_range[0].format(DAY);
    filter.updated_to = updated_range[1].format(DAY);
  }
  for (const key of Object.keys(filter) as (keyof CartFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') delete filter[key];
  }
  return filter;
}
