import type { PaymentListRow } from '@storedesk/shared';
import { DATE_FORMAT, formatDate, formatTime, inZone } from '@storedesk/shared';
import { DETAILS_TEXTS, LIST_TEXTS } from '../payment-texts';

/** What a request bills: "Booking #1001" or "Contract #5001". */
export function billedLabel(row: Pick<PaymentListRow, 'order_number' | 'subscription_number'>): string {
  if (row.order_number !== null) return `${LIST_TEXTS.booking} #${row.order_number}`;
  if (row.subscription_number !== null) return `${LIST_TEXTS.contract} #${row.subscription_number}`;
  return '---';
}

export const customerLabel = (c: PaymentListRow['customer']) => `${c.first_name} ${c.last_name}`.trim();

/**
 * When a payment link stops working. A link made for a due day expires at the first instant of the next day in the
 * store's zone, which read as "16/01 12:00 AM" for a request due on 15/01; that instant is shown as the due day's end.
 */
export function linkExpiryText(expiresAt: string | null | undefined, tz?: string | null): string {
  if (!expiresAt) return DETAILS_TEXTS.none;
  const local = inZone(expiresAt, tz);
  if (!local.isValid()) return DETAILS_TEXTS.none;
  if (local.hour() === 0 && local.minute() === 0 && local.second() === 0)
    return DETAILS_TEXTS.endOfDay(local.subtract(1, 'minute').format(DATE_FORMAT));
  return `${formatDate(expiresAt, tz)} ${formatTime(expiresAt, tz)}`;
}
