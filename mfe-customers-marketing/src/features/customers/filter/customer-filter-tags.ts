import { dateChoice, showAs, type FilterTagSpec } from '@storedesk/shared/ui';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';
import type { CustomerFilter } from '../../shared/filter/customer-filter';

const F = T.filter;

/** How each customer filter shows as a tag (custom added dates as their days). */
export const CUSTOMER_FILTER_TAGS: FilterTagSpec<CustomerFilter>[] = [
  { key: 'keyword', label: F.keyword },
  {
    key: 'added_date_type',
    label: F.addedDate,
    show: (value, f) => dateChoice(T.dateOptions, f.added_from_date, f.added_to_date)(value),
    also: ['added_from_date', 'added_to_date'],
  },
  { key: 'order_count_from', label: F.orderCountFrom },
  { key: 'order_count_to', label: F.orderCountTo },
  { key: 'points_from', label: F.pointsFrom },
  { key: 'points_to', label: F.pointsTo },
  { key: 'order_total_from', label: F.orderTotalFrom },
  { key: 'order_total_to', label: F.orderTotalTo },
  { key: 'push_notification', label: F.pushNotification, show: showAs.label(T.pushOptions) },
];
