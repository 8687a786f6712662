import { eq, sql } from 'drizzle-orm';
import type { CreateContractReply } from '@storedesk/shared/contracts';
import type { Tx } from '../../db/client';
import { customerSubscriptions } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { lockStoreForBooking } from '../cart/order-number';
import { insertPaymentRequest } from '../payments/insert-request';
import {
  alreadyRenewed,
  contractPaymentKey,
  contractReply,
  findByKey,
  repeatAnswer,
  type Ask,
} from './contract-key';
import { insertContractItems } from './ledger-items';
import type { NewContract } from './new-contract';

export interface ContractWrite {
  ask: Ask;
  contract: NewContract;
  employeeId: string;
  /** The store's today: the payment request is due on the start, or today when the start has passed. */
  today: string;
  /** A payment provider is configured: the request's link is made after the commit. */
  withLink: boolean;
}

async function nextContractNumber(tx: Tx, storeId: string): Promise<number> {
  const [row] = await tx
    .select({ last: sql<string | null>`max(${customerSubscriptions.subscriptionNumber})` })
    .from(customerSubscriptions)
    .where(eq(customerSubscriptions.storeId, storeId));
  return Number(row?.last ?? 0) + 1;
}

/**
 * Writes a checked sale or renewal in the caller's transaction: under the store's lock (the one bookings and payment
 * requests take, so numbers are max + 1 and a key or renewal committed by a racing request is seen), the contract,
 * its services' ledger rows, its payment request when the customer is asked to pay, and the audit row. Returns the answer and the request id.
 */
export async function saveContract(
  tx: Tx,
  write: ContractWrite,
): Promise<{ reply: CreateContractReply; paymentRequestId: string | null }> {
  const { ask, contract: c, employeeId } = write;
  await lockStoreForBooking(tx, ask.storeId);
  const raced = await findByKey(tx, ask);
  if (raced) return { reply: await repeatAnswer(tx, ask, raced), paymentRequestId: null };
  if (c.renewedFromId) {
    const renewed = await alreadyRenewed(tx, ask.storeId, c.renewedFromId);
    if (renewed) throw renewed;
  }
  const subscriptionNumber = await nextContractNumber(tx, ask.storeId);
  const [row] = await tx
    .insert(customerSubscriptions)
    .values({
      storeId: ask.storeId,
      subscriptionNumber,
      storeSubscriptionId: c.storeSubscriptionId,
      storeSubscriptionVersionId: c.terms.storeSubscriptionVersionId,
      customerId: c.customerId,
      variantId: c.terms.variantId,
      variant: { ...c.terms.variant, applicable_to: c.items },
      billingPeriodId: c.terms.billingPeriodId,
      subscriptionName: c.terms.subscriptionName,
      parentSku: c.terms.parentSku,
      startDate: c.startDate,
      endDate: c.endDate,
      price: c.terms.price,
      addresses: c.addresses,
      payment: { is_paid: c.payment.is_paid, payment_method: c.payment.payment_method, transaction_id: null },
      isPaid: c.payment.is_paid,
      requestCustomerPayment: c.payment.request_customer_payment,
      orderType: 'CSC',
      applicableToLocation: c.applicableToLocation,
      questions: c.questions,
      renewedFromId: c.renewedFromId,
      idempotencyKey: ask.key,
      createdBy: employeeId,
    })
    .returning();
  // The ledger is the truth of the services' visits; the jsonb copy keeps the terms as sold.
  await insertContractItems(tx, ask.storeId, row.id, c.items);
  let paymentRequestId: string | null = null;
  if (c.payment.request_customer_payment && Number(row.price) > 0) {
    const request = await insertPaymentRequest(tx, {
      storeId: ask.storeId,
      employeeId,
      customerId: row.customerId,
      orderId: null,
      contractId: row.id,
      amount: row.price,
      dueDate: row.startDate > write.today ? row.startDate : write.today,
      idempotencyKey: contractPaymentKey(row.id),
      withLink: write.withLink,
    });
    paymentRequestId = request.id;
  }
  await recordAudit(tx, {
    employeeId,
    storeId: ask.storeId,
    entity: 'customer_subscription',
    entityId: row.id,
    action: c.renewedFromId ? 'renew' : 'create',
    after: {
      subscription_number: subscriptionNumber,
      customer_id: row.customerId,
      store_subscription_id: row.storeSubscriptionId,
      variant_id: row.variantId,
      start_date: row.startDate,
      end_date: row.endDate,
      price: row.price,
      is_paid: row.isPaid,
      renewed_from_id: row.renewedFromId,
      idempotency_key: ask.key,
    },
  });
  return { reply: contractReply(ask, row, paymentRequestId), paymentRequestId };
}
