import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, storeOrderStatuses } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { ORDER_MESSAGES as M } from './cart-messages';

/** The booking an earlier submit with this key made, if any (a retry must not make a second). */
export async function findBookingByKey(db: DbOrTx, storeId: string, key: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      orderNumber: bookings.orderNumber,
      customerId: bookings.customerId,
      customerSubscriptionId: bookings.customerSubscriptionId,
    })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), eq(bookings.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The status a new booking starts in: the one chosen, or the store's first. */
export async function findStatus(db: DbOrTx, storeId: string, statusId: string | undefined) {
  const own = and(eq(storeOrderStatuses.storeId, storeId), eq(storeOrderStatuses.isDeleted, false));
  const [status] = await db
    .select()
    .from(storeOrderStatuses)
    .where(statusId ? and(own, eq(storeOrderStatuses.id, statusId)) : own)
    .orderBy(asc(storeOrderStatuses.position), asc(storeOrderStatuses.createdAt), asc(storeOrderStatuses.id))
    .limit(1);
  if (!status)
    throw statusId
      ? badRequest(M.invalidStatus, M.invalidStatusTitle)
      : badRequest(M.noStatus, M.noStatusTitle);
  return status;
}
