import { APPROVAL_LABELS, paymentStatusLabel } from '@storedesk/shared';
import { calendarDay, showAs, type FilterTagSpec } from '@storedesk/shared/ui';
import { LIST_TEXTS } from '../payment-texts';
import type { PaymentFilter } from './payment-filter';

const F = LIST_TEXTS.filter;
const yesNo = showAs.yesNo(LIST_TEXTS.yes, LIST_TEXTS.no);

/** How each payment request filter shows as a tag (labels, not codes; due dates as DD/MM/YYYY). */
export const PAYMENT_FILTER_TAGS: FilterTagSpec<PaymentFilter>[] = [
  { key: 'status', label: F.status, show: (status) => paymentStatusLabel(status) },
  { key: 'is_paid', label: F.paid, show: yesNo },
  { key: 'needs_review', label: F.review, show: yesNo },
  { key: 'order_no', label: F.orderNo },
  { key: 'subscription_no', label: F.subscriptionNo },
  { key: 'is_approved', label: F.approval, show: (value) => APPROVAL_LABELS[value] },
  {
    key: 'customer_id',
    label: F.customer,
    show: (id, f) => f.customer_label ?? id,
    also: ['customer_label'],
  },
  { key: 'from_end_date', label: F.dueFrom, show: calendarDay },
  { key: 'to_end_date', label: F.dueTo, show: calendarDay },
];
