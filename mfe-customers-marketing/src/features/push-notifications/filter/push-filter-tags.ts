import { dateChoice, type FilterTagSpec } from '@storedesk/shared/ui';
import { HISTORY_TEXTS as T } from '../push-history-texts';
import type { PushFilter } from './push-filter';

const F = T.filter;

/** How each push history filter shows as a tag (custom dates as their days, the customer by name). */
export const PUSH_FILTER_TAGS: FilterTagSpec<PushFilter>[] = [
  { key: 'keyword', label: F.keyword },
  {
    key: 'created_date_type',
    label: F.createdDate,
    show: (value, f) => dateChoice(T.dateOptions, f.created_from, f.created_to)(value),
    also: ['created_from', 'created_to'],
  },
  {
    key: 'customer_id',
    label: F.customer,
    show: (id, f) => f.customer_label ?? id,
    also: ['customer_label'],
  },
];
