import type { PaymentListRow } from '@storedesk/shared';
import { LIST_TEXTS } from '../payment-texts';

/** What a request bills: "Booking #1001" or "Contract #5001". */
export function billedLabel(row: Pick<PaymentListRow, 'order_number' | 'subscription_number'>): string {
  if (row.order_number !== null) return `${LIST_TEXTS.booking} #${row.order_number}`;
  if (row.subscription_number !== null) return `${LIST_TEXTS.contract} #${row.subscription_number}`;
  return '---';
}

export const customerLabel = (c: PaymentListRow['customer']) => `${c.first_name} ${c.last_name}`.trim();
