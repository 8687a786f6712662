import { approvalStatusLabel, contractOrderTypeLabel } from '@storedesk/shared';
import { dateChoice, showAs, type FilterTagSpec } from '@storedesk/shared/ui';
import { CONTRACT_LIST_TEXTS as T } from '../contract-texts';
import type { ContractFilter } from './contract-filter';

const F = T.filter;

/** How each contract filter shows as a tag (labels, not codes or ids; custom end dates as their days). */
export const CONTRACT_FILTER_TAGS: FilterTagSpec<ContractFilter>[] = [
  { key: 'subscription_number', label: F.number, show: (n) => `#${n}` },
  {
    key: 'end_date_option',
    label: F.endDate,
    show: (value, f) => dateChoice(T.endDateOptions, f.from_end_date, f.to_end_date)(value),
    also: ['from_end_date', 'to_end_date'],
  },
  { key: 'order_type', label: F.orderType, show: contractOrderTypeLabel },
  { key: 'subscription_id', label: F.plan, show: (id, f) => f.plan_label ?? id, also: ['plan_label'] },
  {
    key: 'applicable_to_location',
    label: F.location,
    show: (id, f) => f.location_label ?? id,
    also: ['location_label'],
  },
  { key: 'is_approved', label: F.approval, show: approvalStatusLabel },
  { key: 'is_paid', label: F.paid, show: showAs.yesNo(T.yes, T.no) },
  { key: 'visits_left', label: F.visitsLeft, show: showAs.yesNo(T.yes, T.no) },
  {
    key: 'customer_id',
    label: F.customer,
    show: (id, f) => f.customer_label ?? id,
    also: ['customer_label'],
  },
];
