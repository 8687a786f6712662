import dayjs from 'dayjs';
import {
  DATE_FORMAT,
  formatDate,
  formatMoney,
  formatTime,
  type PushCriteria,
  type PushNotificationRow,
} from '@storedesk/shared';
import { customerName } from '../../shared/components/customer-display';
import { HISTORY_TEXTS as T } from '../push-history-texts';
import { NEW_PUSH_TEXTS } from '../new-push-texts';

/** "DD/MM/YYYY hh:mm A" of an instant in the store's zone; '' when absent. */
export const dateTime = (iso: string | null | undefined, tz?: string | null) =>
  iso ? `${formatDate(iso, tz)} ${formatTime(iso, tz)}` : '';

/** Who it goes to: the one customer's name, or the recipient count of a group. */
export function audienceLabel(row: PushNotificationRow): string {
  if (row.customer_type === 'one_customer')
    return row.customer ? customerName(row.customer) : T.removedCustomer;
  return `${T.multipleCustomers}: ${T.recipients(row.recipients_count)}`;
}

/** Immediate, or Scheduled with its send time in the store's zone. */
export function deliveryLabel(row: PushNotificationRow, tz?: string | null): string {
  if (row.delivery_type === 'IMMEDIATE') return T.immediate;
  return row.send_at ? `${T.scheduled} ${dateTime(row.send_at, tz)}` : T.scheduled;
}

/** Spec 2 §4: cancel is offered for a scheduled, not cancelled notification whose send time is still ahead. */
export function canCancelPush(row: PushNotificationRow, nowMs: number): boolean {
  return (
    row.delivery_type === 'SCHEDULED' &&
    !row.is_cancelled &&
    row.send_at !== null &&
    Date.parse(row.send_at) > nowMs
  );
}

/** The category, service, ... label of a redirect type; the raw value when unknown. */
export function redirectLabel(type: string | null): string {
  if (!type) return T.detail.none;
  return (NEW_PUSH_TEXTS.redirectTypes as Record<string, string>)[type] ?? type;
}

const D = T.detail;
const day = (value: string) => dayjs(value, 'YYYY-MM-DD').format(DATE_FORMAT);

function range(low: number | null, high: number | null, show: (n: number) => string = String): string | null {
  if (low === null && high === null) return null;
  return `${low === null ? D.anyValue : show(low)} - ${high === null ? D.anyValue : show(high)}`;
}

/** The restrictions of a group notification as lines ("Order count: 2 - any"); none when there were none. */
export function criteriaLines(criteria: PushCriteria | null, currency?: string | null): string[] {
  if (!criteria) return [];
  const created =
    criteria.customer_created_from || criteria.customer_created_to
      ? `${criteria.customer_created_from ? day(criteria.customer_created_from) : D.anyValue} - ${
          criteria.customer_created_to ? day(criteria.customer_created_to) : D.anyValue
        }`
      : null;
  const parts: [string, string | null][] = [
    [D.createdBetween, created],
    [D.orderCount, range(criteria.min_order_count, criteria.max_order_count)],
    [
      D.lifetimeValue,
      range(criteria.min_lifetime_value, criteria.max_lifetime_value, (n) => formatMoney(n, currency)),
    ],
    [D.points, range(criteria.min_points, criteria.max_points)],
  ];
  return parts.filter(([, text]) => text !== null).map(([label, text]) => `${label}: ${text}`);
}
