import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { SERVICE_REQUEST_MESSAGES as M } from '@storedesk/shared/contracts';
import type { Tx } from '../../db/client';
import { contractVisits, customerSubscriptionItems as items } from '../../db/schema';
import { recordAudit } from '../../http/audit';
import { conflict } from '../../http/errors';

export interface VisitTake {
  storeId: string;
  contractId: string;
  itemId: string;
  quantity: number;
}

/**
 * Takes visits from a contract's service with one conditional update (never read-then-write): of two requests for
 * the last visit one gets the row, the other none and a 409 NO_VISITS_LEFT. Call it before anything else is
 * written, so a refusal leaves the transaction empty. Returns the visits left.
 */
export async function takeVisits(tx: Tx, take: VisitTake): Promise<number> {
  const [row] = await tx
    .update(items)
    .set({ availableQuantity: sql`${items.availableQuantity} - ${take.quantity}`, updatedAt: new Date() })
    .where(
      and(
        eq(items.id, take.itemId),
        eq(items.customerSubscriptionId, take.contractId),
        eq(items.storeId, take.storeId),
        gte(items.availableQuantity, take.quantity),
      ),
    )
    .returning({ available: items.availableQuantity });
  if (!row) throw conflict(M.noVisitsLeft, M.noVisitsLeftTitle, 'NO_VISITS_LEFT');
  return row.available;
}

/** The visit row of a booking made against a contract (its unique booking_id makes it one per booking). */
export async function recordVisit(tx: Tx, take: VisitTake, bookingId: string, employeeId: string) {
  await tx.insert(contractVisits).values({
    storeId: take.storeId,
    customerSubscriptionId: take.contractId,
    customerSubscriptionItemId: take.itemId,
    bookingId,
    quantity: take.quantity,
    createdBy: employeeId,
  });
}

/**
 * Gives a booking's visits back to its contract's service, once: the visit row is marked returned only while it
 * is not (a second cancel, or a cancel then a delete, finds nothing and gives nothing). For a cancelled or deleted
 * booking, in its transaction (before a delete: the visit row goes with the booking). Re-opening a cancelled
 * booking does not take the visits again: it stays a booking outside the ledger (taking them could fail with none
 * left, and a status change must not be refused for it); staff make a new service request when one is needed.
 */
export async function giveVisitsBack(
  tx: Tx,
  storeId: string,
  bookingId: string,
  employeeId: string,
): Promise<void> {
  const returned = await tx
    .update(contractVisits)
    .set({ returnedAt: new Date() })
    .where(
      and(
        eq(contractVisits.storeId, storeId),
        eq(contractVisits.bookingId, bookingId),
        isNull(contractVisits.returnedAt),
      ),
    )
    .returning({
      itemId: contractVisits.customerSubscriptionItemId,
      contractId: contractVisits.customerSubscriptionId,
      quantity: contractVisits.quantity,
    });
  for (const visit of returned) {
    const [item] = await tx
      .update(items)
      // Capped at the total, so a total lowered since cannot make the CHECK fail the cancel.
      .set({
        availableQuantity: sql`least(${items.availableQuantity} + ${visit.quantity}, ${items.totalQuantity})`,
        updatedAt: new Date(),
      })
      .where(and(eq(items.id, visit.itemId), eq(items.storeId, storeId)))
      .returning({ available: items.availableQuantity });
    await recordAudit(tx, {
      employeeId,
      storeId,
      entity: 'customer_subscription',
      entityId: visit.contractId,
      action: 'return_visits',
      after: {
        booking_id: bookingId,
        item_id: visit.itemId,
        quantity: visit.quantity,
        available: item?.available,
      },
    });
  }
}
