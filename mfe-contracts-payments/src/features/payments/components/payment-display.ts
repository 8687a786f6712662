import type { PaymentListRow } from '@storedesk/shared';
import { parseCalendarDate, DATE_FORMAT } from '@storedesk/shared';
import { LIST_TEXTS } from '../payment-texts';

/** What a request bills: "Booking #1001" or "Contract #5001". */
export function billedLabel(row: Pick<PaymentListRow, 'order_number' | 'subscription_number'>): string {
  if (row.order_number !== null) return `${LIST_TEXTS.booking} #${row.order_number}`;
  if (row.subscription_number !== null) return `${LIST_TEXTS.contract} #${row.subscription_number}`;
  return '---';
}

export const customerLabel = (c: PaymentListRow['customer']) => `${c.first_name} ${c.last_name}`.trim();

const cents = (money: string) => Math.round(Number(money) * 100);

/**
 * What a request has received: what the provider reported, or its whole amount when marked Paid by hand (the API's
 * rule for what is still unpaid), as a decimal string.
 */
export function receivedAmount(row: Pick<PaymentListRow, 'amount' | 'amount_paid' | 'status'>): string {
  const received = cents(row.amount_paid);
  return ((row.status === 'PAID' ? Math.max(received, cents(row.amount)) : received) / 100).toFixed(2);
}

/** What is still to come on a part-paid request, as a decimal string; null when nothing or everything came. */
export function remainingAmount(
  row: Pick<PaymentListRow, 'amount' | 'amount_paid' | 'status'>,
): string | null {
  const received = cents(receivedAmount(row));
  const left = cents(row.amount) - received;
  return received > 0 && left > 0 ? (left / 100).toFixed(2) : null;
}

/** A calendar day YYYY-MM-DD as DD/MM/YYYY. */
export function formatDay(day: string | null | undefined): string {
  const parsed = parseCalendarDate(day?.slice(0, 10), 'YYYY-MM-DD');
  return parsed ? parsed.format(DATE_FORMAT) : '---';
}
