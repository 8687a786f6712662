import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { storePayments, storePaymentStatusHistory } from '../../db/schema';
import { recordAudit } from '../../http/audit';

export interface NewRequest {
  storeId: string;
  employeeId: string | null;
  customerId: string;
  orderId: string | null;
  contractId: string | null;
  /** Decimal string with two places. */
  amount: string;
  dueDate: string;
  idempotencyKey: string | null;
  /** A provider is configured: the link is made right after the transaction commits. */
  withLink: boolean;
}

/** The request an earlier submission with this key made, if any. */
export async function findByIdempotencyKey(db: DbOrTx, storeId: string, key: string) {
  const [row] = await db
    .select()
    .from(storePayments)
    .where(and(eq(storePayments.storeId, storeId), eq(storePayments.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * Inserts a PENDING request with its first history entry and audit row, in the caller's transaction, which must
 * hold the store's lock (lockStoreForBooking): under it the next payment number is max + 1.
 */
export async function insertPaymentRequest(tx: Tx, input: NewRequest) {
  const [{ last }] = await tx
    .select({ last: sql<string | null>`max(${storePayments.paymentNumber})` })
    .from(storePayments)
    .where(eq(storePayments.storeId, input.storeId));
  const paymentNumber = Math.max(Number(last ?? 0), 7000) + 1;
  const [row] = await tx
    .insert(storePayments)
    .values({
      storeId: input.storeId,
      paymentNumber,
      amount: input.amount,
      dueDate: input.dueDate,
      customerId: input.customerId,
      orderId: input.orderId,
      customerSubscriptionId: input.contractId,
      idempotencyKey: input.idempotencyKey,
      linkStatus: input.withLink ? 'CREATING' : 'NOT_CONFIGURED',
      createdBy: input.employeeId,
    })
    .returning();
  await tx.insert(storePaymentStatusHistory).values({
    storeId: input.storeId,
    storePaymentId: row.id,
    status: 'PENDING',
    fromStatus: null,
    source: input.employeeId ? 'STAFF' : 'SYSTEM',
    updatedBy: input.employeeId,
  });
  await recordAudit(tx, {
    employeeId: input.employeeId,
    storeId: input.storeId,
    entity: 'store_payment',
    entityId: row.id,
    action: 'create',
    after: {
      payment_number: paymentNumber,
      amount: row.amount,
      due_date: row.dueDate,
      customer_id: row.customerId,
      order_id: row.orderId,
      customer_subscription_id: row.customerSubscriptionId,
      idempotency_key: input.idempotencyKey,
    },
  });
  return row;
}
