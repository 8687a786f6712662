import { and, eq, isNull } from 'drizzle-orm';
import { PAYMENT_TEXTS as T, type PaymentDetails } from '@storedesk/shared/contracts';
import type { DbOrTx } from '../../db/client';
import { bookings, customerSubscriptions, customers, storePayments } from '../../db/schema';
import { notFound } from '../../http/errors';
import { paymentListRow } from './payment-row-view';
import { historyOf } from './status-history';

/** One live request of the store in the details' shape; another store's (or a deleted one) is not found. */
export async function loadPaymentDetails(
  db: DbOrTx,
  storeId: string,
  id: string,
  providerConfigured: boolean,
): Promise<PaymentDetails> {
  const [row] = await db
    .select({
      p: storePayments,
      c: customers,
      orderNumber: bookings.orderNumber,
      orderTotal: bookings.total,
      subscriptionNumber: customerSubscriptions.subscriptionNumber,
      contractPrice: customerSubscriptions.price,
    })
    .from(storePayments)
    .innerJoin(customers, eq(customers.id, storePayments.customerId))
    .leftJoin(bookings, eq(bookings.id, storePayments.orderId))
    .leftJoin(customerSubscriptions, eq(customerSubscriptions.id, storePayments.customerSubscriptionId))
    .where(and(eq(storePayments.id, id), eq(storePayments.storeId, storeId), isNull(storePayments.deletedAt)))
    .limit(1);
  if (!row) throw notFound(T.notFound, 'Payment Request');
  const history = (await historyOf(db, storeId, [id])).get(id) ?? [];
  const { p } = row;
  return {
    ...paymentListRow(row, history),
    version: p.version,
    link_id: p.linkId,
    link_url: p.linkUrl,
    link_error: p.linkError,
    link_expires_at: p.linkExpiresAt?.toISOString() ?? null,
    review_reason: p.reviewReason,
    provider_configured: providerConfigured,
    last_paid: history.filter((entry) => entry.status === 'PAID').at(-1) ?? null,
    billed_total: row.orderTotal ?? row.contractPrice ?? null,
  };
}
