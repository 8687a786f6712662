import dayjs from 'dayjs';
import type { BookingFilter } from './booking-filter';

/** The filter as the modal's form holds it: custom ranges as date pickers' values, the customer with its label. */
export interface BookingFilterForm extends Omit<
  BookingFilter,
  | 'order_from_date'
  | 'order_to_date'
  | 'delivery_from_date'
  | 'delivery_to_date'
  | 'customer_id'
  | 'customer_label'
> {
  order_range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
  delivery_range?: [dayjs.Dayjs, dayjs.Dayjs] | null;
  customer?: { value: string; label: string } | null;
}

const DAY = 'YYYY-MM-DD';
const range = (from?: string, to?: string): [dayjs.Dayjs, dayjs.Dayjs] | null =>
  from && to ? [dayjs(from, DAY), dayjs(to, DAY)] : null;

export function filterToForm(filter: BookingFilter): BookingFilterForm {
  const {
    order_from_date,
    order_to_date,
    delivery_from_date,
    delivery_to_date,
    customer_id,
    customer_label,
    ...rest
  } = filter;
  return {
    ...rest,
    order_range: range(order_from_date, order_to_date),
    delivery_range: range(delivery_from_date, delivery_to_date),
    customer: customer_id ? { value: customer_id, label: customer_label ?? customer_id } : null,
  };
}

/** Drops empty values and 'ANY' (no date filter), and keeps custom days only with the CUSTOM option. */
export function formToFilter(form: BookingFilterForm): BookingFilter {
  const { order_range, delivery_range, customer, ...rest } = form;
  const filter: BookingFilter = { ...rest };
  if (filter.order_date_type === 'CUSTOM' && order_range) {
    filter.order_from_date = order_range[0].format(DAY);
    filter.order_to_date = order_range[1].format(DAY);
  }
  if (filter.order_delivery_date_type === 'CUSTOM' && delivery_range) {
    filter.delivery_from_date = delivery_range[0].format(DAY);
    filter.delivery_to_date = delivery_range[1].format(DAY);
  }
  if (customer) {
    filter.customer_id = customer.value;
    filter.customer_label = customer.label;
  }
  if (filter.order_date_type === 'ANY') delete filter.order_date_type;
  if (filter.order_delivery_date_type === 'ANY') delete filter.order_delivery_date_type;
  for (const key of Object.keys(filter) as (keyof BookingFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === null || value === '') delete filter[key];
  }
  return filter;
}
