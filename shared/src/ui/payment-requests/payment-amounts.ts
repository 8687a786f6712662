import type { PaymentListRow } from '../../contracts/payments';

type AmountFields = Pick<PaymentListRow, 'amount' | 'amount_paid' | 'status'>;

const cents = (money: string) => Math.round(Number(money) * 100);

/**
 * What a request has received: what the provider reported, or its whole amount when marked Paid by hand (the API's
 * rule for what is still unpaid), as a decimal string.
 */
export function receivedAmount(row: AmountFields): string {
  const received = cents(row.amount_paid);
  return ((row.status === 'PAID' ? Math.max(received, cents(row.amount)) : received) / 100).toFixed(2);
}

/** What is still to come on a part-paid request, as a decimal string; null when nothing or everything came. */
export function remainingAmount(row: AmountFields): string | null {
  const received = cents(receivedAmount(row));
  const left = cents(row.amount) - received;
  return received > 0 && left > 0 ? (left / 100).toFixed(2) : null;
}
