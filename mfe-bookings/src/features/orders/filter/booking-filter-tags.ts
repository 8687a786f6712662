import { CHANNEL_LABELS, type StoreLocation, type StoreOrderStatus } from '@storedesk/shared';
import { dateChoice, showAs, type FilterTagSpec } from '@storedesk/shared/ui';
import { ORDERS_TEXTS as T } from '../orders-texts';
import type { BookingFilter } from './booking-filter';

const F = T.filter;

/** How each booking filter shows as a tag; statuses and locations by their names, custom dates as days. */
export function bookingFilterTags(
  statuses: readonly StoreOrderStatus[],
  locations: readonly StoreLocation[],
): FilterTagSpec<BookingFilter>[] {
  const byId = (list: readonly { _id: string; name: string }[]) => (id: string) =>
    list.find((item) => item._id === id)?.name;
  return [
    { key: 'keyword', label: F.keyword },
    { key: 'location', label: F.location, show: showAs.label(byId(locations)) },
    { key: 'order_type', label: F.orderType, show: showAs.label(CHANNEL_LABELS) },
    {
      key: 'order_date_type',
      label: F.orderDate,
      show: (value, f) => dateChoice(T.dateOptions, f.order_from_date, f.order_to_date)(value),
      also: ['order_from_date', 'order_to_date'],
    },
    {
      key: 'order_delivery_date_type',
      label: F.deliveryDate,
      show: (value, f) => dateChoice(T.dateOptions, f.delivery_from_date, f.delivery_to_date)(value),
      also: ['delivery_from_date', 'delivery_to_date'],
    },
    { key: 'order_number', label: F.orderNumber },
    { key: 'from_total', label: F.fromTotal },
    { key: 'to_total', label: F.toTotal },
    { key: 'order_status', label: F.status, show: showAs.label(byId(statuses)) },
    {
      key: 'customer_id',
      label: F.customer,
      show: (id, f) => f.customer_label ?? String(id),
      also: ['customer_label'],
    },
    { key: 'is_paid', label: F.paid, show: showAs.label(T.paidOptions) },
  ];
}
