import type { PaymentListRow, PaymentStatusEntry } from '@storedesk/shared/contracts';
import type { customers, storePayments } from '../../db/schema';

export interface PaymentPageRow {
  p: typeof storePayments.$inferSelect;
  c: typeof customers.$inferSelect;
  orderNumber: number | null;
  subscriptionNumber: number | null;
}

/** A row of the payment list in the contract's names; money stays a decimal string. */
export function paymentListRow(
  { p, c, orderNumber, subscriptionNumber }: PaymentPageRow,
  history: PaymentStatusEntry[],
): PaymentListRow {
  return {
    _id: p.id,
    payment_number: p.paymentNumber,
    amount: p.amount,
    status: p.status,
    due_date: p.dueDate,
    customer_id: p.customerId,
    customer: {
      _id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      phone_no: c.phoneNo,
    },
    order_id: p.orderId,
    order_number: orderNumber,
    customer_subscription_id: p.customerSubscriptionId,
    subscription_number: subscriptionNumber,
    payment: p.payment,
    is_paid: p.isPaid,
    external_invoice_uid: p.externalInvoiceUid,
    amount_paid: p.amountPaid,
    link_status: p.linkStatus,
    needs_review: p.needsReview,
    status_history: history,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
